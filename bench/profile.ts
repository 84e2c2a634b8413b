/**
 * npm run bench:profile: where the time of a server-rendered page goes. Seeds 10,000 listings
 * (bench/lib/seed.ts), starts the production server as `npm start` runs it (its node flags, the
 * compiled entry, its default logging) with V8's CPU profiler (`--cpu-prof`), renders the page on
 * every request (a bearer token: the page cache never serves it) with autocannon, and prints the
 * rate and the functions with the most self time, then the same grouped by package, over the load
 * only (the server's start is left out).
 * Needs a build (`npm run build`).
 * Options: --path=/ (repeatable: each is loaded in turn; `{property}` stands for an active listing's
 * id: --path=/property/{property}), --seconds=10, --listings=10000, --top=25,
 * --gzip (ask for compressed answers, as browsers do), --save=FILE (keep the .cpuprofile).
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedListings } from './lib/seed.ts';
import { BENCH_ADMIN } from './lib/types.ts';
import { npmStart } from '../tests/support/product-process.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SECONDS = Number(option('seconds', '10'));
const LISTINGS = Number(option('listings', '10000'));
const TOP = Number(option('top', '25'));
const SAVE = option('save', '');
const GZIP = argv.includes('--gzip');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** µs, the profiler's clock. */
  endTime: number;
}

/** What a script's URL belongs to: a package's name, the server build, the web app's server build, or node itself. */
function owner(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node (built-in modules)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('/build/server/')) return 'web app (build/server)';
  if (url.includes('/build/backend/')) return 'server (build/backend)';
  return url;
}

/**
 * The self time of each profile node over the last `loadedMs` of the profile: the load (warm-ups
 * included) and the stop, not the server's start (module loading, migrations, the background checks
 * of a fresh start), which would otherwise weigh on a short run.
 */
function selfTimes(profile: CpuProfile, loadedMs: number): Map<number, number> {
  const self = new Map<number, number>();
  let at = profile.endTime;
  for (let i = profile.samples.length - 1; i >= 0 && profile.endTime - at <= loadedMs * 1000; i--) {
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
    at -= profile.timeDeltas[i] ?? 0;
  }
  return self;
}

function report(profile: CpuProfile, loadedMs: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = selfTimes(profile, loadedMs);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)').reduce((a, [, t]) => a + t, 0);
  const busy = total - idle;
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, time] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    const where = url ? `${owner(url)}:${lineNumber + 1}` : '';
    const name = `${functionName || '(anonymous)'} ${where}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + time);
    packages.set(owner(url), (packages.get(owner(url)) ?? 0) + time);
  }
  const pct = (t: number) => `${((100 * t) / busy).toFixed(1).padStart(5)}%`;
  console.log(`\nBusy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s sampled. Self time, share of busy time:`);
  for (const [name, time] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${pct(time)}  ${name}`);
  console.log('\nBy package:');
  for (const [name, time] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${pct(time)}  ${name}`);
}

async function main() {
  const paths = argv.filter((a) => a.startsWith('--path=')).map((a) => a.slice('--path='.length));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-profile-'));
  const profileDir = path.join(dataDir, 'profile');
  try {
    const context = await seedListings(dataDir, LISTINGS);
    if (paths.length === 0) paths.push('/');
    const resolved = paths.map((p) => p.replace('{property}', String(context.activeListingId)));
    const child = spawn(
      process.execPath,
      [...npmStart().flags, '--cpu-prof', `--cpu-prof-dir=${profileDir}`, path.join('build', 'backend', 'index.js')],
      {
        env: {
          ...process.env,
          ...npmStart().env,
          NODE_ENV: 'production',
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          DEMO_CONTENT: 'false',
          BACKUPS: 'false',
          ADMIN_EMAIL: BENCH_ADMIN.email,
          ADMIN_PASSWORD: BENCH_ADMIN.password,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const origin = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (match) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
    });
    // The server's own log lines (what `npm start` writes per request) are read and dropped.
    child.stdout!.resume();
    const res = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const { token } = (await res.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, ...(GZIP ? { 'accept-encoding': 'gzip, br' } : {}) };
    console.log(
      `${LISTINGS} listings; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    const loadStart = Date.now();
    for (const page of resolved) {
      await autocannon({ url: `${origin}${page}`, connections: 10, duration: 2, headers }); // warm-up
      const result = await autocannon({ url: `${origin}${page}`, connections: 10, duration: SECONDS, headers });
      console.log(
        `${page}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
          `${(result.throughput.total / Math.max(1, result.requests.total) / 1024).toFixed(1)} KB/answer, ${result.non2xx} non-2xx`,
      );
    }
    const loadedMs = Date.now() - loadStart;
    child.kill('SIGTERM');
    await exited;
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('no CPU profile written');
    if (SAVE) copyFileSync(path.join(profileDir, file), SAVE);
    report(JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile, loadedMs);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
