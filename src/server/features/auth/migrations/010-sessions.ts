import type { Kysely } from 'kysely';

/**
 * Sessions that end (decision 030):
 * - `revoked_tokens`: the id of each token signed out with Logout, until the token would have expired
 *   anyway, so every instance refuses it;
 * - `users.disabled_at`: set while an administrator has disabled the account (its tokens are refused
 *   and it cannot sign in).
 */
export function sessionsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('revoked_tokens')
        .addColumn('jti', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('revoked_tokens_expires_at').on('revoked_tokens').column('expires_at').execute();
      await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('disabled_at').execute();
      await db.schema.dropTable('revoked_tokens').ifExists().execute();
    },
  };
}
