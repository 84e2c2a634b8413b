import type { ProductFeature } from '../index.ts';
import { createLeasesService } from './create.ts';
import { leasesRoutes } from './leases.routes.ts';
import type { LeasesService } from './leases.service.ts';
import { leasesMigrations } from './migrations/index.ts';

/** What the leases feature adds to the services. */
export interface LeasesServices {
  /** Leases signed in the product: links, one-time codes, the evidence chain, the sealed PDF (docs/decisions/084). */
  leases: LeasesService;
}

/** Leases signed in the product: links, one-time codes, the evidence chain, the sealed PDF (docs/decisions/084). */
export const leasesFeature: ProductFeature<LeasesServices> = {
  name: 'leases',
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
};
