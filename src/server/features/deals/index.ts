/** Deals (issue 35): what the rest of the server uses. */
export { dealStatsRoutes } from './deal-stats.routes.ts';
