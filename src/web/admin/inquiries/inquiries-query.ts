import { INQUIRY_SORTS, INQUIRY_SOURCES, INQUIRY_STATUSES, type InquirySort } from '../../../shared/inquiries.schema.ts';
import type { ListConfig } from '../kit/list/list-query.ts';
import type { ListSource } from '../kit/list/use-admin-list.ts';

/** docs/product.md §9: inquiries newest first (createdAt descending), filtered by status (GET /api/inquiries). */
export const INQUIRIES_LIST: ListConfig<InquirySort> = {
  sortKeys: INQUIRY_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  descendingFirst: 'createdAt',
  statuses: INQUIRY_STATUSES,
  filters: { source: INQUIRY_SOURCES, followUp: ['due'] },
};

/** GET /api/inquiries: one page of inquiries and how many there are. */
export const INQUIRIES_SOURCE: ListSource = { path: '/inquiries', rowsKey: 'inquiries', totalKey: 'totalInquiries' };
