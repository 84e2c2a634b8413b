import { periodicJob, type JobTiming } from '../../platform/periodic-job.ts';
import type { ProductFeature } from '../index.ts';
import { createLeasesService } from './create.ts';
import { leasesRoutes } from './leases.routes.ts';
import type { LeasesService } from './leases.service.ts';
import { leasesMigrations } from './migrations/index.ts';
import type { MailKindTable } from '../../platform/mail/types.ts';

/** The e-mails this feature sends, with what the platform must know of each (decision 097). */
const MAIL_KINDS = {
  'lease-signing': {},
  'lease-code': {},
  'lease-declined': {},
  'lease-signed': {},
  'deposit-deadline': {},
} as const satisfies MailKindTable;

declare module '../../platform/feature.ts' {
  interface FeatureNames {
    leases: { mail: typeof MAIL_KINDS; forms: 'lease' };
  }
}

export interface LeasesOptions {
  /** How often the staff are told of deposit statements due (GOL §7-108, 14 days), or false for none (tests drive it by hand). */
  depositDeadlines?: JobTiming;
}

/** What the leases feature adds to the services. */
export interface LeasesServices {
  /** Leases signed in the product: links, one-time codes, the evidence chain, the sealed PDF (docs/decisions/084). */
  leases: LeasesService;
}

/** Leases signed in the product: links, one-time codes, the evidence chain, the sealed PDF (docs/decisions/084). */
export const leasesFeature: ProductFeature<LeasesServices> = {
  name: 'leases',
  pageForms: [{ path: /^\/leases\/[^/]+$/, form: 'lease' }],
  mailKinds: MAIL_KINDS,
  migrations: leasesMigrations,
  services: ({ config, database, mail, photos, clock, services }) => ({
    leases: createLeasesService({
      config,
      database,
      mail,
      photos,
      siteSettings: services().siteSettings,
      deals: () => services().deals,
      clock,
    }),
  }),
  api: async (api) => {
    await api.register(leasesRoutes);
  },
  background: (services, { options }) => [
    periodicJob(options.depositDeadlines, 'leases: deposit deadlines', 60 * 60_000, async () => {
      const reminded = await services.leases.moves.remindDue();
      return reminded > 0 ? { reminded } : null;
    }),
  ],
};
