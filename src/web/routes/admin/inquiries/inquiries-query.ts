import { INQUIRY_SORTS, INQUIRY_STATUSES, type InquirySort } from '../../../../shared/inquiries.schema.ts';
import type { ListConfig, ListQuery } from '../../../lib/list-query.ts';

/** SPEC §9: inquiries newest first (createdAt descending), filtered by status (GET /api/inquiries). */
export const INQUIRIES_LIST: ListConfig<InquirySort> = {
  sortKeys: INQUIRY_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  descendingFirst: 'createdAt',
  statuses: INQUIRY_STATUSES,
};

export type InquiriesQuery = ListQuery<InquirySort>;
