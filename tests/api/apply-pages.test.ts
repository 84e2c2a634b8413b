import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLY_TEXT as A } from '../../src/shared/texts/apply.ts';
import { APPLICATIONS_TEXT as T } from '../../src/shared/texts/applications.ts';
import { AGENCY_TEXT } from '../../src/shared/texts/agency.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { pdf } from './application-fixtures.ts';
import { listingFields } from './viewings-fixtures.ts';
import { outboxMails } from '../support/mail.ts';

/**
 * The renter's pages of a rental application as ways in (the production build: `npm run build`
 * first): the start form under the property page and the forms of /apply/{token}/{step}, each posted
 * without scripts. Guessed links, refused fields, lying files, bodies over their limit, another
 * applicant's document, the form limit and the per-recipient cap.
 */

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const BOUNDARY = '----apply-page-boundary';

/** A multipart body as a browser posts the Documents step's plain form. */
function documentForm(kind: string, file: { name: string; type: string; data: Buffer }): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const GUESSED = 'AAAAAAAAAAAAAAAAAAAAAA';

async function applicationRows(t: TestApp, email: string) {
  return t.app.database.db.selectFrom('application_people').select('id').where('email', '=', email).execute();
}

async function linkMails(t: TestApp, email: string) {
  return outboxMails(t, { recipient: email, kind: 'application-link' });
}

