import type { Kysely } from 'kysely';

/**
 * The viewing booking's limits (docs/decisions/054): `viewings.client_key`, a keyed hash of the
 * booking's client address (IPv6 per /64), so the bookings one address made in the last 24 hours are
 * counted in the database every instance shares (cleared once a day old: no address is kept longer);
 * indexes for that count and for an e-mail address's open viewings.
 */
export function viewingBookingLimitsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('viewings').addColumn('client_key', 'text').execute();
      await db.schema.createIndex('viewings_client').on('viewings').columns(['client_key', 'created_at']).execute();
      await db.schema.createIndex('viewings_email').on('viewings').columns(['email', 'start_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('viewings_email').ifExists().execute();
      await db.schema.dropIndex('viewings_client').ifExists().execute();
      await db.schema.alterTable('viewings').dropColumn('client_key').execute();
    },
  };
}
