import type { Kysely } from 'kysely';

/**
 * Indexes of the lead desk: inquiries by listing (a listing's deletion sets their listing_id to
 * null) and by status and date for the default newest-first page with a status filter.
 */
export function inquiryIndexesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('inquiries_listing').on('inquiries').column('listing_id').execute();
      await db.schema.createIndex('inquiries_created_id').on('inquiries').columns(['created_at', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('inquiries_created_id').execute();
      await db.schema.dropIndex('inquiries_listing').execute();
    },
  };
}
