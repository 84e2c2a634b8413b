import type { Kysely } from 'kysely';

type AnyDb = Kysely<{ listing_feeds: { name: string } }>;

/**
 * The portal feeds (docs/decisions/037): whether a listing goes to StreetEasy and Zillow
 * (`listings.syndicate`, on by default), whether a photo has its portal JPEG (`has_portal_jpeg`: 1 for
 * photos stored from now on, 0 for older ones until the start-up backfill made theirs), and one row per
 * feed that every instance shares: the data version it was last generated for, when, how many listings
 * it held, and the last fetch (time and user agent).
 */
export function listingFeedsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('listings')
        .addColumn('syndicate', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('listing_photos')
        .addColumn('has_portal_jpeg', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('listing_feeds')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('version', 'text')
        .addColumn('generated_at', 'text')
        .addColumn('listing_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('held_back', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_fetched_at', 'text')
        .addColumn('last_user_agent', 'text')
        .execute();
      await (db as AnyDb)
        .insertInto('listing_feeds')
        .values([{ name: 'streeteasy' }, { name: 'zillow' }])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('listing_feeds').ifExists().execute();
      await db.schema.alterTable('listing_photos').dropColumn('has_portal_jpeg').execute();
      await db.schema.alterTable('listings').dropColumn('syndicate').execute();
    },
  };
}
