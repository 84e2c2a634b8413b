import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../client.ts';
import {
  INQUIRY_SEARCH,
  LISTING_SEARCH,
  PHONE_DIGITS_COLUMN,
  SEARCH_TEXT_COLUMN,
  indexedValues,
  postgresSearchText,
  type TextSearchIndex,
} from '../text-search.ts';

/**
 * Trigram indexes for the back-office searches of inquiries and listings (docs/decisions/044),
 * built for the rows already there.
 * - SQLite: a contentless FTS5 table per searched table (trigram tokenizer, rowid = the row's id,
 *   deletable by rowid), filled from the table and kept by triggers on insert, on a change of a
 *   searched field, and on delete.
 * - PostgreSQL: the pg_trgm extension, a generated stored column with the searched fields' joined
 *   text, lower-cased, and a trigram GIN index on it.
 * The indexes' shapes come from src/server/platform/db/text-search.ts: changing them there needs a new migration.
 */
export function textSearchIndexesMigration(dialect: Dialect) {
  const indexes = [INQUIRY_SEARCH, LISTING_SEARCH];
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`create extension if not exists pg_trgm`.execute(db);
        for (const index of indexes) {
          await sql
            .raw(
              `alter table ${index.table} add column ${SEARCH_TEXT_COLUMN} text generated always as (${postgresSearchText(index)}) stored`,
            )
            .execute(db);
          await sql
            .raw(`create index ${index.ftsTable} on ${index.table} using gin (${SEARCH_TEXT_COLUMN} gin_trgm_ops)`)
            .execute(db);
        }
        return;
      }
      for (const index of indexes) for (const statement of sqliteIndex(index)) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const index of indexes) {
        if (dialect === 'postgres') {
          await sql.raw(`drop index if exists ${index.ftsTable}`).execute(db);
          await sql.raw(`alter table ${index.table} drop column if exists ${SEARCH_TEXT_COLUMN}`).execute(db);
          continue;
        }
        for (const event of ['insert', 'update', 'delete'])
          await sql.raw(`drop trigger if exists ${index.ftsTable}_${event}`).execute(db);
        await sql.raw(`drop table if exists ${index.ftsTable}`).execute(db);
      }
    },
  };
}

/** The FTS5 table of `index`, filled from its table, and the triggers that keep it. */
function sqliteIndex(index: TextSearchIndex): string[] {
  const { table, ftsTable } = index;
  const columns = [...index.columns, ...(index.phone ? [PHONE_DIGITS_COLUMN] : [])].join(', ');
  const insert = `insert into ${ftsTable} (rowid, ${columns}) values (new.id, ${indexedValues('sqlite', index, 'new').join(', ')});`;
  const remove = (row: string) => `delete from ${ftsTable} where rowid = ${row}.id;`;
  return [
    `create virtual table ${ftsTable} using fts5(${columns}, tokenize = 'trigram', content = '', contentless_delete = 1)`,
    `insert into ${ftsTable} (rowid, ${columns}) select id, ${indexedValues('sqlite', index).join(', ')} from ${table}`,
    `create trigger ${ftsTable}_insert after insert on ${table} begin ${insert} end`,
    `create trigger ${ftsTable}_update after update of ${index.columns.join(', ')} on ${table} begin ${remove('old')} ${insert} end`,
    `create trigger ${ftsTable}_delete after delete on ${table} begin ${remove('old')} end`,
  ];
}
