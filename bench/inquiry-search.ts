/**
 * npm run bench (after bench/viewings.ts), or alone: npm run bench:inquiry-search
 * [-- --sizes=10000,100000 --requests=200]
 * The staff's inquiry search (GET /api/inquiries?search=…, one page of ADMIN_PAGE_SIZE with its total)
 * at 10,000 and 100,000 inquiries, beside the same route without a search, on SQLite and, when
 * TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL server, on a throwaway database there too.
 * The product runs in a child process; requests go one at a time (a person's search, not a queue),
 * the scenarios taking turns in rounds so that whatever else the machine does weighs on all alike.
 * Prints min / p50 / p95 / p99 / max per scenario and the machine's load average. Target (decision
 * 044): p99 under 50 ms at 100,000 inquiries for every search of three characters or more; a one- or
 * two-character search makes no trigram and scans (shown, no target). Exits 1 when a request fails
 * or a target is missed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { listingBuildingSlug } from '../src/shared/buildings.ts';
import { ADMIN_PAGE_SIZE } from '../src/shared/constants.ts';
import { openDatabase, type DbHandle } from '../src/server/platform/db/client.ts';
import { migrateDatabase } from '../src/server/services.ts';
import { textSearchIndexesMigration } from '../src/server/platform/db/migrations/018-text-search-indexes.ts';
import { signIn, startServer, stopServer, type Server } from './lib/product.ts';
import { seedInquiries, seedInquiriesPostgres, seedListings } from './lib/seed.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SIZES = option('sizes', '10000,100000').split(',').map(Number);
const REQUESTS = Number(option('requests', '200'));
const ROUNDS = 10;
const TARGET_SIZE = 100_000;
const TARGET_P99_MS = 50;
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/** What the seeded inquiries (bench/lib/seed.ts) are searched for, as staff would. */
const SCENARIOS: Array<{ label: string; search?: string; target: boolean }> = [
  { label: 'no search (the bare route)', target: false },
  { label: 'a word in one message in eight', search: 'guarantor', target: true },
  { label: 'the start of a last name', search: 'okaf', target: true },
  { label: 'part of an e-mail address', search: 'noah.kim12', target: true },
  { label: 'a phone number as written', search: '212-555-12', target: true },
  { label: 'a phone number, digits only', search: '2125551234', target: true },
  { label: 'nothing matches', search: 'penthouse', target: true },
  { label: 'two characters (no trigram: scans)', search: 'ok', target: false },
];

interface Measured {
  database: string;
  size: number;
  label: string;
  search?: string;
  total: number;
  times: number[];
  target: boolean;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Every scenario, REQUESTS times each, one request at a time, in ROUNDS turns. */
async function measure(server: Server, database: string, size: number): Promise<Measured[]> {
  const headers = await signIn(server.app);
  const url = (search?: string) =>
    `${server.app}/api/inquiries?limit=${ADMIN_PAGE_SIZE}${search === undefined ? '' : `&search=${encodeURIComponent(search)}`}`;
  const get = async (search?: string) => {
    const started = performance.now();
    const res = await fetch(url(search), { headers });
    const body = (await res.json()) as { totalInquiries?: number };
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`search ${JSON.stringify(search)}: ${res.status} ${JSON.stringify(body)}`);
    return { ms, total: body.totalInquiries ?? 0 };
  };
  const results: Measured[] = [];
  for (const scenario of SCENARIOS) {
    for (let i = 0; i < 5; i++) await get(scenario.search); // warm-up
    results.push({ database, size, ...scenario, total: (await get(scenario.search)).total, times: [] });
  }
  const perRound = Math.ceil(REQUESTS / ROUNDS);
  for (let round = 0; round < ROUNDS; round++) {
    for (const result of results) for (let i = 0; i < perRound; i++) result.times.push((await get(result.search)).ms);
  }
  return results;
}

/**
 * Runs `seed` without the search index, then builds the index for the rows seeded as migration 018
 * does for existing rows (timed): one bulk build rather than one index update per row.
 */
async function withoutIndex(handle: DbHandle, seed: () => Promise<unknown>) {
  const migration = textSearchIndexesMigration(handle.dialect);
  const db = handle.db as unknown as Kysely<unknown>;
  await migration.down(db);
  await seed();
  const started = Date.now();
  await migration.up(db);
  console.log(`  migration 018 built the search index in ${fmt((Date.now() - started) / 1000, 1)} s`);
}

