import type { ReactNode } from 'react';
import type { SortOrder } from './list-query.ts';
import { RowCheckbox, SelectAllCheckbox, SortableHeaders, type SortColumn } from './list-parts.tsx';

/**
 * The rows of a back-office list, as a table or as cards: the markup every list shares (select-all,
 * sortable headers and the Actions header; a checkbox and the selected tint on every row; the row's
 * test id and data-id). Each list gives its columns, its cells and its card body.
 */

/** What a selectable, sortable list's rows take from `useAdminList(...).tableProps`, and the layout. */
export interface ListRowsProps<S extends string> {
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  sort: S;
  order: SortOrder;
  onSort: (key: S) => void;
  /** Rows with a request under way: their actions are disabled. */
  busy: ReadonlySet<number>;
  /** A card per row instead of table rows (narrow boxes, phones). */
  cards: boolean;
}

const SELECTED_ROW = 'bg-brand-50/60';

function classes(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** A table: the given header row, then a row per item (test id, data-id) with the given cells. */
export function RowsTable<R extends { id: number }>({
  rows,
  testId,
  head,
  rowClassName,
  cells,
  className,
}: {
  rows: readonly R[];
  testId: string;
  head: ReactNode;
  rowClassName: (row: R) => string;
  cells: (row: R) => ReactNode;
  className?: string;
}) {
  return (
    <table className={classes('w-full', className, 'border-collapse text-left text-sm')}>
      <thead className="bg-slate-50 text-xs text-slate-600">
        <tr>{head}</tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.id} data-testid={testId} data-id={row.id} className={rowClassName(row)}>
            {cells(row)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The header row of a table whose columns do not sort: a header per column (`width` where it is fixed),
 * the first at the row's left edge, then the actions' header on the right.
 */
export function ColumnHeaders({
  columns,
  actions,
}: {
  columns: ReadonlyArray<{ label: string; width?: string }>;
  actions: ReactNode;
}) {
  return (
    <>
      {columns.map((column, i) => (
        <th
          key={column.label}
          scope="col"
          className={classes(column.width, 'py-3', i === 0 ? 'pr-2.5 pl-4' : 'px-2.5', 'font-semibold')}
        >
          {column.label}
        </th>
      ))}
      <th scope="col" className="py-3 pr-4 pl-2.5 text-right font-semibold">
        {actions}
      </th>
    </>
  );
}

/**
 * A selectable, sortable table: select-all, the sortable column headers and the Actions header; each
 * row starts with its checkbox and is tinted while selected.
 */
export function SelectableTable<R extends { id: number }, S extends string>({
  rows,
  list,
  testId,
  columns,
  wide,
  selectLabel,
  selectAllLabel,
  actions,
  actionsClassName = 'pl-2.5',
  className,
  cells,
}: {
  rows: readonly R[];
  list: ListRowsProps<S>;
  testId: string;
  columns: ReadonlyArray<SortColumn<S>>;
  /** The column that takes the spare width. */
  wide?: S;
  selectLabel: (row: R) => string;
  selectAllLabel: string;
  /** The Actions header's content. */
  actions: ReactNode;
  actionsClassName?: string;
  className?: string;
  /** The cells after the checkbox. */
  cells: (row: R) => ReactNode;
}) {
  const { selected, onToggle } = list;
  return (
    <RowsTable
      rows={rows}
      testId={testId}
      className={className}
      head={
        <>
          <th scope="col" className="w-10 py-3 pr-2 pl-4">
            <SelectAllCheckbox
              ids={rows.map((row) => row.id)}
              selected={selected}
              onToggleAll={list.onToggleAll}
              label={selectAllLabel}
            />
          </th>
          <SortableHeaders columns={columns} sort={list.sort} order={list.order} onSort={list.onSort} wide={wide} />
          <th scope="col" className={`py-3 pr-4 ${actionsClassName} text-right font-semibold`}>
            {actions}
          </th>
        </>
      }
      rowClassName={(row) => (selected.has(row.id) ? SELECTED_ROW : 'hover:bg-slate-50/80')}
      cells={(row) => (
        <>
          <td className="py-3 pr-2 pl-4">
            <RowCheckbox id={row.id} label={selectLabel(row)} selected={selected} onToggle={onToggle} />
          </td>
          {cells(row)}
        </>
      )}
    />
  );
}

/**
 * A card per item (`li` with its test id and data-id). With `selection`, each card starts with its
 * checkbox (in a box of `checkboxBoxClassName` when given) and is tinted while selected.
 */
export function RowCards<R extends { id: number }>({
  rows,
  testId,
  label,
  className = 'divide-y divide-slate-100',
  itemClassName = 'flex gap-3 px-4 py-4',
  selection,
  children,
}: {
  rows: readonly R[];
  testId: string;
  label: string;
  className?: string;
  itemClassName?: string;
  selection?: {
    selected: ReadonlySet<number>;
    onToggle: (id: number, checked: boolean) => void;
    label: (row: R) => string;
    checkboxClassName?: string;
    checkboxBoxClassName?: string;
  };
  children: (row: R) => ReactNode;
}) {
  return (
    <ul className={className} aria-label={label}>
      {rows.map((row) => {
        if (!selection)
          return (
            <li key={row.id} className={itemClassName} data-testid={testId} data-id={row.id}>
              {children(row)}
            </li>
          );
        const checkbox = (
          <RowCheckbox
            id={row.id}
            label={selection.label(row)}
            selected={selection.selected}
            onToggle={selection.onToggle}
            className={selection.checkboxClassName}
          />
        );
        return (
          <li
            key={row.id}
            data-testid={testId}
            data-id={row.id}
            className={`${itemClassName} ${selection.selected.has(row.id) ? SELECTED_ROW : ''}`}
          >
            {selection.checkboxBoxClassName ? <div className={selection.checkboxBoxClassName}>{checkbox}</div> : checkbox}
            <div className="min-w-0 flex-1">{children(row)}</div>
          </li>
        );
      })}
    </ul>
  );
}
