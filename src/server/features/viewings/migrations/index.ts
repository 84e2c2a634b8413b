// The viewings feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { viewingsMigration } from './011-viewings.ts';
import { viewingBookingLimitsMigration } from './025-viewing-booking-limits.ts';
import { viewingLinkHashesMigration } from './041-viewing-link-hashes.ts';

/** The migrations of this feature's tables, by name. */
export function viewingsMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '011-viewings': viewingsMigration(dialect),
    '025-viewing-booking-limits': viewingBookingLimitsMigration(),
    '041-viewing-link-hashes': viewingLinkHashesMigration(),
  };
}
