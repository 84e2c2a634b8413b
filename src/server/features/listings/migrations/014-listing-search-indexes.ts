import type { Kysely } from 'kysely';

/**
 * Indexes of the renters' search on the public grids (decision 038): active listings by rent (the
 * price sorts and a price range) and by bedrooms then rent (a bedroom choice, with or without a price
 * range or the price sorts). The newest-first grid keeps `listings_status_created`.
 */
export function listingSearchIndexesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('listings_status_price').on('listings').columns(['status', 'price', 'id']).execute();
      await db.schema
        .createIndex('listings_status_bedrooms_price')
        .on('listings')
        .columns(['status', 'bedrooms', 'price', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('listings_status_bedrooms_price').execute();
      await db.schema.dropIndex('listings_status_price').execute();
    },
  };
}
