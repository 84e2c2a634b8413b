import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { ADMIN_TEXT } from '../../../../shared/texts/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../empty-state.tsx';
import { ExportAndAddActions, type ExportAndAdd } from './export-add-actions.tsx';
import { LoadFailure } from '../load-failure.tsx';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { SelectionSummary, SortControl, type SortTexts } from './list-controls.tsx';
import { PaginationNav } from './pagination-nav.tsx';
import type { SortOrder } from './list-query.ts';
import type { ListView } from './use-admin-list.ts';

/** The shared parts of the back-office lists (listings, inquiries, subscribers, tips). */

const selectClass =
  'rounded-lg border border-slate-300 bg-white py-2.5 pr-9 pl-3 text-sm text-slate-800 shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none';

/** Page title, one line saying what the page holds, and an optional action on the right. */
export function ListPageHeader({ title, subtitle, action }: { title: string; subtitle: string; action?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
      </div>
      {action}
    </header>
  );
}

/**
 * A back-office list page: its header above what it lists and what it opens. The header's action is
 * `action`, or the export and add buttons of `exportAndAdd`.
 */
export function ListScreen({
  title,
  subtitle,
  action,
  exportAndAdd,
  children,
}: {
  title: string;
  subtitle: string;
  action?: ReactNode;
  exportAndAdd?: ExportAndAdd;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <ListPageHeader
        title={title}
        subtitle={subtitle}
        action={exportAndAdd ? <ExportAndAddActions {...exportAndAdd} /> : action}
      />
      {children}
    </div>
  );
}

/** The white box holding a list's toolbar, rows and footer (scrolled to on a page change). */
export function ListPanel({ panelRef, children }: { panelRef?: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div ref={panelRef} className="scroll-mt-20 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
      {children}
    </div>
  );
}

/** A search box with its (visually hidden) label and a magnifier. */
export function ListSearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
  maxLength = 200,
  name,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  name?: string;
}) {
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        type="search"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none"
      />
    </div>
  );
}

const TOOLBAR_ROW = { sm: 'sm:flex-row sm:items-center', lg: 'lg:flex-row lg:items-center' } as const;

/**
 * Above the rows: the search box (search as you type), the status filter when the list has one (its
 * value in the URL like the rest of the list's state: `all`, then the list's statuses, each named by
 * `status.name`), and the bulk actions. `id` names the controls
 * (`{id}-search`, `{id}-status`, `{id}-bulk`); the row layout starts at `row` width.
 */
export function ListToolbar<B extends string>({
  list,
  id,
  texts,
  row,
  status,
  filter,
  filtersOn,
  bulk,
}: {
  list: BulkList<B> & {
    searchText: string;
    setSearchText: (value: string) => void;
    query: { status: string };
    config: { statuses?: readonly string[] };
    change: (patch: { status: string }) => unknown;
  };
  id: string;
  texts: BulkTexts & { searchLabel: string; searchPlaceholder: string };
  row: keyof typeof TOOLBAR_ROW;
  status?: { label: string; all: string; name: (status: string) => string };
  /** A further filter beside the status filter (e.g. a {@link ListFilterCheckbox}), and how many of its choices are on. */
  filter?: ReactNode;
  filtersOn?: number;
  bulk: { options: ReadonlyArray<Option<B>>; onApply: () => void };
}) {
  const bulkActions = <BulkActions<B> list={list} id={`${id}-bulk`} texts={texts} {...bulk} />;
  const on = (status && list.query.status !== 'all' ? 1 : 0) + (filtersOn ?? 0);
  return (
    <div className={`flex flex-col gap-3 border-b border-slate-100 p-4 ${TOOLBAR_ROW[row]}`}>
      <ListSearchField
        id={`${id}-search`}
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        value={list.searchText}
        onChange={list.setSearchText}
      />
      {status ? (
        <div className="grid grid-cols-1 gap-2 sm:flex sm:items-center">
          {/* On a phone the filters fold away under 'Filters' (with how many are on); from 640 px they are always shown (app.css). */}
          <details className="list-filters group">
            <summary
              className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-xs"
              data-testid={`${id}-filters`}
            >
              {ADMIN_TEXT.filtersOn(on)}
            </summary>
            <div className="mt-2 grid grid-cols-1 gap-2 sm:mt-0 sm:flex sm:items-center">
              <ListSelect
                id={`${id}-status`}
                label={status.label}
                options={[
                  { value: 'all', label: status.all },
                  ...(list.config.statuses ?? []).map((value) => ({ value, label: status.name(value) })),
                ]}
                value={list.query.status}
                onChange={(value) => void list.change({ status: value })}
              />
              {filter}
            </div>
          </details>
          {bulkActions}
        </div>
      ) : (
        bulkActions
      )}
    </div>
  );
}

/** A yes/no filter of a list's toolbar, as a bordered chip beside the status filter. */
export function ListFilterCheckbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm whitespace-nowrap text-slate-800 shadow-xs hover:border-slate-400">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-300 accent-amber-600"
      />
      {children}
    </label>
  );
}

