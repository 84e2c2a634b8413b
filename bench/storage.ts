/**
 * npm run bench:storage: what photo storage and backups cost.
 * 1. Photos: saving a listing with 5 phone-size photos, and serving a photo variant under /uploads
 *    (autocannon, 10 connections), with the local folder and with an S3 bucket (s3rver on loopback).
 * 2. Backups: `createBackup` of the demo content (photos included) and of 10,000 listings.
 * Options: --duration=5 (seconds of photo serving per store), --listings=10000
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/server/app.ts';
import { createBackup } from '../src/server/backup/backup.ts';
import { loadConfig } from '../src/server/config.ts';
import { startS3 } from '../tests/support/s3.ts';
import { load } from './lib/load.ts';
import { seedListings } from './lib/seed.ts';
import { BENCH_ADMIN } from './lib/types.ts';

const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION = option('duration', 5);
const LISTINGS = option('listings', 10_000);
const ROUNDS = 5;

const tmp = (name: string) => mkdtempSync(path.join(os.tmpdir(), `nyc-rentals-bench-${name}-`));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A 3024×4032 phone photo of noisy pixels (about 2–4 MB as JPEG, like a real one). */
async function phonePhoto(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 3024,
      height: 4032,
      channels: 3,
      background: { r: 40 + seed * 30, g: 120, b: 180 },
      noise: { type: 'gaussian', mean: 120, sigma: 12 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function multipart(fields: Record<string, string>, files: Buffer[]) {
  const boundary = `----bench${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  files.forEach((data, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image_${i}"; filename="p${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

async function photoStore(store: 'local' | 's3', photos: Buffer[]) {
  const s3 = store === 's3' ? await startS3() : null;
  const dataDir = tmp(store);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    DEMO_CONTENT: 'false',
    BACKUPS: 'false',
    LOG_LEVEL: 'silent',
    ...s3?.env,
  });
  const app = await buildApp(config, { web: 'none', logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const auth = { authorization: `Bearer ${(await login.json()).token}` };
    const fields = {
      address: '350 West 42nd Street, New York, NY 10036',
      neighborhood: '12B',
      price: '3450',
      bedrooms: '1',
      bathrooms: '1',
      size: 'No Roomies',
      description: 'Bright one-bedroom with city views.',
      status: 'active',
      is_sublet: 'false',
      amenities: '[]',
    };
    const saves: number[] = [];
    let photoUrl = '';
    for (let round = 0; round < ROUNDS; round++) {
      const form = multipart(fields, photos);
      const started = performance.now();
      const res = await fetch(`${url}/api/listings`, {
        method: 'POST',
        headers: { ...auth, 'content-type': form.type },
        body: form.body,
      });
      saves.push(performance.now() - started);
      if (res.status !== 201) throw new Error(`save failed: ${res.status} ${await res.text()}`);
      photoUrl = (await res.json()).listing.images[0].url.replace('-1200.webp', '-960.webp');
    }
    const serving = await load(`${url}${photoUrl}`, DURATION);
    return { store, saveMs: median(saves), serving };
  } finally {
    await app.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
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
