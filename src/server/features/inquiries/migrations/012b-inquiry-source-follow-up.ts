import { sql, type Kysely } from 'kysely';

/**
 * Every inquiry records where the lead came from (the form that stored it, or what staff chose for a
 * lead they entered), and the day the agent means to follow up with an optional note. Existing
 * inquiries get the source of the form that stored them.
 */
export function inquirySourceFollowUpMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('inquiries')
        .addColumn('source', 'text', (c) => c.notNull().defaultTo('Contact form'))
        .execute();
      await db.schema.alterTable('inquiries').addColumn('follow_up_on', 'text').execute();
      await db.schema
        .alterTable('inquiries')
        .addColumn('follow_up_note', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await sql`update inquiries set source = case inquiry_type when 'property' then 'Property page' when 'viewing' then 'Viewing' else 'Contact form' end`.execute(
        db,
      );
      await db.schema.createIndex('inquiries_follow_up').on('inquiries').columns(['follow_up_on']).execute();
      await db.schema.createIndex('inquiries_source_created').on('inquiries').columns(['source', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('inquiries_source_created').execute();
      await db.schema.dropIndex('inquiries_follow_up').execute();
      for (const column of ['follow_up_note', 'follow_up_on', 'source']) {
        await db.schema.alterTable('inquiries').dropColumn(column).execute();
      }
    },
  };
}
