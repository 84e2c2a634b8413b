/**
 * npm run bench:insights (part of `npm run bench`; needs a build): what counting views on the server
 * (decision 040) costs the public pages, and the memory it holds.
 *
 * 0. In process: the counter alone (`ViewCounter` on a fresh SQLite database), CPU µs per view of
 *    `record` (what a request pays) for 1,000 returning visitors (already written today) and for
 *    every request a new visitor, and of the batch write per new visitor (what the timer pays), over
 *    --inprocess views (200,000) of fresh strings, as a server receives them; then the batch write
 *    on a busy day: --batches (150) batches of 2,000 new visitors (400 a second for 5 s) into the
 *    day's growing table, per view at its start and at its end.
 * 1. Side by side: the production server (`npm start`'s build and flags) twice, on two copies of one
 *    seeded data folder, with VIEW_COUNTING off and on. The page cache answers `/` and a property page
 *    (as it does for every visitor). Each page is loaded on the two servers in turn (off, on, on,
 *    off, …: neither always goes first) for --rounds slices of --slice seconds each, 10 connections.
 *    Twice: from 1,000 returning visitors (each
 *    counted once a day), and with every request a new visitor (its own X-Forwarded-For behind
 *    TRUST_PROXY=1 on both servers), the counter's worst case: each request a hash and a new entry in
 *    the batch, each a row written in the next batch. Every request has a browser's user agent and,
 *    mostly, a referring site. Two measures:
 *    - the rate, in turn as fast as the client sends (median of the slices): what a shared
 *      machine's load sways most (other work slows one slice and not the next);
 *    - the server's CPU time per request (/proc/{pid}/stat over the slice), with both servers loaded
 *      at once, each at the same fixed rate (--rate), for --rounds slices: what the machine's other
 *      work does to one it does to the other in the same slice, and neither is driven faster than
 *      the other (at full speed a busier event loop answers more requests per turn, so a slowed
 *      slice would cost more per request). The cost is the median of the slices' ratios. A slice is
 *      as long as the batch interval (5 s), so each holds one batch write of the counting server on
 *      average; a phase ends once its last batch is written.
 *    Target: counting costs at most 5% of the CPU per request. --control starts the second server
 *    with counting off too: the difference it shows is the measure's own error.
 * 2. Memory: the counting server's RSS before and after --views (1,000,000) counted views of distinct
 *    visitors (read every second while they arrive; peak and after), and the views it wrote, read back
 *    from its database once the last batch is written: every one of them counted.
 *
 * Options: --rounds=6 --slice=5 --rate=400 --inprocess=200000 --batches=150 --views=1000000 (0: throughput only) --listings=1000
 * --control. Times measured on a shared machine
 * are pessimistic; the load average is printed before and after.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import type { ProductProcess } from '../tests/support/product-process.ts';
import { startProductProcess } from '../tests/support/product-process.ts';
import { rssMb, waitFor } from './lib/production.ts';
import { seedListings } from './lib/seed.ts';
import { openDatabase } from '../src/server/platform/db/client.ts';
import { migrateDatabase } from '../src/server/services.ts';
import { ViewCounter } from '../src/server/features/insights/view-counter.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROUNDS = option('rounds', 6);
const SLICE_S = option('slice', 5);
const VIEWS = option('views', 1_000_000);
const LISTINGS = option('listings', 1000);
const RATE = option('rate', 400);
const CONTROL = argv.includes('--control');
const IN_PROCESS = option('inprocess', 200_000);
/** Part 0's busy day: batches of 2,000 new visitors (what 400 a second give in 5 s), this many. */
const GROWING_BATCH = 2000;
const GROWING_BATCHES = option('batches', 150);
/** The counting server's batch interval (ViewCounter's default, and the slice's default length), and a margin for the last batch's write. */
const FLUSH_MS = 5000 + 1000;
const TARGET_COST = 0.05;

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';
const REFERERS = ['https://www.google.com/', 'https://streeteasy.com/building/x', '', 'https://l.instagram.com/', ''];

/** Visitor addresses, never the same twice in a run (10.0.0.0/8 holds 16.7 million). */
let visitorNumber = 1;
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const newVisitor = () => address(visitorNumber++);

/**
 * Who the requests come from: 'new', every request a visitor never seen (each one counted, written
 * in the next batch); 'returning', 1,000 visitors in turn (each counted once a day; a batch still
 * checks each against the database once).
 */
