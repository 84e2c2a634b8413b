import { UnsubscribeTokens } from '../newsletter/index.ts';
import type { ProductFeature } from '../index.ts';
import { alertsMigrations } from './migrations/index.ts';
import { SavedSearchesService } from './saved-searches.service.ts';

/** What the alerts feature adds to the services. */
export interface AlertsServices {
  /** Renters' saved searches and their alerts (the same listing sender as the digests). */
  alerts: SavedSearchesService;
}

/** Renters' saved searches and their alerts (the newsletter's listing sender, decision 039). */
export const alertsFeature: ProductFeature<AlertsServices> = {
  name: 'alerts',
  migrations: alertsMigrations,
  services: ({ config, database, mail, services }) => ({
    alerts: new SavedSearchesService({
      db: database.db,
      mail,
      mailer: services().listingMailer,
      tokens: new UnsubscribeTokens(config.jwtSecret, 'saved-search-v1'),
      sender: () => services().siteSettings.get(),
      origin: config.siteUrl,
    }),
  }),
};
