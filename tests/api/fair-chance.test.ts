import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavePartSchema, StartApplicationSchema } from '../../src/shared/applications.ts';
import { fairHousingDisclosure, textsFor } from '../../src/shared/i18n/catalogues.ts';
import { NY_FAIR_HOUSING_DISCLOSURE_URL } from '../../src/shared/site-settings.ts';
import { AGENCY_STAFF_TEXT as S } from '../../src/shared/texts/agency-staff.ts';
import { APPLICATIONS_TEXT } from '../../src/shared/texts/applications.ts';
import { APPLY_TEXT } from '../../src/shared/texts/apply.ts';
import { FAIR_CHANCE_TEXT as F } from '../../src/shared/texts/fair-chance.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { hits, textsOf } from '../support/forbidden-questions.ts';
import { applicationOf, outsideDealBody, TENANT_PAID } from './deals-fixtures.ts';
import { questionnaire } from './roommate-fixtures.ts';
import { listingFields } from './viewings-fixtures.ts';
import { outboxMails } from '../support/mail.ts';
import { placeIn } from '../../src/shared/words/in-language.ts';

/** Monday, November 23, 2026, 9:30 AM in New York (Thanksgiving is on Thursday). */
const MONDAY_930 = new Date('2026-11-23T14:30:00Z');
const CRIMINAL = /crimin|convict|felon|misdemeanou?r|arrest|offen[cs]e|\bjail|prison|incarcerat|parole|probation/i;

describe('NYC Fair Chance Housing Law (Admin. Code §8-107(11-a)): the application never asks about criminal history', () => {
  it('no field of the start or the part, and no text of the flow, asks it; the credit check is the only check before an offer', () => {
    const fields = [...Object.keys(StartApplicationSchema.shape), ...Object.keys(SavePartSchema.shape)];
    expect(fields.filter((f) => CRIMINAL.test(f.replace(/([A-Z])/g, ' $1')))).toEqual([]);
    const texts = [...textsOf(APPLICATIONS_TEXT, 'APPLICATIONS_TEXT'), ...textsOf(APPLY_TEXT, 'APPLY_TEXT')];
    expect(texts.filter((t) => CRIMINAL.test(t.text))).toEqual([]);
    expect(hits(texts)).toEqual([]);
  });
});

