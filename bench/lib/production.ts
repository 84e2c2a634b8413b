import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The product as `npm start` runs it: the compiled server (`build/backend/index.js`) under plain
 * `node` with the start script's flags, on a data folder of its own with the demo content. For the
 * benchmarks that measure the real process (bench/lighthouse.ts, bench/memory.ts).
 */
export interface ProductionServer {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The node flags of `npm start` (package.json), so that the benchmarks measure what a user runs. */
function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = scripts.start.split(/\s+/);
  return words.slice(words.indexOf('node') + 1).filter((word) => word.startsWith('--'));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

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

export async function startProduction(dataDir: string): Promise<ProductionServer> {
  if (!existsSync(path.join(root, 'build/backend/index.js'))) throw new Error('no build: run `npm run build` first');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...startFlags(), 'build/backend/index.js'], {
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
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor('the server to answer', async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined));
  return {
    base,
    child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
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
