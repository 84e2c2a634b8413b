import type { Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { withId } from '../../../platform/db/sql.ts';

type AnyDb = Kysely<unknown>;

/**
 * The staff's side of rental applications (docs/decisions/055-application-documents-encrypted.md):
 * - `application_document_access`: every viewing or download of a document by staff or through the
 *   landlord's package: who, when, from which address;
 * - `applications.screening_fee_received` / `screening_fee_received_at`: the screening fee the agent
 *   recorded received (the applicant is e-mailed a receipt); the product takes no payment itself.
 */
export function applicationStaffMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('application_document_access'), dialect)
        .addColumn('application_id', 'integer', (c) => c.notNull())
        .addColumn('document_id', 'integer')
        .addColumn('document_name', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('who', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('application_document_access_application')
        .on('application_document_access')
        .columns(['application_id', 'id'])
        .execute();
      await db.schema.alterTable('applications').addColumn('screening_fee_received', 'real').execute();
      await db.schema.alterTable('applications').addColumn('screening_fee_received_at', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('applications').dropColumn('screening_fee_received_at').execute();
      await db.schema.alterTable('applications').dropColumn('screening_fee_received').execute();
      await db.schema.dropTable('application_document_access').ifExists().execute();
    },
  };
}
