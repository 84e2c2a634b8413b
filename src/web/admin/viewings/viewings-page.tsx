import { useCallback, useEffect, useRef, useState } from 'react';
import { LanguageBadge } from '../kit/language-badge.tsx';
import { Link, useSearchParams } from 'react-router';
import { VIEWINGS_ADMIN_TEXT as T } from '../../../shared/texts/viewings.ts';
import type { ViewingDto } from '../../../shared/viewings.ts';
import { withApartment } from '../../../shared/listing-format.ts';
import { inquiryHref } from './viewing-link.ts';
import { Button } from '../../components/ui/button.tsx';
import { ViewingActions, ViewingStatusBadge } from './viewing-actions.tsx';
import { byDay } from '../../components/viewing/slots.ts';
import { telLink } from '../../../shared/phone.ts';
import { adminTitle } from '../kit/admin-brand.ts';
import { api } from '../kit/api-client.ts';
import { requireUser } from '../kit/session.ts';
import { setWaitingViewings } from './waiting-viewings.ts';
import type { Route } from './+types/viewings-page';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  return null;
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.title) }];
}

function ViewingRow({
  viewing,
  shown,
  onChanged,
}: {
  viewing: ViewingDto;
  /** The viewing a link asked for (`?show={id}`): marked and scrolled into view. */
  shown: boolean;
  onChanged: (v: ViewingDto) => void;
}) {
  const place = withApartment(viewing.listingAddress, viewing.apartment);
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (shown) row.current?.scrollIntoView({ block: 'center' });
  }, [shown]);
  return (
    <li
      ref={row}
      data-testid="viewing"
      aria-current={shown ? 'true' : undefined}
      className={`${shown ? 'bg-brand-50 ring-2 ring-brand-500 ring-inset ' : ''}grid gap-3 px-4 py-4 sm:grid-cols-[6.5rem_minmax(0,1fr)] sm:px-5 lg:grid-cols-[6.5rem_minmax(0,1fr)_auto] lg:items-center`}
    >
      <div className="flex items-center gap-3 sm:block">
        <p className="text-lg font-semibold text-slate-900 tabular-nums">{viewing.time}</p>
        <ViewingStatusBadge status={viewing.status} />
      </div>
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-semibold text-slate-900">
          {viewing.listingId ? (
            <Link to={`/admin/listings/edit/${viewing.listingId}`} className="hover:text-brand-700 hover:underline">
              {place}
            </Link>
          ) : (
            place
          )}
        </p>
        <p className="text-slate-700">
          <span className="font-medium">{viewing.name}</span> <LanguageBadge language={viewing.language} short />
          {' · '}
          <a href={`mailto:${viewing.email}`} className="break-all text-brand-700 hover:underline">
            {viewing.email}
          </a>
          {viewing.phone && (
            <>
              {' · '}
              <a href={telLink(viewing.phone)} className="whitespace-nowrap text-brand-700 hover:underline">
                {viewing.phone}
              </a>
            </>
          )}
        </p>
        {viewing.message && <p className="line-clamp-2 text-slate-600">“{viewing.message}”</p>}
        {viewing.inquiryId !== null && (
          <p>
            <Link to={inquiryHref(viewing.inquiryId)} className="font-semibold text-brand-700 hover:underline">
              {T.openInquiry}
            </Link>
          </p>
        )}
      </div>
      <div className="sm:col-start-2 lg:col-start-3 lg:justify-self-end">
        <ViewingActions viewing={viewing} onChanged={onChanged} />
      </div>
    </li>
  );
}

/** /admin/viewings: the coming viewings by day (past ones on request), with the agent's actions. */
export default function ViewingsPage() {
  const [params, setParams] = useSearchParams();
  const past = params.get('past') === '1';
  const shown = Number(params.get('show') ?? NaN);
  const [viewings, setViewings] = useState<ViewingDto[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const body = await api.get<{ viewings: ViewingDto[] }>('/viewings', { query: { scope: past ? 'past' : 'upcoming' } });
      setViewings(body.viewings);
      if (!past) setWaitingViewings(body.viewings.filter((v) => v.status === 'requested').length);
    } catch {
      setFailed(true);
    }
  }, [past]);

  useEffect(() => {
    setViewings(null);
    void load();
  }, [load]);

  const changed = (next: ViewingDto) => {
    setViewings((list) => list?.map((v) => (v.id === next.id ? next : v)) ?? null);
    void load();
  };
  const days = viewings ? byDay(viewings) : [];

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{past ? T.pastTitle : T.title}</h1>
          <p className="mt-1 text-slate-600">{T.intro}</p>
        </div>
        <Button variant="secondary" onClick={() => setParams(past ? {} : { past: '1' })}>
          {past ? T.showUpcoming : T.showPast}
        </Button>
      </header>
      {failed && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-red-200 bg-white px-5 py-4"
        >
          <p className="text-sm font-medium text-red-800">{T.loadFailed}</p>
          <Button variant="secondary" onClick={() => void load()}>
            {T.retry}
          </Button>
        </div>
      )}
      {viewings && days.length === 0 && (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-12 text-center text-slate-600">
          {past ? T.emptyPast : T.empty}
        </p>
      )}
      {days.map((day) => (
        <section
          key={day.date}
          aria-labelledby={`viewings-${day.date}`}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs"
        >
          <h2
            id={`viewings-${day.date}`}
            className="border-b border-slate-100 bg-slate-50 px-4 py-3 text-sm font-semibold text-slate-700 sm:px-5"
          >
            {day.day}
          </h2>
          <ul className="divide-y divide-slate-100">
            {day.items.map((v) => (
              <ViewingRow key={v.id} viewing={v} shown={v.id === shown} onChanged={changed} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
