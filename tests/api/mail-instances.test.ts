import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { until } from '../support/wait.ts';

/** two instances of the product on one PostgreSQL database drain one outbox, each message once. */
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  // One SMTP peer per instance, so the test also sees that both took part.
  let peerA: SmtpPeer;
  let peerB: SmtpPeer;
  let a: TestApp;
  let b: TestApp;
  const worker = { pollMs: 50, retryDelaysMs: [100], claimTimeoutMs: 60_000 };

  beforeAll(async () => {
    [peerA, peerB] = await Promise.all([startSmtpPeer(), startSmtpPeer()]);
    // One master key for both, as every instance of a deployment has (README): each opens what the other sealed.
    const APPLICATION_KEY = randomBytes(32).toString('hex');
    a = await createTestApp({ database: 'postgres', env: { SMTP_URL: peerA.url, APPLICATION_KEY }, build: { mailWorker: worker } });
    b = await createTestApp({
      env: { SMTP_URL: peerB.url, DATABASE_URL: a.config.databaseUrl!, APPLICATION_KEY },
      build: { mailWorker: worker },
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await Promise.all([peerA?.close(), peerB?.close()]);
  });

  it('delivers a batch of 200 queued messages exactly once between them', async () => {
    const db = a.app.database.db;
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 200; i++) {
        await a.app.services.mail.queue(trx, {
          kind: 'newsletter-digest',
          to: { email: `reader${i}@example.com` },
          subject: `Batch message ${i}`,
          text: `Message ${i}`,
        });
      }
    });
    a.app.services.mail.wake();
    b.app.services.mail.wake();

    await until(
      async () => peerA.messages.length + peerB.messages.length,
      (n) => n >= 200,
      30_000,
    );
    await until(
      () => db.selectFrom('mail_outbox').select('status').execute(),
      (rows) => rows.every((r) => r.status === 'sent'),
    );
    await Promise.all([a.app.services.mail.idle(), b.app.services.mail.idle()]);

    const all = [...peerA.messages, ...peerB.messages];
    expect(all).toHaveLength(200);
    expect(new Set(all.map((m) => m.parsed.messageId)).size).toBe(200);
    expect(new Set(all.map((m) => m.parsed.subject)).size).toBe(200);
    expect(peerA.messages.length).toBeGreaterThan(0);
    expect(peerB.messages.length).toBeGreaterThan(0);
  });
});
