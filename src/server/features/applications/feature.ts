import type { JobTiming } from '../../platform/feature.ts';
import { PeriodicJob } from '../../platform/periodic-job.ts';
import type { ProductFeature } from '../index.ts';
import { applicationsRoutes } from './applications.routes.ts';
import type { ApplicationsService } from './applications.service.ts';
import { createApplicationsService } from './create.ts';
import { applicationsMigrations } from './migrations/index.ts';

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
    options.applicationRetention === false
      ? null
      : new PeriodicJob(
          'applications: document retention',
          async () => {
            const applications = await services.applications.deleteExpiredDocuments();
            const neverSent = await services.applications.deleteUnsubmitted();
            return applications > 0 || neverSent > 0 ? { applications, neverSent } : null;
          },
          options.applicationRetention?.everyMs ?? 60 * 60_000,
        ),
    options.rentedApplications === false
      ? null
      : new PeriodicJob(
          'applications: close on rented listings',
          async () => {
            const closed = await services.applications.closeOnRentedListings();
            return closed > 0 ? { closed } : null;
          },
          options.rentedApplications?.everyMs ?? 60_000,
        ),
  ],
};
