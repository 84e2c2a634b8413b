import type { Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { withId } from '../../../platform/db/sql.ts';

/**
 * `inquiry_events`: what happened to an inquiry besides its e-mails, shown in its timeline. Today the
 * changes of the viewing it was made with (confirmed, declined, released, rescheduled, cancelled by
 * the agent or the renter), each with the viewing's time after the change; they go with the inquiry.
 */
export function inquiryEventsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('inquiry_events'), dialect)
        .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id').onDelete('cascade'))
        .addColumn('viewing_id', 'integer')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('viewing_start', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('inquiry_events_inquiry').on('inquiry_events').columns(['inquiry_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('inquiry_events').ifExists().execute();
    },
  };
}
