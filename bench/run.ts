/**
 * npm run bench: seeds a throwaway SQLite database with 10,000 listings, starts the product in a
 * child process and measures each scenario with autocannon beside a bare Fastify route that sends
 * a constant body of the same size, in the same run. Scenario groups are modules: bench/api.ts,
 * bench/pages.ts (each `export default` a ScenarioGroup).
 * Options: --duration=6 (seconds per side and scenario, in 6 alternating slices), --only=api,inquiries,pages,
 * --listings=10000, --inquiries=10000, --no-uncached.
 * What counting views costs the cached pages (on and off side by side) and the memory after a million
 * counted views need two production servers: bench/insights.ts, run after this by `npm run bench`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from './lib/load.ts';
import { signIn, startServer, stopServer, type Server } from './lib/product.ts';
import { seedInquiries, seedListings } from './lib/seed.ts';
import { type BenchContext, type LoadResult, type Scenario, type ScenarioGroup } from './lib/types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const GROUP_FILES = ['api.ts', 'inquiries.ts', 'pages.ts'];

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DURATION = Number(option('duration', '6'));
const LISTINGS = Number(option('listings', '10000'));
const INQUIRIES = Number(option('inquiries', '10000'));
const ONLY = option('only', '').split(',').filter(Boolean);
const UNCACHED = !argv.includes('--no-uncached');

interface Row {
  group: string;
  scenario: Scenario;
  bare: LoadResult;
  floor: LoadResult;
  app: LoadResult;
  uncached?: LoadResult;
}

interface Failure {
  scenario: Scenario;
  error: string;
}

/** Fetches the scenario once (must be 200) and gives the bare route the same body. */
async function prepareBare(server: Server, id: string, scenario: Scenario, headers: Record<string, string>) {
  const res = await fetch(`${server.app}${scenario.path}`, {
    headers: scenario.post ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(scenario.post ? { method: 'POST', body: JSON.stringify(scenario.post) } : {}),
  });
  const body = await res.text();
  if (res.status !== (scenario.post ? 201 : 200))
    throw new Error(`${scenario.name}: expected ${scenario.post ? 201 : 200}, got ${res.status} ${body.slice(0, 200)}`);
  await fetch(`${server.bare}/__body/${id}`, {
    method: 'PUT',
    headers: { 'content-type': res.headers.get('content-type') ?? 'text/plain' },
    body,
  });
  return body.length;
}

const ROUNDS = 6;

