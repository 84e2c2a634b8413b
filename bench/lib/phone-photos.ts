import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/platform/config.ts';
import { BENCH_ADMIN } from './types.ts';

/** Phone photos and the listing form's multipart body, for the photo benchmarks. */

/** A 3024×4032 phone photo of noisy pixels (about 2–4 MB as JPEG, like a real one). */
export async function phonePhoto(seed: number): Promise<Buffer> {
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

/** The text fields of the listing saved by the photo benchmarks. */
const LISTING_FIELDS = {
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

/** The product in this process (API only) on a throwaway data folder, signed in as the bench administrator. */
export async function startSignedInApp(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-bench-photos-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    DEMO_CONTENT: 'false',
    BACKUPS: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp(config, { web: 'none', logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    return { url, auth, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** POST /api/listings with these photos: the milliseconds to the answer, and the answer (must be 201). */
export async function timedSave(url: string, auth: Record<string, string>, photos: Buffer[]) {
  const form = multipart(LISTING_FIELDS, photos);
  const started = performance.now();
  const res = await fetch(`${url}/api/listings`, {
    method: 'POST',
    headers: { ...auth, 'content-type': form.type },
    body: form.body,
  });
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`save failed: ${res.status} ${await res.text()}`);
  return { ms, body: (await res.json()) as { listing: { images: Array<{ url: string }> } } };
}
