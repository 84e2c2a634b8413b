import type { ListConfig } from '../kit/list/list-query.ts';
import type { ListSource } from '../kit/list/use-admin-list.ts';

/** Columns the subscribers table sorts by, in the API's names (GET /api/subscribers?sort=). */
const SUBSCRIBER_SORT_KEYS = ['email', 'status', 'subscribedAt'] as const;
export type SubscriberSortKey = (typeof SUBSCRIBER_SORT_KEYS)[number];

/** docs/product.md §9: subscribers are sorted by subscribedAt, newest first, until the user picks another column. */
export const SUBSCRIBERS_LIST: ListConfig<SubscriberSortKey> = {
  sortKeys: SUBSCRIBER_SORT_KEYS,
  defaultSort: 'subscribedAt',
  defaultOrder: 'desc',
  descendingFirst: 'subscribedAt',
};

/** GET /api/subscribers: one page of subscribers and how many there are. */
export const SUBSCRIBERS_SOURCE: ListSource = { path: '/subscribers', rowsKey: 'subscribers', totalKey: 'totalSubscribers' };
