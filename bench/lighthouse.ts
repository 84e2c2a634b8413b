/**
 * npm run bench:lighthouse: starts the production build (`build/backend/index.js`, as `npm start` runs it)
 * on a fresh data folder with the demo content, then runs Lighthouse (mobile, simulated throttling;
 * performance, accessibility, best practices and SEO) 3 times on `/` and on a property page, each in
 * English, Spanish (`/es/`) and Chinese (`/zh/`) in Debian's Chromium (after one unrecorded
 * warm-up run each), and prints the median performance score, LCP, FCP, CLS and TBT of each. Needs a
 * build (`npm run build`).
 * Options: --runs=3, --save=DIR (each run's report as JSON). CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoListingsWithPhotos, startDemoProduct } from './lib/production.ts';

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

/**
 * One Lighthouse run (mobile, simulated throttling, performance only). A run whose trace Chromium
 * did not record completely (Lighthouse: 'Please run Lighthouse again') is run again, up to 3 times.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-lighthouse-'));
  const server = await startDemoProduct(dataDir);
  const base = server.url;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const [propertyId] = await demoListingsWithPhotos(base);
    // Each page in English, Spanish and Chinese: a translated page must score as its English one.
    const pages = ['', '/es', '/zh'].flatMap((prefix) => [
      { name: `${prefix}/`, url: `${base}${prefix}/` },
      { name: `${prefix}/property/${propertyId}`, url: `${base}${prefix}/property/${propertyId}` },
    ]);
    // Warm the page cache and the photo files, as a visited production site has them.
    for (const page of pages) await fetch(page.url).then((r) => r.text());

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const results: Array<{ page: string; median: Figures; runs: Figures[] }> = [];
    for (const page of pages) {
      // One unrecorded run first: a fresh Chromium profile's first page load pays one-time costs
      // (font and code caches of the browser itself) that a visitor's browser has long paid.
      await audit(page.url, chrome.port);
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await audit(page.url, chrome.port);
        if (SAVE)
          writeFileSync(path.join(SAVE, `${page.name.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`), JSON.stringify(lhr));
        runs.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
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
          accessibility: median(runs.map((r) => r.accessibility)),
          bestPractices: median(runs.map((r) => r.bestPractices)),
          seo: median(runs.map((r) => r.seo)),
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
        accessibility: m.accessibility,
        'best practices': m.bestPractices,
        SEO: m.seo,
        'LCP s': (m.lcp / 1000).toFixed(2),
        'FCP s': (m.fcp / 1000).toFixed(2),
        CLS: m.cls.toFixed(3),
        'TBT ms': Math.round(m.tbt),
        'runs (performance)': runs.map((r) => r.performance).join(' '),
      })),
    );
  } finally {
    if (chrome) await chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
