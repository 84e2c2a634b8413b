// The insights feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { pageViewsMigration } from './015-page-views.ts';
import { visitorIdsMigration } from './022-visitor-ids.ts';

/** The migrations of this feature's tables, by name. */
export function insightsMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '015-page-views': pageViewsMigration(),
    '022-visitor-ids': visitorIdsMigration(dialect),
  };
}
