import { api } from '../kit/api-client.ts';
import { sidebarCount } from '../kit/sidebar-count.ts';

/** How many applications were submitted and not yet handled, for the sidebar's Applications entry. */
const newApplications = sidebarCount(
  async () => (await api.get<{ newCount?: unknown }>('/admin/applications', { query: { limit: 1 } }))?.newCount,
);

export const setNewApplications = newApplications.set;
/** The count of new applications, refreshed on every page change. */
export const useNewApplications = newApplications.use;
