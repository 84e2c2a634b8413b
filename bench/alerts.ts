/**
 * npm run bench (after bench/newsletter.ts), or alone: tsx bench/alerts.ts [--searches=10000] [--listings=2000] [--runs=5]
 * Alert matching (decision 039): 10,000 confirmed saved searches against one new listing, in a
 * throwaway SQLite database, and on PostgreSQL too when TEST_DATABASE_URL is set. The searches are
 * drawn the way renters save them (a grid, a price range, bedrooms, bathrooms, sometimes a size or a
 * move-in date), so many share their criteria; the figure is the whole `match` (grouping, the
 * database's UNION ALL statements, the per-search results) and the heap it allocates. The machine is
 * shared and loaded: the times are pessimistic.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/server/platform/config.ts';
import { openDatabase } from '../src/server/platform/db/client.ts';
import { migrateDatabase } from '../src/server/services.ts';
import { createServices } from '../src/server/services.ts';
import { ListingFieldsSchema } from '../src/shared/listings.schema.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SEARCHES = Number(option('searches', '10000'));
const LISTINGS = Number(option('listings', '2000'));
const RUNS = Number(option('runs', '5'));

/** A deterministic pseudo-random sequence, so every run draws the same searches. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function drawCriteria(next: () => number): { grid: string; criteria: string } {
  const params = new URLSearchParams();
  const low = 1500 + Math.floor(next() * 20) * 100;
  if (next() < 0.6) params.set('minPrice', String(low));
  if (next() < 0.8) params.set('maxPrice', String(low + 500 + Math.floor(next() * 30) * 100));
  if (next() < 0.7) params.set('beds', String(Math.floor(next() * 4)));
  if (next() < 0.3) params.set('baths', String(1 + Math.floor(next() * 2)));
  if (next() < 0.1) params.set('size', next() < 0.5 ? 'No Roomies' : '1 Roomie');
  if (next() < 0.1) params.set('availableBy', '2026-12-01');
  const grid = next() < 0.8 ? '/' : next() < 0.5 ? '/sublets' : '/herald-towers';
  return { grid, criteria: params.toString() };
}

async function measure(database: ReturnType<typeof openDatabase>, label: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alerts-bench-config-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://rentals.example',
  });
  await migrateDatabase(database);
  const { services, close } = createServices(config, database, { digestScheduler: false });
  try {
    const next = random(42);
    const at = new Date(Date.now() - 60_000).toISOString();
    for (let i = 0; i < LISTINGS; i += 500)
      await database.db
        .insertInto('listings')
        .values(
          Array.from({ length: Math.min(500, LISTINGS - i) }, (_, k) => ({
            price: 1500 + Math.floor(next() * 5000),
            address: `${i + k} Bench Street, New York, NY 10001`,
            neighborhood: `${k % 20}A`,
            bedrooms: Math.floor(next() * 4),
            bathrooms: 1 + Math.floor(next() * 2),
            size: next() < 0.5 ? 'No Roomies' : '1 Roomie',
            description: 'A bench listing.',
            amenities: '[]',
            status: 'active' as const,
            is_sublet: next() < 0.3 ? 1 : 0,
            building_slug: k % 10 === 0 ? 'herald-towers' : `${i + k}-bench-street`,
            created_at: at,
            updated_at: at,
            activated_at: at,
          })),
        )
        .execute();
    const searches = Array.from({ length: SEARCHES }, (_, i) => ({
      id: i + 1,
      email: `renter${i}@bench.local`,
      confirmed_at: at,
      ...drawCriteria(next),
    }));
    const distinct = new Set(searches.map((s) => `${s.grid}?${s.criteria}`)).size;
    const listing = await services.listings.create(
      ListingFieldsSchema.parse({
        address: '1 New Street, New York, NY 10001',
        neighborhood: '2B',
        price: 2900,
        bedrooms: 1,
        bathrooms: 1,
        size: 'No Roomies',
        description: 'Just listed.',
        amenities: [],
        is_sublet: false,
        status: 'active',
      }),
    );
    const newListing = [{ id: listing.id, activatedAt: new Date().toISOString() }];

    const times: number[] = [];
    const heaps: number[] = [];
    let matched = 0;
    for (let run = 0; run <= RUNS; run++) {
      global.gc?.();
      const heapBefore = process.memoryUsage().heapUsed;
      const start = performance.now();
      const recipients = await services.alerts.match(searches, newListing);
      const ms = performance.now() - start;
      const heap = process.memoryUsage().heapUsed - heapBefore;
      matched = recipients.length;
      // The first run warms the statement caches and the JIT: not counted.
      if (run > 0) {
        times.push(ms);
        heaps.push(heap);
      }
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const rss = process.memoryUsage().rss / 1024 / 1024;
    console.log(
      `${label}: ${SEARCHES.toLocaleString('en-US')} saved searches (${distinct.toLocaleString('en-US')} distinct) against 1 new listing among ${LISTINGS.toLocaleString('en-US')}: ` +
        `${matched.toLocaleString('en-US')} match; median ${median.toFixed(1)} ms, fastest ${times[0].toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms over ${RUNS} runs; ` +
        `heap allocated per match about ${(Math.max(...heaps) / 1024 / 1024).toFixed(1)} MB${global.gc ? '' : ' (without --expose-gc: rough)'}, process RSS ${rss.toFixed(0)} MB`,
    );
  } finally {
    await close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'alerts-bench-'));
try {
  await measure(openDatabase({ dataDir: sqliteDir }), 'SQLite');
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}

if (process.env.TEST_DATABASE_URL) {
  const base = new URL(process.env.TEST_DATABASE_URL);
  const name = `alerts_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    await measure(openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() }), 'PostgreSQL');
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
