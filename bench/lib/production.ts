import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { startProductProcess } from '../../tests/support/product-process.ts';

/**
 * Readings of the production server that the benchmarks measuring the real process
 * (bench/lighthouse.ts, bench/memory.ts, bench/soak.ts) start with `startProductProcess`
 * (tests/support/product-process.ts: `npm start`'s compiled entry and flags).
 */

/** The production server with the demo content on `dataDir` (a fresh folder: the first start, which draws the photos). */
export const startDemoProduct = (dataDir: string) => startProductProcess({ DATA_DIR: dataDir, DEMO_CONTENT: 'true' });

/** Calls `probe` every 250 ms until it gives a value (errors count as no value). */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The demo listings' ids once every one has its photos (they are drawn after the start, in a
 * short-lived child process).
 */
export function demoListingsWithPhotos(base: string): Promise<number[]> {
  return waitFor('the demo listings and their photos', async () => {
    const res = await fetch(`${base}/api/listings?page=1&limit=100`);
    if (!res.ok) return undefined;
    const { listings = [] } = (await res.json()) as { listings?: Array<{ id: number; images: unknown[] }> };
    return listings.length > 0 && listings.every((l) => l.images.length > 0) ? listings.map((l) => l.id) : undefined;
  });
}

/** The resident set size of a process, in MB. */
export function rssMb(pid: number): number {
  const status = `/proc/${pid}/status`;
  const kb = existsSync(status)
    ? Number(/VmRSS:\s+(\d+)/.exec(readFileSync(status, 'utf8'))?.[1])
    : Number(
        execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
          .toString()
          .trim(),
      );
  return kb / 1024;
}
