import { LISTING_STATUSES, type ListingStatus } from '../../../../shared/listings.ts';

/** Columns the listings table sorts by, in the API's names. */
export const SORT_KEYS = ['address', 'neighborhood', 'price', 'status', 'is_sublet', 'created_at'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';
export type StatusFilter = 'all' | ListingStatus;

/** The state of the listings page, kept in the URL so reload and Back restore it. */
export interface ListingsQuery {
  page: number;
  search: string;
  status: StatusFilter;
  sort: SortKey;
  order: SortOrder;
}

export const DEFAULT_QUERY: ListingsQuery = { page: 1, search: '', status: 'all', sort: 'created_at', order: 'desc' };

const isStatus = (v: string | null): v is ListingStatus => (LISTING_STATUSES as readonly string[]).includes(v ?? '');
const isSortKey = (v: string | null): v is SortKey => (SORT_KEYS as readonly string[]).includes(v ?? '');

/** Reads the page state from URL search params; anything unknown falls back to the default. */
export function parseListingsQuery(params: URLSearchParams): ListingsQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const status = params.get('status');
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    search: (params.get('search') ?? '').slice(0, 200),
    status: isStatus(status) ? status : 'all',
    sort: isSortKey(sort) ? sort : DEFAULT_QUERY.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_QUERY.order,
  };
}

/** URL search params for `query`, leaving out defaults so the address stays short. */
export function toSearchParams(query: ListingsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.search.trim()) params.set('search', query.search);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.sort !== DEFAULT_QUERY.sort || query.order !== DEFAULT_QUERY.order) {
    params.set('sort', query.sort);
    params.set('order', query.order);
  }
  return params;
}

/**
 * The next state after a change. Changing search, filter or sort goes back to page 1 (SPEC §4);
 * only a page change keeps the rest.
 */
export function updateQuery(query: ListingsQuery, change: Partial<ListingsQuery>): ListingsQuery {
  const next = { ...query, ...change };
  const filtersChanged =
    next.search !== query.search || next.status !== query.status || next.sort !== query.sort || next.order !== query.order;
  if (filtersChanged && change.page === undefined) next.page = 1;
  return next;
}

/** Clicking a column header: a new column sorts ascending (newest first for the date); the same column flips. */
export function toggleSort(query: ListingsQuery, key: SortKey): Pick<ListingsQuery, 'sort' | 'order'> {
  if (query.sort === key) return { sort: key, order: query.order === 'asc' ? 'desc' : 'asc' };
  return { sort: key, order: key === 'created_at' ? 'desc' : 'asc' };
}

/** The key that, when it changes, clears the row selection. */
export function selectionScope(query: ListingsQuery): string {
  return JSON.stringify([query.search.trim(), query.status, query.sort, query.order]);
}

/** Query string of GET /api/listings/admin/all for `query` with `limit` rows per page. */
export function apiQueryString(query: ListingsQuery, limit: number): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(limit), sort: query.sort, order: query.order });
  if (query.status !== 'all') params.set('status', query.status);
  if (query.search.trim()) params.set('search', query.search.trim());
  return params.toString();
}

/** Keeps the first visible row on screen when the page size changes (e.g. rotating a tablet). */
export function pageForNewSize(page: number, oldSize: number, newSize: number): number {
  return Math.floor(((page - 1) * oldSize) / newSize) + 1;
}
