// The listings feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import { photoPreviewsMigration } from './007-photo-previews.ts';
import { listingWordingMigration } from './016-listing-wording.ts';
import { listingSaveKeyMigration } from './017-listing-save-key.ts';
import { listingSearchIndexesMigration } from './014-listing-search-indexes.ts';
import { listingAvailableFromMigration } from './020-listing-available-from.ts';
import { listingRoomsMigration } from './031-listing-rooms.ts';

/** The migrations of this feature's tables, by name. */
export function listingsMigrations(): Record<string, Migration> {
  return {
    '007-photo-previews': photoPreviewsMigration(),
    '016-listing-wording': listingWordingMigration(),
    '017-listing-save-key': listingSaveKeyMigration(),
    '014-listing-search-indexes': listingSearchIndexesMigration(),
    '020-listing-available-from': listingAvailableFromMigration(),
    '031-listing-rooms': listingRoomsMigration(),
  };
}
