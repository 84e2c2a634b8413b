import { periodicJob, type JobTiming } from '../../platform/periodic-job.ts';
import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { FollowUpDigest } from './follow-up-digest.ts';
import { inquiriesRoutes } from './inquiries.routes.ts';
import { InquiriesService } from './inquiries.service.ts';
import { inquiryAckHook } from './inquiry-ack.ts';
import { inquiryAlertHook } from './inquiry-alert.ts';
import { inquiriesMigrations } from './migrations/index.ts';
import type { MailKindTable } from '../../platform/mail/types.ts';

/** The e-mails this feature sends, with what the platform must know of each (decision 097). */
const MAIL_KINDS = {
  reply: {},
  'inquiry-alert': { staff: true },
  'inquiry-ack': {},
  'follow-up-digest': { staff: true },
} as const satisfies MailKindTable;

/** At most this many of each a visitor can cause go to one mailbox a day (decision 029). */
const RECIPIENT_CAPS = {
  'inquiry-ack': 3,
} as const;

declare module '../../platform/feature.ts' {
  interface FeatureNames {
    inquiries: { mail: typeof MAIL_KINDS; caps: typeof RECIPIENT_CAPS; forms: 'inquiry' };
  }
}

export interface InquiriesOptions {
  /** How often the 8:00 follow-up digest is checked, or false for none (tests drive it by hand). */
  followUpDigest?: JobTiming;
}

/** What the inquiries feature adds to the services. */
export interface InquiriesServices {
  inquiries: InquiriesService;
  /** The 8:00 e-mail of the follow-ups due to the staff with inquiry e-mails on (decision 046). */
  followUpDigest: FollowUpDigest;
}

/** Renters' inquiries, the staff's replies and follow-ups (decision 046). */
export const inquiriesFeature: ProductFeature<InquiriesServices> = {
  name: 'inquiries',
  pageForms: [{ path: '/about', form: 'inquiry' }],
  mailKinds: MAIL_KINDS,
  recipientCaps: RECIPIENT_CAPS,
  migrations: inquiriesMigrations,
  services: ({ config, database, mail, clock, services }) => {
    const inquiries = new InquiriesService(database.db, database.dialect, mail, services().inbound, clock);
    // Every new inquiry alerts the staff who want it, in the inquiry's own transaction.
    const alert = inquiryAlertHook(mail, () => config.siteUrl);
    inquiries.addCreatedHook(
      () => alert,
      () => mail.wake(),
    );
    // And, when the agent turned it on, acknowledges it to its author (the settings as they are now;
    // the wake-up registered above delivers it); a lead staff entered is not acknowledged.
    inquiries.addCreatedHook(async (author) => {
      if (author.kind === 'staff') return null;
      const settings = await services().siteSettings.get();
      return settings.inquiryAcknowledgement ? inquiryAckHook(mail, settings) : null;
    });
    return {
      inquiries,
      followUpDigest: new FollowUpDigest({ db: database.db, inquiries, mail, siteUrl: config.siteUrl, clock }),
    };
  },
  api: async (api) => {
    await api.register(inquiriesRoutes);
  },
  background: (services, { options }) => [
    periodicJob(options.followUpDigest, 'inquiries: follow-up digest', 60_000, async () => {
      const outcome = await services.followUpDigest.runIfDue();
      return outcome.sent ? outcome : null;
    }),
  ],
};
