import type { LeaseEnding } from '../../../shared/deal-stats.schema.ts';
import { withApartment } from '../../../shared/listing-format.ts';
import { ADMIN_DEALS_TEXT as T } from '../../../shared/texts/admin-deals.ts';
import { api } from '../kit/api-client.ts';
import { RecentPanel, RecentPanelNote, usePanelRead } from '../kit/list/recent-panel.tsx';

interface Answer {
  leases: LeaseEnding[];
  total: number;
}

const ENDING_LIST = '/admin/deals?stage=lease-signed';
const readEndingSoon = (signal: AbortSignal) => api.get<Answer>('/admin/deals/ending-soon', { signal });

/**
 * The dashboard's 'Leases ending soon': signed leases ending within 90 days, the soonest first, each
 * saying when and whether the 'Renew or move?' e-mail has gone to the tenants — the renter who may
 * move again (GET /api/admin/deals/ending-soon).
 */
export function LeasesEndingCard() {
  const answer = usePanelRead(readEndingSoon);
  const empty =
    answer === 'failed' ? (
      <RecentPanelNote alert>{T.endingFailed}</RecentPanelNote>
    ) : answer === null ? (
      <RecentPanelNote>{T.endingLoading}</RecentPanelNote>
    ) : answer.leases.length === 0 ? (
      <RecentPanelNote>{T.endingEmpty}</RecentPanelNote>
    ) : null;
  return (
    <RecentPanel
      id="leases-ending-title"
      title={T.endingTitle}
      viewAll={{ to: ENDING_LIST, label: T.endingViewAll }}
      empty={empty}
    >
      {answer &&
        answer !== 'failed' &&
        answer.leases.map((lease) => (
          <li key={lease.id} className="px-5 py-3.5" data-testid="lease-ending">
            <span className="flex items-center justify-between gap-3">
              <span className="truncate font-semibold text-slate-900">{lease.tenants.join(', ')}</span>
              {lease.renewalSent && (
                <span className="shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                  {T.renewalSent}
                </span>
              )}
            </span>
            <span className="mt-0.5 block text-sm text-slate-600">
              {withApartment(lease.listingAddress, lease.listingApartment)}
            </span>
            <span className="mt-0.5 block text-xs font-medium text-amber-800 tabular-nums">
              {T.endingOn(lease.leaseEnd, lease.daysLeft)}
            </span>
          </li>
        ))}
      {answer && answer !== 'failed' && answer.total > answer.leases.length && (
        <li className="px-5 py-3 text-xs text-slate-600">{T.endingMore(answer.leases.length, answer.total)}</li>
      )}
    </RecentPanel>
  );
}