type Visitors = 'new' | 'returning';
const RETURNING = 1000;
const RETURNING_BASE = 15_000_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Requests from `who` for `duration` seconds or `amount` requests; the answers are all 2xx. */
async function load(
  url: string,
  who: Visitors,
  limit: { duration: number } | { amount: number },
  { connections = 10, pipelining = 1, rate = 0 } = {},
) {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    pipelining,
    ...limit,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        setupRequest: (request: { headers?: Record<string, string> }) => {
          const referer = REFERERS[i % REFERERS.length]!;
          const visitor = who === 'new' ? newVisitor() : address(RETURNING_BASE + (i % RETURNING));
          i++;
          request.headers = {
            ...request.headers,
            'user-agent': BROWSER,
            'x-forwarded-for': visitor,
            ...(referer ? { referer } : {}),
          };
          return request;
        },
      },
    ],
  });
  if (result.non2xx || result.errors || result.timeouts)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors + result.timeouts} errors`);
  return { requestsPerSecond: result.requests.average, answered: result['2xx'], p99: result.latency.p99 };
}

/** CPU time (user and system) a process has used, in ms (Linux: /proc/{pid}/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the name.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Views written to the database of `dataDir` (read beside the running server: WAL readers do not block it). */
function writtenViews(dataDir: string): number {
  const db = new SQLite(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    return Number((db.prepare('select coalesce(sum(views), 0) as n from page_views').get() as { n: number }).n);
  } finally {
    db.close();
  }
}

/** CPU time of this process, in µs. */
const ownCpuUs = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * 0. The counter alone: CPU µs per view of `record` for returning and new visitors, and of the
 * batch write per new visitor, on a fresh SQLite database in `dataDir`. Every request brings its own
 * strings (address, user agent, Referer), as the HTTP parser gives them.
 */
async function inProcess(dataDir: string) {
  const handle = openDatabase({ dataDir });
  await migrateDatabase(handle);
  const counter = new ViewCounter(handle, { flushMs: 3_600_000, maxPending: IN_PROCESS });
  const fresh = (text: string) => Buffer.from(text).toString();
  const requests = (first: (i: number) => number, length = IN_PROCESS) =>
    Array.from({ length }, (_, i) => ({
      page: i % 2 ? 'home' : 'property:1',
      address: address(first(i)),
      userAgent: fresh(BROWSER),
      referer: REFERERS[i % REFERERS.length] ? fresh(REFERERS[i % REFERERS.length]!) : undefined,
      host: '127.0.0.1:3000',
    }));
  const timed = (views: ReturnType<typeof requests>) => {
    const before = ownCpuUs();
    for (const view of views) counter.record(view);
    return (ownCpuUs() - before) / views.length;
  };
  try {
    // The returning visitors' first views, written (and the JIT warm).
    timed(requests((i) => RETURNING_BASE + (i % RETURNING)));
    await counter.flush();
    const returning = timed(requests((i) => RETURNING_BASE + (i % RETURNING)));
    const newOnes = timed(requests(() => visitorNumber++));
    const before = ownCpuUs();
    const pending = counter.pendingCount;
    await counter.flush();
    const write = (ownCpuUs() - before) / pending;
    console.log(
      `In process, CPU per view: record ${fmt(returning, 2)} µs (1,000 returning), ${fmt(newOnes, 2)} µs (every one new); ` +
        `its batch write ${fmt(write, 2)} µs (${fmt(pending)} new visitors in one batch).`,
    );
    // A busy day: batches the size a server writes at 400 new visitors a second (2,000 per 5 s),
    // into a table that already holds the batch above and grows with each.
    const perRow: number[] = [];
    for (let batch = 0; batch < GROWING_BATCHES; batch++) {
      for (const view of requests(() => visitorNumber++, GROWING_BATCH)) counter.record(view);
      const start = ownCpuUs();
      await counter.flush();
      perRow.push((ownCpuUs() - start) / GROWING_BATCH);
    }
    const tenth = Math.max(1, GROWING_BATCHES / 10);
    console.log(
      `Batches of ${fmt(GROWING_BATCH)} new visitors into the day's growing table: ${fmt(median(perRow.slice(0, tenth)), 2)} µs per view ` +
        `at ${fmt(pending)} rows, ${fmt(median(perRow.slice(-tenth)), 2)} µs at ${fmt(pending + GROWING_BATCH * GROWING_BATCHES)} (medians of ${fmt(tenth)} batches).`,
    );
  } finally {
    await handle.close();
  }
}

