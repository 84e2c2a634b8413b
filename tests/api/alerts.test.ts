import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastDailyTime, PENDING_TTL_MS } from '../../src/server/features/alerts/saved-searches.service.ts';
import { RECIPIENT_CAPS } from '../../src/server/features/index.ts';
import { ListingFieldsSchema } from '../../src/shared/listings.schema.ts';
import { ALERT_TEXT as T } from '../../src/shared/texts/alerts.ts';
import { REQUEST_LIMIT_TEXT as L } from '../../src/shared/texts/common.ts';
import { NEWSLETTER_TEXT as N } from '../../src/shared/texts/newsletter-form.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { rawRequest } from '../support/raw-http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { rawHeader, startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../support/smtp.ts';

const ORIGIN = 'https://rentals.example';
const DAY = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;
/** Rounds and their pacing are driven by hand (runScheduled, dispatch), so every step is deterministic. */
const BUILD = { mailWorker: { pollMs: 50, retryDelaysMs: [50] }, digestScheduler: false as const };
const CONFIRM_SUBJECT = T.confirmSubject('Manhattan Rentals');

const listing = (fields: Record<string, unknown>) =>
  ListingFieldsSchema.parse({
    neighborhood: '4B',
    size: 'No Roomies',
    description: 'Bright unit.',
    amenities: [],
    is_sublet: false,
    status: 'active',
    bathrooms: 1,
    ...fields,
  });

/** The token of the first /alerts/{token} link in a mail's text. */
const tokenIn = (mail: ReceivedMail) => /https:\/\/rentals\.example\/alerts\/([A-Za-z0-9_.-]+)/.exec(mail.parsed.text ?? '')?.[1];

/**
 * Saved searches through the pages a renter uses (the production build over HTTP) and a real SMTP
 * server on loopback: double opt-in, instant and daily alerts, one-click unsubscribe, the manage
 * page, expiry; and what a stranger can try: guessing links, learning who has alerts, e-mailing
 * someone over and over, oversize bodies.
 */
describe.each(DATABASES)('saved searches and alerts on %s', (database) => {
  let smtp: SmtpPeer;
  let t: RunningServer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startServer({ database, env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN, NEWSLETTER_RATE: '10' }, build: BUILD });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  const save = (email: string, options: { grid?: string; query?: string; frequency?: string } = {}) =>
    post('/alerts', {
      grid: options.grid ?? '/',
      query: options.query ?? '',
      email,
      frequency: options.frequency ?? 'instant',
      consent: 'on',
    });
  const confirmationTo = async (email: string, count = 1) => {
    await expect.poll(() => smtp.to(email).filter((m) => m.parsed.subject === CONFIRM_SUBJECT).length).toBe(count);
    return smtp.to(email).filter((m) => m.parsed.subject === CONFIRM_SUBJECT)[count - 1];
  };
  const alertsTo = (email: string) => smtp.to(email).filter((m) => m.parsed.subject !== CONFIRM_SUBJECT);
  const search = (id: number) =>
    t.app.database.db.selectFrom('saved_searches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const subscriber = (email: string) =>
    t.app.database.db.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirst();
  /** One instant round and every paced step it takes, then the e-mails delivered. */
  const runRounds = async (now = Date.now()) => {
    const outcome = await t.app.services.alerts.runScheduled(now);
    let queued = 0;
    for (let step = now; step < now + 20_000; step += 1000) queued += await t.app.services.digests.dispatch(step);
    await t.app.services.mail.idle();
    return { outcome, queued };
  };
  const createListing = (fields: Record<string, unknown>) => t.app.services.listings.create(listing(fields));

  it('saving a search answers "check your inbox" and sends only a confirmation; nothing else until it is confirmed, and opening the link confirms nothing', async () => {
    const res = await save('rita@example.com', { query: '?maxPrice=4000&beds=2&sort=price-asc' });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(T.checkInboxHeading);
    expect(page).toContain(T.checkInbox('rita@example.com').replace(/'/g, '&#x27;'));

    const mail = await confirmationTo('rita@example.com');
    const text = mail.parsed.text ?? '';
    expect(text).toContain('All listings · 2 bedrooms · up to $4,000');
    expect(text).toContain(T.confirmHowOften('instant'));
    expect(text).toContain(T.confirmIgnore);
    expect(text).toContain('50 West 34th Street, Suite 11B, New York, NY 10001');
    const token = tokenIn(mail)!;
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    const id = Number(token.split('.')[0]);
    expect(await search(id)).toMatchObject({
      status: 'pending',
      criteria: 'maxPrice=4000&beds=2',
      frequency: 'instant',
      grid: '/',
    });

    // A matching listing while unconfirmed: no alert.
    await createListing({ address: '1 Pending Place, New York, NY', price: 3500, bedrooms: 2 });
    const { queued } = await runRounds();
    expect(queued).toBe(0);
    expect(alertsTo('rita@example.com')).toHaveLength(0);

    // The link shows the search and a button; the GET alone changes nothing (mail scanners follow links).
    const manage = await fetch(`${t.url}/alerts/${token}`);
    expect(manage.status).toBe(200);
    expect(manage.headers.get('cache-control')).toBe('no-store');
    const html = await manage.text();
    expect(html).toContain(T.confirmHeading);
    expect(html).toContain(T.confirm);
    expect((await search(id)).status).toBe('pending');
    expect(await subscriber('rita@example.com')).toBeUndefined();
  });

  it('once confirmed: an instant alert for a new matching listing, none for one that does not match, each listing once; the address is a subscriber with alerts only', async () => {
    const token = tokenIn(await confirmationTo('rita@example.com'))!;
    const confirmed = await post(`/alerts/${token}`, { intent: 'confirm' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(T.confirmedHeading);
    const id = Number(token.split('.')[0]);
    expect((await search(id)).status).toBe('active');
    expect(await subscriber('rita@example.com')).toMatchObject({ status: 'active', newsletter: 0 });

    const match = await createListing({ address: '20 Match Street, New York, NY 10001', price: 3800, bedrooms: 2 });
    await createListing({ address: '21 Other Street, New York, NY', price: 3000, bedrooms: 1 });
    await createListing({ address: '22 Dear Street, New York, NY', price: 4500, bedrooms: 2 });
    const { outcome, queued } = await runRounds();
    // The round also holds the listing published before the confirmation: not news to this search.
    expect(outcome.instant).toMatchObject({ started: true, listings: 4, recipients: 1 });
    expect(queued).toBe(1);
    await expect.poll(() => alertsTo('rita@example.com').length).toBe(1);
    const [mail] = alertsTo('rita@example.com');
    expect(mail.parsed.subject).toBe(T.alertSubject(1, 'All listings · 2 bedrooms · up to $4,000'));
    const text = mail.parsed.text ?? '';
    expect(text).toContain('20 Match Street, Apt 4B');
    expect(text).toContain(`${ORIGIN}/property/${match.id}`);
    expect(text).not.toContain('Other Street');
    expect(text).not.toContain('Dear Street');
    // The listing created before the search was confirmed is not news to it.
    expect(text).not.toContain('Pending Place');
    expect(text).toContain(`${ORIGIN}/?maxPrice=4000&beds=2`);
    // RFC 8058 one-click unsubscribe, and the manage page.
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe(`<${ORIGIN}/alerts/${token}/unsubscribe>`);
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(text).toContain(T.manageLine(`${ORIGIN}/alerts/${token}`));
    expect(mail.parsed.html).toContain(`href="${ORIGIN}/property/${match.id}"`);

    // Nothing new: nothing more. The newsletter's digest does not go to an address with alerts only.
    expect((await runRounds(Date.now() + 20_000)).queued).toBe(0);
    await t.app.services.digests.sendNow();
    await t.app.services.mail.idle();
    expect(alertsTo('rita@example.com')).toHaveLength(1);

    // Taken off the market and put back: newly active, so it is news again.
    await t.app.services.listings.setStatus(match.id, 'inactive');
    await t.app.services.listings.setStatus(match.id, 'active');
    expect((await runRounds(Date.now() + 40_000)).queued).toBe(1);
    await expect.poll(() => alertsTo('rita@example.com').length).toBe(2);
  });

  it('each search gets each listing activation once, even when a round covers it again (the sent-record)', async () => {
    const before = smtp.messages.length;
    // Every instant round's window reaches back to the start: the next round sees the same listings again.
    await t.app.database.db
      .updateTable('newsletter_digests')
      .set({ window_end: new Date(Date.now() - DAY).toISOString(), created_at: new Date(Date.now() - DAY).toISOString() })
      .where('kind', '=', 'instant')
      .execute();
    const { outcome, queued } = await runRounds(Date.now() + 60_000);
    expect(outcome.instant).toMatchObject({ started: true, recipients: 1 });
    expect(queued).toBe(0);
    expect(smtp.messages.length).toBe(before);
    const skipped = await t.app.database.db
      .selectFrom('newsletter_digest_recipients')
      .select('status')
      .where('digest_id', '=', outcome.instant.started ? outcome.instant.digestId : -1)
      .execute();
    expect(skipped).toEqual([{ status: 'skipped' }]);
  });

  it('sends the daily alert once a day at 8:00 New York time (a controllable clock), across the change to daylight time', async () => {
    await save('dora@example.com', { grid: '/sublets', query: '?beds=1', frequency: 'daily' });
    const token = tokenIn(await confirmationTo('dora@example.com'))!;
    expect((await post(`/alerts/${token}`, { intent: 'confirm' })).status).toBe(200);
    await createListing({ address: '5 Summer Row, New York, NY', price: 2900, bedrooms: 1, is_sublet: true });
    await createListing({ address: '6 Year Row, New York, NY', price: 2900, bedrooms: 1 });

    // The next 8:00 in New York (today's, or tomorrow's when it has passed).
    const today = DateTime.now().setZone('America/New_York');
    const day = today.hour < 8 ? today : today.plus({ days: 1 });
    const at = (hour: number, minute: number) => day.set({ hour, minute, second: 0, millisecond: 0 }).toMillis();
    expect((await t.app.services.alerts.runScheduled(at(7, 59))).daily).toEqual({ started: false, reason: 'not-due' });
    const { outcome, queued } = await runRounds(at(8, 1));
    expect(outcome.daily).toMatchObject({ started: true, recipients: 1 });
    expect(queued).toBe(1);
    await expect.poll(() => alertsTo('dora@example.com').length).toBe(1);
    const [mail] = alertsTo('dora@example.com');
    expect(mail.parsed.subject).toBe(T.alertSubject(1, 'Sublets · 1 bedroom'));
    expect(mail.parsed.text).toContain('5 Summer Row');
    expect(mail.parsed.text).not.toContain('6 Year Row');
    expect((await t.app.services.alerts.runScheduled(at(8, 5))).daily).toEqual({ started: false, reason: 'not-due' });
    expect((await t.app.services.alerts.runScheduled(at(15, 0))).daily).toEqual({ started: false, reason: 'not-due' });

    // 8:00 in New York is 13:00 UTC in winter and 12:00 UTC once daylight time starts (8 March 2026).
    expect(new Date(lastDailyTime(Date.parse('2026-03-07T13:30:00Z'))).toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(new Date(lastDailyTime(Date.parse('2026-03-08T12:30:00Z'))).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(new Date(lastDailyTime(Date.parse('2026-03-08T11:30:00Z'))).toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(new Date(lastDailyTime(Date.parse('2026-11-01T13:30:00Z'))).toISOString()).toBe('2026-11-01T13:00:00.000Z');
  });

  it('the manage page changes the criteria and how often, stops and turns back on', async () => {
    const token = tokenIn(await confirmationTo('dora@example.com'))!;
    const id = Number(token.split('.')[0]);
    const saved = await post(`/alerts/${token}`, {
      intent: 'save',
      minPrice: '2000',
      maxPrice: '',
      beds: '2',
      baths: '1',
      frequency: 'instant',
    });
    expect(saved.status).toBe(200);
    const html = await saved.text();
    expect(html).toContain(T.saved);
    expect(await search(id)).toMatchObject({ criteria: 'minPrice=2000&beds=2&baths=1', frequency: 'instant', grid: '/sublets' });
    expect(html).toContain('Sublets · 2 bedrooms · from $2,000 · 1+ bathrooms');
    expect((await post(`/alerts/${token}`, { intent: 'save', frequency: 'hourly' })).status).toBe(400);

    expect((await post(`/alerts/${token}`, { intent: 'stop' })).status).toBe(200);
    expect((await search(id)).status).toBe('stopped');
    expect(await subscriber('dora@example.com')).toMatchObject({ status: 'unsubscribed' });
    expect(await (await fetch(`${t.url}/alerts/${token}`)).text()).toContain(T.stoppedHeading);
    expect((await post(`/alerts/${token}`, { intent: 'resume' })).status).toBe(200);
    expect((await search(id)).status).toBe('active');
    expect(await subscriber('dora@example.com')).toMatchObject({ status: 'active' });
  });

  it('the back-office lists an address with alerts as a subscriber, with its searches in words, in the count and the export', async () => {
    const auth = await t.login();
    const res = await fetch(`${t.url}/api/subscribers?search=dora@example.com`, { headers: auth });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.totalSubscribers).toBe(1);
    expect(body.subscribers[0]).toMatchObject({
      email: 'dora@example.com',
      status: 'active',
      newsletter: false,
      savedSearches: [
        { description: 'Sublets · 2 bedrooms · from $2,000 · 1+ bathrooms', frequency: 'instant', status: 'active' },
      ],
    });
    const all = await (await fetch(`${t.url}/api/subscribers?status=active`, { headers: auth })).json();
    expect(all.subscribers.map((s: { email: string }) => s.email)).toEqual(
      expect.arrayContaining(['dora@example.com', 'rita@example.com']),
    );
    const csv = await fetch(`${t.url}/api/subscribers/export`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [body.subscribers[0].id] }),
    });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('dora@example.com,,Active,');
    // The same search saved again from the form: once confirmed, the one search takes the new frequency.
    await save('dora@example.com', { grid: '/sublets', query: '?minPrice=2000&beds=2&baths=1', frequency: 'daily' });
    const again = tokenIn(await confirmationTo('dora@example.com', 2))!;
    const confirmed = await post(`/alerts/${again}`, { intent: 'confirm' });
    expect(confirmed.status).toBe(302);
    const searches = await t.app.database.db
      .selectFrom('saved_searches')
      .select(['frequency', 'status'])
      .where('email', '=', 'dora@example.com')
      .execute();
    expect(searches).toEqual([{ frequency: 'daily', status: 'active' }]);
  });

  it('one-click unsubscribe: the mail app POSTs List-Unsubscribe=One-Click and the alert stops; a GET stops nothing', async () => {
    const token = tokenIn(alertsTo('rita@example.com')[0])!;
    const id = Number(token.split('.')[0]);
    const shown = await fetch(`${t.url}/alerts/${token}/unsubscribe`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain(T.stop);
    expect((await search(id)).status).toBe('active');

    const res = await post(`/alerts/${token}/unsubscribe`, { 'List-Unsubscribe': 'One-Click' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(T.stoppedHeading);
    expect((await search(id)).status).toBe('stopped');
    await createListing({ address: '30 After Street, New York, NY', price: 3000, bedrooms: 2 });
    const before = alertsTo('rita@example.com').length;
    await runRounds(Date.now() + 120_000);
    expect(alertsTo('rita@example.com')).toHaveLength(before);
    // Again: still stopped, same answer.
    expect((await post(`/alerts/${token}/unsubscribe`, { 'List-Unsubscribe': 'One-Click' })).status).toBe(200);
  });

  it('an unconfirmed search expires after 7 days: its link stops working and it is deleted', async () => {
    await save('late@example.com');
    const token = tokenIn(await confirmationTo('late@example.com'))!;
    const id = Number(token.split('.')[0]);
    const { alerts } = t.app.services;
    const created = Date.parse((await search(id)).created_at);
    expect(await alerts.find(token, created + PENDING_TTL_MS - 1000)).not.toBeNull();
    expect(await alerts.confirm(token, created + PENDING_TTL_MS)).toEqual({ refused: 'invalid' });
    expect(await alerts.expire(created + PENDING_TTL_MS - 1000)).toBe(0);
    expect(await alerts.expire(created + PENDING_TTL_MS)).toBeGreaterThanOrEqual(1);
    const gone = await post(`/alerts/${token}`, { intent: 'confirm' });
    expect(gone.status).toBe(400);
    expect(await gone.text()).toContain(T.invalidHeading);
    expect(await subscriber('late@example.com')).toBeUndefined();
  });

  it('answers the same whether or not the address has alerts, and asks a bot nothing (honeypot)', async () => {
    const answer = async (email: string) => {
      const res = await save(email, { query: '?beds=2&maxPrice=4000' });
      // The page's script nonce differs on every answer.
      return { status: res.status, body: (await res.text()).replaceAll(email, 'EMAIL').replace(/nonce="[^"]*"/g, '') };
    };
    const known = await answer('rita@example.com');
    const unknown = await answer('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);

    const before = await t.app.database.db.selectFrom('saved_searches').select('id').execute();
    const bot = await post('/alerts', {
      grid: '/',
      query: '',
      email: 'bot@example.com',
      frequency: 'instant',
      consent: 'on',
      website: 'http://spam',
    });
    expect(bot.status).toBe(200);
    expect(await bot.text()).toContain(T.checkInboxHeading);
    expect(await t.app.database.db.selectFrom('saved_searches').select('id').execute()).toHaveLength(before.length);
    await t.app.services.mail.idle();
    expect(smtp.to('bot@example.com')).toHaveLength(0);
  });

  it('cannot be made to e-mail one address over and over: a few confirmations a day, then the same answer and nothing sent or kept', async () => {
    for (let i = 0; i < 8; i++) expect((await save('victim@example.com', { query: `?minPrice=${1000 + i}` })).status).toBe(200);
    await t.app.services.mail.idle();
    await expect.poll(() => smtp.to('victim@example.com').length).toBe(RECIPIENT_CAPS['alert-confirm']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to('victim@example.com')).toHaveLength(RECIPIENT_CAPS['alert-confirm']);
    const kept = await t.app.database.db
      .selectFrom('saved_searches')
      .select('id')
      .where('email', '=', 'victim@example.com')
      .execute();
    expect(kept).toHaveLength(RECIPIENT_CAPS['alert-confirm']);
  });

  it('refuses forged, altered and borrowed links with the same 400 page, changing nothing', async () => {
    const token = tokenIn(alertsTo('rita@example.com')[0])!;
    const [id, mac] = token.split('.');
    const unsubscribeToken = t.app.services.newsletter.tokenFor({ id: Number(id), email: 'rita@example.com' });
    const forged = [
      'garbage',
      `${id}.${'A'.repeat(43)}`,
      `${Number(id) + 1}.${mac}`,
      `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${id}.${mac}x`,
      unsubscribeToken,
      `99999999.${mac}`,
    ];
    const state = async () =>
      await t.app.database.db
        .selectFrom('saved_searches')
        .select(['id', 'status', 'criteria', 'frequency'])
        .orderBy('id')
        .execute();
    const before = await state();
    for (const bad of forged) {
      const shown = await fetch(`${t.url}/alerts/${bad}`);
      expect(shown.status, bad).toBe(400);
      expect(await shown.text()).toContain(T.invalidHeading);
      for (const intent of ['confirm', 'stop', 'resume', 'save'])
        expect((await post(`/alerts/${bad}`, { intent, frequency: 'daily' })).status, `${intent} ${bad}`).toBe(400);
      expect((await post(`/alerts/${bad}/unsubscribe`, { 'List-Unsubscribe': 'One-Click' })).status, bad).toBe(400);
      expect((await fetch(`${t.url}/alerts/${bad}/unsubscribe`)).status, bad).toBe(400);
    }
    expect(await state()).toEqual(before);
  });

  it('refuses bad forms with the form and a message (never a 500), and bodies over the page limit with 413 before reading them', async () => {
    const bad: Array<[Record<string, string>, string]> = [
      [{ grid: '/', email: '', frequency: 'instant', consent: 'on' }, N.needEmail],
      [{ grid: '/', email: 'not-an-address', frequency: 'instant', consent: 'on' }, N.needValidEmail],
      [{ grid: '/', email: 'a@example.com', frequency: 'instant' }, N.needConsent],
      [{ grid: '/', email: 'a@example.com', frequency: 'weekly', consent: 'on' }, T.needFrequency],
      [{ grid: '/no-such-building', email: 'a@example.com', frequency: 'instant', consent: 'on' }, T.unknownGrid],
      [{ grid: '/', query: 'x'.repeat(5000), email: 'a@example.com', frequency: 'instant', consent: 'on' }, T.unknownGrid],
    ];
    for (const [fields, message] of bad) {
      const res = await post('/alerts', fields);
      expect(res.status, message).toBe(400);
      expect(await res.text()).toContain(message.replace(/'/g, '&#x27;'));
    }
    const junk = await fetch(`${t.url}/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'nothing',
    });
    expect(junk.status).toBe(400);
    for (const chunked of [false, true]) {
      const answer = await rawRequest(t.url, { path: '/alerts', chunked, bodyBytes: 50 * MB });
      expect(answer.status).toBe(413);
      expect(answer.body).toContain(L.tooLargeTitle);
      expect(answer.closed).toBe(true);
    }
    expect(await subscriber('a@example.com')).toBeUndefined();
  });
});

/** Two instances on one PostgreSQL database race for the same round and its e-mails (SQLite runs one process per file). */
describe.runIf(DATABASES.includes('postgres'))('alerts with two instances on PostgreSQL', () => {
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

  it('starts the instant round once and sends each alert once', async () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    await a.app.database.db
      .insertInto('saved_searches')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          email: `s${i}@example.com`,
          subscriber_id: null,
          grid: '/',
          grid_label: T.allListings,
          criteria: i % 2 === 0 ? 'beds=2' : 'maxPrice=5000',
          frequency: 'instant' as const,
          status: 'active' as const,
          created_at: at,
          confirmed_at: at,
          updated_at: at,
        })),
      )
      .execute();
    await a.app.services.listings.create(listing({ address: '1 Race Road, New York, NY', price: 2800, bedrooms: 2 }));

    const now = Date.now();
    const outcomes = await Promise.all([a.app.services.alerts.runScheduled(now), b.app.services.alerts.runScheduled(now)]);
    const started = outcomes.filter((o) => o.instant.started);
    expect(started).toHaveLength(1);
    expect(started[0].instant).toMatchObject({ recipients: 30 });

    const sending = () =>
      a.app.database.db.selectFrom('newsletter_digests').select('id').where('status', '=', 'sending').execute();
    let total = 0;
    for (let step = now; (await sending()).length > 0; step += 1000) {
      const queued = await Promise.all([a.app.services.digests.dispatch(step), b.app.services.digests.dispatch(step)]);
      total += queued[0] + queued[1];
      expect(queued.filter((n) => n > 0).length).toBeLessThanOrEqual(1);
      expect(queued[0] + queued[1]).toBeLessThanOrEqual(7);
      await smtp.waitForCount(total);
      expect(step - now).toBeLessThan(100 * 1000);
    }
    await smtp.waitForCount(30, 20_000);
    for (let i = 0; i < 30; i++) expect(smtp.to(`s${i}@example.com`), `s${i}`).toHaveLength(1);
    expect(smtp.messages).toHaveLength(30);
  });
});
