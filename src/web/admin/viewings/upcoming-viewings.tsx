import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { VIEWINGS_ADMIN_TEXT as T } from '../../../shared/texts/viewings.ts';
import type { ViewingDto } from '../../../shared/viewings.ts';
import { withApartment } from '../../../shared/listing-format.ts';
import { api } from '../kit/api-client.ts';
import { setWaitingViewings } from '../kit/waiting-viewings.ts';
import { RecentPanel } from '../kit/list/recent-panel.tsx';
import { ViewingStatusBadge } from './viewing-actions.tsx';

/** The dashboard's 'Upcoming Viewings': the next three, each opening /admin/viewings. */
export function UpcomingViewings() {
  const [next, setNext] = useState<ViewingDto[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<{ waiting: number; next: ViewingDto[] }>('/viewings/summary', { signal: controller.signal })
      .then((body) => {
        setNext(body.next);
        setWaitingViewings(body.waiting);
      })
      .catch(() => !controller.signal.aborted && setNext([]));
    return () => controller.abort();
  }, []);
  return (
    <RecentPanel
      id="upcoming-viewings-title"
      title={T.upcomingCard}
      viewAll={{ to: '/admin/viewings', label: T.viewAll }}
      empty={next && next.length === 0 ? <p className="px-5 py-10 text-center text-sm text-slate-600">{T.noUpcoming}</p> : null}
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