describe.each(DATABASES)('Fair Chance and the Fair Housing Disclosure on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  let listingId: number;
  let now = MONDAY_930;

  beforeAll(async () => {
    t = await createTestApp({
      database,
      build: { clock: () => now, viewingReminders: false, digestScheduler: false, roommateAlerts: false },
    });
    auth = await t.login();
    listingId = (await t.app.services.listings.create(listingFields())).id;
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, headers = auth) =>
    t.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  /** A recipient's e-mails (any case), oldest first, with their bodies (sealed until delivered, decision 078). */
  const mails = async (recipient: string, kind?: string) =>
    (await outboxMails(t, kind ? { kind } : {})).filter((m) => m.recipient.toLowerCase() === recipient.toLowerCase());

  it('§8-107(11-a): a part cannot store an answer about criminal history (400, strict schema)', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { listingId, name: 'Cora Candidate', email: 'cora@example.com', agencyAcknowledged: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const token = /\/apply\/([A-Za-z0-9_-]{22})/.exec((await mails('cora@example.com', 'application-link'))[0].text)![1];
    const put = await t.inject({
      method: 'PUT',
      url: `/api/applications/${token}`,
      payload: { feesAcknowledged: true, criminalHistory: 'none' },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().success).toBe(false);
  });

  it('§8-107(11-a): no criminal check before a conditional offer; the offer e-mails the Fair Chance notice to each tenant and stands five New York business days', async () => {
    const started = await applicationOf(t, listingId, 'started');
    const early = await api('POST', `/api/admin/applications/${started}/conditional-offer`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ success: false, message: S.offerNotSubmitted });

    const id = await applicationOf(t, listingId, 'submitted');
    const before = (await api('GET', `/api/admin/applications/${id}`)).json().application;
    expect(before).toMatchObject({ conditionalOffer: null, criminalCheckAllowed: false });
    // Nothing of it is open to a stranger.
    expect((await api('POST', `/api/admin/applications/${id}/conditional-offer`, undefined, {} as typeof auth)).statusCode).toBe(401);
    expect((await api('POST', '/api/admin/applications/999999/conditional-offer')).statusCode).toBe(404);
    expect((await api('POST', '/api/admin/applications/abc/conditional-offer')).statusCode).toBe(400);

    const res = await api('POST', `/api/admin/applications/${id}/conditional-offer`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(S.offerRecorded);
    // Monday the 23rd + five business days, Thanksgiving (Thursday the 26th) not one of them: Tuesday, December 1.
    expect(res.json().application).toMatchObject({
      conditionalOffer: { madeAt: MONDAY_930.toISOString(), withdrawableOn: '2026-12-01', withdrawnAt: null },
      criminalCheckAllowed: true,
    });
    expect((await api('POST', `/api/admin/applications/${id}/conditional-offer`)).json()).toEqual({
      success: false,
      message: S.offerAlready,
    });

    // The tenants (applicant and co-applicant) get the notice; the guarantor does not.
    const [notice] = await mails('Rita@Example.com', 'application-conditional-offer');
    const place = placeIn('en', '145 East 29th Street, New York, NY 10016', '4B');
    expect(notice.subject).toBe(F.subject(place));
    expect(notice.text).toContain(F.offer(place, 'November 23, 2026'));
    expect(notice.text).toContain(F.onlyNow);
    expect(notice.text).toContain(F.fiveDays('December 1, 2026'));
    expect(await mails('sam@example.com', 'application-conditional-offer')).toHaveLength(1);
    expect(await mails('pat@example.com', 'application-conditional-offer')).toHaveLength(0);

    // Withdrawing before the five business days: refused, by the action and by declining alike.
    const tooEarly = { success: false, message: S.offerTooEarly('Tuesday, December 1, 2026') };
    now = new Date('2026-12-01T04:59:00Z'); // 11:59 PM on Monday, November 30, in New York
    const withdraw = await api('POST', `/api/admin/applications/${id}/withdraw-offer`, {});
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json()).toEqual(tooEarly);
    const decline = await api('PATCH', `/api/admin/applications/${id}`, { status: 'declined' });
    expect(decline.statusCode).toBe(409);
    expect(decline.json()).toEqual(tooEarly);
    expect((await api('GET', `/api/admin/applications/${id}`)).json().application.status).toBe('submitted');

    now = new Date('2026-12-01T05:01:00Z'); // 12:01 AM on Tuesday, December 1, in New York
    const done = await api('POST', `/api/admin/applications/${id}/withdraw-offer`, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().application).toMatchObject({
      status: 'declined',
      conditionalOffer: { withdrawnAt: now.toISOString() },
      criminalCheckAllowed: false,
    });
    expect(await mails('sam@example.com', 'application-decision')).toHaveLength(1);
    expect((await api('POST', `/api/admin/applications/${id}/withdraw-offer`, {})).json()).toEqual({
      success: false,
      message: S.noOffer,
    });
    expect((await api('POST', `/api/admin/applications/${id}/withdraw-offer`, { reportingAgency: 'x'.repeat(301) })).statusCode).toBe(400);
    now = MONDAY_930;
  });

  it('§8-107(11-a): the notice is in the application’s language', async () => {
    const id = await applicationOf(t, listingId, 'submitted');
    await t.app.database.db.updateTable('applications').set({ language: 'es' }).where('id', '=', id).execute();
    await t.app.database.db
      .updateTable('application_people')
      .set({ email: 'lucia@example.com' })
      .where('application_id', '=', id)
      .where('role', '=', 'applicant')
      .execute();
    expect((await api('POST', `/api/admin/applications/${id}/conditional-offer`)).statusCode).toBe(200);
    const [notice] = await mails('lucia@example.com', 'application-conditional-offer');
    const E = textsFor('es', 'fair-chance').FAIR_CHANCE_TEXT;
    expect(notice.text).toContain(E.lawIntro);
    expect(notice.text).toContain(E.onlyNow);
  });

  it('Exec. Law §170-e / 19 NYCRR 175.28: the first e-mail to each address carries the Fair Housing Disclosure in its language, once', async () => {
    // An applicant: the start link is the first e-mail; the second start link is not.
    const start = () =>
      t.inject({
        method: 'POST',
        url: '/api/applications',
        payload: { listingId, name: 'Fay First', email: 'fay@example.com', agencyAcknowledged: true, language: 'zh' },
      });
    expect((await start()).statusCode).toBe(201);
    expect((await start()).statusCode).toBe(201);
    const [first, second] = await mails('fay@example.com', 'application-link');
    expect(first.text).toContain(fairHousingDisclosure('zh'));
    expect(second.text).not.toContain(NY_FAIR_HOUSING_DISCLOSURE_URL);

    // A roommate seeker, in Spanish.
    const seeker = await t.inject({
      method: 'POST',
      url: '/api/roommates',
      payload: { ...questionnaire({ email: 'rosa@example.com' }), language: 'es' },
    });
    expect(seeker.statusCode, seeker.body).toBe(201);
    const seekerMail = await mails('rosa@example.com');
    expect(seekerMail.length).toBeGreaterThan(0);
    expect(seekerMail[0].text).toContain(fairHousingDisclosure('es'));
    expect(seekerMail.slice(1).filter((m) => m.text.includes(NY_FAIR_HOUSING_DISCLOSURE_URL))).toEqual([]);

    // A tenant signing the FARE Act disclosure.
    const deal = await api(
      'POST',
      '/api/admin/deals',
      // The tenant pays the broker they hired: an apartment the agent does not list (FARE Act, decision 082).
      outsideDealBody({ tenants: [{ name: 'Tia Tenant', email: 'tia@example.com' }], ...TENANT_PAID }),
    );
    expect(deal.statusCode, deal.body).toBe(201);
    expect((await api('POST', `/api/admin/deals/${deal.json().deal.id}/disclosure`)).statusCode).toBe(200);
    const [dealMail] = await mails('tia@example.com');
    expect(dealMail.text).toContain(fairHousingDisclosure('en'));

    // Recorded once per address, whatever the case; the staff's and the landlord's mail never carry it.
    const rows = await t.app.database.db.selectFrom('fair_housing_disclosures').select(['email', 'language']).execute();
    expect(rows).toEqual(expect.arrayContaining([{ email: 'fay@example.com', language: 'zh' }, { email: 'rosa@example.com', language: 'es' }]));
    const landlord = await api('POST', `/api/admin/agency/listings/${listingId}/landlord-link`, {
      name: 'Lee Landlord',
      email: 'lee@example.com',
    });
    expect(landlord.statusCode).toBe(201);
    const [landlordMail] = await mails('lee@example.com', 'agency-landlord');
    expect(landlordMail.text).not.toContain(NY_FAIR_HOUSING_DISCLOSURE_URL);
  });
});
