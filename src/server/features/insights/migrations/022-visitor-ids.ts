import type { Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { createHashedVisitors } from './015-page-views.ts';

/**
 * `view_visitors` keyed by one number (docs/decisions/040): the visitor of a page on a day is 52 bits
 * of sha256(the day's salt, page, visitor key), the table's primary key (on SQLite its rowid: one
 * B-tree of 8-byte keys instead of a table and an index of two texts and a 22-character hash, about
 * a quarter of the bytes a new visitor writes). The rows are a day's dedup only, not counts: they are
 * dropped, so a visitor counted earlier on the day this runs may count once more.
 */
export function visitorIdsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('view_visitors').execute();
      await db.schema
        .createTable('view_visitors')
        .addColumn('visitor', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.primaryKey())
        .addColumn('day', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('view_visitors').execute();
      await createHashedVisitors(db);
    },
  };
}
