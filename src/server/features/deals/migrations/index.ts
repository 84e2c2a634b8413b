// The deals feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { dealsMigration } from './030-deals.ts';
import { dealsOutsideApartmentsMigration } from './050-deals-outside-apartments.ts';
import { disclosureDigestMigration } from './045-disclosure-digest.ts';

/** The migrations of this feature's tables, by name. */
export function dealsMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '030-deals': dealsMigration(dialect),
    '050-deals-outside-apartments': dealsOutsideApartmentsMigration(),
    '045-disclosure-digest': disclosureDigestMigration(),
  };
}
