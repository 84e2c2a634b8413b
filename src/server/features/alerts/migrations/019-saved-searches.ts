import type { Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { withId } from '../../../platform/db/sql.ts';

type AnyDb = Kysely<unknown>;

/**
 * Saved searches and the one sender of listing e-mails (docs/decisions/039-saved-search-matching.md):
 * - `saved_searches`: a renter's alert: the grid and canonical query it was saved from, instant or
 *   daily, 'pending' until its address confirms it (then 'active'; 'stopped' when left);
 * - `subscribers.newsletter`: whether the address asked for the newsletter (an address with only
 *   alerts is a subscriber too, with 0);
 * - `newsletter_digests.kind`: a round of listing e-mails is the newsletter's digest or a round of
 *   instant or daily alerts; `newsletter_digest_recipients.search_id` (was subscriber_id) names the
 *   search it answers (a subscriber for the newsletter, the search with no criteria; a saved search
 *   for alerts) and `listing_ids` the round's listings that match it (null: all of them);
 * - `listing_mail_sent`: each listing activation e-mailed to each search, under a primary key claimed
 *   in the transaction that queues the e-mail, so a listing reaches a search once across instances.
 */
export function savedSearchesMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('saved_searches'), dialect)
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('subscriber_id', 'integer')
        .addColumn('grid', 'text', (c) => c.notNull())
        .addColumn('grid_label', 'text', (c) => c.notNull())
        .addColumn('criteria', 'text', (c) => c.notNull())
        .addColumn('frequency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('saved_searches_status').on('saved_searches').columns(['status', 'frequency']).execute();
      await db.schema.createIndex('saved_searches_pending').on('saved_searches').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('saved_searches_email').on('saved_searches').column('email').execute();
      await db.schema.createIndex('saved_searches_subscriber').on('saved_searches').column('subscriber_id').execute();

      await db.schema
        .alterTable('subscribers')
        .addColumn('newsletter', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .alterTable('newsletter_digests')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('newsletter'))
        .execute();
      await db.schema.createIndex('newsletter_digests_kind').on('newsletter_digests').columns(['kind', 'id']).execute();
      await db.schema.alterTable('newsletter_digest_recipients').renameColumn('subscriber_id', 'search_id').execute();
      await db.schema.alterTable('newsletter_digest_recipients').addColumn('listing_ids', 'text').execute();

      await db.schema
        .createTable('listing_mail_sent')
        .addColumn('search_kind', 'text', (c) => c.notNull())
        .addColumn('search_id', 'integer', (c) => c.notNull())
        .addColumn('listing_id', 'integer', (c) => c.notNull())
        .addColumn('activated_at', 'text', (c) => c.notNull())
        .addColumn('digest_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('listing_mail_sent_pk', ['search_kind', 'search_id', 'listing_id', 'activated_at'])
        .execute();
      await db.schema.createIndex('listing_mail_sent_created').on('listing_mail_sent').column('created_at').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('listing_mail_sent').ifExists().execute();
      await db.schema.alterTable('newsletter_digest_recipients').dropColumn('listing_ids').execute();
      await db.schema.alterTable('newsletter_digest_recipients').renameColumn('search_id', 'subscriber_id').execute();
      await db.schema.dropIndex('newsletter_digests_kind').ifExists().execute();
      await db.schema.alterTable('newsletter_digests').dropColumn('kind').execute();
      await db.schema.alterTable('subscribers').dropColumn('newsletter').execute();
      await db.schema.dropTable('saved_searches').ifExists().execute();
    },
  };
}
