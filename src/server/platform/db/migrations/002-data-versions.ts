import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * A version counter per data area, bumped in the same transaction as every write to that area, so
 * each server instance can tell whether its cached read results are still current (see
 * docs/decisions: listings result cache).
 */
export function dataVersionsMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('data_versions')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await (db as Kysely<{ data_versions: { name: string; version: number } }>)
        .insertInto('data_versions')
        .values({ name: 'listings', version: 0 })
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('data_versions').ifExists().execute();
    },
  };
}
