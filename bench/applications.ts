/**
 * Part of npm run bench: the landlord's package of a rental application with 12 documents (about
 * 60 MB of phone photos as JPEG and scanned PDFs), built by the production server (`npm start`'s
 * process, a fresh build) while it streams the PDF to the client. Figures, over --rounds=3:
 * - time to the first byte and to the last byte of the package over loopback (median);
 * - the server's peak RSS while it builds and streams, above its idle RSS (read from /proc every
 *   20 ms; the server restarted after the uploads, so that their photo processing is not in the idle).
 * Target (issue 34): the peak stays within 150 MB above idle (decision 060).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { startProductProcess, type ProductProcess } from '../tests/support/product-process.ts';
import { rssMb } from './lib/production.ts';
import { BENCH_ADMIN } from './lib/types.ts';

const ROUNDS = Number(process.argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 3);
const TARGET_MB = 150;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => bytes / 1024 / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A 3024×4032 phone photo of noisy pixels, 3–5 MB as JPEG like a real one (as bench/lib/phone-photos.ts
 * draws them; that module starts the server in its own process, this benchmark measures another's).
 */
function phonePhoto(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 3024,
      height: 4032,
      channels: 3,
      background: { r: 40 + seed * 20, g: 120, b: 180 },
      noise: { type: 'gaussian', mean: 120, sigma: 12 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A scanned statement: `pages` pages, each a phone photo of the paper (a JPEG) with a line of text. */
async function scannedPdf(seed: number, pages: number): Promise<Buffer> {
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
    const image = await doc.embedJpg(scan);
    const page = doc.addPage([612, 792]);
    page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
    page.drawText(`Statement ${seed + 1}, page ${n + 1}`, { x: 40, y: 760, size: 12, font });
  }
  return Buffer.from(await doc.save());
}

/** A multipart body of `kind` and one file. */
function documentForm(kind: string, name: string, type: string, data: Buffer) {
  const boundary = `----bench${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** The private link's token from the newest `.eml` in the outbox folder sent to `email`. */
async function tokenFromOutbox(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 200; tries += 1) {
    const files = existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }).filter((f) => f.name.endsWith('.eml')) : [];
    for (const file of files) {
      const text = readFileSync(path.join(outbox, file.name), 'utf8').replace(/=\r?\n/g, '');
      if (!text.includes(email)) continue;
      const match = /\/apply\/([A-Za-z0-9_-]{22})/.exec(text);
      if (match) return match[1]!;
    }
    await sleep(100);
  }
  throw new Error(`no link e-mailed to ${email}`);
}

async function json(res: Response) {
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body;
}

const start = (dataDir: string) =>
  startProductProcess({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    FORM_RATE_LIMIT: '1000000000',
  });

async function signIn(url: string) {
  const login = await json(
    await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    }),
  );
  return { authorization: `Bearer ${login.token as string}` };
}

/** An application with 12 documents: the applicant's nine and a guarantor's three. Answers its id and the bytes stored. */
async function seedApplication(server: ProductProcess, dataDir: string) {
  const auth = await signIn(server.url);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  const listing = await json(
    await post(
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
    await post('/api/applications', { listingId, name: 'Riley Renter', email: 'renter@bench.local', agencyAcknowledged: true }),
  );
  const applicant = await tokenFromOutbox(dataDir, 'renter@bench.local');
  await json(
    await fetch(`${server.url}/api/applications/${applicant}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        feesAcknowledged: true,
        phone: '917 555 0100',
        employer: 'Acme',
        jobTitle: 'Baker',
        annualIncome: 90000,
      }),
    }),
  );
  await json(
    await post(`/api/applications/${applicant}/people`, {
      role: 'guarantor',
      name: 'Gale Guarantor',
      email: 'guarantor@bench.local',
    }),
  );
  const guarantor = await tokenFromOutbox(dataDir, 'guarantor@bench.local');

  const photos = (seed: number) => phonePhoto(seed).then((data) => ({ type: 'image/jpeg', name: `photo-${seed}.jpg`, data }));
  const scans = (seed: number, pages: number) =>
    scannedPdf(seed, pages).then((data) => ({ type: 'application/pdf', name: `scan-${seed}.pdf`, data }));
  const plan: Array<[string, string, Promise<{ type: string; name: string; data: Buffer }>]> = [
    [applicant, 'photo_id', photos(1)],
    [applicant, 'employment_letter', scans(0, 4)],
    [applicant, 'pay_stub', photos(2)],
    [applicant, 'pay_stub', photos(3)],
    [applicant, 'bank_statement', scans(1, 5)],
    [applicant, 'bank_statement', scans(2, 5)],
    [applicant, 'tax_return', photos(4)],
    [applicant, 'screening_report', scans(3, 4)],
    [applicant, 'voucher_letter', photos(5)],
    [guarantor, 'photo_id', photos(6)],
    [guarantor, 'bank_statement', photos(7)],
    [guarantor, 'bank_statement', scans(4, 5)],
  ];
  let stored = 0;
  for (const [token, kind, file] of plan) {
    const { type, name, data } = await file;
    const form = documentForm(kind, name, type, data);
    const res = await fetch(`${server.url}/api/applications/${token}/documents`, {
      method: 'POST',
      headers: { 'content-type': form.type },
      body: form.body,
    });
    stored += ((await json(res)).document as { size: number }).size;
  }
  const list = await json(await fetch(`${server.url}/api/admin/applications`, { headers: auth }));
  const id = (list.applications as Array<{ id: number }>)[0]!.id;
  return { id, stored, documents: plan.length };
}

