/**
 * Part of npm run bench: the landlord's package of a rental application with 12 documents (about
 * 60 MB of phone photos as JPEG and scanned PDFs), built by the production server (`npm start`'s
 * process, a fresh build) while it streams the PDF to the client. Figures, over --rounds=3:
 * - time to the first byte and to the last byte of the package over loopback (median);
 * - the server's peak RSS while it builds and streams, above its idle RSS (read from /proc every
 *   20 ms; the server restarted after the uploads, so that their photo processing is not in the idle).
 * Target (issue 34): the peak stays within 150 MB above idle (decision 060).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { startProductProcess, type ProductProcess } from '../tests/support/product-process.ts';
import { documentForm, json, postJson, scannedPdf, startApplication, tokenFromOutbox } from './lib/application-seed.ts';
import { signIn } from './lib/product.ts';
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

const start = (dataDir: string) =>
  startProductProcess({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    FORM_RATE_LIMIT: '1000000000',
  });

/** An application with 12 documents: the applicant's nine and a guarantor's three. Answers its id and the bytes stored. */
async function seedApplication(server: ProductProcess, dataDir: string) {
  const { token: applicant, id } = await startApplication(server.url, dataDir, 'renter@bench.local');
  const put = await fetch(`${server.url}/api/applications/${applicant}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      feesAcknowledged: true,
      phone: '917 555 0100',
      employer: 'Acme',
      jobTitle: 'Baker',
      annualIncome: 90000,
    }),
  });
  await json(put);
  await json(
    await postJson(server.url, `/api/applications/${applicant}/people`, {
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
