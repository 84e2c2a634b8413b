/**
 * npm run bench (after bench/newsletter.ts), or alone: tsx bench/viewings.ts [--renters=50] [--rounds=6]
 * Booking latency with 50 renters booking at the same moment (SQLite, the product in a child
 * process, the e-mails of every booking going to a loopback SMTP server): in each round every renter
 * reads the free times and books one of the first few (so some pick the same time and get 409), then
 * a round where all 50 want the same time. Prints p50 / p95 / p99 / max of POST /api/viewings for the
 * bookings stored (201) and the ones refused (409), and of GET /api/viewings/slots; exits 1 when a
 * time was given twice or a request failed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer, stopServer } from './lib/product.ts';
import { seedListings } from './lib/seed.ts';
import { countingServer } from './lib/smtp.ts';
import { BENCH_ADMIN } from './lib/types.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RENTERS = Number(option('renters', '50'));
const ROUNDS = Number(option('rounds', '6'));

interface Slot {
  start: string;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const row = (label: string, values: number[]) =>
  `| ${label} | ${values.length} | ${[50, 95, 99].map((p) => percentile(values, p).toFixed(1)).join(' | ')} | ${Math.max(...values).toFixed(1)} |`;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-bench-viewings-'));
  const smtp = await countingServer();
  try {
    await seedListings(dataDir, 200);
    const server = await startServer(dataDir, 'none', true, smtp.url);
    try {
      const json = async (res: Response) => ((await res.json()) as Record<string, unknown>) ?? {};
      const login = await json(
        await fetch(`${server.app}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(BENCH_ADMIN),
        }),
      );
      const auth = { authorization: `Bearer ${String(login.token)}`, 'content-type': 'application/json' };
      // Every day open 8:00–20:00 in 15-minute slots for 14 days: far more times than the renters take.
      const day = { open: true, start: '08:00', end: '20:00' };
      const put = await fetch(`${server.app}/api/viewings/settings`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({
          hours: Array(7).fill(day),
          slotMinutes: 15,
          noticeHours: 2,
          daysAhead: 14,
          daysOff: [],
          mode: 'request',
        }),
      });
      if (!put.ok) throw new Error(`settings: ${put.status}`);
      const listings = (await json(await fetch(`${server.app}/api/listings?page=1&limit=1`))).listings as Array<{ id: number }>;
      const listingId = listings[0].id;

      const getTimes: number[] = [];
      const created: number[] = [];
      const refused: number[] = [];
      let failures = 0;
      const renter = async (round: number, i: number, pick: (slots: Slot[]) => Slot) => {
        let t = performance.now();
        const slots = (await json(await fetch(`${server.app}/api/viewings/slots?listingId=${listingId}`))).slots as Slot[];
        getTimes.push(performance.now() - t);
        const body = JSON.stringify({
          listingId,
          start: pick(slots).start,
          name: `Renter ${round}-${i}`,
          email: `r${round}-${i}@bench.local`,
          agencyAcknowledged: true,
        });
        t = performance.now();
        const res = await fetch(`${server.app}/api/viewings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await res.arrayBuffer();
        const ms = performance.now() - t;
        if (res.status === 201) created.push(ms);
        else if (res.status === 409) refused.push(ms);
        else failures++;
      };

      for (let round = 0; round < ROUNDS; round++) {
        // Each renter picks among the first 10 free times: the popular ones collide.
        await Promise.all(
          Array.from({ length: RENTERS }, (_, i) =>
            renter(round, i, (slots) => slots[Math.floor(Math.random() * Math.min(10, slots.length))]),
          ),
        );
      }
      const before = created.length;
      let target: Slot | undefined;
      await Promise.all(
        Array.from({ length: RENTERS }, (_, i) =>
          renter(ROUNDS, i, (slots) => {
            target ??= slots[slots.length - 1];
            return target;
          }),
        ),
      );
      const sameSlotCreated = created.length - before;

      const viewings = (await json(await fetch(`${server.app}/api/viewings`, { headers: auth }))).viewings as Array<{
        start: string;
      }>;
      const distinct = new Set(viewings.map((v) => v.start)).size;

      console.log(
        `\nViewings: ${RENTERS} renters booking at once, ${ROUNDS} rounds + one round on a single time (SQLite, mail to loopback SMTP)`,
      );
      console.log('| request | count | p50 ms | p95 ms | p99 ms | max ms |');
      console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
      console.log(row('POST /api/viewings → 201 (stored)', created));
      console.log(row('POST /api/viewings → 409 (taken)', refused));
      console.log(row('GET /api/viewings/slots', getTimes));
      console.log(
        `  viewings stored: ${viewings.length}, distinct times: ${distinct}; the single-time round stored ${sameSlotCreated}`,
      );
      if (failures > 0 || distinct !== viewings.length || sameSlotCreated !== 1) {
        throw new Error(`viewings benchmark: ${failures} failed requests, ${viewings.length - distinct} double bookings`);
      }
    } finally {
      await stopServer(server);
    }
  } finally {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
