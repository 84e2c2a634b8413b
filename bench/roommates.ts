/**
 * npm run bench (after bench/insights.ts), or alone: tsx bench/roommates.ts [--seekers=10000] [--rooms=2000] [--runs=200]
 * Roommate matching (decision 065) with 10,000 confirmed seekers and 2,000 active rooms in a throwaway
 * SQLite database (and PostgreSQL too when TEST_DATABASE_URL is set):
 *  - the ranking alone (the pure module over objects already read): rooms for one seeker, seekers for one room;
 *  - the whole staff call as the API runs it (read the rows, parse them, score, rank): a seeker's page
 *    (its ranked rooms and the people to introduce) and a room's seekers.
 * Seekers and rooms are drawn from a fixed seed. p50 and p99 over `runs`, after 10 warm-up runs. The
 * machine is shared and loaded: the times are pessimistic.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { loadConfig } from '../src/server/platform/config.ts';
import { openDatabase } from '../src/server/platform/db/client.ts';
import { migrateDatabase } from '../src/server/services.ts';
import { createServices } from '../src/server/services.ts';
import { rank, roomsFor, seekersFor, type RoomForMatch, type SeekerForMatch } from '../src/server/features/roommates/matching.ts';
import { LIFESTYLE_OPTIONS } from '../src/shared/texts/roommates.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SEEKERS = Number(option('seekers', '10000'));
const ROOMS = Number(option('rooms', '2000'));
const RUNS = Number(option('runs', '200'));
const BUDGET_MS = 50;

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)];
const dayPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function drawLifestyle(next: () => number): Record<string, string> {
  const lifestyle: Record<string, string> = {};
  for (const [key, { options }] of Object.entries(LIFESTYLE_OPTIONS))
    if (next() < 0.8) lifestyle[key] = pick(next, Object.keys(options));
  return lifestyle;
}

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { p50: at(50), p99: at(99), max: sorted.at(-1)! };
}

async function timeIt(label: string, run: () => unknown | Promise<unknown>): Promise<boolean> {
  for (let i = 0; i < 10; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  const { p50, p99, max } = percentiles(times);
  const ok = p99 < BUDGET_MS;
  console.log(
    `  ${label}: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${max.toFixed(2)} ms over ${RUNS} runs ${ok ? '✓' : `✗ (budget ${BUDGET_MS} ms)`}`,
  );
  return ok;
}

async function measure(database: ReturnType<typeof openDatabase>, label: string): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roommates-bench-config-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://rentals.example',
  });
  await migrateDatabase(database);
  const { services, close } = createServices(config, database, { digestScheduler: false, roommateAlerts: false });
  try {
    const next = random(65);
    const at = new Date().toISOString();
    const buildings = Array.from({ length: 40 }, (_, i) => `${i + 1}-bench-street`);
    for (let i = 0; i < ROOMS; i += 500) {
      const rows = Array.from({ length: Math.min(500, ROOMS - i) }, (_, k) => ({
        price: 900 + Math.floor(next() * 1600),
        address: `${(i + k) % 40} Bench Street, New York, NY 10001`,
        neighborhood: `${k % 20}A`,
        bedrooms: 2 + Math.floor(next() * 3),
        bathrooms: 1,
        size: '2 Roomies',
        description: 'A bench room.',
        amenities: '[]',
        status: 'active' as const,
        is_sublet: 0,
        building_slug: buildings[(i + k) % 40],
        created_at: at,
        updated_at: at,
        activated_at: at,
        available_from: next() < 0.4 ? null : dayPlus(Math.floor(next() * 120)),
      }));
      const inserted = await database.db.insertInto('listings').values(rows).returning('id').execute();
      for (const { id } of inserted) {
        const home = JSON.stringify({
          flatmates: 1 + Math.floor(next() * 3),
          privateBath: next() < 0.3,
          furnished: next() < 0.5,
          utilitiesIncluded: next() < 0.5,
          smoking: next() < 0.15,
          pets: next() < 0.35,
          quietHours: next() < 0.5,
          workFromHome: next() < 0.4,
        });
        await sql`update listings set kind = 'room', household = ${home} where id = ${id}`.execute(database.db);
      }
    }
    for (let i = 0; i < SEEKERS; i += 500) {
      const rows = Array.from({ length: Math.min(500, SEEKERS - i) }, (_, k) => {
        const n = i + k;
        return {
          token_hash: `bench-${n}`,
          name: `Seeker ${n}`,
          email: `seeker${n}@bench.local`,
          phone: '',
          budget_cents: (800 + Math.floor(next() * 2200)) * 100,
          move_in_date: dayPlus(Math.floor(next() * 150)),
          stay_months: 12,
          areas: JSON.stringify(next() < 0.5 ? [] : [pick(next, buildings), pick(next, buildings)]),
          needs: JSON.stringify({ ...(next() < 0.3 ? { privateBath: true } : {}), ...(next() < 0.4 ? { furnished: true } : {}) }),
          lifestyle: JSON.stringify(drawLifestyle(next)),
          household_preference: 'none' as const,
          about: '',
          introduce: next() < 0.5 ? 1 : 0,
          introduce_consent_at: at,
          status: 'confirmed' as const,
          inquiry_id: null,
          created_at: at,
          confirmed_at: at,
          updated_at: at,
        };
      });
      await database.db.insertInto('roommate_seekers').values(rows).execute();
    }
    const seekerIds = (
      await database.db.selectFrom('roommate_seekers').select('id').where('introduce', '=', 1).limit(50).execute()
    ).map((r) => Number(r.id));
    const roomIds = (
      await sql<{ id: number }>`select id from listings where kind = 'room' limit 50`.execute(database.db)
    ).rows.map((r) => Number(r.id));

    // The pure ranking over objects already read.
    const seekerObjects: SeekerForMatch[] = Array.from({ length: SEEKERS }, (_, i) => ({
      id: i,
      budget: 800 + Math.floor(next() * 2200),
      moveInDate: dayPlus(Math.floor(next() * 150)),
      areas: next() < 0.5 ? [] : [pick(next, buildings)],
      needs: next() < 0.3 ? { privateBath: true } : {},
      lifestyle: drawLifestyle(next) as SeekerForMatch['lifestyle'],
      householdPreference: 'none',
      introduce: next() < 0.5,
    }));
    const roomObjects: RoomForMatch[] = Array.from({ length: ROOMS }, (_, i) => ({
      id: i,
      price: 900 + Math.floor(next() * 1600),
      availableFrom: next() < 0.4 ? null : dayPlus(Math.floor(next() * 120)),
      buildingSlug: pick(next, buildings),
      household: {
        privateBath: next() < 0.3,
        furnished: next() < 0.5,
        smoking: next() < 0.15,
        pets: next() < 0.35,
        quietHours: next() < 0.5,
      },
    }));
    console.log(`${label}: ${SEEKERS.toLocaleString('en-US')} confirmed seekers, ${ROOMS.toLocaleString('en-US')} active rooms`);
    let i = 0;
    const results = [
      await timeIt('ranking alone, rooms for one seeker', () => rank(roomObjects, roomsFor(seekerObjects[i++ % SEEKERS]), 20)),
      await timeIt('ranking alone, seekers for one room', () => rank(seekerObjects, seekersFor(roomObjects[i++ % ROOMS]), 50)),
      await timeIt("the staff call, a seeker's rooms and people (GET /api/admin/roommates/{id})", () =>
        services.roommates.staff.get(seekerIds[i++ % seekerIds.length]),
      ),
      await timeIt("the staff call, a room's seekers (GET /api/admin/listings/{id}/seekers)", () =>
        services.roommates.staff.forListing(roomIds[i++ % roomIds.length]),
      ),
    ];
    return results.every(Boolean);
  } finally {
    await close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let ok = true;
const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'roommates-bench-'));
try {
  ok = (await measure(openDatabase({ dataDir: sqliteDir }), 'SQLite')) && ok;
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}

if (process.env.TEST_DATABASE_URL) {
  const base = new URL(process.env.TEST_DATABASE_URL);
  const name = `roommates_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    ok = (await measure(openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() }), 'PostgreSQL')) && ok;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
if (!ok) process.exitCode = 1;
