import type { JobTiming } from '../../platform/feature.ts';
import { PeriodicJob } from '../../platform/periodic-job.ts';
import type { ProductFeature } from '../index.ts';
import { createRoommatesService, type RoommatesService } from './create.ts';
import { roommatesMigrations } from './migrations/index.ts';
import { roommatesRoutes } from './roommates.routes.ts';

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
    options.roommateAlerts === false
      ? null
      : new PeriodicJob(
          'roommates: room alerts',
          async () => {
            const alerts = await services.roommates.seekers.sendRoomAlerts();
            const expired = await services.roommates.seekers.expire();
            return alerts > 0 || expired > 0 ? { alerts, expired } : null;
          },
          options.roommateAlerts?.everyMs ?? 60_000,
        ),
  ],
};
