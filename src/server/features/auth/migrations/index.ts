// The auth feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import { sessionsMigration } from './010-sessions.ts';
import { passwordResetsMigration } from './023-password-resets.ts';

/** The migrations of this feature's tables, by name. */
export function authMigrations(): Record<string, Migration> {
  return {
    '010-sessions': sessionsMigration(),
    '023-password-resets': passwordResetsMigration(),
  };
}
