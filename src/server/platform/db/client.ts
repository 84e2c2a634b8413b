import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type PG from 'pg';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** The SQLite connection itself (for online backups); undefined on PostgreSQL. */
  sqlite?: SQLite.Database;
  close: () => Promise<void>;
}

/** The PostgreSQL driver, loaded only when a database URL asks for it (a SQLite server never carries it). */
function loadPg(): typeof PG {
  const pg = createRequire(import.meta.url)('pg') as typeof PG;
  // PostgreSQL returns COUNT(*) and BIGINT as strings; the ids and counts we keep fit in a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  return pg;
}

/** Opens PostgreSQL when a URL is given, otherwise the SQLite file `app.db` in `dataDir`. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string; sqliteFile?: string }): DbHandle {
  if (options.databaseUrl) {
    const pool = new (loadPg().Pool)({
      connectionString: options.databaseUrl,
      max: 10,
      // While the server is down or unreachable, a request fails within seconds (503) instead of
      // waiting for a connection for ever; a query on a connection that went silent fails too.
      connectionTimeoutMillis: 3000,
      query_timeout: 15_000,
      keepAlive: true,
    });
    // An idle connection that the server drops (restart, failover, admin command) must not crash the
    // process: the pool discards it and opens a new one for the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // The pool listens for errors only on idle connections; one the server ends while it is checked
    // out (between the statements of a transaction, or just before its release) would emit an
    // unhandled 'error' and end the process. The query using it fails (503) and the pool drops it.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? path.join(options.dataDir, 'app.db');
  // The database is its owner's only (SQLite gives its -wal and -shm files the same mode).
  if (existsSync(file)) chmodSync(file, 0o600);
  else closeSync(openSync(file, 'a', 0o600));
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // FULL: a commit is on disk (WAL synced) before the answer goes out, power cut included (decision 025).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  // Deleted and overwritten content (a mail body erased once delivered) is zeroed in the file, not
  // left in free pages (docs/decisions/078-private-links-never-lie-in-clear.md).
  sqlite.pragma('secure_delete = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
}
