// The inbound feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { inboundMailMigration } from './012-inbound-mail.ts';

/** The migrations of this feature's tables, by name. */
export function inboundMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '012-inbound-mail': inboundMailMigration(dialect),
  };
}
