import type { ListConfig } from '../kit/list/list-query.ts';

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
