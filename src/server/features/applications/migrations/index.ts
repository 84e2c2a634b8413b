// The applications feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { rentalApplicationsMigration } from './024-rental-applications.ts';
import { applicationDocumentsMigration } from './026-application-documents.ts';
import { applicationStaffMigration } from './027-application-staff.ts';
import { applicationPackagesMigration } from './029-application-packages.ts';
import { screeningReportDateMigration } from './063-screening-report-date.ts';
import { applicationPackageSealedMigration } from './073-application-package-sealed.ts';
import { applicationPeopleSealedMigration } from './075-application-people-sealed.ts';

/** The migrations of this feature's tables, by name. */
export function applicationsMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '024-rental-applications': rentalApplicationsMigration(dialect),
    '026-application-documents': applicationDocumentsMigration(dialect),
    '027-application-staff': applicationStaffMigration(dialect),
    '029-application-packages': applicationPackagesMigration(dialect),
    '063-screening-report-date': screeningReportDateMigration(),
    '073-application-package-sealed': applicationPackageSealedMigration(),
    '075-application-people-sealed': applicationPeopleSealedMigration(),
  };
}
