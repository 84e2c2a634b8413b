import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { listingsRoutes } from './listings.routes.ts';
import { ListingsService } from './listings.service.ts';
import { listingsMigrations } from './migrations/index.ts';

export interface ListingsOptions {
  /** Cache listing read results (default true; the benchmark turns it off to measure the queries). */
  listingsCache?: boolean;
}

/** What the listings feature adds to the services. */
export interface ListingsServices {
  listings: ListingsService;
}

/** The agent's listings, their photos and their wording check. */
export const listingsFeature: ProductFeature<ListingsServices> = {
  name: 'listings',
  pageDataVersion: (services) => services.listings.dataVersion(),
  migrations: listingsMigrations,
  services: ({ config, database, photos, options, clock, services }) => ({
    listings: new ListingsService(database.db, database.dialect, photos, {
      cache: options.listingsCache,
      photoParallelism: config.photoParallelism,
      clock,
      // The application settings' screening fee counts in the tenant's $20 (decision 082).
      screeningFee: async () => (await services().applications.settings()).screeningFee,
    }),
  }),
  api: async (api) => {
    await api.register(listingsRoutes);
  },
  start: async (app) => {
    const { listings } = app.services;
    // Link-preview and portal JPEGs for photos stored before they existed: in the background, once.
    const previews = listings
      .makeMissingPreviews()
      .then(
        (made) => made > 0 && app.log.info({ photos: made }, 'link-preview images made for existing photos'),
        (error: unknown) => app.log.error({ err: error }, 'making link-preview images failed'),
      )
      .then(() => listings.makeMissingPortalJpegs())
      .then(
        (made) => made > 0 && app.log.info({ photos: made }, 'portal JPEGs made for existing photos'),
        (error: unknown) => app.log.error({ err: error }, 'making portal JPEGs failed'),
      );
    app.addHook('onClose', () => previews);
    // Listings counted by an older fair housing phrase list are checked again: in the background, once.
    const wordingRecheck = listings.recheckWording().then(
      (checked) => checked > 0 && app.log.info({ listings: checked }, 'listing wording checked by the current phrase list'),
      (error: unknown) => app.log.error({ err: error }, 'checking listing wording failed'),
    );
    app.addHook('onClose', () => wordingRecheck);
  },
  demoListings: (services) => (fields, photos, createdAt) => services.listings.create(fields, photos, { createdAt }),
};
