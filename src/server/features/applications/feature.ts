import { periodicJob, type JobTiming } from '../../platform/periodic-job.ts';
import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { applicationsRoutes } from './applications.routes.ts';
import type { ApplicationsService } from './applications.service.ts';
import { createApplicationsService } from './create.ts';
import { applicationsMigrations } from './migrations/index.ts';
import type { MailKindTable } from '../../platform/mail/types.ts';
import { MAX_DOCUMENT_BYTES } from '../../../shared/applications.ts';
import { PAGE_FORM_BODY_LIMIT } from '../../platform/plugins/request-limits.ts';

/** The e-mails this feature sends, with what the platform must know of each (decision 097). */
const MAIL_KINDS = {
  'application-link': {},
  'application-invite': {},
  'application-request': {},
  'application-receipt': {},
  'application-decision': {},
  'application-alert': { staff: true },
  'application-package': { noDisclosure: true },
  'application-conditional-offer': {},
} as const satisfies MailKindTable;

/** At most this many of each a visitor can cause go to one mailbox a day (decision 029). */
const RECIPIENT_CAPS = {
  /** An application's private link, e-mailed to the address typed in the Apply form: a few a day. */
  'application-link': 3,
  /** A co-applicant's or guarantor's invitation to the address the applicant typed: a few a day. */
  'application-invite': 3,
  /** The landlord's package link, sent by staff to the address they typed: a few a day to one landlord. */
  'application-package': 5,
} as const;

declare module '../../platform/feature.ts' {
  interface FeatureNames {
    applications: { mail: typeof MAIL_KINDS; caps: typeof RECIPIENT_CAPS; forms: 'application' };
  }
}

export interface ApplicationsOptions {
  /** How often application documents past their retention are deleted, or false for none (tests drive it by hand). */
  applicationRetention?: JobTiming;
  /** How often the open applications of rented listings are closed and their people told (decision 098), or false (tests drive it by hand). */
  rentedApplications?: JobTiming;
}

/** What the applications feature adds to the services. */
export interface ApplicationsServices {
  /** Rental applications: the applicant's link, the staff's settings (docs/decisions/053). */
  applications: ApplicationsService;
}

/** Rental applications: the applicant's link, the staff's settings (docs/decisions/053). */
export const applicationsFeature: ProductFeature<ApplicationsServices> = {
  name: 'applications',
  pageUploads: [
    {
      // The no-script upload of a document: one file and a few fields.
      path: '/apply/:token/documents',
      bodyLimit: MAX_DOCUMENT_BYTES + PAGE_FORM_BODY_LIMIT,
      // A link that takes no upload (unknown, closed) throws: the renderer leaves the body unread.
      subject: async ({ token }, services) => `application:${await services.applications.uploader(token ?? '')}`,
    },
  ],
  mailKinds: MAIL_KINDS,
  recipientCaps: RECIPIENT_CAPS,
  migrations: applicationsMigrations,
  services: ({ config, database, mail, photos, clock, services }) => ({
    applications: createApplicationsService({
      config,
      database,
      mail,
      photos,
      siteSettings: services().siteSettings,
      clock,
      listings: services().listings,
    }),
  }),
  api: async (api) => {
    await api.register(applicationsRoutes);
  },
  background: (services, { options }) => [
    periodicJob(options.applicationRetention, 'applications: document retention', 60 * 60_000, async () => {
      const applications = await services.applications.deleteExpiredDocuments();
      const neverSent = await services.applications.deleteUnsubmitted();
      return applications > 0 || neverSent > 0 ? { applications, neverSent } : null;
    }),
    periodicJob(options.rentedApplications, 'applications: close on rented listings', 60_000, async () => {
      const closed = await services.applications.closeOnRentedListings();
      return closed > 0 ? { closed } : null;
    }),
  ],
};
