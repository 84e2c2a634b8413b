import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability.ts';

describe('isDatabaseUnavailable', () => {
  it('knows an outage from a fault of the request', async () => {
    // A refused connection, as node-postgres reports it.
    const refused = await new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 1000 }).connect().catch((e) => e);
    expect(isDatabaseUnavailable(refused)).toBe(true);

    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: shutdown }))).toBe(true);

    // SQLite locked by another process beyond busy_timeout.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-busy-'));
    try {
      const a = new SQLite(path.join(dir, 'x.db'));
      const b = new SQLite(path.join(dir, 'x.db'), { timeout: 0 });
      a.exec('CREATE TABLE t (x)');
      a.exec('BEGIN EXCLUSIVE');
      let busy: unknown;
      try {
        b.exec('INSERT INTO t VALUES (1)');
      } catch (error) {
        busy = error;
      }
      expect(isDatabaseUnavailable(busy)).toBe(true);
      a.exec('ROLLBACK');
      // A broken rule is the request's fault (never 503).
      a.exec('CREATE TABLE u (x UNIQUE)');
      a.exec('INSERT INTO u VALUES (1)');
      let duplicate: unknown;
      try {
        a.exec('INSERT INTO u VALUES (1)');
      } catch (error) {
        duplicate = error;
      }
      expect(isDatabaseUnavailable(duplicate)).toBe(false);
      a.close();
      b.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
