import { fork } from 'node:child_process';
import type { Config } from '../../config.ts';
import { openDatabase, type DbHandle } from '../client.ts';
import { neverHadListings, seedDemoContent, type AddDemoListing } from './seed-demo.ts';

/** The argument that makes the server's entry seed the demo content and exit (see index.ts). */
export const SEED_DEMO_FLAG = '--seed-demo';

/**
 * Seeds the demo content in a child process running the same entry: drawing and processing the
 * photos takes about 100 MB (libvips, image buffers) that a process never gives back, so the server
 * stays lean by letting a short-lived process do it. Resolves to the number of listings added.
 */
export async function seedDemoInChildProcess(database: DbHandle): Promise<number> {
  if (!(await neverHadListings(database))) return 0;
  return new Promise((resolve, reject) => {
    let seeded = 0;
    const child = fork(process.argv[1], [...process.argv.slice(2), SEED_DEMO_FLAG], {
      execArgv: process.execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: { seeded?: number }) => {
      seeded = message.seeded ?? seeded;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(seeded) : reject(new Error(`Adding the demo content failed (exit code ${code})`)),
    );
  });
}

/**
 * The child's side: seeds the configured database, reports the count to the parent, and returns.
 * `open` builds what adds a listing on that database (the composition root's services) and its close.
 */
export async function runDemoSeed(
  config: Config,
  open: (database: DbHandle) => { addListing: AddDemoListing; close: () => Promise<void> },
): Promise<void> {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { addListing, close } = open(database);
  try {
    const seeded = await seedDemoContent(database, addListing);
    process.send?.({ seeded });
  } finally {
    await close();
    await database.close();
  }
}
