import type { Kysely } from 'kysely';

type AnyDb = Kysely<{ data_versions: { name: string; version: number } }>;

/**
 * Site settings in the database (one JSON document per name; 'site' holds the agent's site; no row
 * means the defaults of src/shared/site-settings.ts), the 'settings' data version that the page
 * cache depends on, and the fees a tenant pays on each listing (FARE Act disclosure; a JSON list).
 */
export function siteSettingsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('site_settings')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await (db as AnyDb).insertInto('data_versions').values({ name: 'settings', version: 0 }).execute();
      await db.schema
        .alterTable('listings')
        .addColumn('fees', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('listings').dropColumn('fees').execute();
      await (db as AnyDb).deleteFrom('data_versions').where('name', '=', 'settings').execute();
      await db.schema.dropTable('site_settings').ifExists().execute();
    },
  };
}
