import { Link } from 'react-router';
import type { DepositDeadline } from '../../../shared/leases.ts';
import { ADMIN_MOVES_TEXT as T } from '../../../shared/texts/admin-moves.ts';
import { dayLabel } from '../deals/index.ts';
import { api } from '../kit/api-client.ts';
import { RecentPanel, RecentPanelNote, usePanelRead } from '../kit/list/recent-panel.tsx';
import { StatusBadge } from '../kit/status-badge.tsx';

const SIGNED_DEALS = '/admin/deals?stage=lease-signed';

/** The deadlines whose statement is not signed yet, the soonest first (GET /api/admin/deposit-deadlines). */
const readDue = (signal: AbortSignal) =>
  api
    .get<{ deadlines: DepositDeadline[] }>('/admin/deposit-deadlines', { signal })
    .then((answer) => answer.deadlines.filter((d) => d.statement !== 'signed').sort((a, b) => a.daysLeft - b.daysLeft));

/** How urgent a deadline reads: past (red), within three days (amber), else calm. */
const urgency = (daysLeft: number) => (daysLeft < 0 ? 'text-red-700' : daysLeft <= 3 ? 'text-amber-800' : 'text-slate-600');

/**
 * The dashboard's 'Deposit statements due' (GOL §7-108(1-a)(e), docs/decisions/096): each signed lease
 * that ended in the last 30 days without a signed deposit statement, with its deadline (the lease's
 * last day + 14 New York days), the days left or late, and the statement's state; each links to its
 * deal, where the statement is written.
 */
export function DepositDeadlinesCard() {
  const answer = usePanelRead(readDue);
  const empty =
    answer === 'failed' ? (
      <RecentPanelNote alert>{T.deadlinesFailed}</RecentPanelNote>
    ) : answer === null ? (
      <RecentPanelNote>{T.deadlinesLoading}</RecentPanelNote>
    ) : answer.length === 0 ? (
      <RecentPanelNote>{T.deadlinesEmpty}</RecentPanelNote>
    ) : null;
  return (
    <RecentPanel
      id="deposit-deadlines-title"
      title={T.deadlinesTitle}
      viewAll={{ to: SIGNED_DEALS, label: T.deadlinesViewAll }}
      empty={empty}
    >
      {Array.isArray(answer) &&
        answer.map((due) => (
          <li key={due.dealId} data-testid="deposit-deadline">
            <Link to={`/admin/deals?deal=${due.dealId}`} className="block px-5 py-3.5 hover:bg-slate-50">
              <span className="flex items-start justify-between gap-3">
                <span className="min-w-0 truncate font-semibold text-slate-900">{due.tenants.join(', ')}</span>
                <StatusBadge tone={due.statement === 'none' ? 'amber' : 'sky'} noWrap>
                  {T.statementStates[due.statement]}
                </StatusBadge>
              </span>
              <span className="mt-0.5 block text-sm [overflow-wrap:anywhere] text-slate-600">{due.place}</span>
              <span className="mt-0.5 block text-xs text-slate-500 tabular-nums">{T.leaseEnded(dayLabel(due.leaseEnd))}</span>
              <span className={`mt-0.5 block text-xs font-semibold tabular-nums ${urgency(due.daysLeft)}`}>
                {T.deadlineOn(dayLabel(due.deadline), due.daysLeft)}
              </span>
            </Link>
          </li>
        ))}
    </RecentPanel>
  );
}
