import type { Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { withId } from '../../../platform/db/sql.ts';

/**
 * `password_reset_requests`: each 'Forgot your password?' asked and not yet handled (docs/decisions/106),
 * written before the answer so that a crash after it loses no request. Handled (the link stored and its
 * e-mail queued, or nothing for an address without an active account) and deleted in one transaction; a
 * request whose handling failed waits until `next_at` (`attempts` so far).
 */
export function passwordResetRequestsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('password_reset_requests'), dialect)
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('password_reset_requests_next_at')
        .on('password_reset_requests')
        .column('next_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('password_reset_requests').ifExists().execute();
    },
  };
}
