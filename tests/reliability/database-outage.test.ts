import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_TEXT } from '../../src/shared/texts/common.ts';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';
import { startProductProcess, type ProductProcess } from '../support/product-process.ts';
import { until } from '../support/wait.ts';

interface Sample {
  kind: string;
  started: number;
  ms: number;
  status: number;
  body: string;
}

const ADMIN = { email: 'owner@test.local', password: 'owner-password' };
const OUTAGE_MS = 4000;

/** PostgreSQL stopped for a few seconds under load, then started again (its own server: no other test is touched). */
describe('the database goes away under load', () => {
  let pg: PrivatePostgres;
  let server: ProductProcess;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    server = await startProductProcess({
      DATABASE_URL: pg.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      FORM_RATE_LIMIT: '1000000',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await pg?.destroy();
  });

  it('answers 503 with the envelope within seconds while it is down, serves again once it is back, and /api/health tells', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const auth = { authorization: `Bearer ${(await login.json()).token}` };
    const requests: Record<string, () => Promise<Response>> = {
      listings: () => fetch(`${server.url}/api/listings?page=1&limit=6`, { signal: AbortSignal.timeout(15_000) }),
      page: () => fetch(`${server.url}/sublets`, { signal: AbortSignal.timeout(15_000) }),
      inquiry: () =>
        fetch(`${server.url}/api/inquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Dana Visitor', email: 'dana@example.com', message: 'Is the flat still available?' }),
          signal: AbortSignal.timeout(15_000),
        }),
      inquiries: () => fetch(`${server.url}/api/inquiries?limit=5`, { headers: auth, signal: AbortSignal.timeout(15_000) }),
      health: () => fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(15_000) }),
    };
    const samples: Sample[] = [];
    const t0 = performance.now();
    let running = true;
    const worker = async (kind: string) => {
      while (running) {
        const started = performance.now() - t0;
        let status = 0;
        let body = '';
        try {
          const res = await requests[kind]();
          status = res.status;
          body = await res.text();
        } catch (error) {
          body = String(error);
        }
        samples.push({ kind, started, ms: performance.now() - t0 - started, status, body });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const kinds = Object.keys(requests);
    const workers = [...kinds, ...kinds].map(worker);

    // Under way: every kind of request has been answered twice before the database goes.
    await until(
      async () => new Set(kinds.filter((kind) => samples.filter((x) => x.kind === kind && x.status < 300).length >= 2)).size,
      (ready) => ready === kinds.length,
      30_000,
    );
    const stoppedAt = performance.now() - t0;
    await pg.stop();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    const restartAt = performance.now() - t0;
    await pg.start();
    const backAt = performance.now() - t0;
    // Until every kind of request has succeeded again, then one more second.
    const deadline = backAt + 30_000;
    while (performance.now() - t0 < deadline) {
      const ok = new Set(samples.filter((s) => s.started > backAt && s.status < 400).map((s) => s.kind));
      if (ok.size === kinds.length) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    running = false;
    await Promise.all(workers);

    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`the server died:\n${server.output()}`);
    // Before the outage every request succeeded.
    const before = samples.filter((s) => s.started + s.ms < stoppedAt);
    expect(before.length).toBeGreaterThanOrEqual(2 * kinds.length);
    expect(before.filter((s) => s.status >= 400)).toEqual([]);

    // Never a 500, a dropped connection or a hang: an answer or a 503 with the envelope, within seconds.
    const failed = samples.filter((s) => s.status >= 400 || s.status === 0);
    expect(failed.length).toBeGreaterThan(0);
    for (const s of failed) {
      expect(s.status, `${s.kind} at ${Math.round(s.started)} ms: ${s.body.slice(0, 200)}`).toBe(503);
      if (s.kind === 'page') {
        expect(s.body).toContain('<html');
        continue;
      }
      const body = JSON.parse(s.body);
      if (s.kind === 'health') {
        expect(body).toEqual({
          success: false,
          status: 'database-unavailable',
          database: 'postgres',
          message: COMMON_TEXT.serviceUnavailable,
        });
      } else {
        expect(body).toEqual({ success: false, message: COMMON_TEXT.serviceUnavailable });
      }
    }
    const slowest = Math.max(...failed.map((s) => s.ms));
    expect(slowest).toBeLessThan(5000);

    // Serving again within seconds of the database's return, for every kind of request.
    const recovery: Record<string, number> = {};
    for (const kind of kinds) {
      const first = samples.find((s) => s.kind === kind && s.started >= backAt && s.status < 400);
      expect(first, `${kind} never succeeded again`).toBeDefined();
      recovery[kind] = Math.round(first!.started + first!.ms - backAt);
      expect(recovery[kind]).toBeLessThan(5000);
    }
    const health = await (await requests.health()).json();
    expect(health).toMatchObject({ success: true, status: 'ok', database: 'postgres' });
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Internal server error|request failed/);

    const first503 = Math.min(...failed.map((s) => s.started + s.ms));
    const last503 = Math.max(...failed.map((s) => s.started + s.ms));
    console.log(
      JSON.stringify({
        requests: samples.length,
        answered503: failed.length,
        outage: { stoppedAt: Math.round(stoppedAt), restartAt: Math.round(restartAt), backAt: Math.round(backAt) },
        first503AfterStopMs: Math.round(first503 - stoppedAt),
        last503AfterBackMs: Math.round(last503 - backAt),
        slowest503Ms: Math.round(slowest),
        recoveryMs: recovery,
      }),
    );
  });
});
