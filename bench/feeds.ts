/**
 * The StreetEasy and Zillow feeds at 10,000 listings (docs/decisions/037): the compiled production
 * server in a child process on a seeded SQLite database; for each feed the time to first byte of the
 * first fetch (cold: the document is generated) and of later ones (warm: the kept file is sent), the
 * 304 answer to a matching If-None-Match, the sizes, and the server's resident memory while it generates.
 *
 *   npx tsx bench/feeds.ts [--listings=10000] [--warm=20]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PORTAL_NAMES, PORTALS } from '../src/shared/syndication.ts';
import { startProductProcess } from '../tests/support/product-process.ts';
import { rssMb } from './lib/production.ts';
import { seedListings } from './lib/seed.ts';

const arg = (name: string, fallback: number) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const LISTINGS = arg('listings', 10_000);
const WARM = arg('warm', 20);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One fetch: time to the response headers, time to the last byte, bytes on the wire. */
async function timedFetch(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const ttfb = performance.now() - started;
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    ttfb,
    total: performance.now() - started,
    wire: Number(res.headers.get('content-length') ?? body.length),
    bytes: body.length,
    etag: res.headers.get('etag') ?? '',
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-feeds-'));
try {
  const seedStart = performance.now();
  await seedListings(dataDir, LISTINGS);
  console.log(`seeded ${LISTINGS} listings (2 photos each) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const product = await startProductProcess({ DATA_DIR: dataDir, PUBLIC_URL: 'https://rentals.example.com' });
  const pid = product.child.pid!;
  try {
    // Let the start-up work (migrations checked, backfills finding nothing to do) settle.
    await new Promise((r) => setTimeout(r, 2000));
    const rows: string[][] = [];
    for (const name of PORTAL_NAMES) {
      const url = `${product.url}${PORTALS[name].path}`;
      const gzip = { 'accept-encoding': 'gzip', 'user-agent': 'feeds-bench' };
      const idle = rssMb(pid);
      let peak = idle;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
      const cold = await timedFetch(url, gzip);
      clearInterval(sampler);
      if (cold.status !== 200) throw new Error(`${name}: ${cold.status}`);
      const warm = [];
      for (let i = 0; i < WARM; i++) warm.push(await timedFetch(url, gzip));
      const plain = await timedFetch(url, { 'user-agent': 'feeds-bench' });
      const notModified = [];
      for (let i = 0; i < WARM; i++) notModified.push(await timedFetch(url, { ...gzip, 'if-none-match': cold.etag }));
      if (notModified.some((r) => r.status !== 304)) throw new Error(`${name}: If-None-Match did not answer 304`);
      rows.push([
        PORTALS[name].label,
        `${cold.ttfb.toFixed(0)} ms`,
        `${median(warm.map((r) => r.ttfb)).toFixed(1)} ms`,
        `${median(warm.map((r) => r.total)).toFixed(1)} ms`,
        `${median(notModified.map((r) => r.ttfb)).toFixed(1)} ms`,
        `${(cold.wire / 1024 / 1024).toFixed(2)} MB gzip / ${(plain.bytes / 1024 / 1024).toFixed(1)} MB`,
        `${idle.toFixed(0)} → ${peak.toFixed(0)} MB`,
      ]);
    }
    const head = [
      'feed',
      'TTFB cold (generates)',
      `TTFB warm (median of ${WARM})`,
      'whole answer warm',
      '304 (If-None-Match)',
      'size',
      'RSS idle → peak while generating',
    ];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
    console.log(`\nListing feeds, ${LISTINGS} listings (about 80% active, all published):\n`);
    console.log(line(head));
    console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
    for (const row of rows) console.log(line(row));
  } finally {
    await product.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
