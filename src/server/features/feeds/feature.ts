import path from 'node:path';
import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { feedRoutes, feedsApiRoutes } from './feeds.routes.ts';
import { FeedsService } from './feeds.service.ts';
import { feedsMigrations } from './migrations/index.ts';

/** What the feeds feature adds to the services. */
export interface FeedsServices {
  /** The StreetEasy and Zillow listing feeds (docs/decisions/037). */
  feeds: FeedsService;
}

/** The StreetEasy and Zillow listing feeds (docs/decisions/037). */
export const feedsFeature: ProductFeature<FeedsServices> = {
  name: 'feeds',
  migrations: feedsMigrations,
  services: ({ config, database, photos, services }) => ({
    feeds: new FeedsService({
      db: database.db,
      listings: services().listings,
      siteSettings: services().siteSettings,
      dir: path.join(config.dataDir, 'feeds'),
      origin: config.siteUrl,
      fileUrl: (name) => photos.url(name),
      token: config.feedToken,
    }),
  }),
  api: async (api) => {
    await api.register(feedsApiRoutes);
  },
  site: async (app) => {
    await app.register(feedRoutes);
  },
};
