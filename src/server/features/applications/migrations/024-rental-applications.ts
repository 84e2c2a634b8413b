import type { Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { withId } from '../../../platform/db/sql.ts';

type AnyDb = Kysely<unknown>;

/**
 * Rental applications (docs/decisions/053-rental-applications-compliance.md):
 * - `applications`: one per household applying for a listing, with its status and when it was sent
 *   and decided (the listing's address is kept, so a deleted listing leaves the outcome readable);
 * - `application_people`: the applicant, co-applicants and guarantor, each with their own private
 *   link (only the sha256 of its 128-bit token is stored), their part as JSON (the fields of
 *   src/shared/applications.ts, nothing else), and the fees disclosed to them with when they
 *   confirmed them (FARE Act);
 * - `listings.applications_enabled`: whether a listing takes applications (on by default).
 */
export function rentalApplicationsMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('applications'), dialect)
        .addColumn('listing_id', 'integer')
        .addColumn('listing_address', 'text', (c) => c.notNull())
        .addColumn('listing_apartment', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('submitted_at', 'text')
        .addColumn('decided_at', 'text')
        .execute();
      await db.schema.createIndex('applications_status').on('applications').columns(['status', 'id']).execute();
      await db.schema.createIndex('applications_listing').on('applications').columns(['listing_id', 'id']).execute();

      await withId(db.schema.createTable('application_people'), dialect)
        .addColumn('application_id', 'integer', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('part', 'text', (c) => c.notNull())
        .addColumn('fees_disclosed', 'text')
        .addColumn('fees_acknowledged_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('application_people_application')
        .on('application_people')
        .columns(['application_id', 'id'])
        .execute();

      await db.schema
        .alterTable('listings')
        .addColumn('applications_enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('listings').dropColumn('applications_enabled').execute();
      await db.schema.dropTable('application_people').ifExists().execute();
      await db.schema.dropTable('applications').ifExists().execute();
    },
  };
}
