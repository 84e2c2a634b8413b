import type { ReactNode } from 'react';

/**
 * A chart's figures as a table, folded under its 'Show table' summary: a scrolling region named by the
 * chart's caption, the table's head and body given. The insights' daily chart and the commission chart share it.
 */
export function ChartTable({
  label,
  caption,
  tableId,
  testId,
  className = '',
  children,
}: {
  label: string;
  caption: string;
  tableId: string;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details className={`${className} rounded-lg border border-slate-200 text-sm`.trim()}>
      <summary className="cursor-pointer px-3 py-2 font-medium text-brand-700 hover:text-brand-900" aria-controls={tableId}>
        {label}
      </summary>
      <div
        tabIndex={0}
        role="region"
        aria-label={caption}
        className="max-h-80 overflow-auto border-t border-slate-100 focus:ring-3 focus:ring-brand-500/30 focus:outline-none"
      >
        <table id={tableId} className="w-full text-left tabular-nums" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </details>
  );
}
