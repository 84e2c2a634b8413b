import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATIONS_TEXT as T } from '../../src/shared/texts/applications.ts';
import { LISTINGS_TEXT as L } from '../../src/shared/texts/listings.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { PDFDocument } from 'pdf-lib';
import { pdfFile, uploadDocument } from './application-fixtures.ts';
import { listingFields } from './viewings-fixtures.ts';

const ORIGIN = 'https://rentals.example';
const FAST = { pollMs: 50, retryDelaysMs: [50] };
const LINK = new RegExp(`${ORIGIN}/apply/([A-Za-z0-9_-]{22})`);
const VOUCHER_PART = {
  feesAcknowledged: true,
  phone: '917 555 0100',
  currentAddress: '1 Main St, Bronx, NY',
  moveInDate: '2027-01-01',
  otherIncome: [{ source: 'CityFHEPS', amount: 30000 }],
};

describe.each(DATABASES)('rental applications: the staff API on %s', (database) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  let auth: { authorization: string };
  let listingId: number;
  let otherListingId: number;

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
    otherListingId = (await t.app.services.listings.create(listingFields({ address: '50 West 34th Street, New York, NY 10001' })))
      .id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** A submitted application (voucher income: photo ID, two statements, the voucher letter); its id and token. */
  const submitted = async (email: string, name = 'Riley Renter', listing = listingId, extra: string[] = []) => {
    const before = smtp.to(email).length;
    expect(
      (await t.inject({ method: 'POST', url: '/api/applications', payload: { agencyAcknowledged: true, listingId: listing, name, email } })).statusCode,
    ).toBe(201);
    const mails = await smtp.waitForTo(email, before + 1);
    const token = LINK.exec(mails[before].parsed.text ?? '')![1];
    expect((await t.inject({ method: 'PUT', url: `/api/applications/${token}`, payload: VOUCHER_PART })).statusCode).toBe(200);
    const docs: Record<string, number> = {};
    for (const kind of ['photo_id', 'bank_statement', 'bank_statement', 'voucher_letter', ...extra]) {
      // An own screening report comes with its day (RPL §238-a(1)(b)): an old one here, the fee stays due.
      const fields: Record<string, string> = kind === 'screening_report' ? { reportDate: '2025-06-02' } : {};
      const res = await uploadDocument(t, token, kind, pdfFile(`${kind}-${email}`), fields);
      expect(res.statusCode, res.body).toBe(201);
      docs[kind] = res.json().document.id;
    }
    expect((await t.inject({ method: 'POST', url: `/api/applications/${token}/submit` })).statusCode).toBe(200);
    // Sending it tells the applicant (decision 086): the second e-mail, after the link.
    const sent = (await smtp.waitForTo(email, before + 2))[before + 1];
    expect(sent.parsed.subject).toMatch(/^Your application for .* was sent$/);
    const row = await t.app.database.db
      .selectFrom('application_people')
      .select('application_id')
      .where('email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { id: Number(row.application_id), token, docs };
  };
  const staff = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: Record<string, unknown>, headers = auth) =>
    t.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('refuses every staff route without a signed-in account (401)', async () => {
    const { id, docs } = await submitted('anon@example.com');
    const calls: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', '/api/admin/applications'],
      ['GET', `/api/admin/applications/${id}`],
      ['GET', `/api/admin/applications/${id}/documents/${docs.photo_id}`],
      ['PATCH', `/api/admin/applications/${id}`, { status: 'approved' }],
      ['POST', `/api/admin/applications/${id}/request-documents`, { personId: 1, kinds: ['photo_id'] }],
      ['POST', `/api/admin/applications/${id}/screening-fee`, { amount: 20, reportingAgency: 'TransUnion' }],
      ['POST', `/api/admin/applications/${id}/screening-report`, {}],
    ];
    for (const [method, url, payload] of calls) {
      for (const headers of [{}, { authorization: `Bearer ${randomBytes(20).toString('hex')}` }]) {
        const res = await t.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().success).toBe(false);
      }
    }
    const access = await t.app.database.db
      .selectFrom('application_document_access')
      .select('id')
      .where('application_id', '=', id)
      .execute();
    expect(access).toEqual([]);
  });

  it('lists newest first with what is missing, filters by status and listing, pages, and counts the new ones', async () => {
    const a = await submitted('list-a@example.com', 'Alex A');
    const b = await submitted('list-b@example.com', 'Blair B', otherListingId);
    // One started and left incomplete.
    await t.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { agencyAcknowledged: true, listingId, name: 'Casey C', email: 'list-c@example.com' },
    });
    const all = await staff('GET', '/api/admin/applications?limit=100');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const body = all.json();
    const ids = body.applications.map((x: { id: number }) => x.id);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));
    const itemA = body.applications.find((x: { id: number }) => x.id === a.id);
    expect(itemA).toMatchObject({
      status: 'submitted',
      listing: { id: listingId, address: '145 East 29th Street, New York, NY 10016', apartment: '4B' },
      people: [{ role: 'applicant', name: 'Alex A' }],
      missing: [],
    });
    const started = body.applications.find((x: { people: Array<{ name: string }> }) => x.people[0]?.name === 'Casey C');
    expect(started.status).toBe('started');
    expect(started.missing).toContain(T.missingOf('Casey C', T.missingItems.fees));
    expect(started.missing).toContain(T.missingOf('Casey C', T.missingDocument('Photo ID')));
    expect(body.newCount).toBe(body.applications.filter((x: { status: string }) => x.status === 'submitted').length);

    const byListing = (await staff('GET', `/api/admin/applications?listingId=${otherListingId}`)).json();
    expect(byListing.applications.map((x: { id: number }) => x.id)).toEqual([b.id]);
    expect(byListing.total).toBe(1);
    const byStatus = (await staff('GET', '/api/admin/applications?status=started')).json();
    expect(byStatus.applications.every((x: { status: string }) => x.status === 'started')).toBe(true);
    const page = (await staff('GET', '/api/admin/applications?limit=1&page=2')).json();
    expect(page.applications).toHaveLength(1);
    expect(page.applications[0].id).toBe(ids[1]);
    for (const bad of ['status=open', 'limit=0', 'limit=101', 'page=0', 'listingId=x']) {
      const res = await staff('GET', `/api/admin/applications?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it("shows one application; a document opens inline and each opening is logged (who, when, address); another application's document is 404", async () => {
    const mine = await submitted('view@example.com', 'Vic View');
    const other = await submitted('view-other@example.com');
    const detail = (await staff('GET', `/api/admin/applications/${mine.id}`)).json().application;
    expect(detail.people).toHaveLength(1);
    expect(detail.people[0]).toMatchObject({
      role: 'applicant',
      name: 'Vic View',
      email: 'view@example.com',
      missing: [],
      missingDocuments: [],
    });
    expect(detail.people[0].part.otherIncome).toEqual([{ source: 'CityFHEPS', amount: 30000 }]);
    expect(detail.people[0].documents.map((d: { kind: string }) => d.kind)).toEqual([
      'photo_id',
      'bank_statement',
      'bank_statement',
      'voucher_letter',
    ]);
    expect(detail.access).toEqual([]);

    const res = await t.inject({
      method: 'GET',
      url: `/api/admin/applications/${mine.id}/documents/${mine.docs.photo_id}`,
      headers: auth,
      remoteAddress: '198.51.100.23',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="Photo ID.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    // The sanitised copy (docs/decisions/076-hostile-input.md): rewritten from its page, whose content is the upload's.
    const viewed = await PDFDocument.load(res.rawPayload);
    expect(viewed.getPageCount()).toBe(1);
    expect(res.rawPayload.includes(`% photo_id-view@example.com\n`)).toBe(true);
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));

    const logged = (await staff('GET', `/api/admin/applications/${mine.id}`)).json().application.access;
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      documentName: 'Photo ID.pdf',
      who: `Administrator (${ADMIN.email})`,
      address: '198.51.100.23',
    });
    expect(logged[0].when).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M$/);

    expect((await staff('GET', `/api/admin/applications/${mine.id}/documents/${other.docs.photo_id}`)).statusCode).toBe(404);
    expect((await staff('GET', `/api/admin/applications/999999/documents/${mine.docs.photo_id}`)).statusCode).toBe(404);
    expect((await staff('GET', `/api/admin/applications/999999`)).statusCode).toBe(404);
    expect((await staff('GET', `/api/admin/applications/abc`)).statusCode).toBe(400);
  });

  it('changes the status; a decision is dated; a bad status is 400', async () => {
    const { id } = await submitted('status@example.com');
    expect((await staff('PATCH', `/api/admin/applications/${id}`, { status: 'open' })).json()).toEqual({
      success: false,
      message: T.statusInvalid,
    });
    const sent = await staff('PATCH', `/api/admin/applications/${id}`, { status: 'sent_to_landlord' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(T.statusSaved('Sent to landlord'));
    expect(sent.json().application.decidedAt).toBeNull();
    const approved = (await staff('PATCH', `/api/admin/applications/${id}`, { status: 'approved' })).json().application;
    expect(approved.status).toBe('approved');
    expect(approved.decidedAt).toMatch(/^\d{4}-/);
    expect(
      (await staff('PATCH', `/api/admin/applications/${id}`, { status: 'sent_to_landlord' })).json().application.decidedAt,
    ).toBeNull();
  });

  it('declining e-mails a neutral notice; with a screening report it needs and names the agency with the FCRA rights', async () => {
    const plain = await submitted('decline@example.com', 'Dee Decline');
    const before = smtp.to('decline@example.com').length;
    expect((await staff('PATCH', `/api/admin/applications/${plain.id}`, { status: 'declined' })).statusCode).toBe(200);
    const [notice] = (await smtp.waitForTo('decline@example.com', before + 1)).slice(before);
    const place = '145 East 29th Street, New York, NY 10016, Apt 4B';
    expect(notice.parsed.subject).toBe(T.declineSubject(place));
    expect(notice.parsed.text).toContain('Hello Dee,');
    expect(notice.parsed.text).toContain(T.declineBody(place));
    expect(notice.parsed.text).not.toContain('Fair Credit Reporting Act');
    // Declining again sends nothing more.
    await staff('PATCH', `/api/admin/applications/${plain.id}`, { status: 'declined' });

    const screened = await submitted('screened@example.com', 'Sky Screened', listingId, ['screening_report']);
    const withoutAgency = await staff('PATCH', `/api/admin/applications/${screened.id}`, { status: 'declined' });
    expect(withoutAgency.statusCode).toBe(400);
    expect(withoutAgency.json()).toEqual({ success: false, message: T.agencyRequired });
    const agency = 'TransUnion Rental Screening, P.O. Box 800, Woodlyn, PA 19094, 800-230-9376';
    expect(
      (await staff('PATCH', `/api/admin/applications/${screened.id}`, { status: 'declined', reportingAgency: agency }))
        .statusCode,
    ).toBe(200);
    const [fcra] = await smtp.waitForTo('screened@example.com', 3).then((m) => m.slice(2));
    expect(fcra.parsed.text).toContain(T.declineReport(agency));
    expect(fcra.parsed.text).toContain(T.declineRights);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to('decline@example.com')).toHaveLength(before + 1);
  });

  it('Request documents e-mails the person the ticked documents and a new link; the old link stops working', async () => {
    const { id, token } = await submitted('request@example.com', 'Rae Request');
    const person = (await staff('GET', `/api/admin/applications/${id}`)).json().application.people[0];
    expect(
      (await staff('POST', `/api/admin/applications/${id}/request-documents`, { personId: person.id, kinds: [] })).json(),
    ).toEqual({
      success: false,
      message: T.kindsRequired,
    });
    expect(
      (await staff('POST', `/api/admin/applications/${id}/request-documents`, { personId: 999999, kinds: ['tax_return'] }))
        .statusCode,
    ).toBe(404);
    const res = await staff('POST', `/api/admin/applications/${id}/request-documents`, {
      personId: person.id,
      kinds: ['tax_return', 'employment_letter'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().application.status).toBe('missing_documents');
    const [mail] = (await smtp.waitForTo('request@example.com', 3)).slice(2);
    const place = '145 East 29th Street, New York, NY 10016, Apt 4B';
    expect(mail.parsed.subject).toBe(T.requestSubject(place));
    expect(mail.parsed.text).toContain(`- ${T.documentKinds.tax_return}`);
    expect(mail.parsed.text).toContain(`- ${T.documentKinds.employment_letter}`);
    const fresh = LINK.exec(mail.parsed.text ?? '')![1];
    expect(fresh).not.toBe(token);
    expect((await t.inject({ method: 'GET', url: `/api/applications/${token}` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/applications/${fresh}` })).json().application.editable).toBe(true);
    expect((await uploadDocument(t, fresh, 'tax_return', pdfFile('late-tax'))).statusCode).toBe(201);
  });

  it("turns a listing's applications off and on: off, starting is 404", async () => {
    const listing = (await t.app.services.listings.create(listingFields())).id;
    expect((await staff('GET', `/api/admin/applications/listings/${listing}`)).json()).toEqual({
      success: true,
      listingId: listing,
      enabled: true,
    });
    expect(
      (await t.inject({ method: 'PUT', url: `/api/admin/applications/listings/${listing}`, payload: { enabled: false } }))
        .statusCode,
    ).toBe(401);
    const off = await t.inject({
      method: 'PUT',
      url: `/api/admin/applications/listings/${listing}`,
      headers: auth,
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ success: true, listingId: listing, enabled: false });
    const start = () =>
      t.inject({
        method: 'POST',
        url: '/api/applications',
        payload: { agencyAcknowledged: true, listingId: listing, name: 'A', email: 'off@example.com' },
      });
    expect((await start()).statusCode).toBe(404);
    await t.inject({
      method: 'PUT',
      url: `/api/admin/applications/listings/${listing}`,
      headers: auth,
      payload: { enabled: 'true' },
    });
    expect((await start()).statusCode).toBe(201);
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: `/api/admin/applications/listings/${listing}`,
          headers: auth,
          payload: { enabled: 'maybe' },
        })
      ).json(),
    ).toEqual({
      success: false,
      message: T.enabledInvalid,
    });
    expect((await staff('GET', '/api/admin/applications/listings/999999')).statusCode).toBe(404);
  });

  it("'Invite to apply' e-mails an inquiry's author the start link of its listing", async () => {
    const inquiry = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Ingrid Inquirer', email: 'ingrid@example.com', message: 'Is it still available?', listingId },
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    const row = await t.app.database.db
      .selectFrom('inquiries')
      .select('id')
      .where('email', '=', 'ingrid@example.com')
      .executeTakeFirstOrThrow();
    const before = smtp.to('ingrid@example.com').length;
    const body = { inquiryId: Number(row.id) };
    expect((await t.inject({ method: 'POST', url: '/api/admin/applications/invitations', payload: body })).statusCode).toBe(401);
    const res = await staff('POST', '/api/admin/applications/invitations', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: T.inquirerInvited('ingrid@example.com') });
    const mails = await smtp.waitForTo('ingrid@example.com', before + 1);
    const invitation = mails.find(
      (m) => m.parsed.subject === T.linkSubject('145 East 29th Street, New York, NY 10016, Apt 4B'),
    );
    expect(invitation?.parsed.text).toContain('Hello Ingrid,');
    const token = LINK.exec(invitation?.parsed.text ?? '')![1];
    expect((await t.inject({ method: 'GET', url: `/api/applications/${token}` })).json().application).toMatchObject({
      name: 'Ingrid Inquirer',
      listing: { id: listingId },
    });
    expect((await staff('POST', '/api/admin/applications/invitations', { inquiryId: 999999 })).statusCode).toBe(404);
    const general = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Gen Eral', email: 'general@example.com', message: 'Any two bedrooms?' },
    });
    expect(general.statusCode).toBe(201);
    const generalId = (
      await t.app.database.db
        .selectFrom('inquiries')
        .select('id')
        .where('email', '=', 'general@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    const noListing = await staff('POST', '/api/admin/applications/invitations', { inquiryId: Number(generalId) });
    expect(noListing.statusCode).toBe(404);
    expect(noListing.json()).toEqual({ success: false, message: T.listingUnavailable });
  });

  it('records the screening fee once (at most $20) and e-mails the receipt naming the agency that makes the check', async () => {
    const { id } = await submitted('fee@example.com', 'Fay Fee');
    const agency = 'TransUnion SmartMove, 800-230-9376';
    const over = await staff('POST', `/api/admin/applications/${id}/screening-fee`, { amount: 25, reportingAgency: agency });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ success: false, message: L.applicationFeeCap });
    // RPL §238-a(1)(b): the receipt is from the entity making the check, so it must be named.
    for (const reportingAgency of [undefined, '', '   ', 'x'.repeat(301)]) {
      const nameless = await staff('POST', `/api/admin/applications/${id}/screening-fee`, { amount: 20, reportingAgency });
      expect(nameless.statusCode).toBe(400);
      expect(nameless.json()).toEqual({ success: false, message: T.receiptAgencyRequired });
    }
    const ok = await staff('POST', `/api/admin/applications/${id}/screening-fee`, { amount: '20', reportingAgency: agency });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().application).toMatchObject({ screeningFeeReceived: 20 });
    const [receipt] = (await smtp.waitForTo('fee@example.com', 3)).slice(2);
    const place = '145 East 29th Street, New York, NY 10016, Apt 4B';
    expect(receipt.parsed.subject).toBe(T.receiptSubject(place));
    expect(receipt.parsed.text).toMatch(
      /We received your screening fee of \$20 on [A-Z][a-z]+ \d{1,2}, \d{4} for your application/,
    );
    expect(receipt.parsed.text).toContain(T.receiptAgency(agency));
    expect(
      (await staff('POST', `/api/admin/applications/${id}/screening-fee`, { amount: 20, reportingAgency: agency })).statusCode,
    ).toBe(409);
  });
});
