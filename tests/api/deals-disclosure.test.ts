import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TIMEOUT_MS } from '../../src/server/platform/plugins/request-limits.ts';
import { DISCLOSURE_TEXT as P } from '../../src/shared/texts/deals-public.ts';
import { DEALS_TEXT as T } from '../../src/shared/texts/deals.ts';
import { DATABASES } from '../support/app.ts';
import { pdfFonts, pdfText } from '../support/pdf-text.ts';
import { rawRequest, type RawAnswer } from '../support/raw-http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { rawHeader, startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../support/smtp.ts';
import { dealBody, outsideDealBody, rentableListing, TENANT_PAID } from './deals-fixtures.ts';

const ORIGIN = 'https://rentals.example';
const LINK = /https:\/\/rentals\.example\/disclosures\/([A-Za-z0-9_-]{22})/;
const tokenIn = (mail: ReceivedMail) => LINK.exec(mail.parsed.text ?? '')?.[1];
const html = (text: string) => text.replace(/'/g, '&#x27;');

/**
 * The FARE Act fee disclosure through the production build over HTTP and a loopback SMTP server:
 * the link to each tenant, the page that itemizes every fee and its payee, the signature frozen with
 * its time and address, the PDF copy to the tenant and the staff, the rule that keeps a tenant-paid
 * deal from Lease signed without it; and what a stranger can try with the link.
 */
describe.each(DATABASES)('FARE Act fee disclosure on %s', (database) => {
  let smtp: SmtpPeer;
  let t: RunningServer;
  let auth: { authorization: string };
  let trickle: Promise<RawAnswer>;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startServer({
      database,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN, TRUST_PROXY: 'true', FORM_RATE_LIMIT: '20' },
      build: {
        mailWorker: { pollMs: 50, retryDelaysMs: [50] },
        digestScheduler: false,
        viewingReminders: false,
        afterLeaseMail: false,
      },
    });
    auth = await t.login();
    // One byte a second to a disclosure link, started first so its 30 s run beside the other tests.
    // The cut is the HTTP layer's, the same on every database: it is tried once, on the first.
    if (database === DATABASES[0])
      trickle = rawRequest(t.url, {
        path: '/disclosures/AAAAAAAAAAAAAAAAAAAAAA',
        bodyBytes: 1000,
        trickleMs: 1000,
        headers: { 'x-forwarded-for': '203.0.113.99' },
      });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const api = (method: string, url: string, payload?: unknown) =>
    t.inject({ method: method as 'GET', url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  /** The digest the signing form carries: of what the page shows now ('' when it shows no form). */
  const digestOf = async (token: string) =>
    /name="digest" value="([0-9a-f]{64})"/.exec(await (await fetch(`${t.url}/disclosures/${token}`)).text())?.[1] ?? '';
  const sign = async (token: string, name: string, address = '198.51.100.7', digest?: string) =>
    fetch(`${t.url}/disclosures/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      body: new URLSearchParams({ name, digest: digest ?? (await digestOf(token)) }).toString(),
    });
  /**
   * A Pending deal where the tenants pay the broker they hired: only on an apartment the agent does not
   * list (a co-broke), with the agreement before the first showing (FARE Act, decision 082).
   */
  const tenantPaidDeal = async (tenants = [{ name: 'Rita Moreno', email: 'rita@example.com' }]) => {
    const res = await api('POST', '/api/admin/deals', outsideDealBody({ tenants, ...TENANT_PAID }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().deal as { id: number; disclosureRequired: boolean };
  };
  const linkTo = async (email: string, count = 1) => {
    await expect.poll(() => smtp.to(email).filter((m) => LINK.test(m.parsed.text ?? '')).length).toBe(count);
    return tokenIn(smtp.to(email).filter((m) => LINK.test(m.parsed.text ?? ''))[count - 1])!;
  };

  it('e-mails each tenant their own link; the page itemizes every fee and to whom; signing freezes it, records time and address, and sends the PDF to the tenant and the staff', async () => {
    const deal = await tenantPaidDeal([
      { name: 'Rita Moreno', email: 'rita@example.com' },
      { name: 'Sam Lee', email: 'sam@example.com' },
    ]);
    expect(deal.disclosureRequired).toBe(true);
    // Not yet signed: Lease signed is refused with the rule.
    const early = await api('PATCH', `/api/admin/deals/${deal.id}`, { stage: 'lease-signed' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(T.leaseSignedNeedsDisclosure);

    const sent = await api('POST', `/api/admin/deals/${deal.id}/disclosure`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(T.disclosureSent(2));
    const rita = await linkTo('rita@example.com');
    const sam = await linkTo('sam@example.com');
    expect(rita).not.toBe(sam);
    const mail = smtp.to('rita@example.com')[0];
    expect(mail.parsed.subject).toBe(T.disclosureSubject('145 East 29th Street, New York, NY 10016, Apt 4B'));
    // Only the token's sha256 is stored.
    const stored = await t.app.database.db.selectFrom('deal_disclosures').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(rita);

    const page = await fetch(`${t.url}/disclosures/${rita}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const body = await page.text();
    for (const part of ['Broker&#x27;s fee', '$4,380', html(P.total('$4,380')), html(P.noOther)]) expect(body).toContain(part);
    // The broker's fee is paid to the brokerage (docs/decisions/080).
    expect(body).toContain(html(P.payeeBrokerage('Manhattan Rentals Realty LLC', 'Dana Whitfield')));
    // The day the tenant hired the broker, as a reader writes it.
    expect(body).toContain(html(P.hiredOn('Dana Whitfield', 'January 20, 2026')));

    const signed = await sign(rita, '  Rita   Moreno ');
    expect(signed.status).toBe(200);
    expect(await signed.text()).toContain('Signed by Rita Moreno on');
    const row = await t.app.database.db
      .selectFrom('deal_disclosures')
      .selectAll()
      .where('tenant_email', '=', 'rita@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ signed_name: 'Rita Moreno', signed_address: '198.51.100.7' });
    expect(JSON.parse(row.signed_fees!)).toEqual([
      { name: P.brokerFee, payee: P.payeeBrokerage('Manhattan Rentals Realty LLC', 'Dana Whitfield'), amountCents: 438000 },
    ]);

    // The PDF copy to the tenant and to the staff, the same signed text in both.
    await expect.poll(() => smtp.to('rita@example.com').length).toBe(2);
    await expect.poll(() => smtp.to('admin@test.local').filter((m) => m.parsed.attachments.length > 0).length).toBe(1);
    for (const copy of [
      smtp.to('rita@example.com')[1],
      smtp.to('admin@test.local').find((m) => m.parsed.attachments.length > 0)!,
    ]) {
      expect(copy.parsed.subject).toBe(T.signedSubject('145 East 29th Street, New York, NY 10016, Apt 4B'));
      const [pdf] = copy.parsed.attachments;
      expect(pdf.contentType).toBe('application/pdf');
      expect(pdf.filename).toMatch(/^Fee disclosure 145 East 29th Street New York NY 10016 Apt 4B\.pdf$/);
      const doc = await PDFDocument.load(pdf.content);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(doc.getTitle()).toContain(P.pdfTitle);
      // Every character is WinAnsi: Helvetica, as before (decision 075).
      expect(await pdfFonts(pdf.content)).toEqual(['Helvetica', 'Helvetica-Bold']);
      expect((await pdfText(pdf.content)).split('\n')).toContain(P.pdfSignedBy('Rita Moreno'));
      // The fee line's English words, paid to the brokerage (decision 080), wrapped at the page's width.
      expect((await pdfText(pdf.content)).split('\n')).toContain(
        "Broker's fee — $4,380 — Paid to: Manhattan Rentals Realty LLC, the brokerage of Dana Whitfield (your",
      );
    }

    // Frozen: a later change of the fee leaves the signed page as it was, supersedes what was sent and
    // signed (kept), and asks for a new signature.
    const changed = await api('PATCH', `/api/admin/deals/${deal.id}`, { fee: 4000 });
    expect(changed.json().message).toBe(T.disclosureSuperseded);
    expect(await (await fetch(`${t.url}/disclosures/${rita}`)).text()).toContain('$4,380');
    expect((await sign(sam, 'Sam Lee')).status).toBe(409);
    const stale = await api('PATCH', `/api/admin/deals/${deal.id}`, { stage: 'lease-signed' });
    expect(stale.json().message).toBe(T.leaseSignedNeedsDisclosure);
    // Sent again and signed by both, the deal moves to Lease signed.
    await api('POST', `/api/admin/deals/${deal.id}/disclosure`);
    expect((await sign(await linkTo('rita@example.com', 2), 'Rita Moreno')).status).toBe(200);
    expect((await sign(await linkTo('sam@example.com', 2), 'Sam Lee')).status).toBe(200);
    const done = await api('PATCH', `/api/admin/deals/${deal.id}`, { stage: 'lease-signed' });
    expect(done.statusCode, done.body).toBe(200);
    type Summary = { signedAt: string | null; supersededAt: string | null };
    const disclosures = done.json().deal.disclosures as Summary[];
    expect(disclosures.filter((d) => d.signedAt)).toHaveLength(3);
    expect(disclosures.filter((d) => d.signedAt && !d.supersededAt)).toHaveLength(2);

    // A deal past Pending is a record: not deleted. Its disclosures stay through the application
    // documents' retention job: 3 years.
    const deleted = await api('DELETE', `/api/admin/deals/${deal.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(T.deleteRefused);
    await t.app.services.applications.deleteExpiredDocuments();
    expect(
      await t.app.database.db.selectFrom('deal_disclosures').select('id').where('deal_id', '=', deal.id).execute(),
    ).toHaveLength(4);
    expect(await (await fetch(`${t.url}/disclosures/${rita}`)).text()).toContain('Signed by Rita Moreno');
  });

  it('a tenant with a Chinese name: the English PDF copy prints the name (Noto Sans SC), not question marks', async () => {
    const deal = await tenantPaidDeal([{ name: '王小明', email: 'wang@example.com' }]);
    await api('POST', `/api/admin/deals/${deal.id}/disclosure`);
    expect((await sign(await linkTo('wang@example.com'), '王小明')).status).toBe(200);
    await expect.poll(() => smtp.to('wang@example.com').length).toBe(2);
    const [pdf] = smtp.to('wang@example.com')[1].parsed.attachments;
    expect((await pdfFonts(pdf.content)).map((font) => font.replace(/-\d+$/, ''))).toEqual([
      'NotoSansSC-Bold',
      'NotoSansSC-Regular',
    ]);
    const lines = (await pdfText(pdf.content)).split('\n');
    for (const line of [P.pdfTitle, P.pdfTenant('王小明', 'wang@example.com'), P.pdfSignedBy('王小明')])
      expect(lines).toContain(line);
    expect(lines.join('\n')).not.toContain('?');
  });

  it('the disclosure is sent only when the tenant pays a fee and while Pending; a landlord-paid deal needs none', async () => {
    const listing = await rentableListing(t);
    const landlord = (await api('POST', '/api/admin/deals', dealBody(listing.id))).json().deal;
    expect(landlord.disclosureRequired).toBe(false);
    const none = await api('POST', `/api/admin/deals/${landlord.id}/disclosure`);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(T.disclosureNoTenantFee);
    expect((await api('PATCH', `/api/admin/deals/${landlord.id}`, { stage: 'lease-signed' })).statusCode).toBe(200);
    const closed = await api('POST', `/api/admin/deals/${landlord.id}/disclosure`);
    expect(closed.statusCode).toBe(409);
    expect((await api('POST', '/api/admin/deals/999999/disclosure')).statusCode).toBe(404);
    expect((await t.inject({ method: 'POST', url: `/api/admin/deals/${landlord.id}/disclosure` })).statusCode).toBe(401);
  });

  it('refuses a guessed link, a link used again after signing, a missing name, a body over its limit and more posts than the limit', async () => {
    const deal = await tenantPaidDeal([{ name: 'Lee Park', email: 'lee@example.com' }]);
    await api('POST', `/api/admin/deals/${deal.id}/disclosure`);
    const token = await linkTo('lee@example.com');
    for (const guess of [
      'AAAAAAAAAAAAAAAAAAAAAA',
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'short',
      `${token}x`,
    ]) {
      const page = await fetch(`${t.url}/disclosures/${guess}`);
      expect(page.status, guess).toBe(404);
      expect(await page.text()).toContain(P.invalid);
      expect((await sign(guess, 'Mallory', '203.0.113.1')).status, guess).toBe(404);
    }
    const empty = await sign(token, '   ', '203.0.113.2');
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(P.nameRequired);
    expect((await sign(token, 'x'.repeat(101), '203.0.113.2')).status).toBe(400);
    const notForm = await fetch(`${t.url}/disclosures/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-forwarded-for': '203.0.113.2' },
      body: '\u0000'.repeat(100),
    });
    expect(notForm.status).toBe(400);
    const foreign = await fetch(`${t.url}/disclosures/${token}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'x-forwarded-for': '203.0.113.2',
      },
      body: 'name=Lee+Park',
    });
    expect(foreign.status).toBe(403);
    const huge = await rawRequest(t.url, {
      path: `/disclosures/${token}`,
      bodyBytes: 200_000,
      headers: { 'x-forwarded-for': '203.0.113.3' },
    });
    expect(huge.status).toBe(413);
    expect(huge.closed).toBe(true);

    expect((await sign(token, 'Lee Park', '203.0.113.4')).status).toBe(200);
    const again = await sign(token, 'Someone Else', '203.0.113.4');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Signed by Lee Park');
    const row = await t.app.database.db
      .selectFrom('deal_disclosures')
      .selectAll()
      .where('tenant_email', '=', 'lee@example.com')
      .executeTakeFirstOrThrow();
    expect(row.signed_name).toBe('Lee Park');
    // One copy to the tenant, however often the link is posted.
    await expect.poll(() => smtp.to('lee@example.com').length).toBe(2);

    const address = '203.0.113.50';
    let limited = 0;
    for (let i = 0; i < 22; i++) if ((await sign(token, 'Lee Park', address)).status === 429) limited += 1;
    expect(limited).toBeGreaterThan(0);
  });

  it("the tenant's signed copy from their link: the staff's PDF once signed, the same 404 for a link not signed, superseded, guessed or malformed, and a limit on tries per address", async () => {
    const deal = await tenantPaidDeal([
      { name: 'Ana Ruiz', email: 'ana@example.com' },
      { name: 'Ben Ode', email: 'ben@example.com' },
    ]);
    await api('POST', `/api/admin/deals/${deal.id}/disclosure`);
    const ana = await linkTo('ana@example.com');
    const ben = await linkTo('ben@example.com');
    const copy = (token: string, address = '198.51.100.20') =>
      fetch(`${t.url}/api/disclosures/${token}/pdf`, { headers: { 'x-forwarded-for': address } });
    /** The answer of a link that opens no copy: a guessed link's. */
    const noCopy = async (token: string, address?: string) => {
      const res = await copy(token, address);
      expect(res.status, token).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(await res.json()).toMatchObject({ success: false, message: P.invalid });
    };

    // Not signed yet: no copy, and the page shows no link to one.
    await noCopy(ana);
    expect(await (await fetch(`${t.url}/disclosures/${ana}`)).text()).not.toContain(`/api/disclosures/${ana}/pdf`);
    expect((await sign(ana, 'Ana Ruiz')).status).toBe(200);
    const page = await (await fetch(`${t.url}/disclosures/${ana}`)).text();
    expect(page).toContain(`href="/api/disclosures/${ana}/pdf"`);
    expect(page).toContain(P.signedPdf);

    const opened = await copy(ana);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.headers.get('x-robots-tag')).toBe('noindex');
    expect(opened.headers.get('content-disposition')).toBe(
      'inline; filename="Fee disclosure 145 East 29th Street New York NY 10016 Apt 4B.pdf"',
    );
    const lines = (await pdfText(new Uint8Array(await opened.arrayBuffer()))).split('\n');
    for (const line of [P.pdfTitle, P.pdfTenant('Ana Ruiz', 'ana@example.com'), P.pdfSignedBy('Ana Ruiz')])
      expect(lines).toContain(line);
    // The staff's copy of the same signature says the same.
    const [signed] = (await api('GET', `/api/admin/disclosures?dealId=${deal.id}`)).json().disclosures as Array<{ id: number }>;
    const staff = await api('GET', `/api/admin/disclosures/${signed.id}/pdf`);
    expect(staff.headers['content-disposition']).toBe(opened.headers.get('content-disposition'));
    expect((await pdfText(staff.rawPayload)).split('\n')).toEqual(lines);

    // A change of the fees: Ben's unsigned link is superseded (no copy); Ana's page still shows what she
    // signed, and so does her copy.
    await api('PATCH', `/api/admin/deals/${deal.id}`, { fee: 4000 });
    await noCopy(ben);
    expect((await copy(ana)).status).toBe(200);
    for (const guess of [
      'AAAAAAAAAAAAAAAAAAAAAA',
      `${ana.slice(0, -1)}${ana.endsWith('A') ? 'B' : 'A'}`,
      'short',
      `${ana}x`,
      '%20',
    ])
      await noCopy(guess);

    // Guessing from one address: past FORM_RATE_LIMIT (20 here) tries in 10 minutes, 429 with when to try
    // again, whatever the link; another address still opens the copy.
    const guesser = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await copy(`${'B'.repeat(21)}${i % 10}`, guesser)).status);
    expect(statuses).toEqual([...Array<number>(20).fill(404), 429]);
    const limited = await copy(ana, guesser);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await copy(ana, '203.0.113.78')).status).toBe(200);
  });

  it("the after-lease e-mail's one-click unsubscribe: the mail app's POST stops them, the link's page asks first, a forged link names no one", async () => {
    const listing = await rentableListing(t);
    // A lease ending within 90 days (today, New York, by the real clock).
    const start = new Date(Date.now() - 330 * 24 * 3600_000).toISOString().slice(0, 10);
    const deal = (
      await api(
        'POST',
        '/api/admin/deals',
        dealBody(listing.id, { leaseStart: start, tenants: [{ name: 'Kim Ode', email: 'kim@example.com' }] }),
      )
    ).json().deal;
    expect((await api('PATCH', `/api/admin/deals/${deal.id}`, { stage: 'lease-signed' })).statusCode).toBe(200);
    expect((await t.app.services.deals.afterLease.sendDue()).renewal).toBeGreaterThanOrEqual(1);
    await expect.poll(() => smtp.to('kim@example.com').length).toBe(1);
    const url = /^<(.+)>$/.exec(rawHeader(smtp.to('kim@example.com')[0], 'List-Unsubscribe') ?? '')![1];
    expect(url.startsWith(`${ORIGIN}/lease-mail/unsubscribe/`)).toBe(true);
    const path = new URL(url).pathname;
    const page = await fetch(`${t.url}${path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain(P.unsubscribeDetail('kim@example.com'));
    const optOuts = () => t.app.database.db.selectFrom('deal_mail_opt_outs').selectAll().execute();
    expect(await optOuts()).toHaveLength(0);
    const click = await fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(click.status).toBe(200);
    expect(await click.text()).toContain(P.unsubscribedDetail('kim@example.com'));
    expect((await optOuts()).map((r) => r.email)).toEqual(['kim@example.com']);
    const forged = await fetch(`${t.url}${path.slice(0, -3)}abc`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(404);
  });

  it.skipIf(database !== DATABASES[0])(
    `cuts a signature sent at one byte a second within ${BODY_TIMEOUT_MS / 1000} s`,
    { timeout: 60_000 },
    async () => {
      const result = await trickle;
      expect(result.closed).toBe(true);
      expect([0, 408]).toContain(result.status);
      expect(result.ms).toBeLessThan(BODY_TIMEOUT_MS + 1_500);
    },
  );
});
