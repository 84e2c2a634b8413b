// The feeds feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import { listingFeedsMigration } from './013-listing-feeds.ts';

/** The migrations of this feature's tables, by name. */
export function feedsMigrations(): Record<string, Migration> {
  return {
    '013-listing-feeds': listingFeedsMigration(),
  };
}
