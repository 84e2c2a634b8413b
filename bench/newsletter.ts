/**
 * npm run bench (after bench/mail.ts), or alone: tsx bench/newsletter.ts [--subscribers=10000] [--sample=500] [--seconds=30]
 * A new-listing digest to 10,000 subscribers, in a throwaway SQLite database with 6 newly
 * active listings. Measures (a) the time to start the digest (the digest row and its recipient rows,
 * one transaction), (b) the time until every subscriber's e-mail is in the outbox (rendered, with its
 * signed unsubscribe link), and (c) the delivery rate of the product's mail worker to a loopback SMTP
 * server over a fixed sample (the first 500 messages, or 30 seconds after the first), then stops: the
 * rest of the list is not delivered (at one message at a time it would take many minutes).
 *
 * The pacing is raised for (b): the digest queues at most NEWSLETTER_RATE e-mails a second, and no more
 * than that many may wait in the outbox, so at NEWSLETTER_RATE=10 (or at its maximum, 1,000) queueing
 * the list would follow delivery. Here the rate is the list's size, so the whole list is queued at once
 * and (b) measures queueing itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/platform/config.ts';
import { openDatabase } from '../src/server/platform/db/client.ts';
import { migrateDatabase } from '../src/server/services.ts';
import { createServices } from '../src/server/services.ts';
import { ListingFieldsSchema } from '../src/shared/listings.schema.ts';
import { startServer, stopServer } from './lib/product.ts';
import { countingServer } from './lib/smtp.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SUBSCRIBERS = Number(option('subscribers', '10000'));
const SAMPLE = Number(option('sample', '500'));
const SECONDS = Number(option('seconds', '30'));
const LISTINGS = 6;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Seeds the subscribers and listings, starts the digest and queues it in this process (no mail worker). */
async function startAndQueue(dataDir: string) {
  const config = {
    ...loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'https://rentals.example' }),
    // Above NEWSLETTER_RATE's range (1-1,000) on purpose: the whole list in one pacing step.
    newsletterRate: SUBSCRIBERS,
  };
  const database = openDatabase({ dataDir });
  await migrateDatabase(database);
  const { services, close } = createServices(config, database, { digestScheduler: false });
  try {
    const at = new Date().toISOString();
    for (let i = 0; i < SUBSCRIBERS; i += 500)
      await database.db
        .insertInto('subscribers')
        .values(
          Array.from({ length: Math.min(500, SUBSCRIBERS - i) }, (_, k) => ({
            email: `reader${i + k}@bench.local`,
            name: `Reader ${i + k}`,
            status: 'active',
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    for (let i = 0; i < LISTINGS; i++)
      await services.listings.create(
        ListingFieldsSchema.parse({
          address: `${10 + i} West 34th Street, New York, NY 10001`,
          neighborhood: `${i + 1}A`,
          price: 2500 + i * 250,
          bedrooms: i % 3,
          bathrooms: 1,
          size: 'No Roomies',
          description: 'Bright corner unit near Herald Square.',
          amenities: [],
          is_sublet: i % 2 === 1,
          status: 'active',
        }),
      );

    const { digests } = services;
    const t0 = performance.now();
    const outcome = await digests.runScheduled();
    const startMs = performance.now() - t0;
    if (!outcome.started) throw new Error(`the digest did not start: ${outcome.reason}`);
    if (outcome.recipients !== SUBSCRIBERS || outcome.listings !== LISTINGS)
      throw new Error(`unexpected digest: ${outcome.recipients} recipients, ${outcome.listings} listings`);

    const t1 = performance.now();
    let queued = 0;
    for (let step = Date.now(), steps = 0; queued < SUBSCRIBERS; step += 1000, steps++) {
      if (steps > 3) throw new Error(`only ${queued} e-mails queued after ${steps} pacing steps`);
      queued += await digests.dispatch(step);
    }
    const queueMs = performance.now() - t1;
    const inOutbox = await database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'newsletter-digest')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (Number(inOutbox.n) !== SUBSCRIBERS) throw new Error(`${inOutbox.n} digest e-mails in the outbox`);
    return { startMs, queueMs };
  } finally {
    await close();
    await database.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-bench-newsletter-'));
  const smtp = await countingServer();
  try {
    const { startMs, queueMs } = await startAndQueue(dataDir);

    // Delivery: the product in its own process (as bench/mail.ts runs it) finds the queued digest.
    const server = await startServer(dataDir, 'none', true, smtp.url);
    try {
      const deadline = Date.now() + 60_000;
      while (smtp.arrivals.length === 0) {
        if (Date.now() > deadline) throw new Error('no e-mail arrived within 60 s');
        await sleep(20);
      }
      const until = smtp.arrivals[0] + SECONDS * 1000;
      while (smtp.arrivals.length < SAMPLE && Date.now() < until) await sleep(50);
    } finally {
      await stopServer(server);
    }
    const sample = smtp.arrivals.filter((t) => t <= smtp.arrivals[0] + SECONDS * 1000).slice(0, SAMPLE);
    const spanS = (sample[sample.length - 1] - sample[0]) / 1000;
    const rate = (sample.length - 1) / spanS;

    console.log(
      `\nNewsletter: a digest of ${LISTINGS} new listings to ${fmt(SUBSCRIBERS)} active subscribers, SQLite, loopback smtp-server`,
    );
    console.log(
      `  pacing raised to ${fmt(SUBSCRIBERS)} e-mails/s for this run (NEWSLETTER_RATE allows 1-1,000; default 10), so the list is queued in one step`,
    );
    console.log('| measure | figure |');
    console.log('| --- | ---: |');
    console.log(
      `| (a) start the digest (digest row + ${fmt(SUBSCRIBERS)} recipient rows, one transaction) | ${fmt(startMs)} ms |`,
    );
    console.log(
      `| (b) all ${fmt(SUBSCRIBERS)} e-mails queued in the outbox (rendered, unsubscribe link signed, 500 per transaction) | ${fmt(queueMs / 1000, 1)} s (${fmt((SUBSCRIBERS / queueMs) * 1000)}/s) |`,
    );
    console.log(
      `| (c) delivery to the SMTP server, first ${fmt(sample.length)} messages in ${fmt(spanS, 1)} s | ${fmt(rate, 1)} messages/s |`,
    );
    console.log(
      `  the whole list at that rate: ${fmt(SUBSCRIBERS / rate / 60, 1)} min; at the default NEWSLETTER_RATE=10: ${fmt(SUBSCRIBERS / 10 / 60, 1)} min (the run stops after the sample)`,
    );
  } finally {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