/** Averages of several runs (p50: median run, p99: worst run). */
function combine(results: LoadResult[]): LoadResult {
  const mean = (f: (r: LoadResult) => number) => results.reduce((sum, r) => sum + f(r), 0) / results.length;
  const p50s = results.map((r) => r.p50).sort((a, b) => a - b);
  return {
    requestsPerSecond: mean((r) => r.requestsPerSecond),
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...results.map((r) => r.p99)),
    bytesPerRequest: mean((r) => r.bytesPerRequest),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

/**
 * The bare route, the floor route and the app in alternating slices (bare, floor, app, then the
 * other way round, …), so that whatever else the machine is doing weighs on all three alike.
 */
async function interleaved(
  urls: { bare: string; floor: string; app: string },
  headers: Record<string, string>,
  post?: Record<string, unknown>,
) {
  const slice = Math.max(1, DURATION / ROUNDS);
  const results = { bare: [] as LoadResult[], floor: [] as LoadResult[], app: [] as LoadResult[] };
  const order: Array<keyof typeof results> = ['bare', 'floor', 'app'];
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 === 0 ? order : [...order].reverse()) {
      results[side].push(await load(urls[side], slice, side === 'app' ? headers : {}, post));
    }
  }
  return { bare: combine(results.bare), floor: combine(results.floor), app: combine(results.app) };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function printTable(rows: Row[]) {
  const header = [
    'scenario',
    'bare req/s',
    'floor req/s',
    'app req/s',
    'app/floor',
    'ratio',
    'target',
    'p50 ms',
    'p99 ms',
    'KB/resp',
    'uncached req/s',
    'uncached p99',
  ];
  const lines = rows.map((r) => [
    r.scenario.name,
    fmt(r.bare.requestsPerSecond),
    fmt(r.floor.requestsPerSecond),
    fmt(r.app.requestsPerSecond),
    `${fmt((100 * r.app.requestsPerSecond) / r.floor.requestsPerSecond)}%`,
    `${fmt((100 * r.app.requestsPerSecond) / r.bare.requestsPerSecond)}%`,
    r.scenario.target
      ? `≥${r.scenario.target * 100}% ${r.app.requestsPerSecond / r.bare.requestsPerSecond >= r.scenario.target ? 'met' : 'MISSED'}`
      : '',
    fmt(r.app.p50),
    fmt(r.app.p99),
    fmt(r.app.bytesPerRequest / 1024, 1),
    r.uncached ? fmt(r.uncached.requestsPerSecond) : '',
    r.uncached ? fmt(r.uncached.p99) : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${row(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(row(l));
}

async function main() {
  const started = Date.now();
  const groups: ScenarioGroup[] = [];
  for (const file of GROUP_FILES) {
    if (!existsSync(path.join(here, file))) continue;
    const group = ((await import(`./${file}`)) as { default: ScenarioGroup }).default;
    if (ONLY.length === 0 || ONLY.includes(file.replace(/\.ts$/, ''))) groups.push(group);
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-bench-'));
  const rows: Row[] = [];
  const failures: Failure[] = [];
  const notes: string[] = [];
  try {
    const seedStart = Date.now();
    const context: BenchContext = { ...(await seedListings(dataDir, LISTINGS)), ...seedInquiries(dataDir, INQUIRIES) };
    console.log(
      `Seeded ${fmt(LISTINGS)} listings (${fmt(LISTINGS * 2)} photo rows) and ${fmt(INQUIRIES)} inquiries in ${fmt((Date.now() - seedStart) / 1000, 1)} s.`,
    );
    console.log(
      `Each side: ${DURATION} s in ${ROUNDS} alternating slices, 10 connections; node ${process.version}, ${os.cpus().length} CPUs.`,
    );

    for (const group of groups) {
      const scenarios = group.scenarios(context);
      const server = await startServer(dataDir, group.web, true);
      try {
        const auth = await signIn(server.app);
        for (const [i, scenario] of scenarios.entries()) {
          try {
            const headers = scenario.signedIn ? auth : {};
            const id = `${group.name}-${i}`;
            await prepareBare(server, id, scenario, headers);
            const urls = {
              bare: `${server.bare}/bare/${id}`,
              floor: `${server.app}/api/__bench/floor/${id}`,
              app: `${server.app}${scenario.path}`,
            };
            await load(urls.app, 2, headers, scenario.post); // warm-up (JIT, caches)
            await load(urls.floor, 1, {}, scenario.post);
            await load(urls.bare, 1, {}, scenario.post);
            const { bare, floor, app } = await interleaved(urls, headers, scenario.post);
            if (app.non2xx || app.errors) throw new Error(`${app.non2xx} non-2xx answers, ${app.errors} errors`);
            rows.push({ group: group.name, scenario, bare, floor, app });
            console.log(`  ${scenario.name}: ${fmt(app.requestsPerSecond)} req/s (bare ${fmt(bare.requestsPerSecond)})`);
          } catch (error) {
            failures.push({ scenario, error: (error as Error).message.split('\n')[0].slice(0, 300) });
            console.log(`  ${scenario.name}: FAILED (${failures[failures.length - 1].error})`);
          }
        }
        if (group.report)
          notes.push(...(await group.report(server).catch((error: Error) => [`${group.name} report failed: ${error.message}`])));
      } finally {
        await stopServer(server);
      }

      if (UNCACHED) {
        // The same scenarios with the listings result cache off: what the queries themselves cost.
        const cold = await startServer(dataDir, group.web, false);
        try {
          const auth = await signIn(cold.app);
          for (const scenario of scenarios) {
            if (!rows.some((r) => r.scenario === scenario)) continue;
            const headers = scenario.signedIn ? auth : {};
            await load(`${cold.app}${scenario.path}`, 1, headers, scenario.post);
            const result = await load(`${cold.app}${scenario.path}`, Math.max(2, DURATION / 3), headers, scenario.post);
            const row = rows.find((r) => r.scenario === scenario);
            if (row) row.uncached = result;
          }
        } finally {
          await stopServer(cold);
        }
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  printTable(rows);
  console.log(
    [
      '',
      'bare  = a plain Fastify route sending the same body (fixed in advance) in the same run',
      "floor = the same fixed body from a route inside the product, behind the product's per-request plugins",
      'ratio = app req/s ÷ bare req/s (the target); app/floor = what the route itself costs on top of the plugins',
      'uncached = the listings result cache turned off (every request runs its queries)',
      `Total ${fmt((Date.now() - started) / 1000)} s.`,
    ].join('\n'),
  );
  for (const note of notes) console.log(note);
  const missed = rows.filter((r) => r.scenario.target && r.app.requestsPerSecond / r.bare.requestsPerSecond < r.scenario.target);
  if (missed.length > 0) console.log(`\nTargets missed: ${missed.map((r) => r.scenario.name).join('; ')}`);
  for (const failure of failures) console.log(`\nFailed: ${failure.scenario.name}: ${failure.error}`);
  if (missed.length > 0 || failures.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
