import { LISTING_STATUSES } from '../../../../shared/listings.ts';
import type { ListConfig, ListQuery } from '../../../lib/list-query.ts';

/** Columns the listings table sorts by, in the API's names. */
export const SORT_KEYS = ['address', 'neighborhood', 'price', 'status', 'is_sublet', 'created_at'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The listings page as a list: newest first, filtered by status (GET /api/listings/admin/all). */
export const LISTINGS_LIST: ListConfig<SortKey> = {
  sortKeys: SORT_KEYS,
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  descendingFirst: 'created_at',
  statuses: LISTING_STATUSES,
};

export type ListingsQuery = ListQuery<SortKey>;
