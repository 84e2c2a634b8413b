/** Deals (issue 35): what the rest of the server uses. */
export type { DealsService } from './deals.service.ts';
export { dealsOfPerson } from './person-records.ts';
export { dealLanguage } from './deal-language.ts';
export { openDealOfApplication } from './open-deals.ts';
export { dealsFeature, type DealsServices, type DealsOptions } from './feature.ts';
export type { DealRow } from './tables.ts';
