/**
 * npm run bench:storage: what photo storage and backups cost.
 * 1. Photos: saving a listing with 5 phone-size photos, and serving a photo variant under /uploads
 *    (autocannon, 10 connections), with the local folder and with an S3 bucket (s3rver on loopback).
 * 2. Backups: `createBackup` of the demo content (photos included) and of 10,000 listings.
 * Options: --duration=5 (seconds of photo serving per store), --listings=10000
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { createBackup } from '../src/server/platform/backup/backup.ts';
import { loadConfig } from '../src/server/platform/config.ts';
import { startS3 } from '../tests/support/s3.ts';
import { load } from './lib/load.ts';
import { phonePhoto, startSignedInApp, timedSave } from './lib/phone-photos.ts';
import { seedListings } from './lib/seed.ts';

const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION = option('duration', 5);
const LISTINGS = option('listings', 10_000);
const ROUNDS = 5;

const tmp = (name: string) => mkdtempSync(path.join(os.tmpdir(), `nyc-rentals-bench-${name}-`));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function photoStore(store: 'local' | 's3', photos: Buffer[]) {
  const s3 = store === 's3' ? await startS3() : null;
  const app = await startSignedInApp(s3?.env);
  try {
    const saves: number[] = [];
    let photoUrl = '';
    for (let round = 0; round < ROUNDS; round++) {
      const { ms, body } = await timedSave(app.url, app.auth, photos);
      saves.push(ms);
      photoUrl = body.listing.images[0]!.url.replace('-1200.webp', '-960.webp');
    }
    const serving = await load(`${app.url}${photoUrl}`, DURATION);
    return { store, saveMs: median(saves), serving };
  } finally {
    await app.close();
    await s3?.close();
  }
}

async function backupOf(label: string, prepare: (dataDir: string) => Promise<void>) {
  const dataDir = tmp('backup');
  try {
    await prepare(dataDir);
    const size = (await stat(path.join(dataDir, 'app.db'))).size;
    const result = await createBackup({ dataDir, uploadsDir: path.join(dataDir, 'uploads'), keep: 1 });
    return {
      label,
      database: mb(size),
      photoFiles: result.photos,
      archive: mb(result.bytes),
      seconds: (result.durationMs / 1000).toFixed(2),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const photos = await Promise.all([0, 1, 2, 3, 4].map(phonePhoto));
  console.log(
    `Photos: a listing saved with 5 phone photos (${mb(photos.reduce((n, p) => n + p.length, 0))} in all), median of ${ROUNDS}; a 960 px variant served under /uploads, 10 connections, ${DURATION} s`,
  );
  const rows = [];
  for (const store of ['local', 's3'] as const) rows.push(await photoStore(store, photos));
  console.table(
    rows.map((r) => ({
      store: r.store,
      'save (ms)': Math.round(r.saveMs),
      'serve req/s': Math.round(r.serving.requestsPerSecond),
      'serve p50/p99 (ms)': `${r.serving.p50} / ${r.serving.p99}`,
      errors: r.serving.errors + r.serving.non2xx,
    })),
  );

  const backups = [
    await backupOf('demo content', async (dataDir) => {
      const config = loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DEMO_CONTENT: 'true',
        BACKUPS: 'false',
        LOG_LEVEL: 'silent',
      });
      const app = await buildApp(config, { web: 'none', logger: false });
      await app.close();
    }),
    await backupOf(`${LISTINGS.toLocaleString('en-US')} listings`, async (dataDir) => {
      await seedListings(dataDir, LISTINGS);
    }),
  ];
  console.log('Backups (createBackup: SQLite backup API, photos linked, gzip):');
  console.table(backups);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
