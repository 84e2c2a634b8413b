// The leases feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { leasesMigration } from './060-leases.ts';
import { leaseRecordsPurgeMigration } from './062-lease-records-purge.ts';
import { conditionReportsMigration } from './064-condition-reports.ts';

/** The migrations of this feature's tables, by name. */
export function leasesMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '060-leases': leasesMigration(dialect),
    '062-lease-records-purge': leaseRecordsPurgeMigration(dialect),
    '064-condition-reports': conditionReportsMigration(),
  };
}
