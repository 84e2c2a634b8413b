import { Link } from 'react-router';
import { VIEWINGS_ADMIN_TEXT as T } from '../../../shared/texts/viewings.ts';
import type { ViewingDto } from '../../../shared/viewings.ts';
import { withApartment } from '../../../shared/listing-format.ts';
import { api } from '../kit/api-client.ts';
import { setWaitingViewings } from './waiting-viewings.ts';
import { RecentPanel, RecentPanelNote, usePanelRead } from '../kit/list/recent-panel.tsx';
import { ViewingStatusBadge } from './viewing-actions.tsx';

/** The next viewings; the sidebar's count of viewings waiting for an answer follows. */
async function readSummary(signal: AbortSignal) {
  const body = await api.get<{ waiting: number; next: ViewingDto[] }>('/viewings/summary', { signal });
  setWaitingViewings(body.waiting);
  return body;
}

/** The dashboard's 'Upcoming Viewings': the next three, each opening /admin/viewings. */
export function UpcomingViewings() {
  const summary = usePanelRead(readSummary);
  // A summary that could not be read shows as no viewings coming.
  const next = summary === 'failed' ? [] : (summary?.next ?? null);
  return (
    <RecentPanel
      id="upcoming-viewings-title"
      title={T.upcomingCard}
      viewAll={{ to: '/admin/viewings', label: T.viewAll }}
      empty={next && next.length === 0 ? <RecentPanelNote>{T.noUpcoming}</RecentPanelNote> : null}
    >
      {(next ?? []).map((v) => (
        <li key={v.id} data-testid="upcoming-viewing">
          <Link to="/admin/viewings" className="flex items-start gap-4 px-5 py-3.5 transition hover:bg-slate-50">
            <span className="flex w-16 shrink-0 flex-col items-center rounded-xl bg-brand-50 py-1.5 text-brand-700">
              <span className="text-xs font-semibold uppercase">{v.day.split(',')[0]}</span>
              <span className="text-sm font-bold tabular-nums">{v.day.split(' ').slice(1).join(' ')}</span>
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-semibold text-slate-900">
                  {v.time} · {v.name}
                </span>
                <ViewingStatusBadge status={v.status} />
              </span>
              <span className="mt-0.5 block truncate text-sm text-slate-600">{withApartment(v.listingAddress, v.apartment)}</span>
            </span>
          </Link>
        </li>
      ))}
    </RecentPanel>
  );
}
