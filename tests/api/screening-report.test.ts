import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATIONS_TEXT as T } from '../../src/shared/texts/applications.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { pdf, pdfFile, uploadDocument } from './application-fixtures.ts';
import { jpeg, multipart } from './listings-fixtures.ts';
import { listingFields } from './viewings-fixtures.ts';

const ORIGIN = 'https://rentals.example';
const LINK = new RegExp(`${ORIGIN}/apply/([A-Za-z0-9_-]{22})`);
const PART = {
  feesAcknowledged: true,
  phone: '917 555 0100',
  currentAddress: '1 Main St, Bronx, NY',
  moveInDate: '2027-01-01',
  otherIncome: [{ source: 'CityFHEPS', amount: 30000 }],
};
const AGENCY = 'Experian RentBureau, P.O. Box 2002, Allen, TX 75013, 888-397-3742';

/**
 * NY Real Property Law §238-a(1)(b), the screening fee the law's way (issue 47 item 6): an applicant's
 * own screening report is uploaded with `reportDate` (a New York day, not in the future); a report made
 * within 30 days of its upload waives the fee, and recording one is refused naming the rule; the receipt
 * names the agency that makes the check; the agent e-mails the applicant the check's copy, attached.
 * The clock is New York's 10 p.m. on June 15, 2026 (already June 16 in UTC).
 */
