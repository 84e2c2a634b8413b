/**
 * npm run bench (after bench/run.ts), or alone: tsx bench/mail.ts [--messages=1000] [--duration=10]
 * Issue 8: 1,000 messages queued in the outbox and delivered by the product's worker to a loopback
 * SMTP server (messages per second, from the first arrival to the last), and the p99 latency of
 * GET /api/listings while that batch is being sent beside its p99 without it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client.ts';
import { OutboxStore } from '../src/server/mail/outbox.ts';
import { load } from './lib/load.ts';
import { startServer, stopServer } from './lib/product.ts';
import { seedListings } from './lib/seed.ts';
import { countingServer } from './lib/smtp.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const MESSAGES = Number(option('messages', '1000'));
const DURATION = Number(option('duration', '10'));
const LISTINGS = Number(option('listings', '10000'));
const PATH = '/api/listings?page=1&limit=6';

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
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
      const database = openDatabase({ dataDir });
      const store = new OutboxStore(database.db, database.dialect, 'bench.local');
      await database.db.transaction().execute(async (trx) => {
        for (let i = 0; i < MESSAGES; i++) {
          await store.insert(trx, {
            kind: 'newsletter-digest',
            to: { email: `reader${i}@bench.local`, name: `Reader ${i}` },
            subject: `New listings this week (${i})`,
            text: `Hello Reader ${i},\n\nThree new flats near Herald Square: https://rentals.example/property/${i}\n\nDana`,
          });
        }
      });
      await database.close();
      const queuedAt = Date.now();
      while (smtp.arrivals.length === 0) await new Promise((r) => setTimeout(r, 20));
      const busy = await load(url, DURATION);
      const sentDuringLoad = smtp.arrivals.length;
      while (smtp.arrivals.length < MESSAGES) await new Promise((r) => setTimeout(r, 50));
      const first = smtp.arrivals[0];
      const last = smtp.arrivals[MESSAGES - 1];
      const rate = (MESSAGES - 1) / ((last - first) / 1000);

      console.log(`\nMail: ${fmt(MESSAGES)} queued messages to a loopback SMTP server (smtp-server), SQLite, one worker`);
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
