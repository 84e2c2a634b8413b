import { z } from 'zod';
import type { InquiryDto } from '../../../shared/inquiries.schema.ts';
import type { Services } from '../../services.ts';
import { InquirySchema } from '../inquiries/inquiries.routes.ts';

/** How many inquiries the dashboard lists under Recent Inquiries (docs/product.md §9: recent items 4). */
const DASHBOARD_RECENT_INQUIRIES = 4;

export interface LeadFigures {
  totalInquiries: number;
  newInquiries: number;
  /** Active subscribers: the people the newsletter reaches (decision 017). */
  totalSubscribers: number;
  recentInquiries: InquiryDto[];
}

/**
 * The dashboard's inquiry and subscriber figures, added to GET /listings/admin/stats so the dashboard
 * (and the sidebar's count of new inquiries) still loads with one request.
 */
export async function leadFigures({ inquiries, subscribers }: Pick<Services, 'inquiries' | 'subscribers'>): Promise<LeadFigures> {
  const newest = { page: 1, sort: 'createdAt', order: 'desc' } as const;
  const [all, unread, active] = await Promise.all([
    inquiries.list({ ...newest, limit: DASHBOARD_RECENT_INQUIRIES }),
    inquiries.list({ ...newest, limit: 1, status: 'new' }),
    subscribers.list({ page: 1, limit: 1, sort: 'subscribedAt', order: 'desc', status: 'active' }),
  ]);
  return {
    totalInquiries: all.totalInquiries,
    newInquiries: unread.totalInquiries,
    totalSubscribers: active.totalSubscribers,
    recentInquiries: all.inquiries,
  };
}

/** The figures' part of the stats answer, for the OpenAPI document. */
export const LeadFiguresSchema = z.object({
  totalInquiries: z.number().int(),
  newInquiries: z.number().int(),
  totalSubscribers: z.number().int(),
  recentInquiries: z.array(InquirySchema),
});
