// The agency feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { agencyFairChanceMigration } from './055-agency-fair-chance.ts';

/** The migrations of this feature's tables, by name. */
export function agencyMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '055-agency-fair-chance': agencyFairChanceMigration(dialect),
  };
}
