import type { Kysely } from 'kysely';

/**
 * Whether a photo has its link-preview JPEG (`{file_key}-og.jpg`): 1 for photos stored from now on,
 * 0 for older ones until the start-up backfill (images/jpeg-backfill.ts) has made theirs.
 */
export function photoPreviewsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('listing_photos')
        .addColumn('has_preview', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('listing_photos').dropColumn('has_preview').execute();
    },
  };
}
