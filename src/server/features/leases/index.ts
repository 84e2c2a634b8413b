/** Leases signed in the product (issue 45, docs/decisions/084): what the rest of the server uses. */
export { leasesFeature, type LeasesServices, type LeasesOptions } from './feature.ts';
