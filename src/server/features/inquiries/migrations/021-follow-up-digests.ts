import type { Kysely } from 'kysely';

/**
 * `follow_up_digests`: one row per New York day whose 8:00 follow-up digest was handled (sent, or
 * nothing was due). The day is the primary key: the instance whose insert succeeds sends that day's
 * e-mails in the same transaction; every other instance's insert fails, so it sends nothing
 * (docs/decisions/046).
 */
export function followUpDigestsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('follow_up_digests')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('inquiry_count', 'integer', (c) => c.notNull())
        .addColumn('recipient_count', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('follow_up_digests').ifExists().execute();
    },
  };
}
