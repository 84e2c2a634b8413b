/**
 * npm run bench (after bench/applications.ts), or alone: npm run bench:pdf [-- --rounds=5]
 * The signed FARE Act fee disclosure's PDF (decision 075) in English (Helvetica, on the main thread),
 * in English with a Chinese name and in Chinese (Noto Sans SC, subset, in a worker thread), and the PDF
 * of a landlord package's image captions (one page a caption) that Helvetica cannot write. Prints per
 * case the PDF's size and the medians over the rounds of: the time to make it; the main thread's busy
 * time while it is made (event-loop utilization: what it holds the event loop for, in all); and the
 * longest gap a 1 ms timer saw (the longest single hold, plus whatever else the machine was running).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { disclosurePdf, type SignedDisclosure } from '../src/server/features/deals/disclosure-pdf.ts';
import { textLinesPdf } from '../src/server/platform/text-pdf.ts';
import { textsFor } from '../src/shared/i18n/catalogues.ts';
import type { Language } from '../src/shared/i18n/languages.ts';

const ROUNDS = Number(process.argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 5);
const PLACE = '145 East 29th Street, New York, NY 10016, Apt 4B';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A disclosure as the product signs it: the listing's fee and the broker's, the page's four paragraphs. */
function signed(language: Language, name: string): SignedDisclosure {
  const P = textsFor(language, 'deals-public').DISCLOSURE_TEXT;
  const broker = P.payeeBrokerage('Manhattan Rentals Realty LLC', 'Dana Whitfield');
  return {
    brand: 'Manhattan Rentals',
    place: PLACE,
    tenant: { name, email: 'tenant@example.com' },
    fees: [
      { name: 'Application fee', payee: P.payeeLandlord, amountCents: 2000 },
      { name: P.brokerFee, payee: broker, amountCents: 438000 },
    ],
    text: [P.intro(PLACE), P.hiredOn('Dana Whitfield', 'January 20, 2026'), P.notFees('$3,450', '$3,450'), P.noOther],
    signedName: name,
    signedAt: 'November 26, 2026, 4:40 PM',
    signedAddress: '198.51.100.7',
  };
}

/**
 * One PDF made while the main thread is watched, twice: its busy time read without a timer running
 * (a 1 ms timer's own ticks would count), then the longest gap between a 1 ms timer's ticks.
 */
async function measure(make: () => Promise<Uint8Array>) {
  const before = performance.eventLoopUtilization();
  const started = performance.now();
  const pdf = await make();
  const ms = performance.now() - started;
  const busy = performance.eventLoopUtilization(before).active;

  let last = performance.now();
  let longestGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 1);
  await make();
  clearInterval(timer);
  return { bytes: pdf.length, ms, busy, longestGap: Math.max(longestGap, performance.now() - last) };
}

/** The captions of a package's image pages as package-pdf.ts has them written (decision 075). */
const captions =
  (...texts: string[]) =>
  () =>
    textLinesPdf({ texts, size: 9, muted: true, height: 14, baseline: 4, padding: 2 });

async function main() {
  const cases: Array<[string, () => Promise<Uint8Array>]> = [
    ['English (Helvetica)', () => disclosurePdf(signed('en', 'Rita Moreno'), 'en')],
    ['English, name 王小明 (Noto)', () => disclosurePdf(signed('en', '王小明'), 'en')],
    ['Chinese (Noto)', () => disclosurePdf(signed('zh', '王小明'), 'zh')],
    ['1 package caption, 王小明 (Noto)', captions('1. Photo ID.jpg (王小明)')],
    [
      '4 package captions, 王小明 (Noto)',
      captions(
        '1. Photo ID.jpg (王小明)',
        '2. 身份证.jpg (王小明)',
        '3. Pay stub.pdf (王小明)',
        '4. Bank statement 1.png (王小明)',
      ),
    ],
  ];
  // One of each first: the modules and Helvetica's metrics load once per process.
  for (const [, make] of cases) await make();
  const rows = [];
  for (const [label, make] of cases) {
    const runs = [];
    for (let round = 0; round < ROUNDS; round += 1) runs.push(await measure(make));
    rows.push({
      PDF: label,
      'size (bytes)': runs[0]!.bytes,
      'made in (ms)': Math.round(median(runs.map((r) => r.ms))),
      'main thread busy (ms)': median(runs.map((r) => r.busy)).toFixed(1),
      'longest timer gap (ms)': median(runs.map((r) => r.longestGap)).toFixed(1),
    });
  }
  console.log(
    `The signed fee disclosure's PDF and a package's captions, medians of ${ROUNDS} rounds, ${os.cpus().length} cores:`,
  );
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
