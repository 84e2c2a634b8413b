import type { ReactNode } from 'react';
import { CardTitle } from '../kit/card-title.tsx';

/** A titled white card of the application's screen (a person's part, the summary, the access log). */
export function ApplicationPanel({
  id,
  title,
  description,
  action,
  testId,
  flush = false,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  testId?: string;
  /** The body without padding: a table that runs from edge to edge. */
  flush?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} data-testid={testId} className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-6">
        <div className="min-w-0">
          <CardTitle id={id}>{title}</CardTitle>
          {description && <div className="mt-0.5 text-sm text-slate-600">{description}</div>}
        </div>
        {action}
      </header>
      <div className={flush ? '' : 'px-4 py-4 sm:px-6 sm:py-5'}>{children}</div>
    </section>
  );
}