describe.each(DATABASES)('screening fee and own report (RPL §238-a(1)(b)) on %s', (database) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  let auth: { authorization: string };
  let listingId: number;
  const now = new Date('2026-06-16T02:00:00Z');

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({
      database,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN },
      build: {
        mailWorker: { pollMs: 50, retryDelaysMs: [50] },
        viewingReminders: false,
        digestScheduler: false,
        followUpDigest: false,
        applicationRetention: false,
        clock: () => now,
      },
    });
    auth = await t.login();
    listingId = (await t.app.services.listings.create(listingFields({ neighborhood: '4B' }))).id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** A started application: its private link. */
  const started = async (email: string) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { agencyAcknowledged: true, listingId, name: 'Riley Renter', email },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await smtp.waitForTo(email, 1);
    const token = LINK.exec(mail.parsed.text ?? '')![1];
    expect((await t.inject({ method: 'PUT', url: `/api/applications/${token}`, payload: PART })).statusCode).toBe(200);
    return token;
  };
  const submittedWithReport = async (email: string, reportDate: string) => {
    const token = await started(email);
    for (const kind of ['photo_id', 'bank_statement', 'bank_statement', 'voucher_letter']) {
      expect((await uploadDocument(t, token, kind, pdfFile(`${kind}-${email}`))).statusCode).toBe(201);
    }
    const report = await uploadDocument(t, token, 'screening_report', pdfFile(`report-${email}`), { reportDate });
    expect(report.statusCode, report.body).toBe(201);
    expect((await t.inject({ method: 'POST', url: `/api/applications/${token}/submit` })).statusCode).toBe(200);
    const row = await t.app.database.db
      .selectFrom('application_people')
      .select('application_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return Number(row.application_id);
  };
  /** The e-mail to `email` whose subject is `subject`, once it arrived. */
  const mailWith = async (email: string, subject: string) => {
    await expect.poll(() => smtp.to(email).some((m) => m.parsed.subject === subject), { timeout: 10_000 }).toBe(true);
    return smtp.to(email).find((m) => m.parsed.subject === subject)!;
  };
  const place = '145 East 29th Street, New York, NY 10016, Apt 4B';
  const recordFee = (id: number, payload: Record<string, unknown> = { amount: 20, reportingAgency: AGENCY }) =>
    t.inject({ method: 'POST', url: `/api/admin/applications/${id}/screening-fee`, headers: auth, payload });

  it('asks the report’s New York day with its upload: missing, malformed or future is 400', async () => {
    const token = await started('dates@example.com');
    const cases: Array<[Record<string, string>, string]> = [
      [{}, T.reportDateRequired],
      [{ reportDate: '' }, T.reportDateRequired],
      [{ reportDate: '2026-02-30' }, T.reportDateInvalid],
      [{ reportDate: '06/01/2026' }, T.reportDateInvalid],
      [{ reportDate: 'yesterday' }, T.reportDateInvalid],
      // June 16 is already the day in UTC, not yet in New York.
      [{ reportDate: '2026-06-16' }, T.reportDateFuture],
      [{ reportDate: '2027-01-01' }, T.reportDateFuture],
    ];
    for (const [fields, message] of cases) {
      const res = await uploadDocument(t, token, 'screening_report', pdfFile('report'), fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    // Today in New York is accepted; other kinds need no date.
    const today = await uploadDocument(t, token, 'screening_report', pdfFile('report'), { reportDate: '2026-06-15' });
    expect(today.statusCode, today.body).toBe(201);
    expect((await uploadDocument(t, token, 'photo_id', pdfFile('id'))).statusCode).toBe(201);
  });

  it('refuses the screening fee when the applicant brought a report made within 30 days, naming RPL §238-a(1)(b)', async () => {
    // Thirty days before June 15 is May 16: that report waives the fee.
    const fresh = await submittedWithReport('fresh@example.com', '2026-05-16');
    const refused = await recordFee(fresh);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: T.feeWaivedByReport('2026-05-16') });
    expect(refused.json().message).toContain('§238-a(1)(b)');
    const application = (await t.inject({ method: 'GET', url: `/api/admin/applications/${fresh}`, headers: auth })).json().application;
    expect(application).toMatchObject({ screeningFeeReceived: null, screeningFeeWaivedBy: '2026-05-16' });
    // A report of May 15, 31 days old, does not: the fee is recorded and the receipt names the agency.
    const old = await submittedWithReport('old@example.com', '2026-05-15');
    const oldOne = (await t.inject({ method: 'GET', url: `/api/admin/applications/${old}`, headers: auth })).json().application;
    expect(oldOne.screeningFeeWaivedBy).toBeNull();
    const ok = await recordFee(old);
    expect(ok.statusCode, ok.body).toBe(200);
    const receipt = await mailWith('old@example.com', T.receiptSubject(place));
    expect(receipt.parsed.text).toContain(T.receiptAgency(AGENCY));
    expect(receipt.parsed.text).toContain('We received your screening fee of $20 on June 15, 2026');
  });

  it('e-mails the applicant the copy of the report, attached; only a PDF', async () => {
    const id = await submittedWithReport('copy@example.com', '2026-01-10');
    const send = (body: ReturnType<typeof multipart>) =>
      t.inject({
        method: 'POST',
        url: `/api/admin/applications/${id}/screening-report`,
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
    const notPdf = await send(multipart({}, [{ name: 'file', filename: 'r.jpg', contentType: 'image/jpeg', data: await jpeg(200, 200) }]));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toEqual({ success: false, message: T.reportCopyRequired });
    const none = await send(multipart({ note: 'x' }, []));
    expect(none.statusCode).toBe(400);
    const report = pdf('CREDIT-REPORT-COPY');
    const sent = await send(multipart({}, [{ name: 'file', filename: 'report.pdf', contentType: 'application/pdf', data: report }]));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: T.reportCopySent });
    const mail = await mailWith('copy@example.com', T.reportCopySubject(place));
    expect(mail.parsed.subject).toBe(T.reportCopySubject(place));
    expect(mail.parsed.text).toContain(T.reportCopyBody(place));
    expect(mail.parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([['screening-report.pdf', 'application/pdf']]);
    expect(mail.parsed.attachments[0].content.toString('latin1')).toContain('CREDIT-REPORT-COPY');
    const body = multipart({}, [{ name: 'file', filename: 'report.pdf', contentType: 'application/pdf', data: report }]);
    const missing = await t.inject({
      method: 'POST',
      url: '/api/admin/applications/999999/screening-report',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(missing.statusCode).toBe(404);
  });
});
