import type { Kysely } from 'kysely';

/**
 * The fair housing wording check on listings (docs/decisions/041):
 * - `wording_flags`: how many flagged phrases the listing's texts hold (the listings table's marker
 *   and filter, the dashboard's count), with `wording_version`, the phrase list it was counted by
 *   (null until counted: the start-up check counts every listing whose version is not the current one);
 * - `wording_confirmation`: who confirmed publishing flagged wording, when, and which phrases (JSON).
 */
export function listingWordingMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('listings')
        .addColumn('wording_flags', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('listings').addColumn('wording_version', 'text').execute();
      await db.schema.alterTable('listings').addColumn('wording_confirmation', 'text').execute();
      await db.schema.createIndex('listings_wording_flags').on('listings').columns(['wording_flags', 'status']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('listings_wording_flags').ifExists().execute();
      await db.schema.alterTable('listings').dropColumn('wording_confirmation').execute();
      await db.schema.alterTable('listings').dropColumn('wording_version').execute();
      await db.schema.alterTable('listings').dropColumn('wording_flags').execute();
    },
  };
}
