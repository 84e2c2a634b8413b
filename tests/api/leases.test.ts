import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_SIGNING_TEXT as P } from '../../src/shared/texts/deals-public.ts';
import { LEASES_TEXT as T } from '../../src/shared/texts/leases.ts';
import { consentOf } from '../../src/server/features/leases/leases.service.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { applicationOf, dealBody, rentableListing } from './deals-fixtures.ts';
import { FULL_CHECKLIST, leasePdf, leaseSigning, leaseUpload, sentLease as sendLease } from './leases-fixtures.ts';
import { jpeg } from './listings-fixtures.ts';

const ORIGIN = 'https://rentals.example';
const FEED_TOKEN = 'lease-feed-token-0123456789';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Leases signed in the product (issue 45, docs/decisions/084), through the API and a loopback SMTP
 * server: the upload (checked, encrypted at rest), the order of the links (the landlord's only once the
 * tenants and guarantor signed), the one-time code (wrong, expired, too many tries), the consent, a
 * second signature, void and decline; the evidence chain catching a changed event; the sealed PDF that
 * pdfsig validates and one changed byte breaks; the deal reaching 'Lease signed' and the listing leaving
 * the feeds on the last signature.
 */
describe.each(DATABASES)('Leases on %s', (database) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  let auth: { authorization: string };
  let offsetMs = 0;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({
      database,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN, FEED_TOKEN, TRUST_PROXY: 'true', FORM_RATE_LIMIT: '40' },
      build: {
        mailWorker: { pollMs: 50, retryDelaysMs: [50] },
        digestScheduler: false,
        viewingReminders: false,
        afterLeaseMail: false,
        clock: () => new Date(Date.now() + offsetMs),
      },
    });
    auth = await t.login();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const api = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.inject({
      method: method as 'GET',
      url,
      headers: { ...auth, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const signer = (method: string, url: string, payload?: unknown, ip = '198.51.100.7') =>
    t.inject({
      method: method as 'GET',
      url,
      headers: { 'x-forwarded-for': ip, 'user-agent': PHONE },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const upload = (dealId: number, body: ReturnType<typeof leaseUpload>) =>
    t.inject({
      method: 'POST',
      url: `/api/admin/deals/${dealId}/lease`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  const { linksTo, linkTo, codeFor, codesTo, ...signing } = leaseSigning(
    (options) => t.inject(options),
    () => smtp,
  );
  /** The whole signing of one link from a phone at `ip`: a code, then consent, code and name. */
  const signWith = (token: string, email: string, name: string, ip = '198.51.100.7') =>
    signing.signWith(token, email, name, { 'x-forwarded-for': ip, 'user-agent': PHONE });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  /** A Pending deal; from an approved application (two tenants and a guarantor) unless by hand. */
  const pendingDeal = async (fromApplication = true) => {
    const listing = await rentableListing(t);
    const applicationId = fromApplication ? await applicationOf(t, listing.id, 'approved') : undefined;
    const res = await api(
      'POST',
      '/api/admin/deals',
      fromApplication
        ? { ...dealBody(listing.id), tenants: undefined, applicationId }
        : dealBody(listing.id, { tenants: [{ name: 'Ana Ruiz', email: `ana-${listing.id}@example.com` }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return { deal: res.json().deal as { id: number }, listing };
  };
  const sentLease = (dealId: number, landlordEmail: string) =>
    sendLease((options) => t.inject(options), auth, dealId, landlordEmail);

  it('checks the upload (a PDF that pdf-lib can read), keeps it encrypted at rest, and sends only with every rider ticked', async () => {
    const { deal } = await pendingDeal(false);
    // A stranger, no file, an image, a broken PDF: refused, nothing stored.
    const lease = await leasePdf('SECRET-CLAUSE-7731', 3);
    const stranger = await t.inject({ method: 'POST', url: `/api/admin/deals/${deal.id}/lease`, ...leaseUpload(lease) });
    expect(stranger.statusCode).toBe(401);
    expect((await upload(deal.id, leaseUpload(null))).json()).toEqual({ success: false, message: T.fileRequired });
    const image = await upload(deal.id, leaseUpload(await jpeg(200, 200)));
    expect([image.statusCode, image.json().message]).toEqual([415, T.notPdf]);
    const broken = await upload(deal.id, leaseUpload(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 0x41)])));
    expect([broken.statusCode, broken.json().message]).toEqual([400, T.brokenPdf('lease.pdf')]);
    expect((await upload(999_999, leaseUpload(lease))).statusCode).toBe(404);

    const res = await upload(deal.id, leaseUpload(lease, [await leasePdf('RIDER', 1)], { 'lead-paint': 'attached' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, lease: { id: expect.any(Number), status: 'draft', pages: 4 } });
    const id = res.json().lease.id as number;
    // Encrypted at rest: the lease's words are in no file of the data folder.
    const marker = Buffer.from('SECRET-CLAUSE-7731');
    expect(filesUnder(t.dataDir).filter((f) => readFileSync(f).includes(marker))).toEqual([]);
    // One active lease per deal.
    expect((await upload(deal.id, leaseUpload(lease))).statusCode).toBe(409);

    // Sending needs every rider ticked and the landlord.
    const unticked = await api('POST', `/api/admin/leases/${id}/send`, {
      landlord: { name: 'Lee Owner', email: 'owner@example.com' },
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().message).toContain(T.riders['window-guards']);
    expect(unticked.json().message).not.toContain(T.riders['lead-paint']);
    expect((await api('POST', `/api/admin/leases/${id}/send`, { landlord: { name: '', email: 'x' } })).statusCode).toBe(400);
    expect((await api('POST', `/api/admin/leases/${id}/send`, {})).statusCode).toBe(400);
    const sent = await api('POST', `/api/admin/leases/${id}/send`, {
      landlord: { name: 'Lee Owner', email: 'owner@example.com' },
      checklist: FULL_CHECKLIST,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().lease).toMatchObject({
      status: 'out-for-signature',
      riders: { checklist: FULL_CHECKLIST, files: ['rider-1.pdf'] },
    });
    expect(
      (await api('POST', `/api/admin/leases/${id}/send`, { landlord: { name: 'Lee', email: 'owner@example.com' } })).statusCode,
    ).toBe(409);
    expect((await api('GET', '/api/admin/leases/abc')).statusCode).toBe(400);
    expect((await api('GET', '/api/admin/leases/999999')).statusCode).toBe(404);
  }, 60_000);

  it('tenants and guarantor sign first in any order, the landlord after; the code, the consent and a second signature are checked; the last signature seals the PDF, moves the deal and takes the listing off the feeds', async () => {
    const { deal, listing } = await pendingDeal(true);
    const feed = async () => (await t.inject({ method: 'GET', url: `/feeds/streeteasy.xml?token=${FEED_TOKEN}` })).body;
    expect(await feed()).toContain(`/property/${listing.id}`);
    const id = await sentLease(deal.id, 'landlord-a@example.com');

    // The tenants and the guarantor get a link; the landlord does not yet.
    const [rita, sam, pat] = await Promise.all(['rita@example.com', 'sam@example.com', 'pat@example.com'].map(linkTo));
    let lease = (await api('GET', `/api/admin/leases/${id}`)).json().lease;
    expect(lease.signers.map((s: { role: string; status: string }) => `${s.role}:${s.status}`)).toEqual([
      'tenant:sent',
      'tenant:sent',
      'guarantor:sent',
      'landlord:waiting',
    ]);

    // The page's data: the consent, the pages; the first look is recorded.
    const look = await signer('GET', `/api/leases/${sam}`);
    expect(look.statusCode).toBe(200);
    expect(look.headers['cache-control']).toBe('no-store');
    expect(look.json().lease).toMatchObject({ state: 'open', pages: 2, consentSha256: consentOf('en').sha256 });
    const png = await signer('GET', `/api/leases/${sam}/pages/1`);
    expect([png.statusCode, png.headers['content-type']]).toEqual([200, 'image/png']);
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await signer('GET', `/api/leases/${sam}/pages/3`)).statusCode).toBe(404);
    const document = await signer('GET', `/api/leases/${sam}/document.pdf`);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toMatch(/^inline; filename="Lease .+\.pdf"$/);

    // The code: none asked yet, no consent, a wrong one (tries counted), then one too many.
    expect(
      (await signer('POST', `/api/leases/${sam}/sign`, { consent: true, code: '123456', name: 'Sam Lee' })).json().message,
    ).toBe(P.codeExpired);
    let before = codesTo('sam@example.com');
    expect((await signer('POST', `/api/leases/${sam}/code`)).statusCode).toBe(200);
    const code = await codeFor('sam@example.com', before);
    const noConsent = await signer('POST', `/api/leases/${sam}/sign`, { code, name: 'Sam Lee' });
    expect([noConsent.statusCode, noConsent.json().message]).toEqual([400, P.consentRequired]);
    expect((await signer('POST', `/api/leases/${sam}/sign`, { consent: 'yes', code, name: 'Sam Lee' })).json().message).toBe(
      P.consentRequired,
    );
    for (let left = 4; left >= 1; left--) {
      const wrong = await signer('POST', `/api/leases/${sam}/sign`, { consent: true, code: wrongCode(code), name: 'Sam Lee' });
      expect([wrong.statusCode, wrong.json().message]).toEqual([400, P.codeWrong(left)]);
    }
    const fifth = await signer('POST', `/api/leases/${sam}/sign`, { consent: true, code: wrongCode(code), name: 'Sam Lee' });
    expect([fifth.statusCode, fifth.json().message]).toEqual([429, P.codeTooManyTries]);
    // Even the right code no longer works after five wrong ones.
    expect((await signer('POST', `/api/leases/${sam}/sign`, { consent: true, code, name: 'Sam Lee' })).statusCode).toBe(429);

    // An expired code: 15 minutes later.
    before = codesTo('sam@example.com');
    await signer('POST', `/api/leases/${sam}/code`);
    const late = await codeFor('sam@example.com', before);
    offsetMs = 15 * 60_000 + 1000;
    const expired = await signer('POST', `/api/leases/${sam}/sign`, { consent: true, code: late, name: 'Sam Lee' });
    offsetMs = 0;
    expect([expired.statusCode, expired.json().message]).toEqual([400, P.codeExpired]);

    // Sam, the guarantor, then Rita: the landlord's link only after the last of them.
    expect((await signWith(sam, 'sam@example.com', 'Sam Lee')).statusCode).toBe(200);
    expect((await signWith(pat, 'pat@example.com', 'Pat Moreno')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(linksTo('landlord-a@example.com')).toEqual([]);
    const ritaSigned = await signWith(rita, 'rita@example.com', 'Rita Moreno', '203.0.113.5');
    expect(ritaSigned.statusCode, ritaSigned.body).toBe(200);
    expect(ritaSigned.json().lease.state).toBe('signed');
    // A second signature is refused.
    const again = await signer('POST', `/api/leases/${rita}/sign`, { consent: true, code: '000000', name: 'Rita Moreno' });
    expect([again.statusCode, again.json().message]).toEqual([409, P.alreadySigned]);
    expect((await signer('POST', `/api/leases/${rita}/code`)).statusCode).toBe(409);

    const landlord = await linkTo('landlord-a@example.com');
    lease = (await api('GET', `/api/admin/leases/${id}`)).json().lease;
    expect(lease.status).toBe('out-for-signature');
    expect((await api('GET', `/api/admin/leases/${id}/signed.pdf`)).statusCode).toBe(409);
    expect((await signWith(landlord, 'landlord-a@example.com', 'Lee Owner')).statusCode).toBe(200);

    // Complete: the deal is Lease signed and the listing off the site and the feeds.
    lease = (await api('GET', `/api/admin/leases/${id}`)).json().lease;
    expect(lease.status).toBe('signed');
    expect(lease.chainIntact).toBe(true);
    expect(lease.signers.every((s: { status: string }) => s.status === 'signed')).toBe(true);
    expect(lease.signers[0]).toMatchObject({ signedName: 'Rita Moreno', ip: '203.0.113.5', userAgent: PHONE });
    const kinds = lease.events.map((e: { kind: string }) => e.kind);
    for (const kind of ['uploaded', 'sent', 'opened', 'code-sent', 'consent-given', 'signed', 'completed'])
      expect(kinds).toContain(kind);
    expect(kinds.at(-1)).toBe('completed');
    expect(lease.events.at(-1).detail.deal).toBe('lease-signed');
    expect((await api('GET', `/api/admin/deals/${deal.id}`)).json().deal.stage).toBe('lease-signed');
    expect(await feed()).not.toContain(`/property/${listing.id}`);
    const publicIds = (await t.inject({ method: 'GET', url: '/api/listings?limit=100' }))
      .json()
      .listings.map((l: { id: number }) => l.id);
    expect(publicIds).not.toContain(listing.id);

    // The signed PDF: the document's pages and a certificate per signer, sealed; pdfsig validates it.
    const pdf = await api('GET', `/api/admin/leases/${id}/signed.pdf`);
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="Signed lease .+\.pdf"$/);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(2 + 4);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lease-sig-'));
    writeFileSync(path.join(dir, 'signed.pdf'), pdf.rawPayload);
    expect(execFileSync('pdfsig', [path.join(dir, 'signed.pdf')]).toString()).toContain('Signature is Valid');
    const text = execFileSync('pdftotext', [path.join(dir, 'signed.pdf'), '-']).toString();
    expect(text).toContain('Certificate of completion');
    expect(text).toContain('IP address: 203.0.113.5');
    expect(text).toContain(consentOf('en').sha256);
    // One changed byte (in the document's text, outside the signature) and it is no longer valid.
    const changed = Buffer.from(pdf.rawPayload);
    const at = changed.indexOf('/Producer');
    changed[at + 2] ^= 0x20;
    writeFileSync(path.join(dir, 'changed.pdf'), changed);
    const check = spawnSync('pdfsig', [path.join(dir, 'changed.pdf')]).stdout.toString();
    expect(check).not.toContain('Signature is Valid');
    expect(check).toMatch(/Digest Mismatch|Invalid/);

    // Every signer and the staff get the signed PDF.
    for (const email of ['rita@example.com', 'sam@example.com', 'pat@example.com', 'landlord-a@example.com'])
      await expect
        .poll(() => smtp.to(email).filter((m) => m.parsed.attachments.some((a) => a.contentType === 'application/pdf')).length, {
          timeout: 10_000,
        })
        .toBe(1);
  }, 120_000);

  it('the evidence is append-only, and a changed event breaks the chain', async () => {
    const { deal } = await pendingDeal(false);
    const id = await sentLease(deal.id, 'landlord-b@example.com');
    const db = t.app.database.db;
    expect((await api('GET', `/api/admin/leases/${id}`)).json().lease.chainIntact).toBe(true);
    // The database refuses to change or remove an entry.
    await expect(sql`UPDATE lease_events SET detail = '{}' WHERE lease_id = ${id}`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM lease_events WHERE lease_id = ${id}`.execute(db)).rejects.toThrow(/append-only/);
    // Someone with the database's owner rights removes the guard and edits an entry: the chain shows it.
    if (database === 'postgres') await sql`ALTER TABLE lease_events DISABLE TRIGGER lease_events_append_only`.execute(db);
    else await sql`DROP TRIGGER lease_events_no_update`.execute(db);
    await sql`UPDATE lease_events SET at = '2020-01-01T00:00:00.000Z' WHERE lease_id = ${id} AND seq = 1`.execute(db);
    if (database === 'postgres') await sql`ALTER TABLE lease_events ENABLE TRIGGER lease_events_append_only`.execute(db);
    else
      await sql`CREATE TRIGGER lease_events_no_update BEFORE UPDATE ON lease_events BEGIN SELECT RAISE(ABORT, 'lease_events is append-only'); END`.execute(
        db,
      );
    expect((await api('GET', `/api/admin/leases/${id}`)).json().lease.chainIntact).toBe(false);
  }, 60_000);

  it('voiding revokes the links; a decline stops the lease and tells the staff', async () => {
    const first = await pendingDeal(false);
    const email = `ana-${first.listing.id}@example.com`;
    const id = await sentLease(first.deal.id, 'landlord-c@example.com');
    const token = await linkTo(email);
    const voided = await api('POST', `/api/admin/leases/${id}/void`, { reason: 'Wrong rent on page 1' });
    expect([voided.statusCode, voided.json().lease.status]).toEqual([200, 'voided']);
    expect((await signer('GET', `/api/leases/${token}`)).json().lease.state).toBe('voided');
    const code = await signer('POST', `/api/leases/${token}/code`);
    expect([code.statusCode, code.json().message]).toEqual([410, P.voided]);
    expect(
      (await signer('POST', `/api/leases/${token}/sign`, { consent: true, code: '123456', name: 'Ana Ruiz' })).statusCode,
    ).toBe(410);
    expect((await signer('GET', `/api/leases/${token}/pages/1`)).statusCode).toBe(404);
    expect((await api('POST', `/api/admin/leases/${id}/void`, {})).statusCode).toBe(409);
    // A new lease can be uploaded once the old one is void.
    const second = await sentLease(first.deal.id, 'landlord-c@example.com');
    const token2 = (await (async () => {
      await expect.poll(() => linksTo(email).length).toBe(2);
      return linksTo(email).at(-1)!;
    })())!;
    expect((await signer('POST', `/api/leases/${token2}/decline`, { reason: '' })).json().message).toBe(P.reasonRequired);
    const declined = await signer('POST', `/api/leases/${token2}/decline`, { reason: 'The pet clause is not what we agreed.' });
    expect([declined.statusCode, declined.json().lease.state]).toEqual([200, 'declined']);
    const lease = (await api('GET', `/api/admin/leases/${second}`)).json().lease;
    expect(lease).toMatchObject({ status: 'declined', endReason: 'The pet clause is not what we agreed.' });
    expect(lease.events.at(-1)).toMatchObject({ kind: 'declined', detail: { reason: 'The pet clause is not what we agreed.' } });
    await expect
      .poll(
        () => smtp.to('admin@test.local').filter((m) => m.parsed.subject === T.declinedSubject('Ana Ruiz', lease.place)).length,
        { timeout: 10_000 },
      )
      .toBe(1);
    expect((await signer('POST', `/api/leases/${token2}/code`)).statusCode).toBe(409);
  }, 60_000);

  it('a stranger: guessed links are 404, bodies are capped, and codes are rate-limited', async () => {
    for (const url of ['/api/leases/AAAAAAAAAAAAAAAAAAAAAA', '/api/leases/short', '/api/leases/AAAAAAAAAAAAAAAAAAAAAA/pages/1'])
      expect((await signer('GET', url)).statusCode).toBe(404);
    // A token longer than any route parameter: refused in the one shape, never a 500.
    const long = await signer('GET', `/api/leases/${'x'.repeat(300)}`);
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expect(long.json().success).toBe(false);
    const guessed = await signer('POST', '/api/leases/AAAAAAAAAAAAAAAAAAAAAA/sign', { consent: true, code: '123456', name: 'X' });
    expect([guessed.statusCode, guessed.json().message]).toEqual([404, P.invalid]);
    const big = await signer('POST', '/api/leases/AAAAAAAAAAAAAAAAAAAAAA/sign', {
      consent: true,
      code: '123456',
      name: 'x'.repeat(20_000),
    });
    expect(big.statusCode).toBe(413);
    // Per signer: five codes an hour.
    const { deal, listing } = await pendingDeal(false);
    await sentLease(deal.id, 'landlord-d@example.com');
    const token = await linkTo(`ana-${listing.id}@example.com`);
    for (let i = 0; i < 5; i++)
      expect((await signer('POST', `/api/leases/${token}/code`, undefined, '192.0.2.50')).statusCode).toBe(200);
    const sixth = await signer('POST', `/api/leases/${token}/code`, undefined, '192.0.2.50');
    expect([sixth.statusCode, sixth.json().message]).toEqual([429, P.tooManyCodes]);
    // Per address: the public forms' limit (FORM_RATE_LIMIT) covers guessing across links.
    let limited = 0;
    for (let i = 0; i < 45; i++)
      if ((await signer('POST', '/api/leases/AAAAAAAAAAAAAAAAAAAAAA/code', undefined, '192.0.2.99')).statusCode === 429)
        limited++;
    expect(limited).toBeGreaterThan(0);
  }, 60_000);
});
