/** Columns the subscribers table sorts by, in the API's names (GET /api/subscribers?sort=). */
export const SUBSCRIBER_SORT_KEYS = ['email', 'status', 'subscribedAt'] as const;
export type SubscriberSortKey = (typeof SUBSCRIBER_SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

/** The state of the subscribers page, kept in the URL so reload and Back restore it. */
export interface SubscribersQuery {
  page: number;
  search: string;
  sort: SubscriberSortKey;
  order: SortOrder;
}

/** SPEC §9: subscribers are sorted by subscribedAt, newest first, until the user picks another column. */
export const DEFAULT_SUBSCRIBERS_QUERY: SubscribersQuery = { page: 1, search: '', sort: 'subscribedAt', order: 'desc' };

const SEARCH_MAX = 200;
const isSortKey = (v: string | null): v is SubscriberSortKey => (SUBSCRIBER_SORT_KEYS as readonly string[]).includes(v ?? '');

/** Reads the page state from URL search params; anything unknown falls back to the default. */
export function parseSubscribersQuery(params: URLSearchParams): SubscribersQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
    sort: isSortKey(sort) ? sort : DEFAULT_SUBSCRIBERS_QUERY.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_SUBSCRIBERS_QUERY.order,
  };
}

/** URL search params for `query`, leaving out defaults so the address stays short. */
export function subscribersSearchParams(query: SubscribersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.search.trim()) params.set('search', query.search);
  if (query.sort !== DEFAULT_SUBSCRIBERS_QUERY.sort || query.order !== DEFAULT_SUBSCRIBERS_QUERY.order) {
    params.set('sort', query.sort);
    params.set('order', query.order);
  }
  return params;
}

/** The next state after a change: a new search or sort goes back to page 1 (SPEC §4). */
export function updateSubscribersQuery(query: SubscribersQuery, change: Partial<SubscribersQuery>): SubscribersQuery {
  const next = { ...query, ...change };
  const filtersChanged = next.search.trim() !== query.search.trim() || next.sort !== query.sort || next.order !== query.order;
  if (filtersChanged && change.page === undefined) next.page = 1;
  return next;
}

/** Clicking a column header: a new column sorts ascending (newest first for the date); the same column flips. */
export function toggleSubscriberSort(query: SubscribersQuery, key: SubscriberSortKey): Pick<SubscribersQuery, 'sort' | 'order'> {
  if (query.sort === key) return { sort: key, order: query.order === 'asc' ? 'desc' : 'asc' };
  return { sort: key, order: key === 'subscribedAt' ? 'desc' : 'asc' };
}

/** The key that, when it changes, clears the row selection (SPEC §4). */
export function subscribersSelectionScope(query: SubscribersQuery): string {
  return JSON.stringify([query.search.trim(), query.sort, query.order]);
}

/** Query of GET /api/subscribers for `query` with `limit` rows per page. */
export function subscribersApiQuery(query: SubscribersQuery, limit: number): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, limit, sort: query.sort, order: query.order };
  if (query.search.trim()) params.search = query.search.trim();
  return params;
}

/** 'YYYY-MM-DD' of an ISO timestamp (the date part as stored, UTC); '—' when it cannot be read. */
export function subscribedDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toISOString().slice(0, 10);
}
