/** Deals (issue 35): what the rest of the server uses. */
export { dealStatsRoutes } from './deal-stats.routes.ts';
export { dealsRoutes } from './deals.routes.ts';
export type { DealsService } from './deals.service.ts';
export { createDealsService } from './create.ts';
export { placeIn } from './deal-language.ts';
export { dealsOfPerson } from './person-records.ts';
export { dealLanguage } from './deal-language.ts';