/** Opens the link and reads the PDF to its end while sampling the server's RSS. */
async function download(server: ProductProcess, link: string) {
  const pid = server.child.pid!;
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  const res = await fetch(link);
  if (res.status !== 200) throw new Error(`package: ${res.status} ${await res.text()}`);
  const chunks: Buffer[] = [];
  let firstByte = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByte) firstByte = performance.now() - started;
    chunks.push(Buffer.from(chunk));
  }
  const total = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  return { firstByte, total, peak, pdf: Buffer.concat(chunks) };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-bench-applications-'));
  let server = await start(dataDir);
  try {
    const { id, stored, documents } = await seedApplication(server, dataDir);
    // Restarted, so that the idle reading is not the memory the uploads' photo processing left.
    await server.stop();
    server = await start(dataDir);
    const auth = await signIn(server.url);
    await sleep(3000);
    const idle = rssMb(server.child.pid!);
    const rows = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const made = await json(
        await fetch(`${server.url}/api/admin/applications/${id}/package`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: '{}',
        }),
      );
      const link = `${server.url}${new URL(made.url as string).pathname}`;
      const result = await download(server, link);
      const pages = (await PDFDocument.load(result.pdf, { throwOnInvalidObject: true })).getPageCount();
      rows.push({ ...result, pages, bytes: result.pdf.length });
      await sleep(1000);
    }
    const peak = Math.max(...rows.map((r) => r.peak));
    console.log(
      `The landlord's package of an application with ${documents} documents (${mb(stored).toFixed(1)} MB stored, JPEG phone photos and scanned PDFs), ${ROUNDS} rounds, ${os.cpus().length} cores:`,
    );
    console.table([
      {
        'package (MB)': mb(rows[0]!.bytes).toFixed(1),
        pages: rows[0]!.pages,
        'first byte (ms)': Math.round(median(rows.map((r) => r.firstByte))),
        'whole package (ms)': Math.round(median(rows.map((r) => r.total))),
        'idle RSS (MB)': idle.toFixed(1),
        'peak RSS (MB)': peak.toFixed(1),
        'above idle (MB)': (peak - idle).toFixed(1),
        target: `≤ ${TARGET_MB} MB above idle`,
        verdict: peak - idle <= TARGET_MB ? 'ok' : 'OVER',
      },
    ]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
