import { INQUIRY_SORTS, INQUIRY_SOURCES, INQUIRY_STATUSES, type InquirySort } from '../../../shared/inquiries.schema.ts';
import type { ListConfig } from '../kit/list/list-query.ts';

/** docs/product.md §9: inquiries newest first (createdAt descending), filtered by status (GET /api/inquiries). */
export const INQUIRIES_LIST: ListConfig<InquirySort> = {
  sortKeys: INQUIRY_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  descendingFirst: 'createdAt',
  statuses: INQUIRY_STATUSES,
  filters: { source: INQUIRY_SOURCES, followUp: ['due'] },
};
