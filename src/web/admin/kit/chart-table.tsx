import type { ReactNode } from 'react';

/** A row of a chart's table: its name and its figures, in the order of the columns. */
interface ChartRow {
  label: string;
  figures: ReadonlyArray<ReactNode>;
}

/**
 * A chart's figures as a table, folded under its 'Show table' summary: a scrolling region named by the
 * chart's caption, a row per point (its name, then its figures on the right) and an optional total.
 * The insights' daily chart and the commission chart share it.
 */
export function ChartTable({
  label,
  caption,
  tableId,
  testId,
  className = '',
  columns,
  rows,
  total,
}: {
  label: string;
  caption: string;
  tableId: string;
  testId: string;
  className?: string;
  /** The headers: the rows' names (a day, a month), then a column per figure. */
  columns: readonly string[];
  rows: ReadonlyArray<ChartRow & { key: string }>;
  /** A last row under the others: the figures' total. */
  total?: ChartRow;
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
          <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
            <tr>
              {columns.map((column, i) => (
                <th
                  key={column}
                  scope="col"
                  className={i === 0 ? 'px-3 py-2 font-semibold' : 'px-3 py-2 text-right font-semibold'}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {rows.map((row) => (
              <FigureRow key={row.key} row={row} nameClassName="px-3 py-1.5 font-normal whitespace-nowrap" padding="py-1.5" />
            ))}
          </tbody>
          {total && (
            <tfoot className="border-t border-slate-200 font-semibold text-slate-900">
              <FigureRow row={total} nameClassName="px-3 py-2 text-left" padding="py-2" />
            </tfoot>
          )}
        </table>
      </div>
    </details>
  );
}

/** A row of the table: its name, then its figures on the right (`padding` their height). */
function FigureRow({ row, nameClassName, padding }: { row: ChartRow; nameClassName: string; padding: 'py-1.5' | 'py-2' }) {
  return (
    <tr>
      <th scope="row" className={nameClassName}>
        {row.label}
      </th>
      {row.figures.map((figure, i) => (
        <td key={i} className={`px-3 ${padding} text-right`}>
          {figure}
        </td>
      ))}
    </tr>
  );
}
