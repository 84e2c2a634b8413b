import type { Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { withId } from '../../../platform/db/sql.ts';

type AnyDb = Kysely<unknown>;

/**
 * `application_documents` (docs/decisions/055-application-documents-encrypted.md): one row per
 * uploaded document of a person of an application: its kind, the name and size shown, where its
 * ciphertext is stored, and what opens it (its own key wrapped by the master key, the IV and GCM tag).
 * `applications.documents_deleted_at`: when retention deleted the documents (the outcome stays).
 */
export function applicationDocumentsMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('application_documents'), dialect)
        .addColumn('application_id', 'integer', (c) => c.notNull())
        .addColumn('person_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('wrapped_key', 'text', (c) => c.notNull())
        .addColumn('iv', 'text', (c) => c.notNull())
        .addColumn('auth_tag', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('application_documents_application')
        .on('application_documents')
        .columns(['application_id', 'id'])
        .execute();
      await db.schema.alterTable('applications').addColumn('documents_deleted_at', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('applications').dropColumn('documents_deleted_at').execute();
      await db.schema.dropTable('application_documents').ifExists().execute();
    },
  };
}
