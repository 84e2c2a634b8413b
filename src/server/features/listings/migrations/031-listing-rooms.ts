import type { Kysely } from 'kysely';

/**
 * Rooms in shared apartments (docs/decisions/063):
 * - `listings.kind`: 'apartment' (the whole home, every listing before this migration) or 'room' (one
 *   room of a shared apartment; the listing's price is the room's rent, its bedrooms and bathrooms the
 *   apartment's);
 * - `listings.household`: a room's facts and the home's way of living, as JSON (`ListingHousehold`:
 *   flatmates, private bath, furnished, utilities included, smoking, pets, quiet hours, work from home);
 *   null on a whole apartment.
 * The index serves the Rooms grid and `GET /api/listings?kind=room`.
 */
export function listingRoomsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('listings')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('apartment'))
        .execute();
      await db.schema.alterTable('listings').addColumn('household', 'text').execute();
      await db.schema.createIndex('listings_kind_status').on('listings').columns(['kind', 'status']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('listings_kind_status').ifExists().execute();
      await db.schema.alterTable('listings').dropColumn('household').execute();
      await db.schema.alterTable('listings').dropColumn('kind').execute();
    },
  };
}
