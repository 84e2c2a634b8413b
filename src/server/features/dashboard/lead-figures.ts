import type { LeadFigures } from '../../../shared/dashboard.schema.ts';
import type { Services } from '../index.ts';

/** How many inquiries the dashboard lists under Recent Inquiries (docs/product.md §9: recent items 4). */
const DASHBOARD_RECENT_INQUIRIES = 4;

/**
 * The dashboard's inquiry and subscriber figures, added to GET /listings/admin/stats so the dashboard
 * (and the sidebar's count of new inquiries) still loads with one request.
 */
export async function leadFigures({ inquiries, subscribers }: Pick<Services, 'inquiries' | 'subscribers'>): Promise<LeadFigures> {
  const newest = { page: 1, sort: 'createdAt', order: 'desc' } as const;
  const [all, unread, active] = await Promise.all([
    inquiries.read.list({ ...newest, limit: DASHBOARD_RECENT_INQUIRIES }),
    inquiries.read.list({ ...newest, limit: 1, status: 'new' }),
    subscribers.list({ page: 1, limit: 1, sort: 'subscribedAt', order: 'desc', status: 'active' }),
  ]);
  return {
    totalInquiries: all.totalInquiries,
    newInquiries: unread.totalInquiries,
    totalSubscribers: active.totalSubscribers,
    recentInquiries: all.inquiries,
  };
}
