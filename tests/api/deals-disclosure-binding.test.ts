import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../src/shared/i18n/catalogues.ts';
import type { Language } from '../../src/shared/i18n/languages.ts';
import { DISCLOSURE_TEXT as P } from '../../src/shared/texts/deals-public.ts';
import { DEALS_TEXT as T } from '../../src/shared/texts/deals.ts';
import { DATABASES } from '../support/app.ts';
import { pdfText } from '../support/pdf-text.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../support/smtp.ts';
import { applicationOf, dealBody, outsideDealBody, rentableListing, TENANT_PAID } from './deals-fixtures.ts';

const ORIGIN = 'https://rentals.example';
const LINK = /https:\/\/rentals\.example(?:\/(?:es|zh))?\/disclosures\/([A-Za-z0-9_-]{22})/;
const tokenIn = (mail: ReceivedMail) => LINK.exec(mail.parsed.text ?? '')?.[1];
const html = (text: string) => text.replace(/'/g, '&#x27;');
const DIGEST = /name="digest" value="([0-9a-f]{64})"/;

/**
 * The fee disclosure binds what was shown (docs/decisions/080): the signing form carries the SHA-256 of
 * the text and fees the tenant read, a stale page's signature is refused, the typed name must be the
 * tenant's, a deal that fell through takes no signature; a change of what the tenant pays supersedes
 * the disclosure and asks for a new one, and is refused after Lease signed; a deal past Pending is a
 * record (not deleted); staff read and download the signed disclosures, deal or no deal; Spanish and
 * Chinese tenants sign and the deal reaches Lease signed.
 */
describe.each(DATABASES)('the fee disclosure binds what was shown on %s', (database) => {
  let smtp: SmtpPeer;
  let t: RunningServer;
  let auth: { authorization: string };
  let address = 0;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startServer({
      database,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN, TRUST_PROXY: 'true' },
      build: {
        mailWorker: { pollMs: 50, retryDelaysMs: [50] },
        digestScheduler: false,
        viewingReminders: false,
        afterLeaseMail: false,
      },
    });
    auth = await t.login();
  });
  // A Chinese PDF copy (Noto Sans SC) takes seconds on a loaded machine: the last may still be made at the end.
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  }, 120_000);

  const api = (method: string, url: string, payload?: unknown) =>
    t.inject({ method: method as 'GET', url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  const page = async (token: string, language: Language = 'en') => {
    const res = await fetch(`${t.url}${language === 'en' ? '' : `/${language}`}/disclosures/${token}`);
    return { status: res.status, body: await res.text() };
  };
  const digestOf = async (token: string, language: Language = 'en') => DIGEST.exec((await page(token, language)).body)?.[1];
  /** Each signature from its own address (the form's rate limit is not under test here). */
  const sign = (token: string, name: string, digest: string, language: Language = 'en') =>
    fetch(`${t.url}${language === 'en' ? '' : `/${language}`}/disclosures/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `198.51.100.${++address % 250}` },
      body: new URLSearchParams({ name, digest }).toString(),
    });
  const linkTo = async (email: string, count = 1) => {
    await expect.poll(() => smtp.to(email).filter((m) => LINK.test(m.parsed.text ?? '')).length).toBe(count);
    return tokenIn(smtp.to(email).filter((m) => LINK.test(m.parsed.text ?? ''))[count - 1])!;
  };
  let n = 0;
  /**
   * A Pending deal with its disclosure sent; its link. By default the tenant pays the broker they hired on an
   * apartment the agent does not list (FARE Act, decision 082); `ownListing`: on the agent's own listing
   * with an application fee (the landlord pays the broker), whose fee the tests change under the tenant.
   */
  const sentDeal = async (name = 'Rita Moreno', { ownListing = false } = {}) => {
    const email = `tenant${++n}@example.com`;
    const listing = ownListing ? await rentableListing(t, { fees: [{ name: 'Application fee', amount: 20 }] }) : null;
    const res = await api(
      'POST',
      '/api/admin/deals',
      listing
        ? dealBody(listing.id, { tenants: [{ name, email }], feePaidBy: 'landlord' })
        : outsideDealBody({ tenants: [{ name, email }], ...TENANT_PAID }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const deal = res.json().deal as { id: number; listingId: number };
    expect((await api('POST', `/api/admin/deals/${deal.id}/disclosure`)).statusCode).toBe(200);
    return { deal, email, listingId: listing?.id ?? 0, token: await linkTo(email) };
  };
  const disclosureRows = (dealId: number) =>
    t.app.database.db.selectFrom('deal_disclosures').selectAll().where('deal_id', '=', dealId).orderBy('id').execute();

  it("refuses a stale page's signature (409, the new fees shown with a new digest), then takes the one made on the page read again", async () => {
    const { deal, token, listingId } = await sentDeal('Rita Moreno', { ownListing: true });
    const read = await digestOf(token);
    expect(read).toMatch(/^[0-9a-f]{64}$/);
    // The listing's fee changes while the tenant reads (no deal change: the link stays).
    await t.app.services.listings.update(listingId, { fees: [{ name: 'Application fee', amount: 15 }] });
    const stale = await sign(token, 'Rita Moreno', read!);
    expect(stale.status).toBe(409);
    const body = await stale.text();
    expect(body).toContain(html(P.feesChanged));
    // The page now shows the new fee, with the digest of what it shows.
    expect(body).toContain('$15');
    const fresh = DIGEST.exec(body)?.[1];
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toBe(read);
    expect((await disclosureRows(deal.id))[0].signed_at).toBeNull();
    // A made-up digest is refused the same way.
    expect((await sign(token, 'Rita Moreno', 'f'.repeat(64))).status).toBe(409);
    expect((await sign(token, 'Rita Moreno', '')).status).toBe(409);

    const signed = await sign(token, 'Rita Moreno', fresh!);
    expect(signed.status).toBe(200);
    const [row] = await disclosureRows(deal.id);
    expect(row.content_digest).toBe(fresh);
    expect(JSON.parse(row.signed_fees!)[0]).toMatchObject({ name: 'Application fee', amountCents: 1500 });
    // What was signed is what Lease signed reads.
    expect((await api('PATCH', `/api/admin/deals/${deal.id}`, { stage: 'lease-signed' })).statusCode).toBe(200);
  });

  it("a listing's fee changed after the signature: Lease signed is refused until the disclosure is signed again", async () => {
    const { deal, token, listingId, email } = await sentDeal('Rita Moreno', { ownListing: true });
    expect((await sign(token, 'Rita Moreno', (await digestOf(token))!)).status).toBe(200);
    await t.app.services.listings.update(listingId, { fees: [{ name: 'Application fee', amount: 10 }] });
    const refused = await api('PATCH', `/api/admin/deals/${deal.id}`, { stage: 'lease-signed' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(T.leaseSignedNeedsDisclosure);
    await api('POST', `/api/admin/deals/${deal.id}/disclosure`);
    const again = await linkTo(email, 2);
    expect((await sign(again, 'Rita Moreno', (await digestOf(again))!)).status).toBe(200);
    expect((await api('PATCH', `/api/admin/deals/${deal.id}`, { stage: 'lease-signed' })).statusCode).toBe(200);
  });

  it("refuses a name that is not the tenant's (case and spacing aside) with a clear message", async () => {
    const { deal, token } = await sentDeal('Rita Moreno');
    const digest = (await digestOf(token))!;
    for (const wrong of ['Mallory Smith', 'Rita', 'Rita Morena']) {
      const res = await sign(token, wrong, digest);
      expect(res.status, wrong).toBe(400);
      expect(await res.text()).toContain(html(P.nameMismatch('Rita Moreno')));
    }
    expect((await disclosureRows(deal.id))[0].signed_at).toBeNull();
    // Case and spacing aside.
    const res = await sign(token, '  rita   MORENO ', digest);
    expect(res.status).toBe(200);
    expect((await disclosureRows(deal.id))[0].signed_name).toBe('rita MORENO');
  });

  it('takes no signature once the deal fell through (or was archived): 409 and the page says why', async () => {
    const { deal, token } = await sentDeal();
    const digest = (await digestOf(token))!;
    const fell = await api('PATCH', `/api/admin/deals/${deal.id}`, {
      stage: 'fell-through',
      fellThroughReason: 'Landlord chose another',
    });
    expect(fell.statusCode).toBe(200);
    const res = await sign(token, 'Rita Moreno', digest);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain(html(P.closed));
    const shown = await page(token);
    expect(shown.status).toBe(410);
    expect(shown.body).toContain(html(P.closed));
    expect(shown.body).not.toContain('name="digest"');
    expect((await disclosureRows(deal.id))[0].signed_at).toBeNull();
    // Archived: the same.
    expect((await api('PATCH', `/api/admin/deals/${deal.id}`, { stage: 'archived' })).statusCode).toBe(200);
    expect((await sign(token, 'Rita Moreno', digest)).status).toBe(409);
    // The service refuses it too (not only the page).
    await expect(t.app.services.deals.disclosures.sign(token, 'Rita Moreno', '198.51.100.1', digest)).rejects.toMatchObject({
      statusCode: 409,
      message: P.closed,
    });
  });

  it('a change of what the tenant pays supersedes the disclosure sent and signed (kept), and Lease signed needs the new one signed', async () => {
    const { deal, token, email } = await sentDeal();
    expect((await sign(token, 'Rita Moreno', (await digestOf(token))!)).status).toBe(200);
    // A change that is not what the tenant pays supersedes nothing.
    const notes = await api('PATCH', `/api/admin/deals/${deal.id}`, { notes: 'Keys at the office', commission: 100 });
    expect(notes.json().message).toBe(T.saved);
    expect((await disclosureRows(deal.id))[0].superseded_at).toBeNull();

    const feeChange = await api('PATCH', `/api/admin/deals/${deal.id}`, { fee: 4000 });
    expect(feeChange.statusCode, feeChange.body).toBe(200);
    expect(feeChange.json().message).toBe(T.disclosureSuperseded);
    // Nothing current is left to supersede: a second change saves as usual.
    const deposit = await api('PATCH', `/api/admin/deals/${deal.id}`, { deposit: 3000 });
    expect(deposit.json().message).toBe(T.saved);
    const rows = await disclosureRows(deal.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].signed_at).not.toBeNull();
    expect(rows[0].superseded_at).not.toBeNull();
    // The superseded signature is kept and still shows what was signed.
    expect((await page(token)).body).toContain('$4,380');
    const refused = await api('PATCH', `/api/admin/deals/${deal.id}`, { stage: 'lease-signed' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(T.leaseSignedNeedsDisclosure);

    // A new link sent, then the fee changes again before it is signed: that link is superseded too.
    await api('POST', `/api/admin/deals/${deal.id}/disclosure`);
    const second = await linkTo(email, 2);
    const secondDigest = (await digestOf(second))!;
    await api('PATCH', `/api/admin/deals/${deal.id}`, { fee: 3900 });
    const late = await sign(second, 'Rita Moreno', secondDigest);
    expect(late.status).toBe(409);
    expect(await late.text()).toContain(html(P.superseded));
    const supersededPage = await page(second);
    expect(supersededPage.status).toBe(410);
    expect(supersededPage.body).toContain(html(P.superseded));

    await api('POST', `/api/admin/deals/${deal.id}/disclosure`);
    const third = await linkTo(email, 3);
    expect((await page(third)).body).toContain('$3,900');
    expect((await sign(third, 'Rita Moreno', (await digestOf(third))!)).status).toBe(200);
    const done = await api('PATCH', `/api/admin/deals/${deal.id}`, { stage: 'lease-signed' });
    expect(done.statusCode, done.body).toBe(200);
    const summaries = done.json().deal.disclosures as Array<{ signedAt: string | null; supersededAt: string | null }>;
    expect(summaries).toHaveLength(3);
    expect(summaries.filter((d) => d.supersededAt)).toHaveLength(2);
  });

  it("after Lease signed the tenant's fees cannot change (409 with the rule); other fields still can", async () => {
    const { deal, token } = await sentDeal();
    expect((await sign(token, 'Rita Moreno', (await digestOf(token))!)).status).toBe(200);
    expect((await api('PATCH', `/api/admin/deals/${deal.id}`, { stage: 'lease-signed' })).statusCode).toBe(200);
    for (const change of [{ fee: 1 }, { feePaidBy: 'landlord' }, { rent: 3700 }, { tenantAgreementOn: '2026-01-21' }]) {
      const res = await api('PATCH', `/api/admin/deals/${deal.id}`, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json().message).toBe(T.feesFrozen);
    }
    expect((await api('PATCH', `/api/admin/deals/${deal.id}`, { notes: 'Moved in', commission: 4380 })).statusCode).toBe(200);
    expect((await api('PATCH', `/api/admin/deals/${deal.id}`, { stage: 'paid' })).statusCode).toBe(200);
    expect((await api('PATCH', `/api/admin/deals/${deal.id}`, { fee: 1 })).statusCode).toBe(409);
    const after = (await api('GET', `/api/admin/deals/${deal.id}`)).json().deal;
    expect(after).toMatchObject({ fee: 4380, feePaidBy: 'tenant', stage: 'paid' });
    expect((await disclosureRows(deal.id))[0].superseded_at).toBeNull();
  });

  it('refuses to delete a deal past Pending (409), which can be archived instead; a Pending one is deleted', async () => {
    // Each deal on an apartment of its own: one open deal per apartment (decision 087).
    const make = async () =>
      (await api('POST', '/api/admin/deals', dealBody((await rentableListing(t)).id))).json().deal as { id: number };
    const pending = await make();
    expect((await api('DELETE', `/api/admin/deals/${pending.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/admin/deals/${pending.id}`)).statusCode).toBe(404);

    const signedLease = await make();
    expect((await api('PATCH', `/api/admin/deals/${signedLease.id}`, { stage: 'lease-signed' })).statusCode).toBe(200);
    const fell = await make();
    expect(
      (await api('PATCH', `/api/admin/deals/${fell.id}`, { stage: 'fell-through', fellThroughReason: 'Chose another' }))
        .statusCode,
    ).toBe(200);
    for (const id of [signedLease.id, fell.id]) {
      const res = await api('DELETE', `/api/admin/deals/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: T.deleteRefused });
    }
    // Archived: kept with its commission, moves no more, and is still not deleted.
    const archived = await api('PATCH', `/api/admin/deals/${signedLease.id}`, { stage: 'archived' });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().deal).toMatchObject({ stage: 'archived', commission: 5475.5 });
    expect((await api('PATCH', `/api/admin/deals/${signedLease.id}`, { stage: 'pending' })).statusCode).toBe(400);
    expect((await api('DELETE', `/api/admin/deals/${signedLease.id}`)).statusCode).toBe(409);
    expect((await api('GET', '/api/admin/deals?stage=archived')).json().deals.map((d: { id: number }) => d.id)).toContain(
      signedLease.id,
    );
    expect((await api('DELETE', '/api/admin/deals/999999')).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `/api/admin/deals/${fell.id}` })).statusCode).toBe(401);
  });

  it('staff read and download every signed disclosure, deal or no deal; strangers cannot', async () => {
    const { deal, token } = await sentDeal('Lee Park');
    expect((await sign(token, 'Lee Park', (await digestOf(token))!)).status).toBe(200);
    // A Pending deal may still be deleted: its signed disclosure stays readable.
    expect((await api('DELETE', `/api/admin/deals/${deal.id}`)).statusCode).toBe(200);
    const list = await api('GET', `/api/admin/disclosures?dealId=${deal.id}`);
    expect(list.statusCode, list.body).toBe(200);
    const [one] = list.json().disclosures;
    expect(list.json().total).toBe(1);
    expect(one).toMatchObject({ dealId: deal.id, dealExists: false, tenantName: 'Lee Park', signedName: 'Lee Park' });
    expect(one.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(one.fees.map((f: { payee: string }) => f.payee)).toContain(
      P.payeeBrokerage('Manhattan Rentals Realty LLC', 'Dana Whitfield'),
    );
    const all = await api('GET', '/api/admin/disclosures?limit=100');
    expect(all.json().disclosures.map((d: { id: number }) => d.id)).toContain(one.id);

    const pdf = await api('GET', `/api/admin/disclosures/${one.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Read in the browser's tab, named for the apartment (decision 105).
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="Fee disclosure .+\.pdf"$/);
    expect(pdf.headers['cache-control']).toBe('no-store');
    const lines = (await pdfText(pdf.rawPayload)).split('\n');
    expect(lines).toContain(P.pdfSignedBy('Lee Park'));

    // Unsigned: no copy. Unknown, malformed, or without signing in: refused.
    const other = await sentDeal();
    const [unsigned] = await disclosureRows(other.deal.id);
    expect((await api('GET', `/api/admin/disclosures/${unsigned.id}/pdf`)).statusCode).toBe(409);
    expect((await api('GET', '/api/admin/disclosures/999999/pdf')).statusCode).toBe(404);
    expect((await api('GET', '/api/admin/disclosures/abc/pdf')).statusCode).toBe(400);
    expect((await api('GET', '/api/admin/disclosures?dealId=x')).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: `/api/admin/disclosures/${one.id}/pdf` })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/admin/disclosures' })).statusCode).toBe(401);
  });

  it.each(['es', 'zh'] as const)(
    'a %s-speaking tenant and co-tenant sign in their language (the screening fee, to the brokerage, on it) and the deal reaches Lease signed',
    async (language) => {
      const L = textsFor(language, 'deals-public').DISCLOSURE_TEXT;
      const listing = await rentableListing(t);
      const applicationId = await applicationOf(t, listing.id, 'approved');
      await t.app.database.db
        .updateTable('applications')
        .set({ language, screening_fee_received: 20 })
        .where('id', '=', applicationId)
        .execute();
      const names = { es: ['José Peña', 'Sam Lee'], zh: ['王小明', 'Sam Lee'] }[language];
      const tenants = [
        { name: names[0], email: `${language}-a@example.com` },
        { name: names[1], email: `${language}-b@example.com` },
      ];
      const made = await api(
        'POST',
        '/api/admin/deals',
        // The agent's own listing: the tenants pay only the screening fee (the landlord pays the broker, FARE Act).
        dealBody(listing.id, { applicationId, tenants, feePaidBy: 'landlord' }),
      );
      expect(made.statusCode, made.body).toBe(201);
      const deal = made.json().deal as { id: number; disclosureRequired: boolean };
      expect(deal.disclosureRequired).toBe(true);
      expect((await api('POST', `/api/admin/deals/${deal.id}/disclosure`)).statusCode).toBe(200);
      for (const tenant of tenants) {
        const link = await linkTo(tenant.email);
        const shown = await page(link, language);
        expect(shown.status).toBe(200);
        expect(shown.body).toContain(html(L.screeningFee));
        expect(shown.body).toContain(html(L.payeeBrokerage('Manhattan Rentals Realty LLC', 'Dana Whitfield')));
        const digest = DIGEST.exec(shown.body)![1];
        // The wrong name is refused in the page's language.
        const wrong = await sign(link, 'Someone Else', digest, language);
        expect(wrong.status).toBe(400);
        expect(await wrong.text()).toContain(html(L.nameMismatch(tenant.name)));
        const res = await sign(link, tenant.name, digest, language);
        expect(res.status).toBe(200);
      }
      const rows = await disclosureRows(deal.id);
      expect(rows.map((r) => r.language)).toEqual([language, language]);
      expect(JSON.parse(rows[0].signed_text!).text[0]).toBe(L.intro(JSON.parse(rows[0].signed_text!).place));
      const done = await api('PATCH', `/api/admin/deals/${deal.id}`, { stage: 'lease-signed' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().deal.stage).toBe('lease-signed');
    },
    120_000,
  );
});
