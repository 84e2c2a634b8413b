import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';
import { startProductProcess, type ProductProcess } from '../support/product-process.ts';

const TOTAL = 1000;
const CONNECTIONS = 8;
const DATABASES = privatePostgresAvailable() ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/** Inquiries found in the database after the restart, by e-mail address (each request had its own). */
async function storedInquiries(database: 'sqlite' | 'postgres', where: string): Promise<Map<string, number>> {
  if (database === 'sqlite') {
    const db = new SQLite(path.join(where, 'app.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = db.prepare('SELECT id, email FROM inquiries').all() as Array<{ id: number; email: string }>;
      return new Map(rows.map((r) => [r.email, Number(r.id)]));
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: where });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; email: string }>('SELECT id, email FROM inquiries');
    return new Map(rows.map((r) => [r.email, Number(r.id)]));
  } finally {
    await client.end();
  }
}

describe.each(DATABASES)('a crash (SIGKILL) in the middle of 1,000 inquiries on %s', (database) => {
  let dataDir = '';
  let pgServer: PrivatePostgres | null = null;
  let server: ProductProcess | null = null;
  afterAll(async () => {
    await server?.stop();
    await pgServer?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every inquiry whose POST was answered 201', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-crash-'));
    if (database === 'postgres') pgServer = await startPrivatePostgres();
    const env = {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'owner@test.local',
      ADMIN_PASSWORD: 'owner-password',
      FORM_RATE_LIMIT: '1000000',
      ...(pgServer ? { DATABASE_URL: pgServer.url } : {}),
    };
    server = await startProductProcess(env);
    const url = server.url;
    const victim = server;
    // Killed at a random point in the second quarter of the run, while every connection is busy.
    const killAt = Math.round(TOTAL * (0.25 + Math.random() * 0.25));

    const acknowledged = new Map<string, number>();
    let next = 0;
    let sent = 0;
    let killed = false;
    const connection = async () => {
      while (next < TOTAL) {
        const n = next++;
        const email = `visitor${n}@example.com`;
        sent++;
        try {
          const res = await fetch(`${url}/api/inquiries`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: `Visitor ${n}`,
              email,
              message: `Is the flat still available? (${n})`,
              inquiryType: 'general',
            }),
            signal: AbortSignal.timeout(10_000),
          });
          if (res.status === 201) acknowledged.set(email, (await res.json()).inquiry.id);
          else expect(res.status).toBe(201);
        } catch {
          // The server is gone: this request got no answer, so it promised nothing.
          if (!killed) throw new Error(`request ${n} failed before the crash`);
          continue;
        }
        if (!killed && acknowledged.size >= killAt) {
          killed = true;
          victim.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, connection));
    expect(killed).toBe(true);
    expect(sent).toBe(TOTAL);
    expect(await victim.exited).toBe('SIGKILL');

    // Restarted on the same data, the product starts and every acknowledged inquiry is there.
    server = await startProductProcess(env);
    const health = await (await fetch(`${server.url}/api/health`)).json();
    expect(health).toMatchObject({ success: true, status: 'ok', database });
    const found = await storedInquiries(database, pgServer ? pgServer.url : dataDir);
    const lost = [...acknowledged].filter(([email, id]) => found.get(email) !== id);
    expect(lost).toEqual([]);
    expect(found.size).toBeGreaterThanOrEqual(acknowledged.size);
    // At most the requests in flight at the moment of the kill were stored without an answer.
    expect(found.size - acknowledged.size).toBeLessThanOrEqual(CONNECTIONS);
    console.log(JSON.stringify({ database, sent, acknowledged: acknowledged.size, found: found.size, lost: lost.length }));
  });
});
