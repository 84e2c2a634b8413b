import type { Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { withId } from '../../../platform/db/sql.ts';

type AnyDb = Kysely<unknown>;

/**
 * Roommate placement, the seekers (docs/decisions/065):
 * - `roommate_seekers`: one 'Find a room' profile each, with its private link (only the sha256 of its
 *   128-bit token), budget in cents, move-in day (New York), stay, areas, needs and way of living as
 *   JSON, the household preference, the text about themselves, whether they consent to introductions
 *   (and since when), pending until the address confirms, and the inquiry it also is;
 * - `roommate_introductions`: each introduction the agent sent, the two seekers, the note, who sent it
 *   and each seeker's consent as it stood then.
 * Alerts of new rooms reuse `listing_mail_sent` (search_kind 'roommate', search_id the seeker).
 */
export function roommateSeekersMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('roommate_seekers'), dialect)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('budget_cents', 'integer', (c) => c.notNull())
        .addColumn('move_in_date', 'text', (c) => c.notNull())
        .addColumn('stay_months', 'integer')
        .addColumn('areas', 'text', (c) => c.notNull())
        .addColumn('needs', 'text', (c) => c.notNull())
        .addColumn('lifestyle', 'text', (c) => c.notNull())
        .addColumn('household_preference', 'text', (c) => c.notNull())
        .addColumn('about', 'text', (c) => c.notNull())
        .addColumn('introduce', 'integer', (c) => c.notNull())
        .addColumn('introduce_consent_at', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('inquiry_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('roommate_seekers_status').on('roommate_seekers').columns(['status', 'id']).execute();
      await db.schema.createIndex('roommate_seekers_email').on('roommate_seekers').column('email').execute();

      await withId(db.schema.createTable('roommate_introductions'), dialect)
        .addColumn('seeker_a', 'integer', (c) => c.notNull())
        .addColumn('seeker_b', 'integer', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('sent_by', 'integer')
        .addColumn('consent_a_at', 'text', (c) => c.notNull())
        .addColumn('consent_b_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('roommate_introductions_a').on('roommate_introductions').column('seeker_a').execute();
      await db.schema.createIndex('roommate_introductions_b').on('roommate_introductions').column('seeker_b').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('roommate_introductions').ifExists().execute();
      await db.schema.dropTable('roommate_seekers').ifExists().execute();
    },
  };
}
