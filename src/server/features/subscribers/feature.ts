import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { subscribersRoutes } from './subscribers.routes.ts';
import { SubscribersService } from './subscribers.service.ts';

/** What the subscribers feature adds to the services. */
export interface SubscribersServices {
  subscribers: SubscribersService;
}

declare module '../../platform/feature.ts' {
  interface FeatureNames {
    subscribers: { forms: 'subscription' | 'unsubscribe' };
  }
}

/** The newsletter's subscribers as staff see them, with their saved searches. */
export const subscribersFeature: ProductFeature<SubscribersServices> = {
  name: 'subscribers',
  pageForms: [
    { path: '/newsletter', form: 'subscription' },
    { path: '/alerts', form: 'subscription' },
  ],
  services: ({ database, services }) => ({
    subscribers: new SubscribersService(database.db, database.dialect, services().newsletter, (ids) =>
      services().alerts.ofSubscribers(ids),
    ),
  }),
  api: async (api) => {
    await api.register(subscribersRoutes);
  },
};
