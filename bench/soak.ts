/**
 * npm run soak: five minutes of mixed public and back-office traffic at 100 connections against the
 * production server in its own process (SQLite, 1,000 listings): page views, listing queries,
 * searches, inquiries, replies and subscriptions. Passes when no request failed or answered 5xx
 * and the server's RSS stayed within 10% of its size after the warm-up minute.
 * Options: --duration=300 (seconds) --connections=100 --warmup=60
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type RequestSpec } from 'autocannon';
import { startProductProcess } from '../tests/support/product-process.ts';
import { rssMb } from './lib/production.ts';
import { seedListings } from './lib/seed.ts';

const arg = (name: string, fallback: number) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const DURATION = arg('duration', 300);
const CONNECTIONS = arg('connections', 100);
const WARMUP = Math.min(arg('warmup', 60), Math.floor(DURATION / 2));
const ADMIN = { email: 'soak@bench.local', password: 'soak-password-1' };

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
let unique = 0;
const nextId = () => `${process.pid}-${Date.now().toString(36)}-${unique++}`;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-soak-'));
  const context = await seedListings(dataDir, 1000);
  const server = await startProductProcess({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    FORM_RATE_LIMIT: '100000000',
    LOG_LEVEL: 'warn',
  });
  try {
    const url = server.url;
    const post = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const token = (await (await post('/api/auth/login', ADMIN)).json()).token as string;
    const auth = { authorization: `Bearer ${token}` };
    const active = ((await (await fetch(`${url}/api/listings?limit=100`)).json()).listings as Array<{ id: number }>).map(
      (l) => l.id,
    );
    const inquiries: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await post('/api/inquiries', {
        name: 'Soak Visitor',
        email: `soak-${nextId()}@example.com`,
        message: 'Is it available?',
      });
      inquiries.push((await res.json()).inquiry.id);
    }

    const json = { 'content-type': 'application/json' };
    const get = (make: () => string, headers: Record<string, string> = {}): RequestSpec => ({
      method: 'GET',
      headers,
      setupRequest: (request) => ({ ...request, path: make() }),
    });
    const write = (make: () => { path: string; body: unknown }, headers: Record<string, string> = {}): RequestSpec => ({
      method: 'POST',
      headers: { ...json, ...headers },
      setupRequest: (request) => {
        const next = make();
        return { ...request, path: next.path, body: JSON.stringify(next.body) };
      },
    });
    const words = [context.searchTerm, 'terrace', 'park', 'laundry', 'light'];
    const visitor: RequestSpec[] = [
      get(() => '/'),
      get(() => `/property/${pick(active)}`),
      get(() => `/api/listings?page=${1 + Math.floor(Math.random() * 20)}&limit=6`),
      get(() => '/sublets'),
      get(() => `/api/listings/${pick(active)}`),
      get(() => `/api/listings?building=${context.busyBuilding}&isSublet=true`),
      get(() => '/blog'),
      get(() => `/property/${pick(active)}`),
      get(() => '/about'),
      get(() => `/api/listings?page=1&limit=6&sort=price&order=${pick(['asc', 'desc'])}`),
    ];
    const agent: RequestSpec[] = [
      get(() => `/api/listings/admin/all?search=${pick(words)}&page=${1 + Math.floor(Math.random() * 5)}`, auth),
      get(() => `/api/inquiries?page=1&limit=20&search=${pick(['soak', 'visitor', 'available'])}`, auth),
      get(() => '/api/listings/admin/stats', auth),
      get(() => `/api/subscribers?page=1&limit=20`, auth),
    ];
    const writes: RequestSpec[] = [
      write(() => ({
        path: '/api/inquiries',
        body: {
          name: 'Soak Visitor',
          email: `soak-${nextId()}@example.com`,
          message: 'I would like to see the flat this week.',
          listingId: pick(active),
        },
      })),
      write(() => ({ path: '/api/subscribers', body: { email: `reader-${nextId()}@example.com`, name: 'Soak Reader' } })),
      write(
        () => ({
          path: `/api/inquiries/${pick(inquiries)}/reply`,
          body: {
            subject: 'Re: your inquiry',
            message: 'Yes, it is available. When would you like to visit?',
            recipientEmail: 'soak-visitor@example.com',
          },
        }),
        auth,
      ),
    ];
    // 40 requests a round: 30 visitor pages and queries, 7 back-office lists and searches, 3 writes.
    const requests = [...visitor, ...visitor, ...visitor, ...agent, agent[0], agent[1], agent[2], ...writes];

    const rss: Array<{ t: number; mb: number }> = [];
    const started = Date.now();
    const sampler = setInterval(() => rss.push({ t: (Date.now() - started) / 1000, mb: rssMb(server.child.pid!) }), 5000);
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests, timeout: 30 });
    clearInterval(sampler);

    const afterWarmup = rss.filter((s) => s.t >= WARMUP);
    const base = afterWarmup[0]?.mb ?? rss[0].mb;
    const peak = Math.max(...afterWarmup.map((s) => s.mb));
    const end = afterWarmup.at(-1)?.mb ?? base;
    const growth = (peak - base) / base;
    const codes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
    const figures = {
      seconds: DURATION,
      connections: CONNECTIONS,
      requests: result.requests.total,
      perSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: (result.latency as unknown as { max: number }).max },
      statusCodes: codes,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      rssMb: {
        atStart: Math.round(rss[0]?.mb ?? 0),
        afterWarmup: Math.round(base),
        peakAfterWarmup: Math.round(peak),
        atEnd: Math.round(end),
      },
      rssGrowthAfterWarmup: `${(growth * 100).toFixed(1)}%`,
    };
    console.log(JSON.stringify(figures, null, 2));
    const failures: string[] = [];
    if (result.errors || result.timeouts) failures.push(`${result.errors} errors, ${result.timeouts} timeouts`);
    if (result.non2xx) failures.push(`${result.non2xx} answers that were not 2xx`);
    if (growth > 0.1) failures.push(`RSS grew ${(growth * 100).toFixed(1)}% after the warm-up`);
    if (failures.length) {
      console.error(`Soak failed: ${failures.join('; ')}`);
      process.exitCode = 1;
    } else console.log('Soak passed: no errors, no 5xx, RSS flat after the warm-up.');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
