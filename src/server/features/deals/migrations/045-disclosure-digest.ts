import type { Kysely } from 'kysely';

/**
 * The fee disclosure binds what was shown (issue 44, docs/decisions/080-disclosure-digest-and-records.md):
 * - `deal_disclosures.language` ('en', 'es' or 'zh'; 'en' for the rows before): the language the
 *   link shows and the tenant signs in, so the check at Lease signed reads the same language;
 * - `deal_disclosures.content_digest`: the SHA-256 (hex) of the text and fees signed, the one the
 *   signing form carried;
 * - `deal_disclosures.superseded_at`: when a change of what the tenant pays replaced it (kept, never
 *   deleted: it is a record); null while it is the deal's current disclosure.
 */
export function disclosureDigestMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('deal_disclosures')
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .execute();
      await db.schema.alterTable('deal_disclosures').addColumn('content_digest', 'text').execute();
      await db.schema.alterTable('deal_disclosures').addColumn('superseded_at', 'text').execute();
      await db.schema.createIndex('deal_disclosures_signed_at').on('deal_disclosures').column('signed_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('deal_disclosures_signed_at').execute();
      for (const column of ['superseded_at', 'content_digest', 'language'])
        await db.schema.alterTable('deal_disclosures').dropColumn(column).execute();
    },
  };
}
