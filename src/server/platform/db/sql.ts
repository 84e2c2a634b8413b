import { sql, type CreateTableBuilder, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Dialect } from './client.ts';

/**
 * The SQL that differs between SQLite and PostgreSQL, written once: the services and migrations say
 * what they mean (any case, byte order, lock the rows, an id column) and these helpers say it in
 * each database's words.
 */

/** `%text%` for LIKE, lower-cased, with the wildcard characters of `text` escaped (escape character: backslash). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The rows where any of `columns` contains `search`, in any case: ILIKE on PostgreSQL, LIKE on SQLite
 * (which ignores the case of ASCII letters).
 */
export function containsAnyCase(dialect: Dialect, columns: readonly string[], search: string): RawBuilder<SqlBool> {
  const like = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  const pattern = containsPattern(search);
  const matches = columns.map((column) => sql`${sql.ref(column)} ${like} ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

/** `text` compared byte by byte, as SQLite compares it: PostgreSQL's own locale would order it otherwise. */
export function byteOrder<T>(dialect: Dialect, text: Expression<T>): RawBuilder<T> {
  return dialect === 'postgres' ? sql<T>`${text} collate "C"` : sql<T>`${text}`;
}

/** A text sort that ignores case and orders alike on both databases: lower-cased, then byte order. */
export const caseInsensitiveOrder = (dialect: Dialect, text: Expression<unknown>) =>
  byteOrder(dialect, sql<string>`lower(${text})`);

/**
 * The rows `query` reads, locked until the transaction ends (`FOR UPDATE`, with `skipLocked` passing
 * over rows another transaction holds). SQLite runs one writing transaction at a time: no lock needed.
 */
export function lockRows<DB, TB extends keyof DB, O>(
  dialect: Dialect,
  query: SelectQueryBuilder<DB, TB, O>,
  { skipLocked = false } = {},
): SelectQueryBuilder<DB, TB, O> {
  if (dialect !== 'postgres') return query;
  return skipLocked ? query.forUpdate().skipLocked() : query.forUpdate();
}

/** An auto-increment integer primary key `id`: serial on PostgreSQL, integer autoincrement on SQLite. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
