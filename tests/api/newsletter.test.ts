import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingFieldsSchema } from '../../src/shared/listings.schema.ts';
import { NEWSLETTER_API_TEXT as API, NEWSLETTER_MAIL_TEXT as MAIL } from '../../src/shared/texts/newsletter.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { rawHeader, startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../support/smtp.ts';
import { jpeg } from './listings-fixtures.ts';

const ORIGIN = 'https://rentals.example';
const DAY = 24 * 60 * 60 * 1000;
const FAST = { pollMs: 50, retryDelaysMs: [50] };
/** The digest scheduler is driven by hand here (dispatch, runScheduled), so every step is deterministic. */
const BUILD = { mailWorker: FAST, digestScheduler: false } as const;

const listing = (fields: Record<string, unknown>) =>
  ListingFieldsSchema.parse({
    neighborhood: '4B',
    size: 'No Roomies',
    description: 'Bright unit.',
    amenities: [],
    is_sublet: false,
    status: 'active',
    ...fields,
  });

const unsubscribeLink = (mail: ReceivedMail) =>
  /^<(https:\/\/rentals\.example\/unsubscribe\?token=[^>]+)>$/.exec(rawHeader(mail, 'List-Unsubscribe') ?? '')?.[1];

/**
 * The newsletter against a real SMTP server on loopback: the welcome e-mail, new-listing digests to every
 * active subscriber exactly once (paced, across instances and restarts), and the RFC 8058 headers.
 */
