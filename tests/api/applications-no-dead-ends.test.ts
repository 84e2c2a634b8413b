import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../src/shared/i18n/catalogues.ts';
import { newYorkDate } from '../../src/shared/new-york-time.ts';
import { APPLICATIONS_TEXT as T } from '../../src/shared/texts/applications.ts';
import { PROPERTY_TEXT as P } from '../../src/shared/texts/property.ts';
import { DATABASES } from '../support/app.ts';
import { readableText } from '../support/i18n-pages.ts';
import { outboxMails } from '../support/mail.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { pdfFile, uploadDocument } from './application-fixtures.ts';
import { listingFields } from './viewings-fixtures.ts';
import { placeIn } from '../../src/shared/words/in-language.ts';

const ORIGIN = 'https://rentals.example';
const LINK = /\/apply\/([A-Za-z0-9_-]{22})/;
const JOBS_OFF = {
  viewingReminders: false,
  digestScheduler: false,
  followUpDigest: false,
  applicationRetention: false,
  rentedApplications: false,
} as const;

/**
 * Issue 46 item 7, no dead ends: the application settings and each listing's switch behind Settings →
 * Applications; the landlord's link copied again without revoking it; a rented apartment's page answers
 * 410 with its building and similar apartments, and its open applications are closed and told.
 */
