import { NY_FAIR_HOUSING_DISCLOSURE_URL } from '../../src/shared/site-settings.ts';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATIONS_TEXT as T } from '../../src/shared/texts/applications.ts';
import { INQUIRIES_TEXT as I } from '../../src/shared/texts/inquiries.ts';
import { LISTINGS_TEXT as L } from '../../src/shared/texts/listings.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { listingFields } from './viewings-fixtures.ts';
import { pdfFile, uploadDocument } from './application-fixtures.ts';

const ORIGIN = 'https://rentals.example';
const FAST = { pollMs: 50, retryDelaysMs: [50] };
// The only fees a tenant pays on a listing the agent publishes: the background and credit check, $20 in all (decision 082).
const FEES = [
  { name: 'Application fee', amount: 10 },
  { name: 'Credit check', amount: 5 },
];
/** A complete part, as the four steps save it. */
const COMPLETE = {
  phone: '917 555 0142',
  currentAddress: '12 Bedford Avenue, Brooklyn, NY 11211',
  currentRent: '$2,100',
  landlordName: 'Bedford Management',
  landlordContact: '718 555 0100',
  employer: 'Acme Design',
  jobTitle: 'Designer',
  employmentStart: '2023-04-01',
  annualIncome: '85,000',
  otherIncome: [{ source: 'Section 8 voucher', amount: 18000 }],
  pets: 'One small dog',
  moveInDate: '2027-01-01',
};

