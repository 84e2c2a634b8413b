import type { Kysely } from 'kysely';

/**
 * `listings.save_key`: the key of the last save (create or edit) applied to the listing, sent by the
 * back-office form as `Idempotency-Key`. A save sent again after a dropped connection carries the same
 * key and answers the listing as it is instead of creating it twice or appending its photos again
 * (docs/decisions/042). Unique: one save, one listing.
 */
export function listingSaveKeyMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('listings').addColumn('save_key', 'text').execute();
      await db.schema.createIndex('listings_save_key').unique().on('listings').column('save_key').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('listings_save_key').ifExists().execute();
      await db.schema.alterTable('listings').dropColumn('save_key').execute();
    },
  };
}
