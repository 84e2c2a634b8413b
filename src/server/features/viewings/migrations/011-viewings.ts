import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { withId } from '../../../platform/db/sql.ts';

type AnyDb = Kysely<unknown>;

/** The statuses that hold a slot: a declined or cancelled viewing frees it. */
export const SLOT_HOLDING_STATUSES = ['requested', 'confirmed', 'done', 'no_show'] as const;

/**
 * Viewings (docs/decisions/033-one-viewing-per-slot.md):
 * - `listings.viewings_enabled` (on by default) and `listings.viewing_instructions`;
 * - `viewings`: one row per booking, linked to its listing and its inquiry; a partial unique index on
 *   `start_at` among the viewings that hold their slot, so two bookings of one time cannot both be
 *   stored, whichever instance takes them (SQLite and PostgreSQL both enforce partial indexes);
 * - `mail_outbox.calendar`: the iCalendar part of a message (`{ method, content }` as JSON).
 */
export function viewingsMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('listings')
        .addColumn('viewings_enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('listings')
        .addColumn('viewing_instructions', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('mail_outbox').addColumn('calendar', 'text').execute();

      await withId(db.schema.createTable('viewings'), dialect)
        .addColumn('listing_id', 'integer', (c) => c.references('listings.id').onDelete('set null'))
        .addColumn('listing_address', 'text', (c) => c.notNull())
        .addColumn('apartment', 'text', (c) => c.notNull())
        .addColumn('inquiry_id', 'integer', (c) => c.references('inquiries.id').onDelete('set null'))
        .addColumn('start_at', 'text', (c) => c.notNull())
        .addColumn('end_at', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('manage_token', 'text', (c) => c.notNull().unique())
        .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('invited', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('confirmed_at', 'text')
        .addColumn('reminder_sent_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('viewings_slot_held')
        .on('viewings')
        .column('start_at')
        .unique()
        .where(
          sql.ref('status'),
          'in',
          SLOT_HOLDING_STATUSES.map((s) => sql.lit(s)),
        )
        .execute();
      await db.schema.createIndex('viewings_status_start').on('viewings').columns(['status', 'start_at']).execute();
      await db.schema.createIndex('viewings_start').on('viewings').column('start_at').execute();
      await db.schema.createIndex('viewings_inquiry').on('viewings').column('inquiry_id').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('viewings').ifExists().execute();
      await db.schema.alterTable('mail_outbox').dropColumn('calendar').execute();
      await db.schema.alterTable('listings').dropColumn('viewing_instructions').execute();
      await db.schema.alterTable('listings').dropColumn('viewings_enabled').execute();
    },
  };
}
