import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { viewingHref } from './viewing-link.ts';
import { VIEWINGS_ADMIN_TEXT as T } from '../../../shared/texts/viewings.ts';
import type { ViewingDto } from '../../../shared/viewings.ts';
import { api } from '../kit/api-client.ts';
import { ViewingActions, ViewingStatusBadge } from './viewing-actions.tsx';

/** In the inquiry modal of a viewing booking: the viewing's time and status, and the agent's actions on it. */
export function InquiryViewing({ inquiryId, onChanged }: { inquiryId: number; onChanged?: () => void }) {
  const [viewings, setViewings] = useState<ViewingDto[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<{ viewings: ViewingDto[] }>('/viewings', { query: { inquiryId }, signal: controller.signal })
      .then((body) => setViewings(body.viewings))
      .catch(() => undefined);
    return () => controller.abort();
  }, [inquiryId]);
  if (viewings.length === 0) return null;
  return (
    <section className="space-y-2" data-testid="inquiry-viewing">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{T.inquiryViewing}</h3>
      {viewings.map((viewing) => (
        <div key={viewing.id} className="space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
            {viewing.when}
            <ViewingStatusBadge status={viewing.status} />
            <Link
              to={viewingHref(viewing.id, viewing.start)}
              className="ml-auto text-sm font-semibold text-brand-700 hover:underline"
            >
              {T.openInViewings}
            </Link>
          </p>
          <ViewingActions
            viewing={viewing}
            onChanged={(next) => {
              setViewings((list) => list.map((v) => (v.id === next.id ? next : v)));
              onChanged?.();
            }}
          />
        </div>
      ))}
    </section>
  );
}
