import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALS_TEXT as T } from '../../src/shared/texts/deals.ts';
import { newYorkDate } from '../../src/shared/new-york-time.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { dealBody, rentableListing } from './deals-fixtures.ts';

const TOKEN = 'feed-token-for-deal-tests-0123456789';
const HOUR = 3600_000;

/**
 * The listing follows the deal (issue 35 item 3, docs/decisions/061): the request that marks the lease
 * signed takes the listing off the public site, both portal feeds and the alert matching, marks it
 * Rented with the New York day, and cancels the tenants' other open viewings of it with the usual
 * e-mails; a deal that falls through can put it back.
 */
describe.each(DATABASES)('the listing follows the deal on %s', (database) => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let auth: { authorization: string };

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({
      database,
      env: { FEED_TOKEN: TOKEN, PUBLIC_URL: 'https://rentals.example', SMTP_URL: smtp.url },
      build: {
        mailWorker: { pollMs: 50, retryDelaysMs: [50] },
        digestScheduler: false,
        viewingReminders: false,
        afterLeaseMail: false,
      },
    });
    auth = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const publicIds = async () =>
    (await t.inject({ method: 'GET', url: '/api/listings?limit=100' })).json().listings.map((l: { id: number }) => l.id);
  const feed = async (name: 'streeteasy' | 'zillow') => {
    const res = await t.inject({ method: 'GET', url: `/feeds/${name}.xml?token=${TOKEN}` });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const inFeed = (xml: string, id: number) =>
    xml.includes(`https://rentals.example/property/${id}<`) || xml.includes(`/property/${id}"`);
  const viewing = async (
    listingId: number,
    email: string,
    hoursAhead: number,
    status: 'confirmed' | 'requested' = 'confirmed',
  ) => {
    const start = new Date(Date.now() + hoursAhead * HOUR);
    const at = new Date().toISOString();
    const row = await t.app.database.db
      .insertInto('viewings')
      .values({
        listing_id: listingId,
        listing_address: '145 East 29th Street, New York, NY 10016',
        apartment: '4B',
        inquiry_id: null,
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + HOUR / 2).toISOString(),
        status,
        name: 'Viewer',
        email,
        phone: '',
        message: '',
        manage_token: randomBytes(24).toString('base64url'),
        invited: status === 'confirmed' ? 1 : 0,
        confirmed_at: status === 'confirmed' ? at : null,
        reminder_sent_at: null,
        client_key: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const viewingStatus = async (id: number) =>
    (await t.app.database.db.selectFrom('viewings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it("'Lease signed' takes the listing off the site, both feeds and the alerts in the same request, marks it Rented, cancels the tenants' viewings; relist puts it back", async () => {
    const rented = await rentableListing(t);
    const other = await rentableListing(t, { address: '200 West 90th Street, New York, NY 10024' });
    // An alert search that matches every listing, confirmed.
    const at = new Date(Date.now() - 2 * HOUR).toISOString();
    await t.app.database.db
      .insertInto('saved_searches')
      .values({
        email: 'alerts@example.com',
        subscriber_id: null,
        grid: '/',
        grid_label: 'All listings',
        criteria: '',
        frequency: 'instant',
        status: 'active',
        created_at: at,
        confirmed_at: at,
        updated_at: at,
      })
      .execute();
    // Before: on the site and in both feeds.
    expect(await publicIds()).toContain(rented.id);
    for (const name of ['streeteasy', 'zillow'] as const) expect(inFeed(await feed(name), rented.id), name).toBe(true);

    const tenantViewing = await viewing(rented.id, 'rita@example.com', 30);
    const tenantRequest = await viewing(rented.id, 'RITA@example.com', 50, 'requested');
    const strangerViewing = await viewing(rented.id, 'someone@example.com', 70);
    const elsewhere = await viewing(other.id, 'rita@example.com', 90);

    const deal = (await t.inject({ method: 'POST', url: '/api/admin/deals', headers: auth, payload: dealBody(rented.id) })).json()
      .deal;
    const res = await t.inject({
      method: 'PATCH',
      url: `/api/admin/deals/${deal.id}`,
      headers: auth,
      payload: { stage: 'lease-signed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const today = newYorkDate(new Date());
    expect(res.json().deal.listing).toEqual({ id: rented.id, status: 'inactive', rentedOn: today });

    // At once, with no wait: the public API, both feeds and the alert round leave it out.
    expect(await publicIds()).not.toContain(rented.id);
    expect(await publicIds()).toContain(other.id);
    expect((await t.inject({ method: 'GET', url: `/api/listings/${rented.id}` })).statusCode).toBe(404);
    for (const name of ['streeteasy', 'zillow'] as const) {
      const xml = await feed(name);
      expect(inFeed(xml, rented.id), name).toBe(false);
      expect(inFeed(xml, other.id), name).toBe(true);
    }
    const round = await t.app.services.alerts.runScheduled(Date.now());
    expect(round.instant).toMatchObject({ started: true });
    const digest = await t.app.database.db
      .selectFrom('newsletter_digests')
      .select('listings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const alerted = (JSON.parse(digest.listings) as Array<{ id: number }>).map((l) => l.id);
    expect(alerted).toContain(other.id);
    expect(alerted).not.toContain(rented.id);

    // The tenant's open viewings of it are cancelled with the usual e-mail; others' and other listings' stay.
    expect(await viewingStatus(tenantViewing)).toBe('cancelled');
    expect(await viewingStatus(tenantRequest)).toBe('cancelled');
    expect(await viewingStatus(strangerViewing)).toBe('confirmed');
    expect(await viewingStatus(elsewhere)).toBe('confirmed');
    await expect.poll(() => smtp.to('rita@example.com').length).toBeGreaterThanOrEqual(2);
    const timeline = await t.app.database.db
      .selectFrom('viewings')
      .select('sequence')
      .where('id', '=', tenantViewing)
      .executeTakeFirstOrThrow();
    expect(Number(timeline.sequence)).toBe(1);

    // The back-office list shows it Rented with the day.
    const admin = (await t.inject({ method: 'GET', url: '/api/listings/admin/all?status=all', headers: auth })).json();
    expect(admin.listings.find((l: { id: number }) => l.id === rented.id)).toMatchObject({ status: 'inactive', rentedOn: today });

    // Falls through: it offers to put the listing back, and relist does, at once.
    const fell = await t.inject({
      method: 'PATCH',
      url: `/api/admin/deals/${deal.id}`,
      headers: auth,
      payload: { stage: 'fell-through', fellThroughReason: 'The guarantor withdrew' },
    });
    expect(fell.json().deal).toMatchObject({
      stage: 'fell-through',
      canRelist: true,
      listing: { status: 'inactive', rentedOn: today },
    });
    const back = await t.inject({
      method: 'PATCH',
      url: `/api/admin/deals/${deal.id}`,
      headers: auth,
      payload: { relist: true },
    });
    expect(back.json()).toMatchObject({
      message: T.relisted,
      deal: { canRelist: false, listing: { status: 'active', rentedOn: null } },
    });
    expect(await publicIds()).toContain(rented.id);
    for (const name of ['streeteasy', 'zillow'] as const) expect(inFeed(await feed(name), rented.id), name).toBe(true);
  });
});
