/** Leases signed in the product (issue 45, docs/decisions/084): what the rest of the server uses. */
export { leasesRoutes } from './leases.routes.ts';
export type { LeasesService } from './leases.service.ts';
export { createLeasesService } from './create.ts';
