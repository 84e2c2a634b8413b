/**
 * npm run bench:main-thread: the main-thread time of loading and hydrating `/` and a property page on
 * a slow phone's CPU (issue 48, decision 099). Starts the production build (as `npm start` runs it) on
 * a fresh data folder with the demo content, then, in Debian's Chromium with the CPU slowed 4×
 * (CDP Emulation.setCPUThrottlingRate), records a trace of each page from navigation until it is
 * hydrated and quiet (the main element is React's, no request for 1 s), and sums the renderer main
 * thread's long tasks (top-level tasks over 50 ms) and their blocking part (what exceeds 50 ms, as
 * Lighthouse's total blocking time counts it). Each page is loaded once unrecorded (the page cache and
 * the browser's compile cache warm), then --runs times (default 5); the median is printed.
 * Needs a build (`npm run build`). CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from './lib/chromium.ts';
import { demoListingsWithPhotos, startDemoProduct } from './lib/production.ts';

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? '5');
const CPU_SLOWDOWN = 4;
const LONG_TASK_US = 50_000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** The long tasks of the page's renderer main thread in a trace: their count, summed time and blocking part, in ms. */
function longTasks(events: TraceEvent[]) {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && mainThreads.has(`${e.pid}:${e.tid}`) && (e.dur ?? 0) > LONG_TASK_US,
  );
  const total = tasks.reduce((sum, t) => sum + t.dur!, 0);
  return { count: tasks.length, totalMs: total / 1000, blockingMs: (total - tasks.length * LONG_TASK_US) / 1000 };
}

/** One recorded load of `url` with the CPU slowed: the long tasks from navigation until hydrated and quiet. */
async function measure(browser: Browser, url: string, record: boolean) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (record) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => {
      const main = document.getElementById('main');
      return Boolean(main && Object.keys(main).some((key) => key.startsWith('__react')));
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    if (!record) return undefined;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return longTasks(trace.traceEvents);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-main-thread-'));
  const server = await startDemoProduct(dataDir);
  const browser = await launchChromium();
  try {
    const [propertyId] = await demoListingsWithPhotos(server.url);
    const rows = [];
    for (const pagePath of ['/', `/property/${propertyId}`]) {
      const url = `${server.url}${pagePath}`;
      await measure(browser, url, false);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push((await measure(browser, url, true))!);
      rows.push({
        page: pagePath,
        'long tasks': median(runs.map((r) => r.count)),
        'long tasks ms (median)': Math.round(median(runs.map((r) => r.totalMs))),
        'blocking ms (median)': Math.round(median(runs.map((r) => r.blockingMs))),
        'long tasks ms (each run)': runs.map((r) => Math.round(r.totalMs)).join(' '),
      });
    }
    console.log(`Main thread while loading and hydrating, CPU slowed ${CPU_SLOWDOWN}×, ${RUNS} runs:`);
    console.table(rows);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
