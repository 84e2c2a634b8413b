/**
 * npm run bench:memory (part of `npm run bench`): the resident memory (RSS) of the production server
 * as `npm start` runs it (compiled build, plain node), read three times:
 *
 * 1. idle after the first start on a fresh data folder, once the demo photos are drawn;
 * 2. idle after a restart on the same data;
 * 3. after load: 10 connections for 5 s on each of six public pages and API calls (peak while
 *    loaded, then idle again).
 *
 * Target: under 150 MB idle. "Idle" is the median of 5 readings a second apart, after 10 s of rest.
 * Needs a build (`npm run build`). Options: --settle=10 (seconds of rest before an idle reading).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from './lib/load.ts';
import type { ProductProcess } from '../tests/support/product-process.ts';
import { demoListingsWithPhotos, rssMb, startDemoProduct } from './lib/production.ts';

const SETTLE_S = Number(process.argv.find((a) => a.startsWith('--settle='))?.split('=')[1] ?? '10');
const TARGET_MB = 150;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function idleRss(server: ProductProcess): Promise<number> {
  await sleep(SETTLE_S * 1000);
  const readings: number[] = [];
  for (let i = 0; i < 5; i++) {
    readings.push(rssMb(server.child.pid!));
    await sleep(1000);
  }
  return median(readings);
}

/** Loads each path for `seconds` in turn; answers the peak RSS seen meanwhile (read every 250 ms). */
async function loadedPeakRss(server: ProductProcess, paths: string[], seconds: number) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid!))), 250);
  let requests = 0;
  try {
    for (const p of paths) {
      const result = await load(`${server.url}${p}`, seconds);
      if (result.non2xx || result.errors) throw new Error(`${p}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      requests += Math.round(result.requestsPerSecond * seconds);
    }
  } finally {
    clearInterval(timer);
  }
  return { peak, requests };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-memory-'));
  const rows: Array<{ reading: string; 'RSS MB': string; target: string }> = [];
  const row = (reading: string, mb: number, target = true) =>
    rows.push({
      reading,
      'RSS MB': mb.toFixed(1),
      target: target ? (mb < TARGET_MB ? `< ${TARGET_MB} met` : `< ${TARGET_MB} MISSED`) : '',
    });
  try {
    let server = await startDemoProduct(dataDir);
    const ids = await demoListingsWithPhotos(server.url);
    row('idle after the first start (demo photos drawn)', await idleRss(server));
    await server.stop();

    server = await startDemoProduct(dataDir);
    try {
      row('idle after a restart', await idleRss(server));
      const paths = [
        '/',
        `/property/${ids[0]}`,
        '/sublets',
        '/about',
        '/api/listings?page=1&limit=12',
        `/api/listings/${ids[1]}`,
      ];
      const { peak, requests } = await loadedPeakRss(server, paths, 5);
      row(`peak under load (${requests.toLocaleString('en-US')} requests, 10 connections)`, peak, false);
      row('idle after the load', await idleRss(server));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`Resident memory of the production server (node ${process.version}):`);
  console.table(rows);
  if (rows.some((r) => r.target.endsWith('MISSED'))) process.exitCode = 1;
}

await main();
