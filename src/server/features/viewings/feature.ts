import { periodicJob, type JobTiming } from '../../platform/periodic-job.ts';
import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { ViewingActionLinks } from './action-links.ts';
import { BookingLimits } from './booking-limits.ts';
import { ListingViewings } from './listing-viewings.ts';
import { ViewingManageLinks } from './manage-links.ts';
import { viewingsMigrations } from './migrations/index.ts';
import { viewingsRoutes } from './viewings.routes.ts';
import { ViewingsService } from './viewings.service.ts';
import type { MailKindTable } from '../../platform/mail/types.ts';

/** The e-mails this feature sends, with what the platform must know of each (decision 097). */
const MAIL_KINDS = {
  'viewing-alert': { staff: true },
  'viewing-renter': {},
  'viewing-invitation': {},
  'viewing-reminder': {},
} as const satisfies MailKindTable;

/** At most this many of each a visitor can cause go to one mailbox a day (decision 029). */
const RECIPIENT_CAPS = {
  /** A viewing booking's own e-mail to the address typed: 'Viewing requested', or the invitation when bookings are confirmed at once. */
  'viewing-booking': 3,
  /** A request the agent did not confirm in time, released with an e-mail to its renter. */
  'viewing-released': 3,
} as const;

declare module '../../platform/feature.ts' {
  interface FeatureNames {
    viewings: { mail: typeof MAIL_KINDS; caps: typeof RECIPIENT_CAPS; forms: 'viewing' };
  }
}

export interface ViewingsOptions {
  /** How often unconfirmed viewing requests are released and reminders sent, or false for neither (tests drive them by hand). */
  viewingReminders?: JobTiming;
}

/** What the viewings feature adds to the services. */
export interface ViewingsServices {
  /** Viewings: availability, bookings, the agent's decisions, calendar mail. */
  viewings: ViewingsService;
  /** A listing's viewings on or off, and their instructions (columns the listings table keeps for this feature). */
  listingViewings: ListingViewings;
}

/** Viewings: availability, bookings, the agent's decisions, calendar mail. */
export const viewingsFeature: ProductFeature<ViewingsServices> = {
  name: 'viewings',
  pageForms: [{ path: /^\/property\/[^/]+\/viewing$/, form: 'viewing' }],
  mailKinds: MAIL_KINDS,
  recipientCaps: RECIPIENT_CAPS,
  migrations: viewingsMigrations,
  services: ({ config, database, mail, clock, services }) => ({
    viewings: new ViewingsService({
      db: database.db,
      dialect: database.dialect,
      mail,
      siteSettings: services().siteSettings,
      links: new ViewingActionLinks(config.jwtSecret),
      manageLinks: new ViewingManageLinks(config.jwtSecret),
      limits: new BookingLimits(config.jwtSecret, config.viewingDailyLimit),
      siteUrl: config.siteUrl,
      clock,
    }),
    listingViewings: new ListingViewings(database.db, services().listings),
  }),
  api: async (api) => {
    await api.register(viewingsRoutes);
  },
  background: (services, { options }) => [
    periodicJob(options.viewingReminders, 'viewings: releases and reminders', 5 * 60_000, async () => {
      const released = await services.viewings.releaseUnconfirmed();
      const sent = await services.viewings.sendDueReminders();
      return sent > 0 || released > 0 ? { released, reminders: sent } : null;
    }),
  ],
  start: async (app) => {
    const rehashed = await app.services.viewings.hashManageLinks();
    if (rehashed > 0) app.log.info({ viewings: rehashed }, 'viewing manage links hashed (decision 078)');
  },
};
