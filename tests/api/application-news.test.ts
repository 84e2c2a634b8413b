import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../src/shared/i18n/catalogues.ts';
import { ADMIN_APPLICATIONS_TEXT as A } from '../../src/shared/texts/admin-applications.ts';
import { APPLICATIONS_TEXT as T } from '../../src/shared/texts/applications.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { pdfFile, uploadDocument } from './application-fixtures.ts';
import { listingFields } from './viewings-fixtures.ts';
import { placeIn } from '../../src/shared/words/in-language.ts';

/**
 * Everyone on an application hears what happened (issue 46, decision 086): sending it e-mails the
 * agent (the one staff-mail rule) and the tenants, in the application's language; approving it and
 * sending it to the landlord e-mail the tenants; the guarantor is told nothing of the decision. The
 * applicant's own page lists every person's gaps before Send.
 */
const ORIGIN = 'https://rentals.example';
const FAST = { pollMs: 50, retryDelaysMs: [50] };
const LINK = new RegExp(`${ORIGIN}/(?:es/|zh/)?apply/([A-Za-z0-9_-]{22})`);
const VOUCHER_PART = {
  feesAcknowledged: true,
  phone: '917 555 0100',
  currentAddress: '1 Main St, Bronx, NY',
  moveInDate: '2027-01-01',
  otherIncome: [{ source: 'CityFHEPS', amount: 30000 }],
};
const VOUCHER_DOCUMENTS = ['photo_id', 'bank_statement', 'bank_statement', 'voucher_letter'];

