/**
 * npm run bench (after bench/run.ts), or alone:
 *   tsx bench/mail.ts [--messages=1000] [--duration=10] [--rate-messages=400] [--delay=30]
 * 1. 1,000 messages queued in the outbox and delivered by the product's worker to a loopback
 *    SMTP server that answers at once (messages per second, from the first arrival to the last), and
 *    the p99 latency of GET /api/listings while that batch is being sent beside its p99 without it.
 * 2. Delivery over 1 and over 4 SMTP connections (SMTP_CONNECTIONS) to a loopback server that takes
 *    `delay` ms over each message before answering, as a real provider does: messages per second.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/platform/db/client.ts';
import { loadMasterKey } from '../src/server/platform/master-key.ts';
import { MailBodyCipher } from '../src/server/platform/mail/sealed-body.ts';
import { OutboxStore } from '../src/server/platform/mail/outbox.ts';
import { load } from './lib/load.ts';
import { startServer, stopServer } from './lib/product.ts';
import { seedListings } from './lib/seed.ts';
import { countingServer } from './lib/smtp.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const MESSAGES = Number(option('messages', '1000'));
const DURATION = Number(option('duration', '10'));
const LISTINGS = Number(option('listings', '10000'));
const RATE_MESSAGES = Number(option('rate-messages', '400'));
const DELAY_MS = Number(option('delay', '30'));
const CONNECTION_COUNTS = [1, 4];
const PATH = '/api/listings?page=1&limit=6';

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Queues `count` newsletter-sized messages straight into the outbox of `dataDir` (as features do). */
async function queueBatch(dataDir: string, count: number) {
  const database = openDatabase({ dataDir });
  // The server of the same data folder opens what is sealed here with the key it finds there.
  const store = new OutboxStore(
    database.db,
    database.dialect,
    'bench.local',
    new MailBodyCipher(loadMasterKey(undefined, dataDir)),
  );
  await database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++) {
      await store.insert(trx, {
        kind: 'newsletter-digest',
        to: { email: `reader${i}@bench.local`, name: `Reader ${i}` },
        subject: `New listings this week (${i})`,
        text: `Hello Reader ${i},\n\nThree new flats near Herald Square: https://rentals.example/property/${i}\n\nDana`,
      });
    }
  });
  await database.close();
}

const waitFor = async (condition: () => boolean, everyMs = 20) => {
  while (!condition()) await new Promise((r) => setTimeout(r, everyMs));
};

/** Messages per second over `connections` SMTP connections to a server that takes DELAY_MS per message. */
async function deliveryRate(connections: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-bench-mail-pool-'));
  const smtp = await countingServer(DELAY_MS);
  try {
    const server = await startServer(dataDir, 'none', true, smtp.url, undefined, connections);
    try {
      await queueBatch(dataDir, RATE_MESSAGES);
      await waitFor(() => smtp.arrivals.length >= RATE_MESSAGES, 50);
      const first = smtp.arrivals[0];
      const last = smtp.arrivals[RATE_MESSAGES - 1];
      return {
        rate: (RATE_MESSAGES - 1) / ((last - first) / 1000),
        seconds: (last - first) / 1000,
        atOnce: smtp.counts.mostAtOnce,
      };
    } finally {
      await stopServer(server);
    }
  } finally {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  await batchBesideRequests();
  console.log(
    `\nMail over a pool of SMTP connections: ${fmt(RATE_MESSAGES)} queued messages, a loopback server taking ${DELAY_MS} ms over each (as a provider does), SQLite`,
  );
  console.log('\n| SMTP_CONNECTIONS | messages/s | all sent in | messages on the server at once |');
  console.log('| ---: | ---: | ---: | ---: |');
  for (const connections of CONNECTION_COUNTS) {
    const { rate, seconds, atOnce } = await deliveryRate(connections);
    console.log(`| ${connections} | ${fmt(rate, 1)} | ${fmt(seconds, 1)} s | ${atOnce} |`);
  }
}

async function batchBesideRequests() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-bench-mail-'));
  const smtp = await countingServer();
  try {
    await seedListings(dataDir, LISTINGS);
    const server = await startServer(dataDir, 'none', true, smtp.url);
    try {
      const url = `${server.app}${PATH}`;
      await load(url, 2); // warm-up
      const quiet = await load(url, DURATION);

      // Queue the batch straight into the outbox (as features do), then let the worker find it.
      await queueBatch(dataDir, MESSAGES);
      const queuedAt = Date.now();
      while (smtp.arrivals.length === 0) await new Promise((r) => setTimeout(r, 20));
      const busy = await load(url, DURATION);
      const sentDuringLoad = smtp.arrivals.length;
      while (smtp.arrivals.length < MESSAGES) await new Promise((r) => setTimeout(r, 50));
      const first = smtp.arrivals[0];
      const last = smtp.arrivals[MESSAGES - 1];
      const rate = (MESSAGES - 1) / ((last - first) / 1000);

      console.log(
        `\nMail: ${fmt(MESSAGES)} queued messages to a loopback SMTP server (smtp-server) answering at once, SQLite, one worker over SMTP_CONNECTIONS=4`,
      );
      console.log(
        `  first arrival ${fmt(first - queuedAt)} ms after queueing (worker poll), all in ${fmt((last - first) / 1000, 1)} s`,
      );
      console.log(`  delivery rate: ${fmt(rate, 1)} messages/s`);
      console.log(`\n| GET ${PATH} | req/s | p50 ms | p99 ms |`);
      console.log('| --- | ---: | ---: | ---: |');
      console.log(`| without mail | ${fmt(quiet.requestsPerSecond)} | ${quiet.p50} | ${quiet.p99} |`);
      console.log(
        `| while the batch is sent (${fmt(sentDuringLoad)} sent meanwhile) | ${fmt(busy.requestsPerSecond)} | ${busy.p50} | ${busy.p99} |`,
      );
      if (quiet.errors + busy.errors + quiet.non2xx + busy.non2xx > 0)
        throw new Error('listing requests failed during the mail benchmark');
    } finally {
      await stopServer(server);
    }
  } finally {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
