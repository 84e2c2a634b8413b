import { firstOrder } from './list-query.ts';

export interface SortTexts {
  sortBy: string;
  sortByColumn: (label: string) => string;
  ascending: string;
  descending: string;
}

/**
 * The sort menu and order toggle of an admin list shown as cards (where the column headers are not).
 * Choosing a column sorts it ascending, except `descendingFirst` (the date column, figures), most first.
 */
export function SortControl<K extends string>({
  id,
  sort,
  order,
  columns,
  descendingFirst,
  texts,
  onChange,
  selectClassName = '',
}: {
  id: string;
  sort: K;
  order: 'asc' | 'desc';
  columns: ReadonlyArray<{ key: K; label: string }>;
  descendingFirst: K | readonly K[];
  texts: SortTexts;
  onChange: (next: { sort?: K; order: 'asc' | 'desc' }) => void;
  selectClassName?: string;
}) {
  const orderLabel = order === 'asc' ? texts.ascending : texts.descending;
  return (
    <div className="ml-auto flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {texts.sortBy}
      </label>
      <select
        id={id}
        value={sort}
        onChange={(event) => {
          const next = event.target.value as K;
          onChange({ sort: next, order: firstOrder(descendingFirst, next) });
        }}
        className={`rounded-md border border-slate-300 bg-white py-1.5 pr-8 pl-2 text-sm ${selectClassName}`}
      >
        {columns.map((column) => (
          <option key={column.key} value={column.key}>
            {texts.sortByColumn(column.label)}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => onChange({ order: order === 'asc' ? 'desc' : 'asc' })}
        aria-label={orderLabel}
        title={orderLabel}
        className="inline-flex size-8 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700"
      >
        <span aria-hidden="true">{order === 'asc' ? '↑' : '↓'}</span>
      </button>
    </div>
  );
}

/** 'n selected' with a button that clears the selection, announced as it changes. */
export function SelectionSummary({
  label,
  clearLabel,
  onClear,
  fullWidth,
}: {
  label: string;
  clearLabel: string;
  onClear: () => void;
  fullWidth: boolean;
}) {
  return (
    <p className={`flex items-center gap-3 ${fullWidth ? 'w-full' : ''}`} role="status">
      <span className="font-semibold text-brand-700">{label}</span>
      <button type="button" onClick={onClear} className="font-medium text-slate-600 underline-offset-2 hover:underline">
        {clearLabel}
      </button>
    </p>
  );
}
