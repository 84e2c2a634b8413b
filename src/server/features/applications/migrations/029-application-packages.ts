import type { Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { withId } from '../../../platform/db/sql.ts';

type AnyDb = Kysely<unknown>;

/**
 * `application_packages` (docs/decisions/060-landlord-package-streamed-pdf.md): the landlord's
 * package links of an application. Only the sha256 of the link's 128-bit token is kept; a link
 * works until `expires_at` (7 days) unless `revoked_at` is set (revoked by staff, or by a newer
 * package of the same application).
 */
export function applicationPackagesMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('application_packages'), dialect)
        .addColumn('application_id', 'integer', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text')
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('application_packages_application')
        .on('application_packages')
        .columns(['application_id', 'id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('application_packages').ifExists().execute();
    },
  };
}
