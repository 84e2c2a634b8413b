// Decided in docs/decisions/049-details-dialect-and-rooms: an inquiry's details from one list, the dialect's SQL in one module, each resource in one room.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db, Dialect } from './client.ts';
import { containsAnyCase, containsPattern } from './sql.ts';

/**
 * The back-office's text search (docs/decisions/044): a case-insensitive substring of any searched
 * field, answered from a trigram index so that its cost follows the matches, not the table.
 * - SQLite: an FTS5 table with the trigram tokenizer, filled by triggers (migration 018). An input of
 *   three characters or more is one quoted phrase, which on trigrams is exactly a substring; inside
 *   quotes nothing is FTS syntax, so no input can change the query. One or two characters make no
 *   trigram: those scan with LIKE, as every search did before.
 * - PostgreSQL: LIKE over a stored column holding the searched fields lower-cased, with a pg_trgm GIN
 *   index (answered from the index for inputs of three characters or more; the planner decides).
 * A search written like a phone number also matches the phone's digits ('2125550100' finds
 * '(212) 555-0100').
 */
export interface TextSearchIndex {
  /** The searched table (its `id` is the FTS5 table's rowid). */
  table: 'inquiries' | 'listings';
  /** The FTS5 table on SQLite. */
  ftsTable: string;
  /** The fields searched. */
  columns: readonly string[];
  /** The phone column whose digits a phone-like search matches too. */
  phone?: string;
}

/** Inquiries: name, e-mail, phone, message and the listing's address (docs/product.md §5). */
export const INQUIRY_SEARCH: TextSearchIndex = {
  table: 'inquiries',
  ftsTable: 'inquiries_search',
  columns: ['name', 'email', 'phone', 'message', 'listing_address'],
  phone: 'phone',
};

/** Listings in the back-office: address, apartment number and description. */
export const LISTING_SEARCH: TextSearchIndex = {
  table: 'listings',
  ftsTable: 'listings_search',
  columns: ['address', 'neighborhood', 'description'],
};

/** The FTS5 column that holds the phone's digits. */
export const PHONE_DIGITS_COLUMN = 'phone_digits';

/** The characters a phone number is written with besides its digits (left out to compare digits). */
const PHONE_PUNCTUATION = [' ', '-', '(', ')', '.', '+', '/'];

/** SQL for `phone` without its punctuation (on PostgreSQL immutable, so it can be indexed). */
function phoneDigitsSql(dialect: Dialect, phone: string): string {
  if (dialect === 'postgres') return `translate(${phone}, '${PHONE_PUNCTUATION.join('')}', '')`;
  return PHONE_PUNCTUATION.reduce((text, c) => `replace(${text}, '${c}', '')`, phone);
}

/**
 * The values the index holds for one row, as SQL over `row` ('new' in a trigger, '' for the table's
 * own columns): each field (null as blank), then the phone's digits.
 */
export function indexedValues(dialect: Dialect, index: TextSearchIndex, row = ''): string[] {
  const column = (name: string) => `coalesce(${row ? `${row}.` : ''}${name}, '')`;
  return [...index.columns.map(column), ...(index.phone ? [phoneDigitsSql(dialect, column(index.phone))] : [])];
}

/** The PostgreSQL column that holds the searched text, lower-cased (generated, stored, trigram-indexed). */
export const SEARCH_TEXT_COLUMN = 'search_text';

/**
 * The expression of SEARCH_TEXT_COLUMN: the fields lower-cased and joined by a unit separator, which
 * no typed search holds, so no match spans two fields.
 */
export const postgresSearchText = (index: TextSearchIndex) =>
  `lower(${indexedValues('postgres', index).join(' || chr(31) || ')})`;

