/**
 * Part of npm run bench: saving a listing with 5 and with 10 phone photos (4032×3024 JPEG, 2–4 MB
 * each) on the 2-core machine, with the server processing one photo at a time (PHOTO_PARALLELISM=1,
 * as before decision 042) and two at a time (the default). Two figures per case, medians of 3:
 * - processing: the server's photo work alone (decode, rotate, WebP variants, preview JPEG);
 * - save: POST /api/listings over loopback, from the first byte sent to the answer.
 * Options: --rounds=3
 */
import os from 'node:os';
import { mapBounded } from '../src/server/platform/images/bounded.ts';
import { processPhoto } from '../src/server/platform/images/photo-processor.ts';
import { phonePhoto, startSignedInApp, timedSave } from './lib/phone-photos.ts';

const ROUNDS = Number(process.argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function processingMs(photos: Buffer[], parallelism: number): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await mapBounded(photos, parallelism, (photo) => processPhoto(photo));
    times.push(performance.now() - started);
  }
  return median(times);
}

async function saveMs(photos: Buffer[], parallelism: number): Promise<number> {
  const app = await startSignedInApp({ PHOTO_PARALLELISM: String(parallelism) });
  try {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) times.push((await timedSave(app.url, app.auth, photos)).ms);
    return median(times);
  } finally {
    await app.close();
  }
}

async function main() {
  const photos: Buffer[] = [];
  for (let i = 0; i < 10; i++) photos.push(await phonePhoto(i % 6));
  const rows = [];
  for (const count of [5, 10]) {
    const chosen = photos.slice(0, count);
    for (const parallelism of [1, 2]) {
      rows.push({
        photos: `${count} (${mb(chosen.reduce((n, p) => n + p.length, 0))})`,
        PHOTO_PARALLELISM: parallelism === 1 ? '1 (before)' : '2 (after)',
        'processing (ms)': Math.round(await processingMs(chosen, parallelism)),
        'save over loopback (ms)': Math.round(await saveMs(chosen, parallelism)),
      });
    }
  }
  console.log(`Saving a listing with phone photos (4032×3024 JPEG), median of ${ROUNDS}, ${os.cpus().length} cores:`);
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
