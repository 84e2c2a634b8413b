import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { withId } from '../../../platform/db/sql.ts';

type AnyDb = Kysely<unknown>;

/**
 * Leases signed in the product (issue 45, docs/decisions/084-lease-signing-evidence.md):
 * - `leases`: one lease of a deal: the document the signers see (the landlord's lease and riders as one
 *   PDF, encrypted like applicants' documents: its key wrapped by the master key), its SHA-256 and pages,
 *   the riders checklist (JSON), the landlord, the status, and once complete the sealed signed PDF;
 * - `lease_signers`: each tenant, the guarantor and the landlord: the sha256 of their link's token, the
 *   one-time code's hash, expiry and tries, and what was recorded when they signed or declined;
 * - `lease_events`: the append-only evidence, each entry holding the hash of the previous one of its
 *   lease (a trigger refuses every UPDATE and DELETE). No key to `deals`: the evidence outlives the deal.
 */
export function leasesMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('leases'), dialect)
        .addColumn('deal_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('place', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('document_key', 'text', (c) => c.notNull())
        .addColumn('document_seal', 'text', (c) => c.notNull())
        .addColumn('document_sha256', 'text', (c) => c.notNull())
        .addColumn('pages', 'integer', (c) => c.notNull())
        .addColumn('riders', 'text', (c) => c.notNull())
        .addColumn('landlord_name', 'text')
        .addColumn('landlord_email', 'text')
        .addColumn('signed_key', 'text')
        .addColumn('signed_seal', 'text')
        .addColumn('signed_sha256', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('completed_at', 'text')
        .addColumn('ended_at', 'text')
        .addColumn('end_reason', 'text')
        .execute();
      await db.schema.createIndex('leases_deal').on('leases').columns(['deal_id', 'id']).execute();

      await withId(db.schema.createTable('lease_signers'), dialect)
        .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.unique())
        .addColumn('code_hash', 'text')
        .addColumn('code_expires_at', 'text')
        .addColumn('code_tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('codes_sent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('codes_window_at', 'text')
        .addColumn('opened_at', 'text')
        .addColumn('signed_at', 'text')
        .addColumn('signed_name', 'text')
        .addColumn('signed_ip', 'text')
        .addColumn('signed_user_agent', 'text')
        .addColumn('document_sha256', 'text')
        .addColumn('consent_sha256', 'text')
        .addColumn('declined_at', 'text')
        .addColumn('decline_reason', 'text')
        .execute();
      await db.schema.createIndex('lease_signers_lease').on('lease_signers').columns(['lease_id', 'position']).execute();

      await withId(db.schema.createTable('lease_events'), dialect)
        .addColumn('lease_id', 'integer', (c) => c.notNull().references('leases.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('signer_id', 'integer')
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('prev_hash', 'text', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addUniqueConstraint('lease_events_seq', ['lease_id', 'seq'])
        .execute();
      if (dialect === 'postgres') {
        await sql`CREATE FUNCTION lease_events_append_only() RETURNS trigger AS $$
          BEGIN RAISE EXCEPTION 'lease_events is append-only'; END; $$ LANGUAGE plpgsql`.execute(db);
        await sql`CREATE TRIGGER lease_events_append_only BEFORE UPDATE OR DELETE ON lease_events
          FOR EACH ROW EXECUTE FUNCTION lease_events_append_only()`.execute(db);
      } else {
        await sql`CREATE TRIGGER lease_events_no_update BEFORE UPDATE ON lease_events
          BEGIN SELECT RAISE(ABORT, 'lease_events is append-only'); END`.execute(db);
        await sql`CREATE TRIGGER lease_events_no_delete BEFORE DELETE ON lease_events
          BEGIN SELECT RAISE(ABORT, 'lease_events is append-only'); END`.execute(db);
      }
    },
    async down(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql`DROP TRIGGER IF EXISTS lease_events_append_only ON lease_events`.execute(db);
        await sql`DROP FUNCTION IF EXISTS lease_events_append_only()`.execute(db);
      }
      await db.schema.dropTable('lease_events').ifExists().execute();
      await db.schema.dropTable('lease_signers').ifExists().execute();
      await db.schema.dropTable('leases').ifExists().execute();
    },
  };
}
