import { periodicJob, type JobTiming } from '../../platform/periodic-job.ts';
import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { createDealsService } from './create.ts';
import { dealStatsRoutes } from './deal-stats.routes.ts';
import { dealsRoutes } from './deals.routes.ts';
import { disclosureCopyRoutes } from './disclosure-copy.routes.ts';
import type { DealsService } from './deals.service.ts';
import { dealsMigrations } from './migrations/index.ts';
import type { MailKindTable } from '../../platform/mail/types.ts';

/** The e-mails this feature sends, with what the platform must know of each (decision 097). */
const MAIL_KINDS = {
  'deal-disclosure': {},
  'deal-disclosure-signed': {},
  'deal-renewal': {},
  'deal-review': {},
} as const satisfies MailKindTable;

declare module '../../platform/feature.ts' {
  interface FeatureNames {
    deals: { mail: typeof MAIL_KINDS; forms: 'disclosure' | 'disclosure-copy' };
  }
}

export interface DealsOptions {
  /** How often the after-lease e-mails due are sent (renewal, review), or false for none (tests drive them by hand). */
  afterLeaseMail?: JobTiming;
  /** How often closed deals past their records' years are purged, or false for none (tests drive it by hand). */
  dealRecordsPurge?: JobTiming;
}

/** What the deals feature adds to the services. */
export interface DealsServices {
  /** Deals: the lease's terms and stage, the FARE Act disclosure, the listing following the deal (docs/decisions/061). */
  deals: DealsService;
}

/** Deals: the lease's terms and stage, the FARE Act disclosure, the listing following the deal (docs/decisions/061). */
export const dealsFeature: ProductFeature<DealsServices> = {
  name: 'deals',
  pageForms: [{ path: /^\/disclosures\/[^/]+$/, form: 'disclosure' }],
  mailKinds: MAIL_KINDS,
  migrations: dealsMigrations,
  services: ({ config, database, mail, clock, services }) => ({
    deals: createDealsService({
      agency: services().agency,
      database,
      mail,
      siteUrl: config.siteUrl,
      secret: config.jwtSecret,
      listings: services().listings,
      viewings: () => services().viewings,
      siteSettings: services().siteSettings,
      clock,
    }),
  }),
  api: async (api, options) => {
    await api.register(dealStatsRoutes, { clock: options.clock });
    await api.register(dealsRoutes);
    await api.register(disclosureCopyRoutes);
  },
  background: (services, { options }) => [
    periodicJob(options.afterLeaseMail, 'deals: after-lease e-mails', 60 * 60_000, async () => {
      const sent = await services.deals.afterLease.sendDue();
      return sent.renewal + sent.review > 0 ? sent : null;
    }),
    periodicJob(options.dealRecordsPurge, 'deals: records purge', 6 * 60 * 60_000, () =>
      services.deals.records.purge({
        leases: (ids) => services.leases.purgeOfDeals(ids),
        acknowledgements: (input) => services.agency.forget(input),
      }),
    ),
  ],
};
