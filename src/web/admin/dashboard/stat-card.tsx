import type { ReactNode } from 'react';
import { Link } from 'react-router';

const TONES = {
  brand: 'bg-brand-50 text-brand-600 ring-brand-600/10',
  emerald: 'bg-emerald-50 text-emerald-600 ring-emerald-600/10',
  amber: 'bg-amber-50 text-amber-600 ring-amber-600/10',
  violet: 'bg-violet-50 text-violet-600 ring-violet-600/10',
  sky: 'bg-sky-50 text-sky-600 ring-sky-600/10',
  rose: 'bg-rose-50 text-rose-600 ring-rose-600/10',
} as const;

export interface StatCardProps {
  label: string;
  value: number;
  icon: ReactNode;
  tone?: keyof typeof TONES;
  /** Where a click on the card goes (the filtered list). */
  to?: string;
  /** Extra classes, e.g. to hide the card on the smallest screens. */
  className?: string;
}

const number = new Intl.NumberFormat('en-US');

/** One figure of the dashboard: icon, big number, label; the whole card links to the list behind it. */
export function StatCard({ label, value, icon, tone = 'brand', to, className = '' }: StatCardProps) {
  const body = (
    <>
      <span className={`flex size-9 shrink-0 items-center sm:size-11 justify-center rounded-xl ring-1 ring-inset ${TONES[tone]}`}>
        {icon}
      </span>
      {/* The label comes first for screen readers ('Total Listings 12'), the figure first on screen. */}
      <span className="flex min-w-0 flex-col-reverse">
        <span className="block text-xs leading-tight font-medium text-slate-600 sm:truncate sm:text-sm sm:leading-normal">
          {label}
        </span>
        <span
          className="block text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl"
          data-testid="stat-value"
        >
          {number.format(value)}
        </span>
      </span>
    </>
  );
  const base = `flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-xs sm:gap-4 sm:p-5 ${className}`;
  return to ? (
    <Link to={to} className={`${base} transition hover:border-brand-500/40 hover:shadow-md`}>
      {body}
    </Link>
  ) : (
    <div className={base}>{body}</div>
  );
}
