import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CardTitle } from '../card-title.tsx';

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
        <CardTitle id={id}>{title}</CardTitle>
        <Link to={viewAll.to} className="text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
          {viewAll.label}
        </Link>
      </header>
      {empty ?? <ul className="divide-y divide-slate-100">{children}</ul>}
    </section>
  );
}

/** What a dashboard box says in place of its items: that there are none, or (`alert`) that they could not be read. */
export function RecentPanelNote({ alert = false, children }: { alert?: boolean; children: ReactNode }) {
  return (
    <p role={alert ? 'alert' : undefined} className="px-5 py-10 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}

/**
 * A dashboard box's own read, sent when the box shows and dropped when it goes: the answer, 'failed',
 * or null while it is under way. `read` must be stable (a module function or a useCallback).
 */
export function usePanelRead<T>(read: (signal: AbortSignal) => Promise<T>): T | 'failed' | null {
  const [answer, setAnswer] = useState<T | 'failed' | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal)
      .then(setAnswer)
      .catch(() => !controller.signal.aborted && setAnswer('failed'));
    return () => controller.abort();
  }, [read]);
  return answer;
}