describe.each(DATABASES)('newsletter e-mails on %s', (database) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  let auth: { authorization: string };
  /** The first instance, after the restart test replaced it (its database and folder are dropped last). */
  let restarted: TestApp | undefined;
  const env = () => ({ SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN, NEWSLETTER_RATE: '10' });

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ database, env: env(), build: BUILD });
    auth = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    if (restarted) await restarted.close().catch(() => undefined);
    await smtp?.close();
  });

  const subscribe = async (email: string, name?: string) => {
    const res = await t.inject({ method: 'POST', url: '/api/subscribers', payload: { email, ...(name ? { name } : {}) } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().subscriber as { id: number; email: string };
  };
  const digestsTo = (email: string) =>
    smtp.to(email).filter((m) => m.parsed.subject !== MAIL.welcomeSubject('Manhattan Rentals'));
  /** The period since the last digest is over: its date moves a week and a day back. */
  const periodPassed = () =>
    t.app.database.db
      .updateTable('newsletter_digests')
      .set({ created_at: new Date(Date.now() - 8 * DAY).toISOString() })
      .execute();
  const sendNow = async () => {
    const res = await t.inject({ method: 'POST', url: '/api/newsletter/digest', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('welcomes a new subscriber: what they will receive, how often, how to unsubscribe, the office address', async () => {
    await subscribe('ann@example.com', 'Ann Reader');
    const [mail] = await smtp.waitForCount(1);
    expect(mail.to).toEqual(['ann@example.com']);
    expect(mail.parsed.subject).toBe('Welcome to the Manhattan Rentals newsletter');
    const text = mail.parsed.text ?? '';
    expect(text).toContain('Hello Ann,');
    expect(text).toContain(MAIL.welcomeWhat);
    expect(text).toContain(MAIL.welcomeHowOften.weekly);
    expect(text).toContain('50 West 34th Street, Suite 11B, New York, NY 10001');
    const link = unsubscribeLink(mail);
    expect(link).toBeDefined();
    expect(text).toContain(MAIL.unsubscribeLine(link!));
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.parsed.html).toContain(`href="${link}"`);
  });

  it('sends the new listings to every active subscriber once, none to unsubscribed ones; photo, rent, rooms, address, link', async () => {
    await subscribe('bob@example.com');
    const gone = await subscribe('carl@example.com');
    await t.app.services.newsletter.unsubscribe(t.app.services.newsletter.tokenFor(gone));
    await smtp.waitForCount(3);

    const { listings } = t.app.services;
    const studio = await listings.create(
      listing({ address: '10 Studio Street, New York, NY 10001', price: 2450, bedrooms: 0, bathrooms: 1 }),
      [{ data: await jpeg(800, 600) }],
    );
    const sublet = await listings.create(
      listing({
        address: '22 Summer Avenue, New York, NY 10011',
        neighborhood: '12C',
        price: 5100,
        bedrooms: 2,
        bathrooms: 1.5,
        is_sublet: true,
      }),
    );
    const hidden = await listings.create(
      listing({ address: '99 Hidden Road, New York, NY', price: 9999, bedrooms: 3, bathrooms: 2, status: 'pending' }),
    );

    const body = await sendNow();
    expect(body).toMatchObject({ success: true, message: API.digestStarted(2, 2) });
    expect(body.digest).toMatchObject({ trigger: 'manual', listingCount: 2, recipients: 2, status: 'sent' });
    expect(body.digest.listings.map((l: { id: number }) => l.id).sort()).toEqual([studio.id, sublet.id].sort());

    await smtp.waitForCount(5);
    expect(digestsTo('carl@example.com')).toHaveLength(0);
    for (const email of ['ann@example.com', 'bob@example.com']) {
      const mails = digestsTo(email);
      expect(mails, email).toHaveLength(1);
      const [mail] = mails;
      expect(mail.parsed.subject).toBe('2 new listings this week at Manhattan Rentals');
      const text = mail.parsed.text ?? '';
      const html = mail.parsed.html || '';
      for (const part of [text, html]) {
        expect(part).toContain('$2,450/mo');
        expect(part).toContain('Studio · 1 Bath');
        expect(part).toContain('$5,100/mo');
        expect(part).toContain('2 Beds · 1.5 Baths');
        expect(part).toContain('10 Studio Street');
        expect(part).toContain('22 Summer Avenue, Apt 12C');
        expect(part).toContain(MAIL.sublet);
        expect(part).toContain(`${ORIGIN}/property/${studio.id}`);
        expect(part).toContain(`${ORIGIN}/property/${sublet.id}`);
        expect(part).toContain('50 West 34th Street, Suite 11B, New York, NY 10001');
        expect(part).not.toContain('Hidden Road');
        expect(part).not.toContain(String(hidden.id) + '"');
      }
      expect(html).toMatch(new RegExp(`<img src="${ORIGIN}/uploads/[^"]+\\.webp" width="560" alt="10 Studio Street, Apt 4B"`));
      // RFC 8058: a signed link per subscriber, and the one-click POST marker.
      const link = unsubscribeLink(mail)!;
      expect(link).toBeDefined();
      expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(text).toContain(link);
      const token = new URL(link).searchParams.get('token')!;
      expect((await t.app.services.newsletter.target(token))?.email).toBe(email);
    }
    expect(unsubscribeLink(digestsTo('ann@example.com')[0])).not.toBe(unsubscribeLink(digestsTo('bob@example.com')[0]));

    await expect
      .poll(async () => (await t.inject({ method: 'GET', url: '/api/newsletter/digests', headers: auth })).json().digests[0])
      .toMatchObject({ recipients: 2, delivered: 2, failed: 0 });
  });

  it('sends nothing more in the same period, nor when nothing is new; the next period brings the new and re-activated listings', async () => {
    const before = smtp.messages.length;
    expect(await t.app.services.digests.runScheduled()).toEqual({ started: false, reason: 'not-due' });
    expect(await sendNow()).toEqual({ success: true, message: API.nothingNew, digest: null });
    await periodPassed();
    expect(await t.app.services.digests.runScheduled()).toEqual({ started: false, reason: 'nothing-new' });

    // A listing taken off the market and put back, and the pending one published.
    const { listings } = t.app.services;
    const all = (await t.app.database.db.selectFrom('listings').select(['id', 'address']).orderBy('id').execute()).map((l) => ({
      ...l,
      id: Number(l.id),
    }));
    const [studio, , hidden] = all;
    await listings.setStatus(studio.id, 'inactive');
    await listings.setStatus(studio.id, 'active');
    await listings.setStatus(hidden.id, 'active');
    const outcome = await t.app.services.digests.runScheduled();
    expect(outcome).toMatchObject({ started: true, listings: 2, recipients: 2 });
    expect(await t.app.services.digests.runScheduled()).toEqual({ started: false, reason: 'not-due' });
    await t.app.services.digests.dispatch();
    await smtp.waitForCount(before + 2);
    const mail = digestsTo('bob@example.com').at(-1)!;
    expect(mail.parsed.subject).toBe('2 new listings this week at Manhattan Rentals');
    expect(mail.parsed.text).toContain('99 Hidden Road');
    expect(mail.parsed.text).toContain('10 Studio Street');
    expect(mail.parsed.text).not.toContain('22 Summer Avenue');
    expect(smtp.messages.length).toBe(before + 2);
  });

  it('paces the e-mails (NEWSLETTER_RATE a second) and resumes after a restart: each subscriber gets the digest once', async () => {
    const db = t.app.database.db;
    const at = new Date().toISOString();
    await db
      .insertInto('subscribers')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          email: `many${i}@example.com`,
          name: null,
          status: 'active',
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    await t.app.services.listings.create(
      listing({ address: '7 Pace Place, New York, NY', price: 3000, bedrooms: 1, bathrooms: 1 }),
    );
    await periodPassed();
    const outcome = await t.app.services.digests.runScheduled();
    const now = Date.now();
    expect(outcome).toMatchObject({ started: true, listings: 1, recipients: 27 });
    expect(await t.app.services.digests.dispatch(now)).toBe(10);
    // The same second: already claimed, nothing more.
    expect(await t.app.services.digests.dispatch(now + 500)).toBe(0);

    // Restart on the same database while 17 are left: the new process finishes the digest.
    const config = t.config;
    await t.app.close();
    restarted = t;
    t = await createTestApp({
      env: { ...env(), DATA_DIR: config.dataDir, ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}) },
      build: BUILD,
    });
    const digests = t.app.services.digests;
    const sending = () =>
      t.app.database.db.selectFrom('newsletter_digests').select('id').where('status', '=', 'sending').execute();
    const subject = '1 new listing this week at Manhattan Rentals';
    const arrived = () => smtp.messages.filter((m) => m.parsed.subject === subject).length;
    let queued = 10;
    for (let step = now + 1000; (await sending()).length > 0; step += 1000) {
      expect(step - now, 'the digest finishes').toBeLessThan(100 * 1000);
      // Each step waits for the e-mails queued before to arrive, and queues at most 10 more.
      await expect.poll(arrived, { timeout: 15_000 }).toBeGreaterThanOrEqual(queued);
      const more = await digests.dispatch(step);
      expect(more).toBeLessThanOrEqual(10);
      queued += more;
    }
    const recipients = await t.app.database.db
      .selectFrom('newsletter_digest_recipients')
      .select(['email', 'status', 'outbox_id'])
      .where('digest_id', '=', outcome.started ? outcome.digestId : -1)
      .execute();
    expect(recipients).toHaveLength(27);
    expect(recipients.every((r) => r.status === 'queued' && r.outbox_id !== null)).toBe(true);
    await expect.poll(arrived, { timeout: 15_000 }).toBe(27);
    for (let i = 0; i < 25; i += 1) expect(smtp.to(`many${i}@example.com`)).toHaveLength(1);
  });

  it("'Send digest now' and the digests list are for signed-in staff only", async () => {
    for (const [method, url] of [
      ['POST', '/api/newsletter/digest'],
      ['GET', '/api/newsletter/digests'],
    ] as const) {
      const res = await t.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().success).toBe(false);
    }
    const staff = await t.login();
    const bad = await t.inject({ method: 'GET', url: '/api/newsletter/digests?limit=0', headers: staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: API.limitInvalid });
  });

  it('refuses a forged or altered unsubscribe token', async () => {
    const { newsletter } = t.app.services;
    const row = await t.app.database.db
      .selectFrom('subscribers')
      .select(['id', 'email'])
      .where('email', '=', 'bob@example.com')
      .executeTakeFirstOrThrow();
    const good = unsubscribeLink(digestsTo('bob@example.com')[0])!;
    const token = new URL(good).searchParams.get('token')!;
    const [id, mac] = token.split('.');
    const forged = [
      '',
      'garbage',
      `${id}.${'A'.repeat(43)}`,
      `${Number(id) + 1}.${mac}`,
      `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${id}.${mac}x`,
    ];
    for (const bad of forged) expect(await newsletter.unsubscribe(bad), bad).toBeNull();
    expect((await newsletter.target(token))?.status).toBe('active');
    expect(Number(row.id)).toBe(Number(id));
  });
});

