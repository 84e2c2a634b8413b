import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site-settings.ts';
import { MAIL_TEXT as M } from '../../src/shared/texts/mail.ts';
import { NEWSLETTER_MAIL_TEXT as W } from '../../src/shared/texts/newsletter.ts';
import { SUBSCRIBERS_TEXT as S } from '../../src/shared/texts/subscribers.ts';
import { INQUIRIES_TEXT as I } from '../../src/shared/texts/inquiries.ts';
import { RECIPIENT_CAPS } from '../../src/server/features/index.ts';
import { ADMIN, createTestApp, type TestApp } from '../support/app.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { until } from '../support/wait.ts';
import { createListing } from './listings-fixtures.ts';

/**
 * Making the product e-mail someone else: a visitor types a stranger's address and a link in the
 * name, subscribes and unsubscribes in a loop, sends inquiries about a listing that is not public,
 * and asks to unsubscribe addresses to learn who subscribes. Tried from outside against the
 * production build on SQLite with a real SMTP peer, then across two instances on PostgreSQL + Redis.
 */

const EVIL_NAME = 'Win at http://evil.example/x';
const FAST = { pollMs: 100, retryDelaysMs: [50, 100], claimTimeoutMs: 60_000 };
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('e-mail abuse against the production build (SQLite)', () => {
  let smtp: SmtpPeer;
  let t: RunningServer;
  let auth: { authorization: string };

  const post = async (path: string, body: Record<string, unknown>, address = clientAddress()) => {
    const res = await fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  /** Every queued message delivered (or given up): what the SMTP peer holds is all there is. */
  const settled = () =>
    until(
      async () => (await (await fetch(`${t.url}/api/health`)).json()) as { outbox: { pending: number } },
      (health) => health.outbox.pending === 0,
    );

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: 'true', FORM_RATE_LIMIT: '4' } });
    auth = await t.login();
    // Staff alerts off, so that the peer holds only what visitors caused; acknowledgements on.
    await t.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: auth,
      payload: { name: 'Admin', email: ADMIN.email, notifyInquiries: false },
    });
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: auth,
      payload: { ...DEFAULT_SITE_SETTINGS, inquiryAcknowledgement: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it(`a subscriber named '${EVIL_NAME}' gets a welcome with no link (nor text) of evil.example`, async () => {
    const res = await post('/api/subscribers', { email: 'victim@example.com', name: EVIL_NAME });
    expect(res.status).toBe(201);
    await settled();
    const [welcome] = smtp.to('victim@example.com');
    expect(welcome.parsed.subject).toBe(W.welcomeSubject(DEFAULT_SITE_SETTINGS.brand));
    const html = String(welcome.parsed.html);
    expect(html).not.toMatch(/href="[^"]*evil\.example/);
    expect(html).not.toContain('evil.example');
    expect(welcome.parsed.text).not.toContain('evil.example');
    expect(welcome.raw).not.toContain('evil.example');
    expect(welcome.parsed.text).toContain(W.greeting(null));
    // A plain name still greets.
    expect((await post('/api/subscribers', { email: 'jane@example.com', name: 'Jane O. Doe' })).status).toBe(201);
    await settled();
    expect(smtp.to('jane@example.com')[0].parsed.text).toContain(W.greeting('Jane'));
  });

  it('subscribe, unsubscribe with the link, subscribe again, three times: one welcome', async () => {
    const email = 'loop@example.com';
    const address = clientAddress();
    expect((await post('/api/subscribers', { email, name: 'Loop' }, address)).status).toBe(201);
    await settled();
    const [welcome] = smtp.to(email);
    const link = /(http\S+\/unsubscribe\?token=\S+)/.exec(welcome.parsed.text ?? '')![1];
    const path = new URL(link).pathname + new URL(link).search;
    for (let round = 0; round < 3; round++) {
      // The mail app's one-click unsubscribe (RFC 8058), then the form again.
      const out = await fetch(`${t.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(out.status).toBe(200);
      expect((await post('/api/subscribers', { email, name: 'Loop' }, clientAddress())).status).toBe(201);
    }
    await settled();
    expect(smtp.to(email).filter((m) => m.parsed.subject === W.welcomeSubject(DEFAULT_SITE_SETTINGS.brand))).toHaveLength(1);
  });

  it('acknowledges at most a few inquiries a day to one address, greets without a link, and names only a public listing', async () => {
    const hidden = await createListing(t, auth, { address: '9 Secret Lane, New York, NY 10001', status: 'pending' });
    const email = 'target@example.com';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/inquiries', { name: EVIL_NAME, email, message: `Hello ${i}`, listingId: hidden.id });
      expect(res.status).toBe(201);
      // The answer names no listing that is not public either.
      expect(res.bytes.toString()).not.toContain('Secret Lane');
    }
    await settled();
    const acks = smtp.to(email);
    expect(acks).toHaveLength(RECIPIENT_CAPS['inquiry-ack']);
    for (const ack of acks) {
      expect(ack.raw).not.toContain('evil.example');
      expect(ack.raw).not.toContain('Secret Lane');
      expect(ack.parsed.subject).toBe(M.ackSubject(DEFAULT_SITE_SETTINGS.brand, null));
      expect(ack.parsed.text).toContain(M.ackGreeting(null));
    }
    // A public listing is named.
    const shown = await createListing(t, auth, { address: '1 Open Street, New York, NY 10001', status: 'active' });
    expect(
      (await post('/api/inquiries', { name: 'Rita', email: 'rita@example.com', message: 'Hi', listingId: shown.id })).status,
    ).toBe(201);
    await settled();
    expect(smtp.to('rita@example.com')[0].parsed.subject).toBe(
      M.ackSubject(DEFAULT_SITE_SETTINGS.brand, '1 Open Street, New York, NY 10001'),
    );
  });

  it('unsubscribe by address: byte-identical answers for a subscriber and a stranger, no data, a link only to the subscriber, and a rate limit', async () => {
    expect((await post('/api/subscribers', { email: 'known@example.com' })).status).toBe(201);
    await settled();
    const before = smtp.messages.length;
    const address = clientAddress();
    const known = await post('/api/subscribers/unsubscribe', { email: 'known@example.com' }, address);
    const unknown = await post('/api/subscribers/unsubscribe', { email: 'stranger@example.com' }, address);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.bytes.equals(unknown.bytes)).toBe(true);
    expect(JSON.parse(known.bytes.toString())).toEqual({ success: true, message: S.unsubscribeLinkSent });
    await settled();
    const sent = smtp.messages.slice(before);
    expect(sent.map((m) => m.to)).toEqual([['known@example.com']]);
    expect(sent[0].parsed.text).toContain('/unsubscribe?token=');
    expect(smtp.to('stranger@example.com')).toEqual([]);
    // Still subscribed: only the link unsubscribes.
    const row = await t.app.database.db
      .selectFrom('subscribers')
      .select('status')
      .where('email', '=', 'known@example.com')
      .executeTakeFirst();
    expect(row?.status).toBe('active');
    // FORM_RATE_LIMIT (4 here) per client address, then 429.
    expect((await post('/api/subscribers/unsubscribe', { email: 'a1@example.com' }, address)).status).toBe(200);
    expect((await post('/api/subscribers/unsubscribe', { email: 'a2@example.com' }, address)).status).toBe(200);
    const over = await post('/api/subscribers/unsubscribe', { email: 'a3@example.com' }, address);
    expect(over.status).toBe(429);
    expect(JSON.parse(over.bytes.toString()).message).toBe(I.tooManyRequests(10));
  });
});

const shared = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;

describe.skipIf(!shared)('e-mail caps across two instances on PostgreSQL + Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, FORM_RATE_LIMIT: '3' };
    a = await createTestApp({ database: 'postgres', env, build: { mailWorker: FAST } });
    b = await createTestApp({ env: { ...env, DATABASE_URL: a.config.databaseUrl! }, build: { mailWorker: FAST } });
    const auth = await a.login();
    await a.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: auth,
      payload: { name: 'Admin', email: ADMIN.email, notifyInquiries: false },
    });
    await a.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: auth,
      payload: { ...DEFAULT_SITE_SETTINGS, inquiryAcknowledgement: true },
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const outbox = (kind: string, recipient: string) =>
    a.app.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', kind)
      .where('recipient', '=', recipient)
      .execute();

  it('one welcome however often an address subscribes again through either instance', async () => {
    const email = `loop-${randomInt(1e9)}@example.com`;
    for (let round = 0; round < 4; round++) {
      const via = round % 2 === 0 ? a : b;
      const res = await via.inject({
        method: 'POST',
        url: '/api/subscribers',
        remoteAddress: clientAddress(),
        payload: { email },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { newsletter } = via.app.services;
      await newsletter.unsubscribe(newsletter.tokenFor(res.json().subscriber));
    }
    expect(await outbox('newsletter-welcome', email)).toHaveLength(1);
  });

  it('at most a few acknowledgements to one address, counted on both instances', async () => {
    const email = `ack-${randomInt(1e9)}@example.com`;
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? a : b).inject({
          method: 'POST',
          url: '/api/inquiries',
          remoteAddress: clientAddress(),
          payload: { name: 'R', email, message: 'Hi' },
        }),
      ),
    );
    expect(await outbox('inquiry-ack', email)).toHaveLength(RECIPIENT_CAPS['inquiry-ack']);
    expect(await a.app.database.db.selectFrom('inquiries').select('id').where('email', '=', email).execute()).toHaveLength(6);
  });

  it('the unsubscribe-by-address limit of a client address is shared by the instances', async () => {
    const remoteAddress = clientAddress();
    const statuses = [];
    for (const via of [a, b, a, b]) {
      const res = await via.inject({
        method: 'POST',
        url: '/api/subscribers/unsubscribe',
        remoteAddress,
        payload: { email: 'x@example.com' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