describe.each(DATABASES)('what happened to an application is e-mailed to everyone on it, on %s', (database) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  let auth: { authorization: string };
  let listingId: number;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({
      database,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN },
      build: {
        mailWorker: FAST,
        viewingReminders: false,
        digestScheduler: false,
        followUpDigest: false,
        applicationRetention: false,
      },
    });
    auth = await t.login();
    listingId = (await t.app.services.listings.create(listingFields({ neighborhood: '4B' }))).id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Waits for the outbox to be empty (every queued message handed to the peer). */
  const drained = async () => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const left = await t.app.database.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', 'in', ['pending', 'sending'])
        .executeTakeFirstOrThrow();
      if (Number(left.n) === 0) return;
      if (Date.now() > deadline) throw new Error('the outbox did not drain');
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const linkOf = async (email: string, index: number) =>
    LINK.exec((await smtp.waitForTo(email, index + 1))[index].parsed.text ?? '')![1];
  const own = async (token: string) => (await t.inject({ method: 'GET', url: `/api/applications/${token}` })).json().application;

  /** An application with a co-applicant and a guarantor, each part complete (voucher income); its id and links. */
  async function household(prefix: string, language: 'en' | 'es' = 'en') {
    const applicant = `${prefix}-main@example.com`;
    const start = await t.inject({
      method: 'POST',
      url: '/api/applications',
      headers: language === 'es' ? { 'accept-language': 'es' } : {},
      payload: { listingId, name: 'Rita Moreno', email: applicant, agencyAcknowledged: true, ...(language === 'es' ? { language } : {}) },
    });
    expect(start.statusCode, start.body).toBe(201);
    const token = await linkOf(applicant, 0);
    const invite = (role: string, name: string, email: string) =>
      t.inject({ method: 'POST', url: `/api/applications/${token}/people`, payload: { role, name, email } });
    expect((await invite('co_applicant', 'Sam Lee', `${prefix}-co@example.com`)).statusCode).toBe(201);
    expect((await invite('guarantor', 'Pat Moreno', `${prefix}-g@example.com`)).statusCode).toBe(201);
    const co = await linkOf(`${prefix}-co@example.com`, 0);
    const guarantor = await linkOf(`${prefix}-g@example.com`, 0);
    const row = await t.app.database.db
      .selectFrom('application_people')
      .select('application_id')
      .where('email', '=', applicant)
      .executeTakeFirstOrThrow();
    return { id: Number(row.application_id), token, co, guarantor, applicant };
  }
  const fill = async (token: string, part: Record<string, unknown> = VOUCHER_PART, documents = VOUCHER_DOCUMENTS) => {
    const put = await t.inject({ method: 'PUT', url: `/api/applications/${token}`, payload: part });
    expect(put.statusCode, put.body).toBe(200);
    for (const kind of documents)
      expect((await uploadDocument(t, token, kind, pdfFile(`${kind}-${token}`))).statusCode).toBe(201);
  };

  it("the applicant's page lists every person and what each still lacks, before Send", async () => {
    const { token, co, guarantor } = await household('gaps');
    await fill(token);
    const mine = await own(token);
    expect(mine.household).toEqual([
      { role: 'applicant', name: 'Rita Moreno', missing: [], you: true },
      {
        role: 'co_applicant',
        name: 'Sam Lee',
        missing: expect.arrayContaining([T.missingItems.fees, T.missingItems.phone, T.missingDocument('Photo ID')]),
        you: false,
      },
      {
        role: 'guarantor',
        name: 'Pat Moreno',
        missing: expect.arrayContaining([T.missingItems.phone, T.missingDocument('Photo ID')]),
        you: false,
      },
    ]);
    // Each person's own page says the same of the others, and marks them as themselves.
    expect((await own(co)).household.map((p: { you: boolean }) => p.you)).toEqual([false, true, false]);
    expect((await own(guarantor)).household[2]).toMatchObject({ role: 'guarantor', you: true });
  });

  it('sending e-mails the agent (with the link to it) and each tenant (the sender with their link), never the guarantor', async () => {
    const { id, token, co, guarantor, applicant } = await household('sent');
    await fill(token);
    await fill(co);
    await fill(
      guarantor,
      { phone: '917 555 0111', currentAddress: '9 Elm St', otherIncome: [{ source: 'Pension or annuity', amount: 90000 }] },
      ['photo_id', 'bank_statement', 'bank_statement'],
    );
    const before = smtp.to(ADMIN.email).length;
    const res = await t.inject({ method: 'POST', url: `/api/applications/${token}/submit` });
    expect(res.statusCode, res.body).toBe(200);
    const place = placeIn('en', '145 East 29th Street, New York, NY 10016', '4B');

    const [alert] = (await smtp.waitForTo(ADMIN.email, before + 1)).slice(before);
    expect(alert.parsed.subject).toBe(A.staffSentSubject('Rita Moreno', place));
    expect(alert.parsed.text).toContain(A.staffSentBody('Rita Moreno', place, 3));
    expect(alert.parsed.text).toContain(`${ORIGIN}/admin/applications/${id}`);

    const [, sent] = await smtp.waitForTo(applicant, 2);
    expect(sent.parsed.subject).toBe(T.sentSubject(place));
    expect(sent.parsed.text).toContain(T.sentBody(place));
    // The sender's own link, which still opens their application.
    expect(LINK.exec(sent.parsed.text ?? '')?.[1]).toBe(token);
    const [, coSent] = await smtp.waitForTo('sent-co@example.com', 2);
    expect(coSent.parsed.subject).toBe(T.sentSubject(place));
    expect(coSent.parsed.text).toContain(T.statusLink);
    expect(coSent.parsed.text).not.toMatch(/apply\//);
    await drained();
    expect(smtp.to('sent-g@example.com')).toHaveLength(1);
  });

  it('a disabled account is not told (the one staff-mail rule)', async () => {
    const agent = await t.app.database.db
      .insertInto('users')
      .values({
        email: 'left@example.com',
        password_hash: 'x',
        name: 'Left Agency',
        role: 'agent',
        notify_inquiries: 1,
        disabled_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await household('disabled');
    await fill(token);
    await t.inject({ method: 'DELETE', url: `/api/applications/${await linkOf('disabled-co@example.com', 0)}` });
    await t.inject({ method: 'DELETE', url: `/api/applications/${await linkOf('disabled-g@example.com', 0)}` });
    const before = smtp.to(ADMIN.email).length;
    expect((await t.inject({ method: 'POST', url: `/api/applications/${token}/submit` })).statusCode).toBe(200);
    await smtp.waitForTo(ADMIN.email, before + 1);
    await drained();
    expect(smtp.to('left@example.com')).toEqual([]);
    await t.app.database.db.deleteFrom('users').where('id', '=', agent.id).execute();
  });

  it('approving and sending to the landlord e-mail each tenant in the application’s language, once, with their own link; the guarantor hears neither', async () => {
    const { id, token, co, guarantor, applicant } = await household('news', 'es');
    const es = textsFor('es', 'applications').APPLICATIONS_TEXT;
    const place = placeIn('es', '145 East 29th Street, New York, NY 10016', '4B');
    await fill(token);
    await fill(co);
    await fill(
      guarantor,
      { phone: '917 555 0111', currentAddress: '9 Elm St', otherIncome: [{ source: 'Pension or annuity', amount: 90000 }] },
      ['photo_id', 'bank_statement', 'bank_statement'],
    );
    expect((await t.inject({ method: 'POST', url: `/api/applications/${token}/submit` })).statusCode).toBe(200);
    const [, sent] = await smtp.waitForTo(applicant, 2);
    expect(sent.parsed.subject).toBe(es.sentSubject(place));

    const pkg = await t.inject({ method: 'POST', url: `/api/admin/applications/${id}/package`, headers: auth, payload: {} });
    expect(pkg.statusCode, pkg.body).toBe(201);
    const [, , landlord] = await smtp.waitForTo(applicant, 3);
    expect(landlord.parsed.subject).toBe(es.packageSentSubject(place));
    expect(landlord.parsed.text).toContain(es.packageSentBody(place));
    expect((await smtp.waitForTo('news-co@example.com', 3))[2].parsed.subject).toBe(es.packageSentSubject(place));
    // A new package (the first one lost) says nothing again.
    expect(
      (await t.inject({ method: 'POST', url: `/api/admin/applications/${id}/package`, headers: auth, payload: {} })).statusCode,
    ).toBe(201);

    const approve = await t.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${id}`,
      headers: auth,
      payload: { status: 'approved' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const [, , , approved] = await smtp.waitForTo(applicant, 4);
    expect(approved.parsed.subject).toBe(es.approvedSubject(place));
    expect(approved.parsed.text).toContain(es.approvedBody(place));
    expect(approved.parsed.text).toContain('Hola, Rita:');
    expect((await smtp.waitForTo('news-co@example.com', 4))[3].parsed.subject).toBe(es.approvedSubject(place));
    // Each tenant's own link, in the application's language, which opens their application (decision 105).
    expect(approved.parsed.text).toContain(es.ownLink);
    expect(approved.parsed.text).toContain(`${ORIGIN}/es/apply/${token}`);
    expect(LINK.exec(landlord.parsed.text ?? '')?.[1]).toBe(token);
    const coApproved = (await smtp.waitForTo('news-co@example.com', 4))[3];
    expect(LINK.exec(coApproved.parsed.text ?? '')?.[1]).toBe(co);
    expect((await own(co)).status).toBe('approved');
    // Approved again (a second press): no second e-mail.
    await t.inject({ method: 'PATCH', url: `/api/admin/applications/${id}`, headers: auth, payload: { status: 'approved' } });
    await drained();
    expect(smtp.to(applicant)).toHaveLength(4);
    expect(smtp.to('news-g@example.com')).toHaveLength(1);
    // The applicant's page now opens on the status.
    expect((await own(token)).status).toBe('approved');
  });
});
