import { periodicJob, type JobTiming } from '../../platform/periodic-job.ts';
import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { createRoommatesService, type RoommatesService } from './create.ts';
import { roommatesMigrations } from './migrations/index.ts';
import { roommatesRoutes } from './roommates.routes.ts';
import type { MailKindTable } from '../../platform/mail/types.ts';

/** The e-mails this feature sends, with what the platform must know of each (decision 097). */
const MAIL_KINDS = {
  'roommate-confirm': {},
  'roommate-alert': {},
  'roommate-introduction': {},
  'roommate-invite': {},
} as const satisfies MailKindTable;

/** At most this many of each a visitor can cause go to one mailbox a day (decision 029). */
const RECIPIENT_CAPS = {
  /** A 'Find a room' profile asks its address to confirm: a few a day, however often the form is sent (decision 065). */
  'roommate-confirm': 3,
} as const;

declare module '../../platform/feature.ts' {
  interface FeatureNames {
    roommates: { mail: typeof MAIL_KINDS; caps: typeof RECIPIENT_CAPS; forms: 'roommate' };
  }
}

export interface RoommatesOptions {
  /** How often room alerts go to seekers (and unconfirmed profiles expire), or false for neither (tests drive them by hand). */
  roommateAlerts?: JobTiming;
}

/** What the roommates feature adds to the services. */
export interface RoommatesServices {
  /** Roommate placement: seekers, their matches and room alerts, introductions (docs/decisions/065). */
  roommates: RoommatesService;
}

/** Roommate placement: seekers, their matches and room alerts, introductions (docs/decisions/065). */
export const roommatesFeature: ProductFeature<RoommatesServices> = {
  name: 'roommates',
  pageForms: [{ path: '/roommates', form: 'roommate' }],
  mailKinds: MAIL_KINDS,
  recipientCaps: RECIPIENT_CAPS,
  migrations: roommatesMigrations,
  services: ({ config, database, mail, clock, services }) => ({
    roommates: createRoommatesService({
      db: database.db,
      mail,
      buildings: () => services().listings.buildings(),
      secret: config.jwtSecret,
      sender: () => services().siteSettings.get(),
      origin: config.siteUrl,
      clock,
    }),
  }),
  api: async (api) => {
    await api.register(roommatesRoutes);
  },
  background: (services, { options }) => [
    periodicJob(options.roommateAlerts, 'roommates: room alerts', 60_000, async () => {
      const alerts = await services.roommates.seekers.sendRoomAlerts();
      const expired = await services.roommates.seekers.expire();
      return alerts > 0 || expired > 0 ? { alerts, expired } : null;
    }),
  ],
};
