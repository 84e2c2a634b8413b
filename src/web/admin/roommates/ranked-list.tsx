import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROOMMATES_TEXT as T } from '../../../shared/texts/roommates.ts';

/** One ranked match: what it is, its score and its reasons ('budget ✓ · move-in ✓ · pets ✗'), and an action. */
export function RankedItem({
  title,
  to,
  detail,
  score,
  summary,
  action,
  testId,
}: {
  title: string;
  /** The match's own page (the listing, the other seeker), opened from its title. */
  to: string;
  detail: ReactNode;
  score: number;
  summary: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <li data-testid={testId} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <Link to={to} className="font-semibold [overflow-wrap:anywhere] text-brand-700 hover:underline">
            {title}
          </Link>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 tabular-nums ring-1 ring-brand-600/20 ring-inset">
            {T.score(score)}
          </span>
        </div>
        <p className="mt-0.5 text-sm text-slate-600">{detail}</p>
        <p className="mt-1 text-sm text-slate-700" data-testid="reasons">
          {summary}
        </p>
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </li>
  );
}

/** A titled card of ranked matches, or the sentence saying there are none. */
export function RankedCard({
  title,
  hint,
  empty,
  children,
  count,
}: {
  title: string;
  hint?: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
      <header className="border-b border-slate-100 px-4 py-3 sm:px-5">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {hint && <p className="mt-0.5 text-sm text-slate-600">{hint}</p>}
      </header>
      {count === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-600 sm:px-5">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">{children}</ul>
      )}
    </section>
  );
}
