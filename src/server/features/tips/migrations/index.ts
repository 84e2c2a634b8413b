// The tips feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import { tipsVersionMigration } from './003-tips-version.ts';

/** The migrations of this feature's tables, by name. */
export function tipsMigrations(): Record<string, Migration> {
  return {
    '003-tips-version': tipsVersionMigration(),
  };
}
