import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { withId } from '../../../platform/db/sql.ts';

type AnyDb = Kysely<unknown>;

/**
 * The new-listing digests:
 * - `listings.activated_at`: when a listing last became active (set on create and on every change to
 *   active), so a digest can name the listings that are new or active again since the last one;
 * - `newsletter_digests`: one row per digest sent, chained by `previous_id` (unique: two instances that
 *   race to start the next digest cannot both insert it), with a snapshot of its listings;
 * - `newsletter_digest_recipients`: who each digest goes to and the outbox row of their e-mail, so each
 *   subscriber receives each digest once, across instances and restarts.
 */
export function newsletterDigestsMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('listings').addColumn('activated_at', 'text').execute();
      await sql`update listings set activated_at = created_at where status = 'active'`.execute(db);
      await db.schema.createIndex('listings_status_activated').on('listings').columns(['status', 'activated_at']).execute();

      await withId(db.schema.createTable('newsletter_digests'), dialect)
        .addColumn('previous_id', 'integer', (c) => c.notNull().unique())
        .addColumn('trigger', 'text', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('window_end', 'text', (c) => c.notNull())
        .addColumn('listings', 'text', (c) => c.notNull())
        .addColumn('listing_count', 'integer', (c) => c.notNull())
        .addColumn('recipient_count', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('next_batch_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('completed_at', 'text')
        .execute();
      await db.schema.createIndex('newsletter_digests_status').on('newsletter_digests').columns(['status']).execute();

      await db.schema
        .createTable('newsletter_digest_recipients')
        .addColumn('digest_id', 'integer', (c) => c.notNull().references('newsletter_digests.id').onDelete('cascade'))
        .addColumn('subscriber_id', 'integer', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('outbox_id', 'integer')
        .addPrimaryKeyConstraint('newsletter_digest_recipients_pk', ['digest_id', 'subscriber_id'])
        .execute();
      await db.schema
        .createIndex('newsletter_digest_recipients_status')
        .on('newsletter_digest_recipients')
        .columns(['digest_id', 'status'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('newsletter_digest_recipients').ifExists().execute();
      await db.schema.dropTable('newsletter_digests').ifExists().execute();
      await db.schema.dropIndex('listings_status_activated').ifExists().execute();
      await db.schema.alterTable('listings').dropColumn('activated_at').execute();
    },
  };
}
