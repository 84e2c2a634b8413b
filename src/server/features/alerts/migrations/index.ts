// The alerts feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { savedSearchesMigration } from './019-saved-searches.ts';

/** The migrations of this feature's tables, by name. */
export function alertsMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '019-saved-searches': savedSearchesMigration(dialect),
  };
}