/** SQLite: a fresh data folder with 200 listings and `size` inquiries, then the product on it. */
async function onSqlite(size: number): Promise<Measured[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-bench-search-'));
  try {
    const started = Date.now();
    await seedListings(dataDir, 200);
    const handle = openDatabase({ dataDir });
    await withoutIndex(handle, async () => seedInquiries(dataDir, size));
    await handle.close();
    console.log(`SQLite: seeded ${fmt(size)} inquiries in ${fmt((Date.now() - started) / 1000, 1)} s.`);
    const server = await startServer(dataDir, 'none', true);
    try {
      return await measure(server, 'SQLite', size);
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL: a throwaway database on the server, migrated, with 200 listings and `size` inquiries. */
async function onPostgres(baseUrl: string, size: number): Promise<Measured[]> {
  const name = `bench_search_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-bench-search-'));
  try {
    const started = Date.now();
    const handle = openDatabase({ databaseUrl: url.toString(), dataDir });
    try {
      await migrateDatabase(handle);
      const at = new Date().toISOString();
      const listings = await handle.db
        .insertInto('listings')
        .values(
          Array.from({ length: 200 }, (_, i) => {
            const address = `${100 + i} West ${20 + (i % 60)}th Street, New York, NY 10011`;
            return {
              price: 2000 + i * 10,
              address,
              neighborhood: `${1 + (i % 30)}A`,
              bedrooms: i % 4,
              bathrooms: 1,
              size: 'No Roomies',
              description: 'Sunny corner unit with oversized windows and open city views.',
              amenities: '[]',
              status: 'active',
              is_sublet: 0,
              building_slug: listingBuildingSlug(address),
              created_at: at,
              updated_at: at,
            };
          }),
        )
        .returning(['id', 'address'])
        .execute();
      await withoutIndex(handle, () => seedInquiriesPostgres(handle.db, size, listings));
      // Fresh statistics after the bulk load, as autovacuum would gather them soon after.
      await sql`analyze`.execute(handle.db);
    } finally {
      await handle.close();
    }
    console.log(`PostgreSQL: seeded ${fmt(size)} inquiries in ${fmt((Date.now() - started) / 1000, 1)} s.`);
    const server = await startServer(dataDir, 'none', true, undefined, url.toString());
    try {
      return await measure(server, 'PostgreSQL', size);
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${name} with (force)`);
  }
}

function print(rows: Measured[]) {
  const header = [
    'database',
    'inquiries',
    'search',
    'matches',
    'min ms',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    `p99 < ${TARGET_P99_MS} ms`,
  ];
  const lines = rows.map((r) => [
    r.database,
    fmt(r.size),
    r.search === undefined ? r.label : `'${r.search}' (${r.label})`,
    fmt(r.total),
    fmt(Math.min(...r.times), 1),
    fmt(percentile(r.times, 50), 1),
    fmt(percentile(r.times, 95), 1),
    fmt(percentile(r.times, 99), 1),
    fmt(Math.max(...r.times), 1),
    r.target && r.size >= TARGET_SIZE ? (percentile(r.times, 99) < TARGET_P99_MS ? 'met' : 'MISSED') : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(line(l));
}

async function main() {
  const started = Date.now();
  const loadAverage = os.loadavg()[0].toFixed(1);
  console.log(
    `Inquiry search: ${fmt(REQUESTS)} requests per scenario, one at a time, page of ${ADMIN_PAGE_SIZE}; node ${process.version}, ${os.cpus().length} CPUs.`,
  );
  const rows: Measured[] = [];
  for (const size of SIZES) rows.push(...(await onSqlite(size)));
  if (POSTGRES_URL) for (const size of SIZES) rows.push(...(await onPostgres(POSTGRES_URL, size)));
  else console.log('PostgreSQL: not measured (set TEST_DATABASE_URL or DATABASE_URL).');
  print(rows);
  console.log(
    `\nTotal ${fmt((Date.now() - started) / 1000)} s; load average ${loadAverage} at the start, ${os.loadavg()[0].toFixed(1)} at the end` +
      ' (min: the fastest request, the least disturbed by the rest of the machine).',
  );
  const missed = rows.filter((r) => r.target && r.size >= TARGET_SIZE && percentile(r.times, 99) >= TARGET_P99_MS);
  if (missed.length > 0) {
    console.log(`\nTargets missed: ${missed.map((r) => `${r.database} '${r.search}'`).join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