describe.each(DATABASES)("the renter's application pages on %s", (database) => {
  let t: TestApp;
  let listingId: number;

  beforeAll(async () => {
    t = await createTestApp({
      database,
      env: { FORM_RATE_LIMIT: '100' },
      build: { web: 'build', viewingReminders: false, digestScheduler: false, followUpDigest: false },
    });
    listingId = (await t.app.services.listings.create(listingFields({ neighborhood: '2A' }))).id;
  });
  afterAll(() => t?.close());

  const startPage = (fields: Record<string, string>, id = listingId) =>
    t.inject({
      method: 'POST',
      url: `/property/${id}/apply`,
      headers: FORM,
      payload: new URLSearchParams({ agencyAcknowledged: 'true', ...fields }).toString(),
    });
  /** Starts an application through the page and answers the token its e-mail carries. */
  const started = async (email: string) => {
    const res = await startPage({ name: 'Page Tester', email, website: '' });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await linkMails(t, email);
    return /\/apply\/([A-Za-z0-9_-]{22})\b/.exec(mails.at(-1)!.text)![1];
  };
  const postStep = (token: string, step: string, fields: Record<string, string>) =>
    t.inject({
      method: 'POST',
      url: `/apply/${token}/${step}`,
      headers: FORM,
      payload: new URLSearchParams(fields).toString(),
    });
  const upload = (token: string, kind: string, file: { name: string; type: string; data: Buffer }) =>
    t.inject({
      method: 'POST',
      url: `/apply/${token}/documents`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: documentForm(kind, file),
    });

  it('the start form answers "check your inbox" and e-mails the link, never showing it; a listing closed to applications is 404', async () => {
    const page = await t.inject({ method: 'GET', url: `/property/${listingId}/apply` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(T.startButton);
    const res = await startPage({ name: 'Page Tester', email: 'page-start@example.com', website: '' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(A.checkInbox);
    // The link goes by e-mail only: the page's content does not show it.
    expect(/<main[\s\S]*<\/main>/.exec(res.body)![0]).not.toContain('/apply/');
    expect(await linkMails(t, 'page-start@example.com')).toHaveLength(1);

    await t.app.services.applications.staff.listingApplications(listingId, false);
    try {
      expect((await t.inject({ method: 'GET', url: `/property/${listingId}/apply` })).statusCode).toBe(404);
      const closed = await startPage({ name: 'Page Tester', email: 'page-closed@example.com', website: '' });
      expect(closed.statusCode).toBe(404);
      expect(await applicationRows(t, 'page-closed@example.com')).toHaveLength(0);
      // The property page no longer offers Apply.
      expect((await t.inject({ method: 'GET', url: `/property/${listingId}` })).body).not.toContain(A.applyLink);
    } finally {
      await t.app.services.applications.staff.listingApplications(listingId, true);
    }
    expect((await t.inject({ method: 'GET', url: `/property/${listingId}` })).body).toContain(A.applyLink);
    expect((await t.inject({ method: 'GET', url: '/property/999999/apply' })).statusCode).toBe(404);
  });

  it("the viewing's page offers Apply while the listing takes applications", async () => {
    const slots = (await t.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${listingId}` })).json().slots;
    const booked = await t.inject({
      method: 'POST',
      url: '/api/viewings',
      payload: {
        agencyAcknowledged: true,
        listingId,
        start: slots[0].start,
        name: 'Viewing Renter',
        email: 'page-viewing@example.com',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [mail] = await outboxMails(t, { recipient: 'page-viewing@example.com' });
    const manage = /\/viewings\/([A-Za-z0-9_-]+)\s/.exec(mail.text)![1];
    const page = await t.inject({ method: 'GET', url: `/viewings/${manage}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="/property/${listingId}/apply"`);
    await t.app.services.applications.setListingApplications(listingId, false);
    try {
      expect((await t.inject({ method: 'GET', url: `/viewings/${manage}` })).body).not.toContain(`/property/${listingId}/apply`);
    } finally {
      await t.app.services.applications.setListingApplications(listingId, true);
    }
  });

  it('the start form refuses a missing e-mail (400, beside its field), answers a filled honeypot alike and stores nothing', async () => {
    const missing = await startPage({ name: 'Page Tester', email: '', website: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(T.emailRequired);
    const bot = await startPage({ name: 'Page Tester', email: 'page-bot@example.com', website: 'http://spam.example' });
    expect(bot.statusCode).toBe(200);
    expect(bot.body).toContain(A.checkInbox);
    expect(await applicationRows(t, 'page-bot@example.com')).toHaveLength(0);
    expect(await linkMails(t, 'page-bot@example.com')).toHaveLength(0);
  });

  it('the start form cannot be used to flood one address: at most 3 links a day to it, and a name that reads as a link is not written', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await startPage({ name: 'Visit http://evil.example now', email: 'page-victim@example.com', website: '' });
      expect(res.statusCode).toBe(200);
    }
    const mails = await linkMails(t, 'page-victim@example.com');
    expect(mails).toHaveLength(3);
    for (const mail of mails) expect(mail.text).not.toContain('evil.example');
  });

  it('a form body over the page limit is 413 and stores nothing', async () => {
    const res = await startPage({ name: 'x'.repeat(70 * 1024), email: 'page-big@example.com', website: '' });
    expect(res.statusCode).toBe(413);
    expect(await applicationRows(t, 'page-big@example.com')).toHaveLength(0);
  });

  it('a guessed, malformed or deleted link is the 404 page, never stored or indexed; a good one is private too', async () => {
    for (const url of [`/apply/${GUESSED}`, `/apply/${GUESSED}/contact`, '/apply/x', `/apply/${'z'.repeat(300)}`]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
      expect(res.body, url).toContain(T.notFound);
    }
    const post = await postStep(GUESSED, 'contact', { intent: 'save', phone: '212 555 0100' });
    expect(post.statusCode).toBe(404);

    const token = await started('page-private@example.com');
    const page = await t.inject({ method: 'GET', url: `/apply/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain(T.feesTitle);

    const deleted = await postStep(token, 'review', { intent: 'delete' });
    expect(deleted.statusCode).toBe(303);
    expect((await t.inject({ method: 'GET', url: `/apply/${token}` })).statusCode).toBe(404);
    expect((await postStep(token, 'contact', { intent: 'save', phone: '1' })).statusCode).toBe(404);
  });

  it('a step saves nothing before the fees are confirmed, then saves and moves on (303); a refused field is 400 with its message', async () => {
    const token = await started('page-steps@example.com');
    const early = await postStep(token, 'contact', { intent: 'save', phone: '212 555 0100' });
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain(T.acknowledgeFeesFirst);
    expect((await postStep(token, 'fees', { intent: 'fees' })).statusCode).toBe(400);

    const fees = await postStep(token, 'fees', { intent: 'fees', feesAcknowledged: 'on' });
    expect(fees.statusCode).toBe(303);
    expect(fees.headers.location).toBe(`/apply/${token}/people`);
    const saved = await postStep(token, 'contact', { intent: 'save', phone: '212 555 0100', go: 'next' });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/apply/${token}/home`);
    expect((await t.app.services.applications.own(token)).part.phone).toBe('212 555 0100');

    const long = await postStep(token, 'contact', { intent: 'save', phone: '9'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(T.tooLong(T.fields.phone, 40));
    const halfRow = await postStep(token, 'income', { intent: 'save', incomeSource: '', incomeAmount: '1200' });
    expect(halfRow.statusCode).toBe(400);
    expect((await postStep(token, 'contact', { intent: 'unknown' })).statusCode).toBe(400);
    // A field of another step, or one the part has no place for, is not read.
    await postStep(token, 'contact', { intent: 'save', phone: '212 555 0101', dateOfBirth: '1990-01-01', employer: 'Nope' });
    const part = (await t.app.services.applications.own(token)).part;
    expect(part.phone).toBe('212 555 0101');
    expect(part.employer).toBeNull();
    expect(JSON.stringify(part)).not.toContain('1990');
  });

  it("documents without scripts: a PDF is stored; a file lying about its type is 415; over 10 MB is 413; a guessed link is 404 without reading the body; another applicant's document is 404", async () => {
    const token = await started('page-docs@example.com');
    await postStep(token, 'fees', { intent: 'fees', feesAcknowledged: 'on' });
    const ok = await upload(token, 'photo_id', { name: 'id.pdf', type: 'application/pdf', data: pdf('page-id') });
    expect(ok.statusCode, ok.body).toBe(303);
    expect(ok.headers.location).toBe(`/apply/${token}/documents`);
    const [document] = (await t.app.services.applications.own(token)).documents;
    expect(document).toMatchObject({ kind: 'photo_id', name: 'Photo ID.pdf' });

    const liar = await upload(token, 'bank_statement', {
      name: 'statement.pdf',
      type: 'application/pdf',
      data: Buffer.from('<html>not a pdf</html>'),
    });
    expect(liar.statusCode).toBe(415);
    expect(liar.body).toContain(T.fileTypeRefused);
    const huge = await upload(token, 'bank_statement', {
      name: 'big.pdf',
      type: 'application/pdf',
      data: pdf('big', 10 * 1024 * 1024 + 128 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    const guessed = await upload(GUESSED, 'photo_id', {
      name: 'id.pdf',
      type: 'application/pdf',
      data: pdf('guess', 2 * 1024 * 1024),
    });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.body).toContain(T.notFound);
    expect((await t.app.services.applications.own(token)).documents).toHaveLength(1);

    const other = await started('page-docs-other@example.com');
    await postStep(other, 'fees', { intent: 'fees', feesAcknowledged: 'on' });
    const stolen = await postStep(other, 'documents', { intent: 'remove-document', id: String(document.id) });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).toContain(T.documentNotFound);
    expect((await t.app.services.applications.own(token)).documents).toHaveLength(1);
    const removed = await postStep(token, 'documents', { intent: 'remove-document', id: String(document.id) });
    expect(removed.statusCode).toBe(303);
    expect((await t.app.services.applications.own(token)).documents).toHaveLength(0);

    // Once sent, a document posted to the link is refused (409) and its body left unread.
    const person = await t.app.database.db
      .selectFrom('application_people')
      .select('application_id')
      .where('email', '=', 'page-docs@example.com')
      .executeTakeFirstOrThrow();
    await t.app.database.db
      .updateTable('applications')
      .set({ status: 'submitted' })
      .where('id', '=', person.application_id)
      .execute();
    const late = await upload(token, 'photo_id', { name: 'id.pdf', type: 'application/pdf', data: pdf('late', 2 * 1024 * 1024) });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain(T.notEditable);
    expect((await t.app.services.applications.own(token)).documents).toHaveLength(0);
  });

  it('submit names what is missing (400) and sends a complete application; a co-applicant cannot send it (403)', async () => {
    const token = await started('page-submit@example.com');
    await postStep(token, 'fees', { intent: 'fees', feesAcknowledged: 'on' });
    const refused = await postStep(token, 'review', { intent: 'submit' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(A.missingTitle);
    expect(refused.body).toContain('A phone number');

    const invited = await postStep(token, 'people', {
      intent: 'invite',
      role: 'co_applicant',
      name: 'Page Roommate',
      email: 'page-roommate@example.com',
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.body).toContain(T.invited('Page Roommate'));
    const [invite] = await outboxMails(t, { recipient: 'page-roommate@example.com' });
    const coToken = /\/apply\/([A-Za-z0-9_-]{22})\b/.exec(invite.text)![1];
    const notTheirs = await postStep(coToken, 'review', { intent: 'submit' });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.body).toContain(T.onlyApplicantSubmits);
    const noInvite = await postStep(coToken, 'people', {
      intent: 'invite',
      role: 'guarantor',
      name: 'G',
      email: 'g@example.com',
    });
    expect(noInvite.statusCode).toBe(403);
  });

  const post = (token: string, step: string, body: URLSearchParams) =>
    t.inject({ method: 'POST', url: `/apply/${token}/${step}`, headers: FORM, payload: body.toString() });
  const inviteRows = (token: string, rows: Array<[role: string, name: string, email: string]>) => {
    const body = new URLSearchParams({ intent: 'invite' });
    for (const [role, name, email] of rows) {
      body.append('role', role);
      body.append('name', name);
      body.append('email', email);
    }
    return post(token, 'people', body);
  };
  const invitationToken = async (email: string) => {
    const [mail] = await outboxMails(t, { recipient: email, kind: 'application-invite' });
    return /\/apply\/([A-Za-z0-9_-]{22})\b/.exec(mail.text)![1];
  };
  const acknowledgements = (email: string) =>
    t.app.database.db.selectFrom('agency_acknowledgements').selectAll().where('tenant_email', '=', email).execute();

  it('invites a co-applicant and a guarantor in one post; a wrong row invites nobody', async () => {
    const token = await started('two@example.com');
    await post(token, 'fees', new URLSearchParams({ intent: 'fees', feesAcknowledged: 'on' }));

    const wrong = await inviteRows(token, [
      ['co_applicant', 'Two Roommate', 'two-roommate@example.com'],
      ['guarantor', 'Two Guarantor', 'not-an-address'],
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(T.emailInvalid);
    expect(await applicationRows(t, 'two-roommate@example.com')).toHaveLength(0);

    // A row left empty is dropped.
    const both = await inviteRows(token, [
      ['co_applicant', 'Two Roommate', 'two-roommate@example.com'],
      ['guarantor', 'Two Guarantor', 'two-guarantor@example.com'],
      ['co_applicant', '', ''],
    ]);
    expect(both.statusCode, both.body).toBe(200);
    expect(both.body).toContain(T.invited('Two Roommate'));
    expect(both.body).toContain(T.invited('Two Guarantor'));
    expect((await t.app.services.applications.own(token)).household.map((p) => p.role)).toEqual([
      'applicant',
      'co_applicant',
      'guarantor',
    ]);
    // The one already on it is refused by itself, and said as the service says it.
    const again = await inviteRows(token, [['co_applicant', 'Two Roommate', 'two-roommate@example.com']]);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(T.alreadyInvited);
  });

  it('the invited co-applicant acknowledges the agency disclosure with the fees, recorded as the applicant’s; the guarantor is not asked', async () => {
    const co = await invitationToken('two-roommate@example.com');
    const page = await t.inject({ method: 'GET', url: `/apply/${co}` });
    expect(page.body).toContain(AGENCY_TEXT.checkbox);
    expect(page.body).toContain(AGENCY_TEXT.readIt);
    const refused = await post(co, 'fees', new URLSearchParams({ intent: 'fees', feesAcknowledged: 'on' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(AGENCY_TEXT.required);
    expect((await t.app.services.applications.own(co)).feesAcknowledged).toBe(false);
    expect(await acknowledgements('two-roommate@example.com')).toHaveLength(0);

    const confirmed = await post(
      co,
      'fees',
      new URLSearchParams({ intent: 'fees', feesAcknowledged: 'on', agencyAcknowledged: 'true' }),
    );
    expect(confirmed.statusCode).toBe(303);
    expect((await t.app.services.applications.own(co)).feesAcknowledged).toBe(true);
    const [row] = await acknowledgements('two-roommate@example.com');
    expect(row).toMatchObject({ party: 'tenant', method: 'form', name: 'Two Roommate', language: 'en', listing_id: listingId });
    expect(row.disclosure_text).toContain(AGENCY_TEXT.landlordsAgent);
    expect(row.client_address).toBeTruthy();
    // Asked once: the fees page no longer shows it.
    expect((await t.inject({ method: 'GET', url: `/apply/${co}/fees` })).body).not.toContain(AGENCY_TEXT.readIt);

    const guarantor = await invitationToken('two-guarantor@example.com');
    expect(await t.app.services.applications.agencyToAcknowledge(guarantor)).toBe(false);
    await t.app.services.applications.acknowledgeAgency(guarantor, 'en', '127.0.0.1');
    expect(await acknowledgements('two-guarantor@example.com')).toHaveLength(0);
  });
});

describe('the application form limit on the pages', () => {
  let t: TestApp;
  let listingId: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: { FORM_RATE_LIMIT: '3' },
      build: { web: 'build', viewingReminders: false, digestScheduler: false },
    });
    listingId = (await t.app.services.listings.create(listingFields())).id;
  });
  afterAll(() => t?.close());

  it('past FORM_RATE_LIMIT the start form (and the invitation form, counted together) answer 429 and store nothing', async () => {
    const start = (email: string) =>
      t.inject({
        method: 'POST',
        url: `/property/${listingId}/apply`,
        headers: FORM,
        payload: new URLSearchParams({ name: 'Limit Tester', email, website: '', agencyAcknowledged: 'true' }).toString(),
      });
    for (let i = 0; i < 3; i++) expect((await start(`limit-${i}@example.com`)).statusCode).toBe(200);
    const over = await start('limit-over@example.com');
    expect(over.statusCode).toBe(429);
    expect(await applicationRows(t, 'limit-over@example.com')).toHaveLength(0);
    const mail = await linkMails(t, 'limit-0@example.com');
    const token = /\/apply\/([A-Za-z0-9_-]{22})\b/.exec(mail[0].text)![1];
    await t.app.services.applications.save(token, { feesAcknowledged: true });
    const invite = await t.inject({
      method: 'POST',
      url: `/apply/${token}/people`,
      headers: FORM,
      payload: new URLSearchParams({
        intent: 'invite',
        role: 'co_applicant',
        name: 'R',
        email: 'limit-r@example.com',
      }).toString(),
    });
    expect(invite.statusCode).toBe(429);
    expect(await applicationRows(t, 'limit-r@example.com')).toHaveLength(0);
  });
});

describe.each(DATABASES)('the Documents step without scripts under the uploads’ limits, on %s (decision 094)', (database) => {
  let t: TestApp;
  let listingId: number;

  beforeAll(async () => {
    t = await createTestApp({
      database,
      env: { UPLOADS_PER_HOUR: '100', UPLOADS_PER_APPLICATION_HOUR: '2' },
      build: { web: 'build', viewingReminders: false, digestScheduler: false, followUpDigest: false },
    });
    listingId = (await t.app.services.listings.create(listingFields({ neighborhood: '2A' }))).id;
  });
  afterAll(() => t?.close());

  it('past the application’s uploads of the hour the page answers 429 with the wait, in the page’s language, and nothing is stored', async () => {
    const start = await t.inject({
      method: 'POST',
      url: `/property/${listingId}/apply`,
      headers: FORM,
      payload: new URLSearchParams({
        agencyAcknowledged: 'true',
        name: 'Page Limit',
        email: 'page-limit@example.com',
        website: '',
      }).toString(),
    });
    expect(start.statusCode).toBe(200);
    const token = /\/apply\/([A-Za-z0-9_-]{22})\b/.exec((await linkMails(t, 'page-limit@example.com')).at(-1)!.text)![1];
    const upload = (kind: string, prefix = '') =>
      t.inject({
        method: 'POST',
        url: `${prefix}/apply/${token}/documents`,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: documentForm(kind, { name: `${kind}.pdf`, type: 'application/pdf', data: pdf(`limit-${kind}`) }),
      });
    for (const kind of ['pay_stub', 'bank_statement']) expect((await upload(kind)).statusCode).toBe(303);
    const refused = await upload('tax_return');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(T.tooManyUploads(60));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const spanish = await upload('tax_return', '/es');
    expect(spanish.statusCode).toBe(429);
    expect(spanish.body).toContain('Se subieron demasiados documentos en la última hora. Vuelva a intentarlo en 60 minutos.');
    expect((await t.app.services.applications.own(token)).documents.map((d) => d.kind)).toEqual(['pay_stub', 'bank_statement']);
  });
});
