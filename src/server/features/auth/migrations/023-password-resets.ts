import type { Kysely } from 'kysely';

/**
 * `password_resets`: one row per 'Forgot your password?' link e-mailed to a staff member. Only the
 * SHA-256 of the link's random token is stored (the token itself is in the e-mail alone); a link works
 * until `expires_at` (an hour) and once (`used_at`). Rows go with their account.
 */
export function passwordResetsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('password_resets_user_id').on('password_resets').column('user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('password_resets').ifExists().execute();
    },
  };
}
