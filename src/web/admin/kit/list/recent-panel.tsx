import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A dashboard box of the newest items of one list (Recent Listings, Recent Inquiries): its title, a
 * 'View all' link to the list page, and the items (`li`s) or what to show when there are none.
 */
export function RecentPanel({
  id,
  title,
  viewAll,
  empty,
  children,
}: {
  /** The title's id, naming the section for screen readers. */
  id: string;
  title: string;
  viewAll: { to: string; label: string };
  /** Shown instead of the list when there is nothing yet; `null` while there are items. */
  empty: ReactNode | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <Link to={viewAll.to} className="text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
          {viewAll.label}
        </Link>
      </header>
      {empty ?? <ul className="divide-y divide-slate-100">{children}</ul>}
    </section>
  );
}
