/**
 * The state of a back-office list (listings, inquiries, subscribers…), kept in the URL so reload and
 * Back restore it: page, search, an optional status filter, sort column and order. Each list describes
 * itself with a ListConfig; everything else (parsing, the URL, the API query, when the page resets and
 * the selection clears) is the same for all of them.
 */
import { newYorkDate } from '../../../../shared/new-york-time.ts';

export type SortOrder = 'asc' | 'desc';

export interface ListConfig<S extends string> {
  /** Columns the list sorts by, in the API's names. */
  sortKeys: readonly S[];
  /** The sort until the user picks another (docs/product.md §9: newest first). */
  defaultSort: S;
  defaultOrder: SortOrder;
  /** The date column (and figures such as views): a first click sorts it newest (most) first, any other column ascending. */
  descendingFirst: S | readonly S[];
  /** The values of the status filter ('all' is always allowed and the default); none: no filter. */
  statuses?: readonly string[];
  /** Longest search text kept (the API's limit). */
  searchMax?: number;
  /** Further filters by name (the URL's and the API's parameter) with the values each may take; unset: no filter. */
  filters?: Readonly<Record<string, readonly string[]>>;
}

export interface ListQuery<S extends string> {
  page: number;
  search: string;
  /** 'all' when no status filter applies. */
  status: string;
  sort: S;
  order: SortOrder;
  /** The further filters that are set (lists whose config has `filters`). */
  filters?: Readonly<Record<string, string>>;
}

const SEARCH_MAX = 200;

const sameFilters = (a: ListQuery<string>['filters'], b: ListQuery<string>['filters']) =>
  JSON.stringify(Object.entries(a ?? {}).sort()) === JSON.stringify(Object.entries(b ?? {}).sort());

export function defaultListQuery<S extends string>(config: ListConfig<S>): ListQuery<S> {
  const query: ListQuery<S> = { page: 1, search: '', status: 'all', sort: config.defaultSort, order: config.defaultOrder };
  return config.filters ? { ...query, filters: {} } : query;
}

/** Reads the list state from URL search params; anything unknown falls back to the default. */
export function parseListQuery<S extends string>(config: ListConfig<S>, params: URLSearchParams): ListQuery<S> {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  const order = params.get('order');
  const query: ListQuery<S> = {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    search: (params.get('search') ?? '').slice(0, config.searchMax ?? SEARCH_MAX),
    status: config.statuses?.includes(status) ? status : 'all',
    sort: (config.sortKeys as readonly string[]).includes(sort) ? (sort as S) : config.defaultSort,
    order: order === 'asc' || order === 'desc' ? order : config.defaultOrder,
  };
  if (!config.filters) return query;
  const filters: Record<string, string> = {};
  for (const [name, values] of Object.entries(config.filters)) {
    const value = params.get(name);
    if (value !== null && values.includes(value)) filters[name] = value;
  }
  return { ...query, filters };
}

/** URL search params for `query`, leaving out defaults so the address stays short. */
export function listSearchParams<S extends string>(config: ListConfig<S>, query: ListQuery<S>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.search.trim()) params.set('search', query.search);
  if (query.status !== 'all') params.set('status', query.status);
  for (const [name, value] of Object.entries(query.filters ?? {})) params.set(name, value);
  if (query.sort !== config.defaultSort || query.order !== config.defaultOrder) {
    params.set('sort', query.sort);
    params.set('order', query.order);
  }
  return params;
}

/** `?…` of the list state, or '' for the default state. */
export function listSearch<S extends string>(config: ListConfig<S>, query: ListQuery<S>): string {
  const params = listSearchParams(config, query);
  return params.size ? `?${params}` : '';
}

/**
 * The next state after a change. Changing search, filter or sort goes back to page 1 (docs/product.md §4); only a
 * page change keeps the rest.
 */
export function updateListQuery<S extends string>(query: ListQuery<S>, change: Partial<ListQuery<S>>): ListQuery<S> {
  const next = { ...query, ...change };
  const filtersChanged =
    next.search.trim() !== query.search.trim() ||
    next.status !== query.status ||
    !sameFilters(next.filters, query.filters) ||
    next.sort !== query.sort ||
    next.order !== query.order;
  if (filtersChanged && change.page === undefined) next.page = 1;
  return next;
}

/** Clicking a column header: a new column sorts ascending (newest first for the date); the same column flips. */
export function toggleListSort<S extends string>(
  config: ListConfig<S>,
  query: ListQuery<S>,
  key: S,
): Pick<ListQuery<S>, 'sort' | 'order'> {
  if (query.sort === key) return { sort: key, order: query.order === 'asc' ? 'desc' : 'asc' };
  return { sort: key, order: firstOrder(config.descendingFirst, key) };
}

/** The order a column sorts in when first chosen: descending for `descendingFirst`, else ascending. */
export function firstOrder<S extends string>(descendingFirst: S | readonly S[], key: S): SortOrder {
  const first: readonly S[] = typeof descendingFirst === 'string' ? [descendingFirst] : descendingFirst;
  return first.includes(key) ? 'desc' : 'asc';
}

/** The key that, when it changes, clears the row selection (docs/product.md §4: a selection belongs to one query). */
export function listSelectionScope<S extends string>(query: ListQuery<S>): string {
  return JSON.stringify([query.search.trim(), query.status, query.sort, query.order, query.filters ?? {}]);
}

/** Query of the list's API call for `query` with `limit` rows per page. */
export function listApiQuery<S extends string>(query: ListQuery<S>, limit: number): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, limit, sort: query.sort, order: query.order };
  if (query.status !== 'all') params.status = query.status;
  if (query.search.trim()) params.search = query.search.trim();
  for (const [name, value] of Object.entries(query.filters ?? {})) params[name] = value;
  return params;
}

/** Keeps the first visible row on screen when the page size changes (e.g. rotating a tablet). */
export function pageForNewSize(page: number, oldSize: number, newSize: number): number {
  return Math.floor(((page - 1) * oldSize) / newSize) + 1;
}

/** 'YYYY-MM-DD' of an ISO timestamp, the New York day (an 8 pm lead is today's); `fallback` when it cannot be read. */
export function isoDate(iso: string | null | undefined, fallback = '—'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : newYorkDate(date);
}