describe.each(DATABASES)('no dead ends on %s', (database) => {
  let t: RunningServer;
  let auth: { authorization: string };
  let agentAuth: { authorization: string };
  let listingId: number;

  beforeAll(async () => {
    t = await startServer({ database, env: { PUBLIC_URL: ORIGIN }, build: JOBS_OFF });
    auth = await t.login();
    const agent = { name: 'Ada Agent', email: 'ada-agent@example.com', password: 'agent-password-1', role: 'agent' };
    expect((await t.inject({ method: 'POST', url: '/api/auth/register', headers: auth, payload: agent })).statusCode).toBe(201);
    agentAuth = await t.login({ email: agent.email, password: agent.password });
    ({ id: listingId } = await t.app.services.listings.create(listingFields()));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Starts an application for `listing` as a visitor: its id and the applicant's token (read from the e-mail). */
  async function start(email: string, listing = listingId, language?: 'es') {
    const res = await t.inject({
      method: 'POST',
      url: `/api${language ? '' : ''}/applications`,
      payload: { agencyAcknowledged: true, listingId: listing, name: 'Dana Docs', email, ...(language ? { language } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = (await outboxMails(t, { recipient: email, kind: 'application-link' })).at(-1)!;
    const token = LINK.exec(mail.text)![1];
    const row = await t.app.database.db
      .selectFrom('application_people')
      .select('application_id')
      .where('email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { id: Number(row.application_id), token };
  }
  const statusOf = async (id: number) =>
    (await t.app.database.db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('Settings → Applications: every staff account reads the settings, an administrator saves them, bad values are refused with their message', async () => {
    const read = await t.inject({ method: 'GET', url: '/api/admin/applications/settings', headers: agentAuth });
    expect(read.statusCode).toBe(200);
    expect(read.json().settings).toEqual({ screeningFee: 0, retentionDays: 60, unsubmittedDays: 30 });
    expect((await t.inject({ method: 'GET', url: '/api/admin/applications/settings' })).statusCode).toBe(401);

    const put = (payload: Record<string, unknown>, headers = auth) =>
      t.inject({ method: 'PUT', url: '/api/admin/applications/settings', headers, payload });
    const saved = await put({ screeningFee: '20', retentionDays: '45', unsubmittedDays: '14' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: T.settingsSaved,
      settings: { screeningFee: 20, retentionDays: 45, unsubmittedDays: 14 },
    });
    const agentTry = await put({ screeningFee: 10, retentionDays: 45 }, agentAuth);
    expect(agentTry.statusCode).toBe(403);
    expect(agentTry.json().success).toBe(false);
    for (const [payload, message] of [
      [{ screeningFee: 25, retentionDays: 45 }, 'New York'],
      [{ screeningFee: 'ten', retentionDays: 45 }, T.screeningFeeInvalid],
      [{ screeningFee: 10, retentionDays: 0 }, T.retentionDaysInvalid],
      [{ screeningFee: 10, retentionDays: 30, unsubmittedDays: 400 }, T.unsubmittedDaysInvalid],
    ] as const) {
      const refused = await put(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ success: false });
      expect(refused.json().message).toContain(message);
    }
    expect((await put({ screeningFee: 0, retentionDays: 60, unsubmittedDays: 30 })).statusCode).toBe(200);
  });

  it("Settings → Applications: each listing's switch, and a listing switched off takes no application", async () => {
    const { id: other } = await t.app.services.listings.create(
      listingFields({ address: '88 Greenwich Street, New York, NY 10006', neighborhood: '2A' }),
    );
    const listed = await t.inject({ method: 'GET', url: '/api/admin/applications/listings', headers: agentAuth });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().listings).toContainEqual({
      id: other,
      address: '88 Greenwich Street, New York, NY 10006',
      apartment: '2A',
      status: 'active',
      rented: false,
      enabled: true,
    });
    const off = await t.inject({
      method: 'PUT',
      url: `/api/admin/applications/listings/${other}`,
      headers: agentAuth,
      payload: { enabled: false },
    });
    expect(off.json()).toMatchObject({ success: true, listingId: other, enabled: false });
    const refused = await t.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { agencyAcknowledged: true, listingId: other, name: 'Off Person', email: 'off@example.com' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, message: T.listingUnavailable });
    const bad = await t.inject({
      method: 'PUT',
      url: `/api/admin/applications/listings/${other}`,
      headers: auth,
      payload: { enabled: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: T.enabledInvalid });
    expect((await t.inject({ method: 'GET', url: '/api/admin/applications/listings' })).statusCode).toBe(401);
    await t.inject({
      method: 'PUT',
      url: `/api/admin/applications/listings/${other}`,
      headers: auth,
      payload: { enabled: true },
    });
  });

  it("the landlord's link is answered again while it works (copied without revoking it), sealed at rest, gone once revoked", async () => {
    const { id, token } = await start('package@example.com');
    await uploadDocument(t, token, 'photo_id', pdfFile('id'));
    const made = await t.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/package`,
      headers: auth,
      payload: { email: 'landlord@example.com' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { url } = made.json();
    const state = async () =>
      (await t.inject({ method: 'GET', url: `/api/admin/applications/${id}/package`, headers: agentAuth })).json().package;
    expect(await state()).toMatchObject({ url, email: 'landlord@example.com' });
    // Asked again (a reload, another account): the same link, still working; the e-mailed one was not revoked.
    expect((await state()).url).toBe(url);
    const opened = await t.inject({ method: 'GET', url: url.replace(ORIGIN, '') });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    const [mail] = await outboxMails(t, { recipient: 'landlord@example.com' });
    expect(mail.text).toContain(url);
    // At rest: the token is neither in the clear nor its hash alone.
    const token64 = url.split('/').at(-1)!;
    const row = await t.app.database.db
      .selectFrom('application_packages')
      .selectAll()
      .where('application_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.token_sealed).toBeTruthy();
    expect(row.token_sealed).not.toContain(token64);
    // Revoked: no address to copy, the sealed token gone, the link dead.
    expect((await t.inject({ method: 'DELETE', url: `/api/admin/applications/${id}/package`, headers: auth })).statusCode).toBe(
      200,
    );
    expect(await state()).toBeNull();
    const after = await t.app.database.db
      .selectFrom('application_packages')
      .select('token_sealed')
      .where('application_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.token_sealed).toBeNull();
    expect((await t.inject({ method: 'GET', url: url.replace(ORIGIN, '') })).statusCode).toBe(404);
  });

  it('a rented apartment: its open applications are closed and every person told once, in their language; decided ones stay', async () => {
    const { id: rentedId } = await t.app.services.listings.create(
      listingFields({ address: '20 Pine Street, New York, NY 10005', neighborhood: '7B' }),
    );
    const open = await start('open@example.com', rentedId);
    const invited = await t.inject({
      method: 'POST',
      url: `/api/applications/${open.token}/people`,
      payload: { role: 'guarantor', name: 'Gia Guarantor', email: 'gia@example.com' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const spanish = await start('abierta@example.com', rentedId, 'es');
    const approved = await start('winner@example.com', rentedId);
    await t.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${approved.id}`,
      headers: auth,
      payload: { status: 'approved' },
    });
    expect(await statusOf(approved.id)).toBe('approved');

    // Nothing to close while the listing is free.
    expect(await t.app.services.applications.closeOnRentedListings()).toBe(0);
    await t.app.services.listings.changeWithin(rentedId, (_trx, listing) => listing.markRented(newYorkDate(new Date())));
    expect(await t.app.services.applications.closeOnRentedListings()).toBe(2);
    expect(await statusOf(open.id)).toBe('closed');
    expect(await statusOf(spanish.id)).toBe('closed');
    expect(await statusOf(approved.id)).toBe('approved');

    const place = placeIn('en', '20 Pine Street, New York, NY 10005', '7B');
    for (const email of ['open@example.com', 'gia@example.com']) {
      const told = await outboxMails(t, { recipient: email, kind: 'application-decision' });
      expect(
        told.map((m) => m.subject),
        email,
      ).toEqual([T.rentedSubject(place)]);
      expect(told[0].text).toContain(T.rentedBody(place));
      // Their own link, which opens the closed application saying why (decision 105).
      expect(told[0].text).toMatch(/\/apply\/[A-Za-z0-9_-]{22}/);
    }
    expect((await outboxMails(t, { recipient: 'abierta@example.com', kind: 'application-decision' }))[0].text).toMatch(
      /\/es\/apply\/[A-Za-z0-9_-]{22}/,
    );
    const S = textsFor('es', 'applications').APPLICATIONS_TEXT;
    const toldEs = await outboxMails(t, { recipient: 'abierta@example.com', kind: 'application-decision' });
    expect(toldEs.map((m) => m.subject)).toEqual([S.rentedSubject(placeIn('es', '20 Pine Street, New York, NY 10005', '7B'))]);
    expect(await outboxMails(t, { recipient: 'winner@example.com', kind: 'application-decision' })).toHaveLength(1); // its approval only

    // Once: a later run closes and sends nothing more.
    expect(await t.app.services.applications.closeOnRentedListings()).toBe(0);
    expect(await outboxMails(t, { recipient: 'open@example.com', kind: 'application-decision' })).toHaveLength(1);

    // The applicant's link says so, and takes no more uploads or changes.
    const own = await t.inject({ method: 'GET', url: `/api/applications/${open.token}` });
    expect(own.json().application).toMatchObject({ status: 'closed', editable: false });
    const upload = await uploadDocument(t, open.token, 'photo_id', pdfFile('late'));
    expect(upload.statusCode).toBe(409);
    expect(upload.json()).toMatchObject({ success: false, message: T.notEditable });
    const withdraw = await t.inject({ method: 'POST', url: `/api/applications/${open.token}/withdraw` });
    expect(withdraw.statusCode).toBe(409);
  });

  it("a rented apartment's page answers 410 with its building and similar apartments, in English and Spanish; others stay 404", async () => {
    const { id: rented } = await t.app.services.listings.create(
      listingFields({ address: '145 East 29th Street, New York, NY 10016', neighborhood: '9C' }),
    );
    const { id: sibling } = await t.app.services.listings.create(listingFields({ neighborhood: '2D', price: 3500 }));
    await t.app.services.listings.changeWithin(rented, (_trx, listing) => listing.markRented(newYorkDate(new Date())));

    const res = await fetch(`${t.url}/property/${rented}`);
    expect(res.status).toBe(410);
    const html = await res.text();
    const text = readableText(html);
    expect(text).toContain(P.rentedTitle);
    expect(text).toContain(P.rentedDetail('145 East 29th Street'));
    expect(text).toContain(P.rentedBuilding('145 East 29th Street'));
    expect(html).toContain('href="/145-east-29th-street"');
    expect(text).toContain(P.rentedSimilar);
    // The cards of the page (not the language links of the page itself): the free one, never the rented one.
    const cards = html.slice(html.indexOf('data-testid="rented-page"'), html.indexOf('<footer'));
    expect(cards).toContain(`href="/property/${sibling}"`);
    expect(cards).not.toContain(`href="/property/${rented}"`);
    expect(html).toMatch(new RegExp(`<title>${P.rentedTitle}`));

    const es = await fetch(`${t.url}/es/property/${rented}`);
    expect(es.status).toBe(410);
    const esText = readableText(await es.text());
    const E = textsFor('es', 'property').PROPERTY_TEXT;
    expect(esText).toContain(E.rentedTitle);
    expect(esText).toContain(E.rentedSimilar);
    expect(esText).not.toContain(P.rentedTitle);

    // An inactive listing that was never rented, and an unknown one: 'Property not found' (404) as before.
    const { id: hidden } = await t.app.services.listings.create(listingFields({ status: 'inactive', neighborhood: '1A' }));
    for (const id of [hidden, 999_999]) {
      const missing = await fetch(`${t.url}/property/${id}`);
      expect(missing.status, String(id)).toBe(404);
      expect(readableText(await missing.text())).toContain(P.propertyNotFound);
    }
  });
});