/** An FTS5 string: the text in double quotes, its own double quotes doubled (FTS5's only escape). */
const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The digits of a search written like a phone number (digits and phone punctuation, three digits or more), else null. */
function phoneDigits(search: string): string | null {
  if (!/^[\d ().+/-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  return digits.length >= 3 && digits !== search ? digits : null;
}

/** The FTS5 query for `search`: the phrase, or the digits of a phone-like search too. */
function ftsQuery(index: TextSearchIndex, search: string): string {
  const digits = index.phone ? phoneDigits(search) : null;
  return digits ? `${ftsString(search)} OR ${ftsString(digits)}` : ftsString(search);
}

/** True when SQLite answers `search` from its FTS5 index: a trigram is three characters (code points, as the tokenizer counts). */
const indexedOnSqlite = (search: string) => [...search].length >= 3;

/** The rows of `index.table` whose fields hold `search` (trimmed, not blank), any case. */
export function textSearchCondition(dialect: Dialect, index: TextSearchIndex, search: string): RawBuilder<SqlBool> {
  if (dialect === 'postgres') {
    // A plain LIKE on the stored lower-cased text: the index's candidates are checked without
    // rebuilding the text or folding case row by row (ILIKE over the fields measured several times slower).
    const text = sql.ref(`${index.table}.${SEARCH_TEXT_COLUMN}`);
    const digits = index.phone ? phoneDigits(search) : null;
    const matches = sql<SqlBool>`${text} like ${containsPattern(search)}`;
    return digits ? sql<SqlBool>`(${matches} or ${text} like ${containsPattern(digits)})` : matches;
  }
  if (indexedOnSqlite(search)) {
    const fts = sql.table(index.ftsTable);
    return sql<SqlBool>`${sql.ref(`${index.table}.id`)} in (select rowid from ${fts} where ${fts} match ${ftsQuery(index, search)})`;
  }
  return likeScan(index, search);
}

/** SQLite without the index (one or two characters): LIKE over each field (ASCII letters in any case). */
function likeScan(index: TextSearchIndex, search: string): RawBuilder<SqlBool> {
  return containsAnyCase(
    'sqlite',
    index.columns.map((column) => `${index.table}.${column}`),
    search,
  );
}

interface TextSearchPlan {
  condition: Expression<SqlBool>;
  /** How many rows match, when the index alone counted them (SQLite); the total of a list with no other filter. */
  matches?: number;
}

/**
 * The search of one page of a list. PostgreSQL's planner weighs the trigram index itself. On SQLite
 * the matches are counted first: by the FTS5 index (without reading the table), which gives their
 * ids in the same statement, or for one or two characters by a LIKE scan of the table. Few matches
 * are then fetched by id and sorted. When many match and the list is ordered by an index
 * (`indexOrdered`), walking that index finds the page's `rows` (offset + limit) sooner, after about
 * rows × table / matches entries, whereas fetching them all costs one look-up per match; with few
 * matches that walk would read nearly the whole table in its order, which costs far more than
 * a second scan for their ids.
 */
export async function planTextSearch(
  db: Db,
  dialect: Dialect,
  index: TextSearchIndex,
  search: string,
  page: { rows: number; indexOrdered: boolean },
): Promise<TextSearchPlan> {
  if (dialect === 'postgres') return { condition: textSearchCondition(dialect, index, search) };
  const fts = sql.table(index.ftsTable);
  const table = sql.table(index.table);
  const scan = indexedOnSqlite(search) ? undefined : likeScan(index, search);
  const found = scan
    ? sql<Found>`select count(*) as n, null as ids from ${table} where ${scan}`
    : sql<Found>`select count(*) as n, json_group_array(rowid) as ids from ${fts} where ${fts} match ${ftsQuery(index, search)}`;
  const [{ rows: matched }, { rows: last }] = await Promise.all([
    found.execute(db),
    sql<{ id: number | null }>`select max(id) as id from ${table}`.execute(db),
  ]);
  const matches = Number(matched[0]?.n ?? 0);
  const inOrder = page.indexOrdered && matches * matches > page.rows * Number(last[0]?.id ?? 0);
  if (scan && inOrder) return { condition: scan, matches };
  const ids = scan
    ? (await sql<Found>`select json_group_array(id) as ids from ${table} where ${scan}`.execute(db)).rows[0]?.ids
    : matched[0]?.ids;
  // A unary + keeps SQLite from fetching the matches by id, so it follows the list's index instead.
  const id = sql`${sql.raw(inOrder ? '+' : '')}${sql.ref(`${index.table}.id`)}`;
  return { condition: sql<SqlBool>`${id} in (select value from json_each(${ids ?? '[]'}))`, matches };
}

interface Found {
  n: number;
  /** The ids, as a JSON array. */
  ids: string | null;
}