describe.each(DATABASES)('rental applications API on %s', (database) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  let listingId: number;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({
      database,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN },
      build: { mailWorker: FAST, viewingReminders: false, digestScheduler: false, followUpDigest: false },
    });
    listingId = (await t.app.services.listings.create(listingFields({ neighborhood: '4B', fees: FEES }))).id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const start = (payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/applications', payload: { agencyAcknowledged: true, ...payload } });
  const linkPattern = new RegExp(`^${ORIGIN}/apply/([A-Za-z0-9_-]{22})$`, 'm');
  /** Starts an application for `email` and answers the token from the link e-mailed. */
  const startAndReadLink = async (email: string, name = 'Riley Renter') => {
    const before = smtp.to(email).length;
    const res = await start({ listingId, name, email });
    expect(res.statusCode, res.body).toBe(201);
    const mails = await smtp.waitForTo(email, before + 1);
    const token = linkPattern.exec(mails[before].parsed.text ?? '')?.[1];
    expect(token).toBeDefined();
    return token!;
  };
  const get = (token: string) => t.inject({ method: 'GET', url: `/api/applications/${token}` });
  const put = (token: string, payload: Record<string, unknown>) =>
    t.inject({ method: 'PUT', url: `/api/applications/${token}`, payload });
  const submit = (token: string) => t.inject({ method: 'POST', url: `/api/applications/${token}/submit` });
  const count = async (table: 'applications' | 'application_people') =>
    Number(
      (
        await t.app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('starts an application: 201 without the link, which goes by e-mail only, greeting by name', async () => {
    const res = await start({ listingId, name: 'Riley Renter', email: 'Riley@Example.com' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: T.started });
    expect(res.body).not.toMatch(/apply\//);
    const [mail] = await smtp.waitForTo('riley@example.com', 1);
    const place = '145 East 29th Street, New York, NY 10016, Apt 4B';
    expect(mail.parsed.subject).toBe(T.linkSubject(place));
    expect(mail.parsed.text).toContain('Hello Riley,');
    expect(mail.parsed.text).toContain(T.linkIntro(place));
    expect(mail.parsed.text).toContain(T.linkPrivate);
    expect(linkPattern.test(mail.parsed.text ?? '')).toBe(true);
  });

  it('stores only the sha256 of the 128-bit token', async () => {
    const token = await startAndReadLink('hash@example.com');
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    const rows = await t.app.database.db.selectFrom('application_people').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("greets without the name when it could read as a link, and the link in the e-mail is the product's own", async () => {
    await start({ listingId, name: 'Win a prize at evil.example', email: 'victim@example.com' });
    const [mail] = await smtp.waitForTo('victim@example.com', 1);
    expect(mail.parsed.text).toContain('Hello,');
    expect(mail.parsed.text).not.toContain('evil');
    expect(mail.parsed.subject).not.toContain('evil');
    const links = (mail.parsed.text ?? '').match(/https?:\/\/\S+/g) ?? [];
    // Besides the product's own link, only the State's Fair Housing Disclosure (first e-mail to an address, decision 089).
    expect(links.filter((link) => link !== NY_FAIR_HOUSING_DISCLOSURE_URL).every((link) => link.startsWith(`${ORIGIN}/apply/`))).toBe(true);
  });

  it('sends one address at most 3 links a day however often it is typed: the form still answers 201', async () => {
    const before = await count('applications');
    for (let i = 0; i < 5; i++)
      expect((await start({ listingId, name: 'Pat', email: 'capped@example.com' })).statusCode).toBe(201);
    expect(await count('applications')).toBe(before + 5);
    await smtp.waitForTo('capped@example.com', 3);
    const queued = await t.app.database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('recipient', '=', 'capped@example.com')
      .executeTakeFirstOrThrow();
    expect(Number(queued.n)).toBe(3);
  });

  it('a filled honeypot answers 201 alike and stores and sends nothing', async () => {
    const before = await count('applications');
    const res = await start({ listingId, name: 'Bot', email: 'bot@example.com', website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: T.started });
    expect(await count('applications')).toBe(before);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to('bot@example.com')).toHaveLength(0);
  });

  it('refuses bad input with 400 and an unknown, inactive or closed listing with 404', async () => {
    expect((await start({ listingId, name: 'A' })).json()).toEqual({ success: false, message: T.emailRequired });
    expect((await start({ listingId, name: 'A', email: 'not-an-address' })).json()).toEqual({
      success: false,
      message: T.emailInvalid,
    });
    expect((await start({ listingId, email: 'a@example.com' })).json()).toEqual({ success: false, message: T.nameRequired });
    expect((await start({ listingId, name: 'x'.repeat(101), email: 'a@example.com' })).statusCode).toBe(400);
    expect((await start({ listingId: 'abc', name: 'A', email: 'a@example.com' })).json()).toEqual({
      success: false,
      message: T.listingIdRequired,
    });
    const unknown = await start({ listingId: 999_999, name: 'A', email: 'a@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: T.listingUnavailable });
    const inactive = (await t.app.services.listings.create(listingFields({ status: 'inactive' }))).id;
    expect((await start({ listingId: inactive, name: 'A', email: 'a@example.com' })).statusCode).toBe(404);
    const closed = (await t.app.services.listings.create(listingFields())).id;
    await t.app.database.db.updateTable('listings').set({ applications_enabled: 0 }).where('id', '=', closed).execute();
    expect((await start({ listingId: closed, name: 'A', email: 'a@example.com' })).statusCode).toBe(404);
  });

  it('refuses a body over 1 MB with 413 before storing anything', async () => {
    const before = await count('applications');
    const res = await t.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ agencyAcknowledged: true, listingId, name: 'x'.repeat(1024 * 1024 + 10), email: 'big@example.com' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
    expect(await count('applications')).toBe(before);
  });

  it('shows the applicant their own part with every fee of the listing (FARE Act) and the screening fee before the first step', async () => {
    const token = await startAndReadLink('fees@example.com', 'Fran Fees');
    const res = await get(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { application } = res.json();
    expect(application).toMatchObject({
      status: 'started',
      role: 'applicant',
      name: 'Fran Fees',
      email: 'fees@example.com',
      editable: true,
      listing: { id: listingId, address: '145 East 29th Street, New York, NY 10016', apartment: '4B', price: 3650 },
      fees: FEES,
      screeningFee: 0,
      feesAcknowledged: false,
      submittedAt: null,
    });
    expect(application.missing).toEqual([
      ...Object.values(T.missingItems),
      T.missingDocument('Photo ID'),
      T.missingDocument('Bank statement'),
      T.missingDocument('Bank statement'),
    ]);
    expect(application.documents).toEqual([]);
    expect(application.missingDocuments).toEqual(['photo_id', 'bank_statement', 'bank_statement']);
  });

  it('saves nothing before the fees are confirmed; confirming records the fees as shown', async () => {
    const token = await startAndReadLink('ack@example.com');
    const early = await put(token, { phone: '917 555 0100' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ success: false, message: T.acknowledgeFeesFirst });
    const res = await put(token, { feesAcknowledged: true, phone: '917 555 0100' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().application.feesAcknowledged).toBe(true);
    expect(res.json().application.part.phone).toBe('917 555 0100');
    const row = await t.app.database.db
      .selectFrom('application_people')
      .select(['fees_disclosed', 'fees_acknowledged_at'])
      .where('email', '=', 'ack@example.com')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.fees_disclosed!)).toEqual({ fees: FEES, screeningFee: 0 });
    expect(row.fees_acknowledged_at).not.toBeNull();
    // A later change of the listing's fees does not change what this applicant confirmed.
    await t.app.services.listings.update(
      listingId,
      listingFields({ neighborhood: '4B', fees: [{ name: 'Application fee', amount: 20 }] }),
    );
    expect((await get(token)).json().application.fees).toEqual(FEES);
    await t.app.services.listings.update(listingId, listingFields({ neighborhood: '4B', fees: FEES }));
  });

  it('saves each step as filled: a missing key keeps the saved value, blank clears it', async () => {
    const token = await startAndReadLink('steps@example.com');
    await put(token, { feesAcknowledged: true });
    expect((await put(token, { phone: '917 555 0100', currentAddress: '1 Main St' })).statusCode).toBe(200);
    const second = await put(token, { employer: 'Acme', annualIncome: '$85,000.50' });
    expect(second.json().application.part).toMatchObject({
      phone: '917 555 0100',
      currentAddress: '1 Main St',
      employer: 'Acme',
      annualIncome: 85000.5,
    });
    const cleared = await put(token, { currentAddress: '', employer: null });
    expect(cleared.json().application.part).toMatchObject({ phone: '917 555 0100', currentAddress: null, employer: null });
  });

  it('has no field for anything else: an unknown key or a bad value is 400, nothing saved', async () => {
    const token = await startAndReadLink('strict@example.com');
    await put(token, { feesAcknowledged: true });
    for (const key of [
      'ssn',
      'dateOfBirth',
      'criminalHistory',
      'evictions',
      'maritalStatus',
      'citizenship',
      'publicAssistance',
    ]) {
      const res = await put(token, { [key]: 'x' });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await put(token, { annualIncome: 'lots' })).json()).toEqual({
      success: false,
      message: T.amountInvalid(T.fields.annualIncome),
    });
    expect((await put(token, { moveInDate: '2027-02-30' })).json()).toEqual({
      success: false,
      message: T.dateInvalid(T.fields.moveInDate),
    });
    expect((await put(token, { pets: 'x'.repeat(301) })).json()).toEqual({
      success: false,
      message: T.tooLong(T.fields.pets, 300),
    });
    expect((await put(token, { otherIncome: [{ source: 'Lottery', amount: 1 }] })).json()).toEqual({
      success: false,
      message: T.sourceRequired,
    });
    const many = Array.from({ length: 11 }, () => ({ source: 'CityFHEPS', amount: 100 }));
    expect((await put(token, { otherIncome: many })).json()).toEqual({ success: false, message: T.otherIncomeTooMany });
    const part = (await get(token)).json().application.part;
    expect(part).toMatchObject({ annualIncome: null, moveInDate: null, pets: null, otherIncome: [] });
    expect(Object.keys(part).sort()).toEqual(Object.keys(COMPLETE).sort());
  });

  it('counts a voucher as income: with no employment the application can be sent', async () => {
    const token = await startAndReadLink('voucher@example.com');
    await put(token, {
      feesAcknowledged: true,
      phone: '917 555 0100',
      currentAddress: '1 Main St',
      moveInDate: '2027-01-01',
      otherIncome: [{ source: 'CityFHEPS', amount: 30000 }],
    });
    // No employment documents are asked for: the voucher's letter is.
    const lacking = await submit(token);
    expect(lacking.statusCode).toBe(400);
    expect(lacking.json().message).toBe(
      T.missing(
        T.missingOf(
          'Riley Renter',
          ['Photo ID', 'Bank statement', 'Bank statement', 'Voucher letter'].map((label) => T.missingDocument(label)).join(', '),
        ),
      ),
    );
    for (const kind of ['photo_id', 'bank_statement', 'bank_statement', 'voucher_letter']) {
      expect((await uploadDocument(t, token, kind, pdfFile(kind))).statusCode).toBe(201);
    }
    const res = await submit(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().application.status).toBe('submitted');
  });

  it('submit names what is missing (400), then sends; a sent application can no longer be changed', async () => {
    const token = await startAndReadLink('submit@example.com', 'Sam Submit');
    await put(token, { feesAcknowledged: true, phone: '917 555 0100' });
    const incomplete = await submit(token);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toEqual({
      success: false,
      message: T.missing(
        T.missingOf(
          'Sam Submit',
          [
            T.missingItems.currentAddress,
            T.missingItems.income,
            T.missingItems.moveInDate,
            T.missingDocument('Photo ID'),
            T.missingDocument('Bank statement'),
            T.missingDocument('Bank statement'),
          ].join(', '),
        ),
      ),
    });
    expect((await put(token, COMPLETE)).statusCode).toBe(200);
    const documents = [
      'photo_id',
      'bank_statement',
      'bank_statement',
      'employment_letter',
      'pay_stub',
      'pay_stub',
      'tax_return',
      'voucher_letter',
    ];
    for (const kind of documents) expect((await uploadDocument(t, token, kind, pdfFile(kind))).statusCode).toBe(201);
    const sent = await submit(token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(T.submitted);
    expect(sent.json().application).toMatchObject({ status: 'submitted', editable: false, missing: [] });
    expect(sent.json().application.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await put(token, { pets: 'A cat' })).statusCode).toBe(409);
    expect((await submit(token)).statusCode).toBe(409);
    expect((await uploadDocument(t, token, 'screening_report', pdfFile('late'))).statusCode).toBe(409);
    // Withdraw on the applicant's side, once.
    const withdrawn = await t.inject({ method: 'POST', url: `/api/applications/${token}/withdraw` });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().application.status).toBe('withdrawn');
    expect((await t.inject({ method: 'POST', url: `/api/applications/${token}/withdraw` })).statusCode).toBe(409);
  });

  it('answers a guessed, malformed or deleted token with the same 404 on every call', async () => {
    const token = await startAndReadLink('delete@example.com');
    await put(token, { feesAcknowledged: true, phone: '917 555 0100' });
    const guessed = randomBytes(16).toString('base64url');
    const calls = (tk: string) => [
      get(tk),
      put(tk, { phone: '1' }),
      submit(tk),
      t.inject({ method: 'POST', url: `/api/applications/${tk}/withdraw` }),
      t.inject({ method: 'DELETE', url: `/api/applications/${tk}` }),
    ];
    for (const tk of [guessed, 'short', `${token}x`, encodeURIComponent("' or 1=1 --")]) {
      for (const res of await Promise.all(calls(tk))) {
        expect(res.statusCode, `${tk} ${res.body}`).toBe(404);
        expect(res.json()).toEqual({ success: false, message: T.notFound });
      }
    }
    const before = await count('applications');
    const deleted = await t.inject({ method: 'DELETE', url: `/api/applications/${token}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: T.deleted });
    expect(await count('applications')).toBe(before - 1);
    const left = await t.app.database.db
      .selectFrom('application_people')
      .select('id')
      .where('email', '=', 'delete@example.com')
      .execute();
    expect(left).toEqual([]);
    for (const res of [await get(token), await put(token, { phone: '1' }), await submit(token)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: T.notFound });
    }
  });

  describe('co-applicants and the guarantor', () => {
    const invite = (token: string, payload: Record<string, unknown>) =>
      t.inject({ method: 'POST', url: `/api/applications/${token}/people`, payload });
    const linkOf = async (email: string, index = 0) => {
      const mails = await smtp.waitForTo(email, index + 1);
      return linkPattern.exec(mails[index].parsed.text ?? '')![1];
    };

    it('the applicant invites a co-applicant and a guarantor, each with their own link by e-mail', async () => {
      const token = await startAndReadLink('household@example.com', 'Hana Household');
      const res = await invite(token, { role: 'co_applicant', name: 'Robin Roommate', email: 'Robin@Example.com' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: T.invited('Robin Roommate'),
        person: { role: 'co_applicant', name: 'Robin Roommate' },
      });
      expect(res.body).not.toMatch(/apply\//);
      const [mail] = await smtp.waitForTo('robin@example.com', 1);
      const place = '145 East 29th Street, New York, NY 10016, Apt 4B';
      expect(mail.parsed.subject).toBe(T.inviteSubject('Co-applicant', place));
      expect(mail.parsed.text).toContain('Hello Robin,');
      expect(mail.parsed.text).toContain(T.inviteIntroMail('Hana', 'Co-applicant', place));
      const roommate = await linkOf('robin@example.com');
      expect(roommate).not.toBe(token);
      const own = (await get(roommate)).json().application;
      expect(own).toMatchObject({ role: 'co_applicant', name: 'Robin Roommate', feesAcknowledged: false });
      expect(own.household).toEqual([
        { role: 'applicant', name: 'Hana Household', missing: expect.arrayContaining([T.missingItems.phone]), you: false },
        { role: 'co_applicant', name: 'Robin Roommate', missing: expect.arrayContaining([T.missingItems.fees]), you: true },
      ]);
      // A co-applicant confirms the fees too, fills their own part, but neither invites nor sends.
      expect((await put(roommate, { phone: '1' })).statusCode).toBe(400);
      expect((await put(roommate, { feesAcknowledged: true, phone: '917 555 0199' })).statusCode).toBe(200);
      expect((await get(token)).json().application.part.phone).toBeNull();
      expect((await invite(roommate, { role: 'guarantor', name: 'G', email: 'g@example.com' })).statusCode).toBe(403);
      expect((await submit(roommate)).statusCode).toBe(403);

      const g = await invite(token, { role: 'guarantor', name: 'Gale Guarantor', email: 'gale@example.com' });
      expect(g.statusCode, g.body).toBe(201);
      const [gMail] = await smtp.waitForTo('gale@example.com', 1);
      expect(gMail.parsed.subject).toBe(T.inviteSubject('Guarantor', place));
      const guarantor = await linkOf('gale@example.com');
      // The guarantor pays no fee: their part saves at once, and needs no move-in date.
      const saved = await put(guarantor, { phone: '917 555 0111', currentAddress: '9 Elm St', annualIncome: 150000 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().application.missing).not.toContain(T.missingItems.moveInDate);
      expect(saved.json().application.missing).not.toContain(T.missingItems.fees);
      expect(saved.json().application.missingDocuments).toEqual([
        'photo_id',
        'bank_statement',
        'bank_statement',
        'employment_letter',
        'pay_stub',
        'pay_stub',
        'tax_return',
      ]);
      // Sending names what each person still lacks.
      await put(token, { ...COMPLETE, feesAcknowledged: true, otherIncome: [] });
      const lacking = await submit(token);
      expect(lacking.statusCode).toBe(400);
      expect(lacking.json().message).toContain(T.missingOf('Robin Roommate', T.missingItems.currentAddress));
      expect(lacking.json().message).toContain(T.missingOf('Gale Guarantor', T.missingDocument('Photo ID')));

      // One guarantor; no one twice; a co-applicant deleting their link leaves the application.
      expect((await invite(token, { role: 'guarantor', name: 'Other', email: 'other@example.com' })).json()).toEqual({
        success: false,
        message: T.oneGuarantor,
      });
      expect((await invite(token, { role: 'co_applicant', name: 'Robin', email: 'robin@example.com' })).json()).toEqual({
        success: false,
        message: T.alreadyInvited,
      });
      expect((await invite(token, { role: 'landlord', name: 'X', email: 'x@example.com' })).json()).toEqual({
        success: false,
        message: T.roleInvalid,
      });
      expect((await t.inject({ method: 'DELETE', url: `/api/applications/${roommate}` })).statusCode).toBe(200);
      expect((await get(roommate)).statusCode).toBe(404);
      expect((await get(token)).json().application.household).toEqual([
        { role: 'applicant', name: 'Hana Household', missing: expect.any(Array), you: true },
        {
          role: 'guarantor',
          name: 'Gale Guarantor',
          missing: expect.arrayContaining([T.missingDocument('Photo ID')]),
          you: false,
        },
      ]);
    });

    it('an invitation carries no link of the inviter, and one address gets at most 3 a day', async () => {
      const token = await startAndReadLink('inviter@example.com', 'Visit evil.example now');
      const res = await invite(token, { role: 'co_applicant', name: 'See https://evil.example', email: 'target@example.com' });
      expect(res.statusCode).toBe(201);
      const [mail] = await smtp.waitForTo('target@example.com', 1);
      expect(mail.parsed.text).not.toContain('evil');
      expect(mail.parsed.subject).not.toContain('evil');
      expect(mail.parsed.text).toContain(
        T.inviteIntroMail(null, 'Co-applicant', '145 East 29th Street, New York, NY 10016, Apt 4B'),
      );
      const links = (mail.parsed.text ?? '').match(/https?:\/\/\S+/g) ?? [];
      // Besides the product's own link, only the State's Fair Housing Disclosure (first e-mail to an address, decision 089).
    expect(links.filter((link) => link !== NY_FAIR_HOUSING_DISCLOSURE_URL).every((link) => link.startsWith(`${ORIGIN}/apply/`))).toBe(true);
      for (let i = 0; i < 4; i++) {
        const other = await startAndReadLink(`inviter${i}@example.com`);
        expect((await invite(other, { role: 'co_applicant', name: 'Tee', email: 'target@example.com' })).statusCode).toBe(201);
      }
      await smtp.waitForTo('target@example.com', 3);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.to('target@example.com')).toHaveLength(3);
    });
  });

  it('documents every application route at /api/docs', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    for (const route of [
      '/api/applications',
      '/api/applications/{token}',
      '/api/applications/{token}/submit',
      '/api/applications/{token}/withdraw',
      '/api/applications/{token}/people',
      '/api/applications/{token}/documents',
      '/api/applications/{token}/documents/{id}',
      '/api/admin/applications',
      '/api/admin/applications/{id}',
      '/api/admin/applications/{id}/documents/{docId}',
      '/api/admin/applications/{id}/request-documents',
      '/api/admin/applications/{id}/screening-fee',
      '/api/admin/applications/settings',
      '/api/admin/applications/listings/{id}',
      '/api/admin/applications/invitations',
    ]) {
      expect(paths, route).toContain(route);
    }
  });

  describe('settings', () => {
    let auth: { authorization: string };
    beforeAll(async () => {
      auth = await t.login();
    });
    afterEach(async () => {
      await t.inject({
        method: 'PUT',
        url: '/api/admin/applications/settings',
        headers: auth,
        payload: { screeningFee: 0, retentionDays: 60 },
      });
    });

    it('starts with no screening fee and 60 days; refuses a fee over $20 naming the cap; the applicant sees the fee set', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/admin/applications/settings', headers: auth });
      expect(res.json()).toEqual({ success: true, settings: { screeningFee: 0, retentionDays: 60, unsubmittedDays: 30 } });
      const over = await t.inject({
        method: 'PUT',
        url: '/api/admin/applications/settings',
        headers: auth,
        payload: { screeningFee: 25, retentionDays: 60 },
      });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ success: false, message: L.applicationFeeCap });
      const badDays = await t.inject({
        method: 'PUT',
        url: '/api/admin/applications/settings',
        headers: auth,
        payload: { screeningFee: 20, retentionDays: 0 },
      });
      expect(badDays.json()).toEqual({ success: false, message: T.retentionDaysInvalid });
      // The listing's own $15 of screening fees count in the tenant's $20 (NY RPL §238-a(1)(b), decision 082).
      const overListing = await t.inject({
        method: 'PUT',
        url: '/api/admin/applications/settings',
        headers: auth,
        payload: { screeningFee: 20, retentionDays: 30 },
      });
      expect(overListing.statusCode).toBe(400);
      expect(overListing.json()).toEqual({
        success: false,
        message: L.screeningFeeOverListing('145 East 29th Street, New York, NY 10016, Apt 4B', 15),
      });
      await t.app.services.listings.update(listingId, { fees: [] });
      const ok = await t.inject({
        method: 'PUT',
        url: '/api/admin/applications/settings',
        headers: auth,
        payload: { screeningFee: '20', retentionDays: '30' },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({
        success: true,
        message: T.settingsSaved,
        settings: { screeningFee: 20, retentionDays: 30, unsubmittedDays: 30 },
      });
      const token = await startAndReadLink('screening@example.com');
      expect((await get(token)).json().application.screeningFee).toBe(20);
      await t.inject({
        method: 'PUT',
        url: '/api/admin/applications/settings',
        headers: auth,
        payload: { screeningFee: 0, retentionDays: 60 },
      });
      await t.app.services.listings.update(listingId, { fees: FEES });
    });

    it('is for staff: anonymous 401, an agent reads but may not change it (403)', async () => {
      expect((await t.inject({ method: 'GET', url: '/api/admin/applications/settings' })).statusCode).toBe(401);
      expect(
        (
          await t.inject({
            method: 'PUT',
            url: '/api/admin/applications/settings',
            payload: { screeningFee: 1, retentionDays: 1 },
          })
        ).statusCode,
      ).toBe(401);
      const created = await t.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: auth,
        payload: { name: 'Avery Agent', email: 'agent@test.local', password: 'agent-password-1', role: 'agent' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const agent = await t.login({ email: 'agent@test.local', password: 'agent-password-1' });
      expect((await t.inject({ method: 'GET', url: '/api/admin/applications/settings', headers: agent })).statusCode).toBe(200);
      const res = await t.inject({
        method: 'PUT',
        url: '/api/admin/applications/settings',
        headers: agent,
        payload: { screeningFee: 1, retentionDays: 1 },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: T.adminOnly });
    });
  });
});

describe('rental application start: per-address form limit', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('answers 429 past FORM_RATE_LIMIT from one address (counted apart from inquiries), before storing anything', async () => {
    t = await createTestApp({ env: { FORM_RATE_LIMIT: '2' } });
    const listingId = (await t.app.services.listings.create(listingFields())).id;
    const post = (remoteAddress: string) =>
      t.inject({
        method: 'POST',
        url: '/api/applications',
        remoteAddress,
        payload: { agencyAcknowledged: true, listingId, name: 'A', email: 'a@example.com' },
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post('203.0.113.7')).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
    const last = await post('203.0.113.7');
    expect(last.json()).toEqual({ success: false, message: I.tooManyRequests(10) });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(500);
    expect((await post('203.0.113.8')).statusCode).toBe(201);
    const inquiry = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      remoteAddress: '203.0.113.7',
      payload: { name: 'A', email: 'a@example.com', message: 'Hello there' },
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    const stored = await t.app.database.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(3);
  });
});