export interface Option<V extends string> {
  value: V;
  label: string;
}

/** A labelled select (status filter, sort…). */
function ListSelect<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  className = '',
}: {
  id: string;
  label: string;
  value: V;
  options: ReadonlyArray<Option<V>>;
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        className={`${selectClass} ${className}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

export interface BulkTexts {
  bulkLabel: string;
  bulkPlaceholder: string;
  apply: string;
}

/** What the bulk actions read and set of a list's state. */
interface BulkList<B extends string> {
  bulkAction: B | '';
  setBulkAction: (value: B | '') => void;
  bulkBusy: boolean;
  selected: ReadonlySet<number>;
}

/** The bulk-action select and its Apply button (enabled once an action and a row are chosen). */
function BulkActions<B extends string>({
  id,
  list,
  options,
  texts,
  onApply,
}: {
  id: string;
  list: BulkList<B>;
  options: ReadonlyArray<Option<B>>;
  texts: BulkTexts;
  onApply: () => void;
}) {
  return (
    <div className="flex gap-2">
      <ListSelect<B | ''>
        id={id}
        label={texts.bulkLabel}
        value={list.bulkAction}
        options={[{ value: '', label: texts.bulkPlaceholder }, ...options]}
        onChange={list.setBulkAction}
        className="min-w-0 flex-1"
      />
      <Button variant="secondary" onClick={onApply} disabled={!list.bulkAction || list.selected.size === 0} busy={list.bulkBusy}>
        {texts.apply}
      </Button>
    </div>
  );
}

/** The checkbox that selects (or clears) every row of the current page; mixed when some are. */
export function SelectAllCheckbox({
  ids,
  selected,
  onToggleAll,
  label,
}: {
  ids: readonly number[];
  selected: ReadonlySet<number>;
  onToggleAll: (checked: boolean) => void;
  label: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const count = ids.filter((id) => selected.has(id)).length;
  const all = ids.length > 0 && count === ids.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={all}
      disabled={ids.length === 0}
      onChange={(event) => onToggleAll(event.target.checked)}
      className="size-4 cursor-pointer rounded border-slate-300 accent-brand-600"
    />
  );
}

/** One row's selection checkbox. */
export function RowCheckbox({
  id,
  label,
  selected,
  onToggle,
  className = '',
}: {
  id: number;
  label: string;
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  className?: string;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selected.has(id)}
      onChange={(event) => onToggle(id, event.target.checked)}
      className={`size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600 ${className}`}
    />
  );
}

function SortIcon({ active, order }: { active: boolean; order: SortOrder }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      className={`size-3.5 ${active ? 'text-brand-600' : 'text-slate-300 group-hover:text-slate-400'}`}
    >
      <path d="M8 3 4.5 7h7L8 3Z" fill="currentColor" opacity={active && order === 'desc' ? 0.25 : 1} />
      <path d="M8 13l3.5-4h-7L8 13Z" fill="currentColor" opacity={active && order === 'asc' ? 0.25 : 1} />
    </svg>
  );
}

/**
 * A column a list sorts by; `hint` is a second line under its header (e.g. the period of a figure);
 * `narrow`: a long label over short values, whose words may wrap to give the width to other columns.
 */
export interface SortColumn<S extends string> {
  key: S;
  label: string;
  hint?: string;
  narrow?: boolean;
}

/** The sortable column headers: a button each, aria-sort on the active one; `wide` takes the spare width. */
export function SortableHeaders<S extends string>({
  columns,
  sort,
  order,
  onSort,
  wide,
}: {
  columns: ReadonlyArray<SortColumn<S>>;
  sort: S;
  order: SortOrder;
  onSort: (key: S) => void;
  wide?: S;
}) {
  return columns.map((column) => {
    const active = sort === column.key;
    return (
      <th
        key={column.key}
        scope="col"
        aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
        className={`px-2.5 py-3 font-semibold ${column.narrow ? 'w-px' : 'whitespace-nowrap'} ${column.key === wide ? 'w-full' : ''}`}
      >
        <button
          type="button"
          onClick={() => onSort(column.key)}
          className={`group inline-flex items-center gap-1 hover:text-slate-900 ${active ? 'text-slate-900' : ''}`}
        >
          {column.hint || column.narrow ? (
            <span className="text-left leading-tight">
              {column.label}
              {column.hint && <span className="block font-normal text-slate-600">{column.hint}</span>}
            </span>
          ) : (
            column.label
          )}
          <SortIcon active={active} order={order} />
        </button>
      </th>
    );
  });
}

export interface SelectionBarTexts extends SortTexts {
  selectAll: string;
  selected: (n: number) => string;
  clearSelection: string;
}

/**
 * Above the rows: where rows are cards (no column headers), select-all and the sort menu; and,
 * while rows are selected, how many with a button that clears them.
 */
export function ListSelectionBar<S extends string>({
  id,
  list,
  cards,
  ids,
  columns,
  texts,
  sortClassName,
}: {
  id: string;
  list: ListView<S>;
  cards: boolean;
  ids: readonly number[];
  columns: ReadonlyArray<SortColumn<S>>;
  texts: SelectionBarTexts;
  sortClassName?: string;
}) {
  const { selected } = list;
  if (selected.size === 0 && !(cards && ids.length > 0)) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 bg-slate-50/70 px-4 py-2.5 text-sm">
      {cards && (
        <>
          <label className="flex items-center gap-2 font-medium text-slate-700">
            <SelectAllCheckbox ids={ids} selected={selected} onToggleAll={list.toggleAll} label={texts.selectAll} />
            {texts.selectAll}
          </label>
          <SortControl
            id={id}
            sort={list.query.sort}
            order={list.query.order}
            columns={columns}
            descendingFirst={list.config.descendingFirst}
            texts={texts}
            onChange={(next) => void list.change(next)}
            selectClassName={sortClassName}
          />
        </>
      )}
      {selected.size > 0 && (
        <SelectionSummary
          label={texts.selected(selected.size)}
          clearLabel={texts.clearSelection}
          onClear={list.clearSelection}
          fullWidth={cards}
        />
      )}
    </div>
  );
}

/** The rows' box: dimmed, with a thin moving bar, while a new page or search loads. */
function ListBody({ loading, className = '', children }: { loading: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={`relative transition-opacity ${loading ? 'opacity-60' : ''} ${className}`} aria-busy={loading || undefined}>
      {loading && <div className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-brand-500" aria-hidden="true" />}
      {children}
    </div>
  );
}

/**
 * The rows' box with what it holds: the load failure with Retry, the empty state, or the rows.
 */
export function ListContent({
  loading,
  className,
  error,
  retry,
  empty,
  isEmpty,
  children,
}: {
  loading: boolean;
  className?: string;
  error?: string | null;
  retry?: { label: string; onRetry: () => void; busy: boolean };
  empty: { icon: ReactNode; title: string; hint: string };
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <ListBody loading={loading} className={className}>
      {error != null && retry ? (
        <LoadFailure message={error} retryLabel={retry.label} onRetry={retry.onRetry} busy={retry.busy} />
      ) : isEmpty ? (
        <EmptyState icon={empty.icon} title={empty.title} hint={empty.hint} />
      ) : (
        children
      )}
    </ListBody>
  );
}

/** 'Showing X-Y of N …' and the page numbers (docs/product.md §9 widths). */
export function ListFooter<S extends string>({
  list,
  total,
  showing,
  totalPages,
  label,
}: {
  list: ListView<S>;
  /** None at all: no footer. */
  total: number;
  showing: (from: number, to: number, total: number) => string;
  totalPages: number;
  label: string;
}) {
  if (total <= 0) return null;
  return (
    <footer className="flex flex-col items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 sm:flex-row">
      <p className="text-sm text-slate-600" data-testid="showing">
        {showing(list.showing.from, list.showing.to, total)}
      </p>
      <PaginationNav
        page={list.query.page}
        totalPages={totalPages}
        width={list.width}
        onPageChange={list.changePage}
        label={label}
      />
    </footer>
  );
}

const TONES = {
  brand: 'text-brand-700 ring-brand-600/30 hover:bg-brand-50',
  danger: 'text-red-700 ring-red-600/30 hover:bg-red-50',
  success: 'text-emerald-700 ring-emerald-600/30 hover:bg-emerald-50',
  warning: 'text-amber-700 ring-amber-600/30 hover:bg-amber-50',
  neutral: 'text-slate-700 ring-slate-400/40 hover:bg-slate-50',
} as const;

/**
 * A row's action: an icon with its word (`labelled`) or an icon with a tooltip. Screen readers hear the
 * word and the row's name (`target`) either way. A link when `to` is given.
 */
export function RowAction({
  icon,
  label,
  target,
  tone,
  labelled = true,
  onClick,
  to,
  disabled,
}: {
  icon: ReactNode;
  label: string;
  target: string;
  tone: keyof typeof TONES;
  labelled?: boolean;
  onClick?: () => void;
  to?: string;
  disabled?: boolean;
}) {
  const size = labelled ? 'h-8 gap-1.5 px-3 text-xs font-semibold' : 'size-8';
  const className = `inline-flex items-center justify-center rounded-lg ring-1 ring-inset transition disabled:cursor-not-allowed disabled:opacity-50 ${size} ${TONES[tone]}`;
  const text = labelled ? (
    <>
      <span>{label}</span>
      <span className="sr-only"> {target}</span>
    </>
  ) : (
    <span className="sr-only">
      {label} {target}
    </span>
  );
  const title = labelled ? undefined : label;
  if (to)
    return (
      <Link to={to} title={title} className={className}>
        {icon}
        {text}
      </Link>
    );
  return (
    <button type="button" onClick={onClick} disabled={disabled} title={title} className={className}>
      {icon}
      {text}
    </button>
  );
}
