import { api } from '../kit/api-client.ts';
import { sidebarCount } from '../kit/sidebar-count.ts';

/**
 * How many inquiries are new, for the sidebar's Inquiries entry: a count query on
 * GET /api/inquiries?status=new&limit=1, set directly by the dashboard's figures and the inquiries page.
 */
const newInquiries = sidebarCount(
  async () => (await api.get<{ totalInquiries?: unknown }>('/inquiries', { query: { status: 'new', limit: 1 } }))?.totalInquiries,
);

export const setNewInquiries = newInquiries.set;
export const refreshNewInquiries = newInquiries.refresh;
/** The count of new inquiries, refreshed on every page change. */
export const useNewInquiries = newInquiries.use;
