import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../src/shared/i18n/catalogues.ts';
import { AGENCY_TEXT as A } from '../../src/shared/texts/agency.ts';
import { AGENCY_STAFF_TEXT as S } from '../../src/shared/texts/agency-staff.ts';
import { DEFAULT_VIEWING_SETTINGS, type SlotDto } from '../../src/shared/viewings.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { dealBody } from './deals-fixtures.ts';
import { listingFields } from './viewings-fixtures.ts';
import { outboxMails } from '../support/mail.ts';

/** Monday, November 23, 2026, 9:30 AM in New York. */
const MONDAY_930 = new Date('2026-11-23T14:30:00Z');
const LINK = /\/agency\/([A-Za-z0-9_-]{22})/;

/**
 * The New York State agency disclosure (Real Property Law §443; the Department of State's "New York
 * State Disclosure Form for Landlord and Tenant"), decision 088: the tenant acknowledges it before the
 * first viewing or the application starts, the landlord with the listing; each acknowledgement is kept
 * with its time and client address, once per tenant, and shown on the deal.
 */
describe.each(DATABASES)('agency disclosure (RPL §443) on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  let listingId: number;
  let slots: SlotDto[];

  beforeAll(async () => {
    t = await createTestApp({
      database,
      env: { FORM_RATE_LIMIT: '6' },
      build: { web: 'build', clock: () => MONDAY_930, viewingReminders: false, digestScheduler: false },
    });
    auth = await t.login();
    listingId = (await t.app.services.listings.create(listingFields())).id;
    await t.inject({
      method: 'PUT',
      url: '/api/viewings/settings',
      headers: auth,
      payload: { ...DEFAULT_VIEWING_SETTINGS, mode: 'instant' },
    });
    slots = (await t.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${listingId}` })).json().slots;
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const tenantRows = (email: string) =>
    db().selectFrom('agency_acknowledgements').selectAll().where('tenant_email', '=', email).execute();
  const count = async (table: 'viewings' | 'applications' | 'agency_acknowledgements') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  let address = 1;
  /** Each call from its own client address: the per-address form limit is not what these tests are about. */
  const remoteAddress = () => `198.51.100.${address++}`;
  const book = (payload: Record<string, unknown>, slot = 0) =>
    t.inject({
      method: 'POST',
      url: '/api/viewings',
      remoteAddress: remoteAddress(),
      payload: { listingId, start: slots[slot].start, name: 'Tess Tenant', ...payload },
    });
  const start = (payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/applications', remoteAddress: remoteAddress(), payload: { listingId, ...payload } });

  it('RPL §443: a viewing is not booked without agencyAcknowledged: true (400, nothing stored)', async () => {
    const before = { viewings: await count('viewings'), acks: await count('agency_acknowledgements') };
    for (const value of [undefined, false, 'yes', 1, null]) {
      const res = await book({ email: 'tess@example.com', ...(value === undefined ? {} : { agencyAcknowledged: value }) });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json()).toEqual({ success: false, message: A.required });
    }
    expect(await count('viewings')).toBe(before.viewings);
    expect(await count('agency_acknowledgements')).toBe(before.acks);
  });

  it('RPL §443: the booking records the tenant’s acknowledgement with the time, the client address and the text shown; once per e-mail', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/viewings',
      remoteAddress: '203.0.113.44',
      payload: { listingId, start: slots[0].start, name: 'Tess Tenant', email: 'Tess@Example.com', agencyAcknowledged: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    // Confirmed at once (instant mode): the acknowledgement came before the viewing was confirmed.
    expect(res.json().viewing.status).toBe('confirmed');
    const [row] = await tenantRows('tess@example.com');
    expect(row).toMatchObject({
      party: 'tenant',
      method: 'form',
      name: 'Tess Tenant',
      listing_id: listingId,
      client_address: '203.0.113.44',
      acknowledged_at: MONDAY_930.toISOString(),
      language: 'en',
    });
    expect(row.disclosure_text).toContain(A.title);
    expect(row.disclosure_text).toContain(A.landlordsAgent);
    expect(row.disclosure_text).toContain(A.dualAgent);

    // The same person applies later: asked on the form again, stored once (the first acknowledgement kept).
    expect((await start({ name: 'Tess Tenant', email: 'tess@example.com', agencyAcknowledged: true })).statusCode).toBe(201);
    expect((await book({ email: 'TESS@example.com', agencyAcknowledged: true }, 1)).statusCode).toBe(201);
    const rows = await tenantRows('tess@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0].client_address).toBe('203.0.113.44');
  });

  it('RPL §443: an application does not start without agencyAcknowledged: true; it is kept in the person’s language', async () => {
    const before = await count('applications');
    const refused = await start({ name: 'Ana Applicant', email: 'ana@example.com', language: 'es' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: A.required });
    // Another field's problem is said first: the acknowledgement is the schema's last field.
    const bad = await start({ name: 'Ana Applicant', email: 'ana@', agencyAcknowledged: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).not.toBe(A.required);
    expect(await count('applications')).toBe(before);

    const res = await start({ name: 'Ana Applicant', email: 'ana@example.com', language: 'es', agencyAcknowledged: true });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await tenantRows('ana@example.com');
    expect(row).toMatchObject({ method: 'form', language: 'es' });
    expect(row.disclosure_text).toContain(textsFor('es', 'agency').AGENCY_TEXT.landlordsAgent);
  });

  it('RPL §443: the booking page and the apply page show the disclosure with its required checkbox, in the page’s language', async () => {
    for (const [path, language] of [
      [`/property/${listingId}/apply`, 'en'],
      [`/es/property/${listingId}/apply`, 'es'],
      [`/zh/property/${listingId}/viewing?start=${encodeURIComponent(slots[3].start)}`, 'zh'],
    ] as const) {
      const html = (await t.inject({ method: 'GET', url: path })).body;
      const texts = textsFor(language, 'agency').AGENCY_TEXT;
      expect(html, path).toContain('name="agencyAcknowledged"');
      expect(html, path).toContain(texts.title);
      expect(html, path).toContain(texts.checkbox);
    }
    // The page's form refuses a post without the box ticked, in the page's language.
    const posted = await t.inject({
      method: 'POST',
      url: `/es/property/${listingId}/apply`,
      remoteAddress: remoteAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Eva', email: 'eva@example.com', website: '' }).toString(),
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain(textsFor('es', 'agency').AGENCY_TEXT.required);
    expect(await tenantRows('eva@example.com')).toEqual([]);
  });

  it('RPL §443: staff record the landlord’s acknowledgement on the listing (name and New York day); refusals are 4xx', async () => {
    const url = `/api/admin/agency/listings/${listingId}/landlord`;
    const post = (payload: unknown, headers = auth) => t.inject({ method: 'POST', url, headers, payload: payload as object });
    expect((await post({ name: 'Lou Landlord', acknowledgedOn: '2026-11-20' }, {} as typeof auth)).statusCode).toBe(401);
    for (const [body, message] of [
      [{ name: '', acknowledgedOn: '2026-11-20' }, S.nameRequired],
      [{ name: 'L'.repeat(101), acknowledgedOn: '2026-11-20' }, S.nameRequired],
      [{ name: 'Lou', acknowledgedOn: '2026-02-30' }, S.dayInvalid],
      [{ name: 'Lou', acknowledgedOn: 'yesterday' }, S.dayInvalid],
      // Tuesday in New York is tomorrow on the test's clock.
      [{ name: 'Lou', acknowledgedOn: '2026-11-24' }, S.dayInFuture],
    ] as const) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect((await post({ name: 'Lou', acknowledgedOn: '2026-11-20', extra: 1 })).statusCode).toBe(400);
    expect((await t.inject({ method: 'POST', url: '/api/admin/agency/listings/999999/landlord', headers: auth, payload: { name: 'Lou', acknowledgedOn: '2026-11-20' } })).statusCode).toBe(404);

    const res = await post({ name: 'Lou Landlord', acknowledgedOn: '2026-11-23' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().acknowledgement).toMatchObject({
      party: 'landlord',
      name: 'Lou Landlord',
      method: 'recorded',
      acknowledgedOn: '2026-11-23',
      acknowledgedAt: MONDAY_930.toISOString(),
    });
    const list = await t.inject({ method: 'GET', url: `/api/admin/agency/listings/${listingId}`, headers: auth });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().acknowledgements.map((a: { name: string }) => a.name)).toEqual(['Lou Landlord']);
  });

  it('RPL §443: the landlord acknowledges through an e-mailed link; the time and client address are kept the first time', async () => {
    const sent = await t.inject({
      method: 'POST',
      url: `/api/admin/agency/listings/${listingId}/landlord-link`,
      headers: auth,
      payload: { name: 'Lin Landlord', email: 'lin@example.com', language: 'zh' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().acknowledgement).toMatchObject({ method: 'link', acknowledgedAt: null, email: 'lin@example.com' });
    const [mail] = await outboxMails(t, { recipient: 'lin@example.com', kind: 'agency-landlord' });
    const Z = textsFor('zh', 'agency').AGENCY_TEXT;
    expect(mail.subject).toBe(Z.landlordMailSubject('145 East 29th Street, New York, NY 10016'));
    const token = LINK.exec(mail.text)![1];
    expect(mail.text).toContain(`/zh/agency/${token}`);

    const page = await t.inject({ method: 'GET', url: `/api/agency/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json().link).toMatchObject({ language: 'zh', acknowledgedAt: null });
    expect(page.json().link.disclosure).toContain(Z.landlordsAgent);

    const acknowledge = (remote: string) =>
      t.inject({ method: 'POST', url: `/api/agency/${token}`, remoteAddress: remote, payload: { acknowledged: true } });
    expect((await t.inject({ method: 'POST', url: `/api/agency/${token}`, remoteAddress: '192.0.2.10', payload: {} })).statusCode).toBe(400);
    const first = await acknowledge('192.0.2.10');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().link.acknowledgedAt).toBe(MONDAY_930.toISOString());
    await acknowledge('192.0.2.11');
    const list = (await t.inject({ method: 'GET', url: `/api/admin/agency/listings/${listingId}`, headers: auth })).json();
    expect(list.acknowledgements.find((a: { name: string }) => a.name === 'Lin Landlord')).toMatchObject({
      method: 'link',
      clientAddress: '192.0.2.10',
      acknowledgedAt: MONDAY_930.toISOString(),
    });
  });

  it('RPL §443: the landlord’s page shows the disclosure in the link’s language and records the acknowledgement on its button', async () => {
    const sent = await t.inject({
      method: 'POST',
      url: `/api/admin/agency/listings/${listingId}/landlord-link`,
      headers: auth,
      payload: { name: 'Eli Landlord', email: 'eli@example.com', language: 'es' },
    });
    expect(sent.statusCode).toBe(201);
    const [mail] = await outboxMails(t, { recipient: 'eli@example.com' });
    const token = LINK.exec(mail.text)![1];
    const E = textsFor('es', 'agency').AGENCY_TEXT;
    const page = await t.inject({ method: 'GET', url: `/es/agency/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain(E.landlordButton);
    expect(page.body).toContain(E.landlordsAgent);
    // Opening the link records nothing (mail scanners follow links).
    expect((await t.inject({ method: 'GET', url: `/api/agency/${token}` })).json().link.acknowledgedAt).toBeNull();
    const posted = await t.inject({
      method: 'POST',
      url: `/es/agency/${token}`,
      remoteAddress: '192.0.2.77',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(posted.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/api/agency/${token}` })).json().link.acknowledgedAt).toBe(MONDAY_930.toISOString());
    const guessed = await t.inject({ method: 'GET', url: `/agency/${'C'.repeat(22)}` });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.body).toContain(A.landlordInvalid);
  });

  it('RPL §443: what a stranger can do with the landlord link: guesses are 404 alike, over-long input 400/413, too many posts 429', async () => {
    for (const token of ['x', 'A'.repeat(22), 'not a token at all', '%00'])
      expect((await t.inject({ method: 'GET', url: `/api/agency/${encodeURIComponent(token)}` })).statusCode, token).toBe(404);
    // An over-long token is a guess too: the same 404 and envelope, never a 500.
    const long = await t.inject({ method: 'GET', url: `/api/agency/${'A'.repeat(5000)}` });
    expect(long.statusCode).toBe(404);
    expect(long.json().success).toBe(false);
    const big = await t.inject({
      method: 'POST',
      url: `/api/agency/${'A'.repeat(22)}`,
      remoteAddress: '192.0.2.50',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ acknowledged: true, pad: 'x'.repeat(4096) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().success).toBe(false);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (
          await t.inject({
            method: 'POST',
            url: `/api/agency/${'B'.repeat(22)}`,
            remoteAddress: '192.0.2.60',
            payload: { acknowledged: true },
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 6)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    // Nothing of the staff side is open to a stranger.
    expect((await t.inject({ method: 'GET', url: `/api/admin/agency/listings/${listingId}` })).statusCode).toBe(401);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/admin/agency/listings/${listingId}/landlord-link`,
          payload: { name: 'X', email: 'x@example.com' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('RPL §443: the deal shows who acknowledged what, when: its tenants’ and its landlord’s', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/deals',
      headers: auth,
      payload: dealBody(listingId, {
        tenants: [
          { name: 'Tess Tenant', email: 'tess@example.com' },
          { name: 'Nora Never', email: 'nora@example.com' },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const deal = (await t.inject({ method: 'GET', url: `/api/admin/deals/${res.json().deal.id}`, headers: auth })).json().deal;
    expect(deal.agency.map((a: { party: string; name: string; method: string }) => [a.party, a.name, a.method])).toEqual([
      ['tenant', 'Tess Tenant', 'form'],
      ['landlord', 'Lou Landlord', 'recorded'],
      ['landlord', 'Lin Landlord', 'link'],
      ['landlord', 'Eli Landlord', 'link'],
    ]);
    expect(deal.agency[0]).toMatchObject({ clientAddress: '203.0.113.44', acknowledgedAt: MONDAY_930.toISOString() });
  });
});
