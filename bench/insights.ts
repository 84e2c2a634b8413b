/**
 * npm run bench:insights (part of `npm run bench`; needs a build): what counting views on the server
 * (decision 040) costs the public pages, and the memory it holds.
 *
 * 1. Throughput, side by side: the production server (`npm start`'s build and flags) twice, on two
 *    copies of one seeded data folder, with VIEW_COUNTING on and off. The page cache answers `/` and a
 *    property page (as it does for every visitor); each page is loaded on the two servers in turn
 *    (off, on, on, off, …) for --rounds slices of --slice seconds each, 10 connections, medians
 *    compared. Twice: from 1,000 returning visitors (each counted once a day), and with every request
 *    a new visitor (its own X-Forwarded-For behind TRUST_PROXY=1 on both servers), the counter's worst
 *    case: each request a hash and a new entry in the batch, each a row written in the next batch.
 *    Every request has a browser's user agent and, mostly, a referring site. Measured: requests per
 *    second, and the server's CPU time per request (/proc/{pid}/stat over the slice, batch writes
 *    included), which a shared machine's load sways far less than the rate. Target: counting costs at
 *    most 5% (judged on the CPU per request; the rate swings by more than that between slices when
 *    other work runs).
 * 2. Memory: the counting server's RSS before and after --views (1,000,000) counted views of distinct
 *    visitors (read every second while they arrive; peak and after), and the views it wrote, read back
 *    from its database once the last batch is written: every one of them counted.
 *
 * Options: --rounds=6 --slice=5 --views=1000000 (0: throughput only) --listings=1000. Times measured on a shared machine
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

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROUNDS = option('rounds', 6);
const SLICE_S = option('slice', 5);
const VIEWS = option('views', 1_000_000);
const LISTINGS = option('listings', 1000);
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
  { connections = 10, pipelining = 1 } = {},
) {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    pipelining,
    ...limit,
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
    const dirs = { off: path.join(root, 'off'), on: path.join(root, 'on') };
    cpSync(seeded, dirs.off, { recursive: true });
    cpSync(seeded, dirs.on, { recursive: true });
    const off = await start(dirs.off, false);
    servers.push(off);
    const on = await start(dirs.on, true);
    servers.push(on);
    console.log(
      `Seeded ${fmt(LISTINGS)} listings. Node ${process.version}, ${os.cpus().length} CPUs; load average ${loadAverage()} (1, 5, 15 min).`,
    );

    // 1. Throughput with counting on and off, in alternating slices, for returning and for new visitors.
    const pages = ['/', `/property/${activeListingId}`];
    const rows: Array<Record<string, string>> = [];
    for (const page of pages) {
      // Warm-up: the page cache, the JIT.
      await load(`${off.url}${page}`, 'returning', { duration: 2 });
      await load(`${on.url}${page}`, 'returning', { duration: 2 });
      for (const who of ['returning', 'new'] as const) {
        const runs = { off: [] as number[], on: [] as number[] };
        const cpu = { off: [] as number[], on: [] as number[] };
        const p99 = { off: [] as number[], on: [] as number[] };
        for (let round = 0; round < ROUNDS; round++) {
          for (const side of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
            const server = side === 'on' ? on : off;
            const cpuBefore = cpuMs(server.child.pid!);
            const result = await load(`${server.url}${page}`, who, { duration: SLICE_S });
            runs[side].push(result.requestsPerSecond);
            cpu[side].push(((cpuMs(server.child.pid!) - cpuBefore) * 1000) / result.answered);
            p99[side].push(result.p99);
          }
        }
        const cost = 1 - median(runs.on) / median(runs.off);
        const cpuCost = median(cpu.on) / median(cpu.off) - 1;
        rows.push({
          page: `GET ${page} (page cache)`,
          visitors: who === 'new' ? 'every request new' : `${fmt(RETURNING)} returning`,
          'off req/s': fmt(median(runs.off)),
          'on req/s': fmt(median(runs.on)),
          'req/s cost': `${fmt(cost * 100, 1)}%`,
          'off CPU µs/req': fmt(median(cpu.off)),
          'on CPU µs/req': fmt(median(cpu.on)),
          'CPU cost': `${fmt(cpuCost * 100, 1)}%`,
          target: cpuCost <= TARGET_COST ? `≤ ${TARGET_COST * 100}% met` : `≤ ${TARGET_COST * 100}% MISSED`,
          'req/s rounds off | on': `${runs.off.map((n) => fmt(n)).join(' ')} | ${runs.on.map((n) => fmt(n)).join(' ')}`,
          'p99 ms off/on': `${median(p99.off)}/${median(p99.on)}`,
        });
        console.log(
          `  ${page}, ${who} visitors: off ${fmt(median(runs.off))} req/s ${fmt(median(cpu.off))} µs/req, on ${fmt(median(runs.on))} req/s ${fmt(median(cpu.on))} µs/req (req/s ${fmt(cost * 100, 1)}%, CPU ${fmt(cpuCost * 100, 1)}%); load ${loadAverage()}`,
        );
      }
    }
    await Promise.all([off.stop(), on.stop()]);
    servers.length = 0;
    console.log(`\nThroughput with view counting off and on (${ROUNDS} rounds of ${SLICE_S} s each side, alternating; medians):`);
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
