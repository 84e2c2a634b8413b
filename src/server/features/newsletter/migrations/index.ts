// The newsletter feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { newsletterDigestsMigration } from './008-newsletter-digests.ts';

/** The migrations of this feature's tables, by name. */
export function newsletterMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '008-newsletter-digests': newsletterDigestsMigration(dialect),
  };
}
