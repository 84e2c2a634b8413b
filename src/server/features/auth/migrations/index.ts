// The auth feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import { sessionsMigration } from './010-sessions.ts';
import { passwordResetsMigration } from './023-password-resets.ts';
import { passwordResetRequestsMigration } from './074b-password-reset-requests.ts';
import type { Dialect } from '../../../platform/db/client.ts';

/** The migrations of this feature's tables, by name. */
export function authMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '010-sessions': sessionsMigration(),
    '023-password-resets': passwordResetsMigration(),
    '074b-password-reset-requests': passwordResetRequestsMigration(dialect),
  };
}
