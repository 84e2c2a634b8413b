import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { DEFAULT_SCHEDULER_OPTIONS, DigestScheduler, type SchedulerOptions } from './digest-scheduler.ts';
import { DigestsService } from './digests.service.ts';
import { ListingMailer } from './listing-mailer.ts';
import { newsletterMigrations } from './migrations/index.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { NewsletterService, type NewsletterContext } from './newsletter.service.ts';
import { UnsubscribeTokens } from './unsubscribe-token.ts';
import type { MailKindTable } from '../../platform/mail/types.ts';

/** The e-mails this feature sends, with what the platform must know of each (decision 097). */
const MAIL_KINDS = {
  'newsletter-welcome': {},
  'unsubscribe-link': {},
  'newsletter-digest': { noDisclosure: true },
} as const satisfies MailKindTable;

/** At most this many of each a visitor can cause go to one mailbox a day (decision 029). */
const RECIPIENT_CAPS = {
  'newsletter-welcome': 1,
  'unsubscribe-link': 1,
} as const;

declare module '../../platform/feature.ts' {
  interface FeatureNames {
    newsletter: { mail: typeof MAIL_KINDS; caps: typeof RECIPIENT_CAPS };
  }
}

export interface NewsletterOptions {
  /** Digest timings, or false for no scheduler (tests drive the digests by hand). */
  digestScheduler?: Partial<SchedulerOptions> | false;
}

/** What the newsletter feature adds to the services. */
export interface NewsletterServices {
  /** The welcome e-mail and one-click unsubscribe links. */
  newsletter: NewsletterService;
  /** New-listing digests. */
  digests: DigestsService;
  /** The one sender of listing e-mails: the newsletter's digests and the saved searches' alerts (decision 039). */
  listingMailer: ListingMailer;
}

/** The newsletter: sign-ups, the welcome, one-click unsubscribe, and the new-listing digests. */
export const newsletterFeature: ProductFeature<NewsletterServices> = {
  name: 'newsletter',
  mailKinds: MAIL_KINDS,
  recipientCaps: RECIPIENT_CAPS,
  migrations: newsletterMigrations,
  services: ({ config, database, mail, photos, services }) => {
    const context: NewsletterContext = {
      db: database.db,
      mail,
      tokens: new UnsubscribeTokens(config.jwtSecret),
      // The brand, agent, office address and digest period as they are when an e-mail is written.
      sender: () => services().siteSettings.get(),
      origin: config.siteUrl,
    };
    const listingMailer = new ListingMailer(database.db, database.dialect, photos, mail, {
      ratePerSecond: config.newsletterRate,
      origin: config.siteUrl,
    });
    return { newsletter: new NewsletterService(context), digests: new DigestsService(context, listingMailer), listingMailer };
  },
  api: async (api) => {
    await api.register(newsletterRoutes);
  },
  // The digest step under way finishes; what is left is taken up by the next start (or another instance).
  background: (services, { options }) => [
    options.digestScheduler === false
      ? null
      : new DigestScheduler(services.digests, { ...DEFAULT_SCHEDULER_OPTIONS, ...options.digestScheduler }, services.alerts),
  ],
};
