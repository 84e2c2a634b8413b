import { api } from '../kit/api-client.ts';
import { sidebarCount } from '../kit/sidebar-count.ts';

/** How many viewing requests wait for the agent, for the sidebar's Viewings entry. */
const waitingViewings = sidebarCount(async () => (await api.get<{ waiting?: unknown }>('/viewings/summary'))?.waiting);

export const setWaitingViewings = waitingViewings.set;
export const refreshWaitingViewings = waitingViewings.refresh;
/** The count of viewing requests waiting, refreshed on every page change. */
export const useWaitingViewings = waitingViewings.use;
