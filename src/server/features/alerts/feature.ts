import { UnsubscribeTokens } from '../newsletter/index.ts';
import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { alertsMigrations } from './migrations/index.ts';
import { SavedSearchesService } from './saved-searches.service.ts';
import type { MailKindTable } from '../../platform/mail/types.ts';

/** The e-mails this feature sends, with what the platform must know of each (decision 097). */
const MAIL_KINDS = {
  'alert-confirm': {},
  'saved-search-alert': { noDisclosure: true },
} as const satisfies MailKindTable;

/** At most this many of each a visitor can cause go to one mailbox a day (decision 029). */
const RECIPIENT_CAPS = {
  /** Saving a search asks its address to confirm: a few a day, however often the form is sent. */
  'alert-confirm': 3,
} as const;

declare module '../../platform/feature.ts' {
  interface FeatureNames {
    alerts: { mail: typeof MAIL_KINDS; caps: typeof RECIPIENT_CAPS };
  }
}

/** What the alerts feature adds to the services. */
export interface AlertsServices {
  /** Renters' saved searches and their alerts (the same listing sender as the digests). */
  alerts: SavedSearchesService;
}

/** Renters' saved searches and their alerts (the newsletter's listing sender, decision 039). */
export const alertsFeature: ProductFeature<AlertsServices> = {
  name: 'alerts',
  mailKinds: MAIL_KINDS,
  recipientCaps: RECIPIENT_CAPS,
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