/** Two instances on one PostgreSQL database race for the same digest and its e-mails (SQLite runs one process per file). */
describe.runIf(DATABASES.includes('postgres'))('newsletter digests with two instances on PostgreSQL', () => {
  let smtp: SmtpPeer;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const env = { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN, NEWSLETTER_RATE: '7' };
    a = await createTestApp({ database: 'postgres', env, build: BUILD });
    b = await createTestApp({ env: { ...env, DATABASE_URL: a.config.databaseUrl! }, build: BUILD });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.close();
  });

  it('starts the digest once and sends each subscriber one e-mail', async () => {
    const at = new Date().toISOString();
    await a.app.database.db
      .insertInto('subscribers')
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          email: `r${i}@example.com`,
          name: null,
          status: 'active',
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    await a.app.services.listings.create(
      listing({ address: '1 Race Road, New York, NY', price: 2800, bedrooms: 1, bathrooms: 1 }),
    );

    const now = Date.now();
    const outcomes = await Promise.all([a.app.services.digests.runScheduled(now), b.app.services.digests.runScheduled(now)]);
    expect(outcomes.filter((o) => o.started)).toHaveLength(1);
    expect(outcomes.find((o) => !o.started)).toMatchObject({ reason: expect.stringMatching(/^(raced|not-due)$/) });

    const sending = () =>
      a.app.database.db.selectFrom('newsletter_digests').select('id').where('status', '=', 'sending').execute();
    let total = 0;
    for (let step = now; (await sending()).length > 0; step += 1000) {
      // Both instances take the same step at once: one claims it, at most 7 e-mails are queued.
      const queued = await Promise.all([a.app.services.digests.dispatch(step), b.app.services.digests.dispatch(step)]);
      total += queued[0] + queued[1];
      await smtp.waitForCount(total);
      expect(queued.filter((n) => n > 0).length).toBeLessThanOrEqual(1);
      expect(queued[0] + queued[1]).toBeLessThanOrEqual(7);
      expect(step - now).toBeLessThan(1000 * 1000);
    }
    await smtp.waitForCount(40, 20_000);
    for (let i = 0; i < 40; i += 1) expect(smtp.to(`r${i}@example.com`), `r${i}`).toHaveLength(1);
    expect(smtp.messages).toHaveLength(40);
  });
});
