import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { newYorkDate } from '../../src/shared/new-york-time.ts';
import { signIn } from './product.ts';

/**
 * A rental application as a renter makes one, for the benchmarks that measure what the production server
 * does with its documents (bench/applications.ts, bench/hostile.ts): the listing, the start, the private
 * link read from the e-mail the server wrote to DATA_DIR/outbox (no SMTP), and the documents' bodies.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The answer's JSON; throws with the status and body when it is not a success. */
export async function json(res: Response): Promise<Record<string, unknown>> {
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A multipart body of a document upload: its `kind` and one file (a screening report with the New York
 * day it was made, today, which the upload requires).
 */
export function documentForm(kind: string, name: string, type: string, data: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const field = (fieldName: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"\r\n\r\n${value}\r\n`);
  const body = Buffer.concat([
    field('kind', kind),
    ...(kind === 'screening_report' ? [field('reportDate', newYorkDate(new Date()))] : []),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** A scanned statement: `pages` pages, each a noisy 1700×2200 JPEG of the paper (about 1 MB) with a line of text. */
export async function scannedPdf(seed: number, pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 0; n < pages; n += 1) {
    const scan = await sharp({
      create: {
        width: 1700,
        height: 2200,
        channels: 3,
        background: { r: 240, g: 238, b: 230 },
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 85 + ((seed + n) % 3) })
      .toBuffer();
    const page = doc.addPage([612, 792]);
    page.drawImage(await doc.embedJpg(scan), { x: 0, y: 0, width: 612, height: 792 });
    page.drawText(`Statement ${seed + 1}, page ${n + 1}`, { x: 40, y: 760, size: 12, font });
  }
  return Buffer.from(await doc.save());
}

/** The private link's token of the first `.eml` in the outbox folder sent to `email` (waits up to 30 s for it). */
export async function tokenFromOutbox(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 300; tries += 1) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const text = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
      const match = text.includes(email) ? /\/apply\/([A-Za-z0-9_-]{22,})/.exec(text) : null;
      if (match) return match[1]!;
    }
    await sleep(100);
  }
  throw new Error(`no link e-mailed to ${email}`);
}

/** A POST of JSON to the server, with extra headers (the staff's bearer, a client address). */
export const postJson = (base: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

/**
 * Signs the bench administrator in, adds a listing and starts an application to it as `email` (the
 * request's `headers`, e.g. a client address): the applicant's link token, the application's id and the
 * staff's bearer header.
 */
export async function startApplication(base: string, dataDir: string, email: string, headers: Record<string, string> = {}) {
  const auth = await signIn(base);
  const listing = await json(
    await postJson(
      base,
      '/api/listings',
      {
        address: '350 West 42nd Street, New York, NY 10036',
        neighborhood: '12B',
        price: 3450,
        bedrooms: 1,
        bathrooms: 1,
        size: 'No Roomies',
        description: 'Bright one-bedroom with city views.',
        status: 'active',
        is_sublet: false,
        amenities: [],
      },
      auth,
    ),
  );
  const listingId = (listing.listing as { id: number }).id;
  await json(
    await postJson(base, '/api/applications', { listingId, name: 'Riley Renter', email, agencyAcknowledged: true }, headers),
  );
  const token = await tokenFromOutbox(dataDir, email);
  const list = await json(await fetch(`${base}/api/admin/applications`, { headers: auth }));
  const id = (list.applications as Array<{ id: number }>)[0]!.id;
  return { token, id, auth };
}