const start = (dataDir: string, counting: boolean) =>
  startProductProcess({ DATA_DIR: dataDir, VIEW_COUNTING: String(counting), TRUST_PROXY: '1' });

async function main() {
  const started = Date.now();
  const root = mkdtempSync(path.join(os.tmpdir(), 'rentals-insights-'));
  const servers: ProductProcess[] = [];
  try {
    const seeded = path.join(root, 'seed');
    mkdirSync(seeded);
    const { activeListingId } = await seedListings(seeded, LISTINGS);
    mkdirSync(path.join(root, 'in-process'));
    await inProcess(path.join(root, 'in-process'));
    const dirs = { off: path.join(root, 'off'), on: path.join(root, 'on') };
    cpSync(seeded, dirs.off, { recursive: true });
    cpSync(seeded, dirs.on, { recursive: true });
    const off = await start(dirs.off, false);
    servers.push(off);
    const on = await start(dirs.on, !CONTROL);
    servers.push(on);
    const sides = { off, on };
    console.log(
      `Seeded ${fmt(LISTINGS)} listings. Node ${process.version}, ${os.cpus().length} CPUs; load average ${loadAverage()} (1, 5, 15 min).${CONTROL ? ' Control run: counting off on both servers.' : ''}`,
    );

    /**
     * Loads `page` on the two servers in turn, `ROUNDS` slices each (off, on, on, off, …), as fast as
     * the client sends or at `rate` requests per second: the rate of each slice, and the median of the
     * slices' CPU time per request answered.
     */
    async function inTurn(page: string, who: Visitors) {
      const rates = { off: [] as number[], on: [] as number[] };
      const p99 = { off: [] as number[], on: [] as number[] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const side of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
          const result = await load(`${sides[side].url}${page}`, who, { duration: SLICE_S });
          rates[side].push(result.requestsPerSecond);
          p99[side].push(result.p99);
        }
      }
      await new Promise((r) => setTimeout(r, FLUSH_MS));
      return { rates, p99 };
    }

    /**
     * Loads `page` on both servers at once, each at `RATE` requests per second, for `ROUNDS` slices:
     * each server's CPU time per request answered in every slice (medians), and the median of the
     * slices' ratios (on / off: the two measured under the same load of the machine).
     */
    async function atOnce(page: string, who: Visitors) {
      const cpu = { off: [] as number[], on: [] as number[] };
      const ratios: number[] = [];
      let slow = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const before = { off: cpuMs(off.child.pid!), on: cpuMs(on.child.pid!) };
        // Neither load is always the first to send.
        const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
        const results = await Promise.all(
          order.map((side) => load(`${sides[side].url}${page}`, who, { duration: SLICE_S }, { rate: RATE })),
        );
        const offResult = results[order.indexOf('off')];
        const onResult = results[order.indexOf('on')];
        const offUs = ((cpuMs(off.child.pid!) - before.off) * 1000) / offResult!.answered;
        const onUs = ((cpuMs(on.child.pid!) - before.on) * 1000) / onResult!.answered;
        cpu.off.push(offUs);
        cpu.on.push(onUs);
        ratios.push(onUs / offUs);
        slow += [offResult!, onResult!].filter((r) => r.requestsPerSecond < RATE * 0.95).length;
      }
      await new Promise((r) => setTimeout(r, FLUSH_MS));
      return { off: median(cpu.off), on: median(cpu.on), cost: median(ratios) - 1, slow };
    }

    // 1. Counting on and off, in alternating slices, for returning and for new visitors.
    const pages = ['/', `/property/${activeListingId}`];
    const rows: Array<Record<string, string>> = [];
    for (const page of pages) {
      // Warm-up: the page cache, the JIT, the day's salt.
      for (const who of ['returning', 'new'] as const) {
        await load(`${off.url}${page}`, who, { duration: 2 });
        await load(`${on.url}${page}`, who, { duration: 2 });
      }
      for (const who of ['returning', 'new'] as const) {
        const full = await inTurn(page, who);
        const cpu = await atOnce(page, who);
        const cost = 1 - median(full.rates.on) / median(full.rates.off);
        const cpuCost = cpu.cost;
        rows.push({
          page: `GET ${page} (page cache)`,
          visitors: who === 'new' ? 'every request new' : `${fmt(RETURNING)} returning`,
          'off req/s': fmt(median(full.rates.off)),
          'on req/s': fmt(median(full.rates.on)),
          'req/s cost': `${fmt(cost * 100, 1)}%`,
          [`off CPU µs/req at ${RATE}/s`]: fmt(cpu.off),
          [`on CPU µs/req at ${RATE}/s`]: fmt(cpu.on),
          'CPU cost': `${fmt(cpuCost * 100, 1)}%`,
          target: cpuCost <= TARGET_COST ? `≤ ${TARGET_COST * 100}% met` : `≤ ${TARGET_COST * 100}% MISSED`,
          'req/s rounds off | on': `${full.rates.off.map((n) => fmt(n)).join(' ')} | ${full.rates.on.map((n) => fmt(n)).join(' ')}`,
          'p99 ms off/on': `${median(full.p99.off)}/${median(full.p99.on)}`,
        });
        console.log(
          `  ${page}, ${who} visitors: off ${fmt(median(full.rates.off))} req/s, on ${fmt(median(full.rates.on))} req/s (${fmt(cost * 100, 1)}%); ` +
            `CPU at ${RATE} req/s: off ${fmt(cpu.off)} µs/req, on ${fmt(cpu.on)} µs/req (${fmt(cpuCost * 100, 1)}%)` +
            `${cpu.slow ? `, ${cpu.slow} slices below the rate` : ''}; load ${loadAverage()}`,
        );
      }
    }
    await Promise.all([off.stop(), on.stop()]);
    servers.length = 0;
    console.log(
      `\nView counting off and on (${ROUNDS} rounds of ${SLICE_S} s each side, alternating; req/s: medians at full speed; CPU: both at once at ${RATE} req/s, median of the slices' ratios):`,
    );
    console.table(rows);
    if (rows.some((r) => r.target!.endsWith('MISSED'))) process.exitCode = 1;
    if (VIEWS === 0) return;

    // 2. RSS after VIEWS counted views of distinct visitors: the counting server, started afresh.
    const counting = await start(dirs.on, true);
    servers.push(counting);
    const pid = counting.child.pid!;
    await load(`${counting.url}/`, 'returning', { amount: 2000 });
    await new Promise((r) => setTimeout(r, 6000));
    const before = { rss: rssMb(pid), written: writtenViews(dirs.on) };
    let peak = before.rss;
    const readings: string[] = [];
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 1000);
    const viewsStarted = Date.now();
    let sent = 0;
    try {
      // In quarters, so the growth shows (or does not).
      for (let quarter = 1; quarter <= 4; quarter++) {
        const amount = Math.round((VIEWS * quarter) / 4) - sent;
        const page = quarter % 2 ? '/' : `/property/${activeListingId}`;
        sent += (await load(`${counting.url}${page}`, 'new', { amount }, { connections: 20 })).answered;
        readings.push(`${fmt(sent)}: ${fmt(rssMb(pid), 1)} MB`);
      }
    } finally {
      clearInterval(sampler);
    }
    const seconds = (Date.now() - viewsStarted) / 1000;
    // The last batch is written within one flush interval (5 s).
    const written = await waitFor(
      'the last batch of views',
      async () => {
        const n = writtenViews(dirs.on) - before.written;
        return n >= sent ? n : undefined;
      },
      30_000,
    ).catch(() => writtenViews(dirs.on) - before.written);
    await new Promise((r) => setTimeout(r, 5000));
    const after = rssMb(pid);

    console.log(
      `\nMemory of the counting server over ${fmt(sent)} views of distinct visitors (${fmt(seconds, 0)} s, ${fmt(sent / seconds)} views/s):`,
    );
    console.table([
      {
        'RSS before MB': fmt(before.rss, 1),
        'RSS peak MB': fmt(peak, 1),
        'RSS after MB': fmt(after, 1),
        'views written': fmt(written),
        counted: written === sent ? 'all' : `MISSED (${fmt(sent - written)} lost)`,
      },
    ]);
    console.log(`RSS as the views arrived: ${readings.join(', ')}`);
    console.log(`Load average after: ${loadAverage()}. Total ${fmt((Date.now() - started) / 1000)} s.`);
    if (written !== sent) process.exitCode = 1;
  } finally {
    await Promise.allSettled(servers.map((s) => s.stop()));
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
