/**
 * npm run bench:lighthouse: starts the production build (`build/backend/index.js`, as `npm start` runs it)
 * on a fresh data folder with the demo content, then runs Lighthouse (mobile, simulated throttling,
 * performance only) 3 times on `/` and on a property page in Debian's Chromium, and prints the median
 * performance score, LCP, FCP and CLS of each. Needs a build (`npm run build`).
 * Options: --runs=3, --save=DIR (each run's report as JSON). CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? '3');
/** --save=DIR writes each run's full Lighthouse report (JSON) there. */
const SAVE = process.argv.find((a) => a.startsWith('--save='))?.split('=')[1];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Figures {
  performance: number;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
}

async function main() {
  if (!existsSync(path.join(root, 'build/backend/index.js'))) throw new Error('no build: run `npm run build` first');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=2', 'build/backend/index.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      BACKUPS: 'false',
    },
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    // The demo photos are drawn after the start: wait until a listing has its photos.
    const propertyId = await waitFor('the demo listings and photos', async () => {
      const res = await fetch(`${base}/api/listings?page=1&limit=1`);
      if (!res.ok) return undefined;
      const body = (await res.json()) as { listings?: Array<{ id: number; images?: unknown[] }> };
      const first = (body.listings ?? [])[0];
      return first && first.images && first.images.length > 0 ? first.id : undefined;
    });
    const pages = [
      { name: '/', url: `${base}/` },
      { name: `/property/${propertyId}`, url: `${base}/property/${propertyId}` },
    ];
    // Warm the page cache and the photo files, as a visited production site has them.
    for (const page of pages) await fetch(page.url).then((r) => r.text());

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const results: Array<{ page: string; median: Figures; runs: Figures[] }> = [];
    for (const page of pages) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
        if (SAVE)
          writeFileSync(path.join(SAVE, `${page.name.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`), JSON.stringify(lhr));
        runs.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        });
      }
      results.push({
        page: page.name,
        runs,
        median: {
          performance: median(runs.map((r) => r.performance)),
          lcp: median(runs.map((r) => r.lcp)),
          fcp: median(runs.map((r) => r.fcp)),
          cls: median(runs.map((r) => r.cls)),
          tbt: median(runs.map((r) => r.tbt)),
        },
      });
    }
    console.log(`Lighthouse ${RUNS} runs per page (mobile, simulated throttling), medians:`);
    console.table(
      results.map(({ page, median: m, runs }) => ({
        page,
        performance: m.performance,
        'LCP s': (m.lcp / 1000).toFixed(2),
        'FCP s': (m.fcp / 1000).toFixed(2),
        CLS: m.cls.toFixed(3),
        'TBT ms': Math.round(m.tbt),
        'runs (performance)': runs.map((r) => r.performance).join(' '),
      })),
    );
  } finally {
    if (chrome) await chrome.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
