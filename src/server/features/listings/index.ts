/** What the listings feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { listingBasics, parseFees } from './listing-mapper.ts';
export { ListingsReader } from './listings.reader.ts';
export type { ListingFilter } from './listings.reader.ts';
export { ListingsService } from './listings.service.ts';
export { versionSourceFor } from './result-cache.ts';
export type { VersionSource } from './result-cache.ts';
export { listingsFeature, type ListingsServices, type ListingsOptions } from './feature.ts';
