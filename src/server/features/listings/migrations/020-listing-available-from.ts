import type { Kysely } from 'kysely';

/**
 * `listings.available_from`: the move-in date the agent gives a listing ('YYYY-MM-DD', a New York
 * calendar day; null: available now). The public grids' 'Available by' filter reads it, and the
 * listing feeds send it as the listing's availability (decision 038).
 */
export function listingAvailableFromMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('listings').addColumn('available_from', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('listings').dropColumn('available_from').execute();
    },
  };
}
