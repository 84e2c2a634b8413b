import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';

type AnyDb = Kysely<unknown>;

/**
 * The purge of a deal's records past their end (docs/decisions/095-human-rights-law-checks.md, the
 * records part; issue 47 item 5):
 * - `leases.purge_at`: set by the purge job, in the transaction that deletes the lease, once the deal it
 *   belongs to closed more than the records setting's years ago (at least three, 19 NYCRR 175.23);
 * - the append-only guard of `lease_events` keeps refusing every UPDATE, and every DELETE but those of
 *   a lease being purged: the evidence chain is still never edited, only deleted whole with its lease.
 */
export function leaseRecordsPurgeMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('leases').addColumn('purge_at', 'text').execute();
      if (dialect === 'postgres') {
        await sql`CREATE OR REPLACE FUNCTION lease_events_append_only() RETURNS trigger AS $$
          BEGIN
            IF TG_OP = 'DELETE' AND EXISTS (SELECT 1 FROM leases WHERE id = OLD.lease_id AND purge_at IS NOT NULL) THEN
              RETURN OLD;
            END IF;
            RAISE EXCEPTION 'lease_events is append-only';
          END; $$ LANGUAGE plpgsql`.execute(db);
      } else {
        await sql`DROP TRIGGER IF EXISTS lease_events_no_delete`.execute(db);
        await sql`CREATE TRIGGER lease_events_no_delete BEFORE DELETE ON lease_events
          WHEN NOT EXISTS (SELECT 1 FROM leases WHERE id = OLD.lease_id AND purge_at IS NOT NULL)
          BEGIN SELECT RAISE(ABORT, 'lease_events is append-only'); END`.execute(db);
      }
    },
    async down(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql`CREATE OR REPLACE FUNCTION lease_events_append_only() RETURNS trigger AS $$
          BEGIN RAISE EXCEPTION 'lease_events is append-only'; END; $$ LANGUAGE plpgsql`.execute(db);
      } else {
        await sql`DROP TRIGGER IF EXISTS lease_events_no_delete`.execute(db);
        await sql`CREATE TRIGGER lease_events_no_delete BEFORE DELETE ON lease_events
          BEGIN SELECT RAISE(ABORT, 'lease_events is append-only'); END`.execute(db);
      }
      await db.schema.alterTable('leases').dropColumn('purge_at').execute();
    },
  };
}
