import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { agencyRoutes } from './agency.routes.ts';
import { AgencyService } from './agency.service.ts';
import { agencyMigrations } from './migrations/index.ts';
import type { MailKindTable } from '../../platform/mail/types.ts';

/** The e-mails this feature sends, with what the platform must know of each (decision 097). */
const MAIL_KINDS = {
  'agency-landlord': { noDisclosure: true },
} as const satisfies MailKindTable;

declare module '../../platform/feature.ts' {
  interface FeatureNames {
    agency: { mail: typeof MAIL_KINDS; forms: 'disclosure' };
  }
}

/** What the agency feature adds to the services. */
export interface AgencyServices {
  /** The New York State agency disclosure acknowledged by tenants and landlords (docs/decisions/088). */
  agency: AgencyService;
}

/** The New York State agency disclosure acknowledged by tenants and landlords (docs/decisions/088). */
export const agencyFeature: ProductFeature<AgencyServices> = {
  name: 'agency',
  mailKinds: MAIL_KINDS,
  migrations: agencyMigrations,
  services: ({ config, database, mail, clock }) => ({
    agency: new AgencyService({ db: database.db, mail, siteUrl: config.siteUrl, clock }),
  }),
  api: async (api) => {
    await api.register(agencyRoutes);
  },
};
