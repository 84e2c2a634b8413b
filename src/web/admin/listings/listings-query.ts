import { LISTING_STATUSES } from '../../../shared/listings.ts';
import type { ListConfig } from '../kit/list/list-query.ts';

/** Columns the listings table sorts by, in the API's names (views and inquiries: of the last 30 days). */
const SORT_KEYS = ['address', 'neighborhood', 'price', 'status', 'is_sublet', 'created_at', 'views', 'inquiries'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The listings page as a list: newest first, filtered by status (GET /api/listings/admin/all). */
export const LISTINGS_LIST: ListConfig<SortKey> = {
  sortKeys: SORT_KEYS,
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  // Newest, most viewed and most asked about first.
  descendingFirst: ['created_at', 'views', 'inquiries'],
  statuses: LISTING_STATUSES,
  // 'Flagged wording only' (fair housing wording check).
  filters: { wording: ['flagged'] },
};
