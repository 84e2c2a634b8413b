import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkDate } from '../../src/shared/new-york-time.ts';
import { LEASES_TEXT as T } from '../../src/shared/texts/leases.ts';
import { consentOf } from '../../src/server/features/leases/leases.service.ts';
import type { AddressInfo } from 'node:net';
import { BODY_TIMEOUT_MS, UPLOAD_BODY_LIMIT } from '../../src/server/platform/plugins/request-limits.ts';
import { REQUEST_LIMIT_TEXT as L } from '../../src/shared/texts/common.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { rawRequest, type RawAnswer } from '../support/raw-http.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { dealBody, rentableListing } from './deals-fixtures.ts';
import { leaseSigning, signedLease } from './leases-fixtures.ts';
import { multipart } from './listings-fixtures.ts';

const ORIGIN = 'https://rentals.example';
const STAFF = 'admin@test.local';
const MB = 1024 * 1024;
/** The report's upload, of any deal (its body is read before the deal is looked up). */
const REPORT_PATH = '/api/admin/deals/1/condition-report';
const MULTIPART = { 'content-type': 'multipart/form-data; boundary=x' };

/** A phone's photo: a JPEG carrying EXIF with a GPS position (the report must drop it). */
const phonePhoto = (color: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'SecretPhone 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 0/1' },
    })
    .toBuffer();

/** The text of a PDF, by poppler's pdftotext. */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'move-doc-'));
  writeFileSync(path.join(dir, 'doc.pdf'), bytes);
  return execFileSync('pdftotext', [path.join(dir, 'doc.pdf'), '-']).toString();
}
function pdfsig(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'move-sig-'));
  writeFileSync(path.join(dir, 'signed.pdf'), bytes);
  return execFileSync('pdfsig', [path.join(dir, 'signed.pdf')]).toString();
}

/**
 * Move-in and move-out (GOL §7-108, issue 45 item 5, docs/decisions/096): the move-in condition report
 * and the itemized deposit statement, written by the product and signed as the lease is; the 14-day
 * deadline after a lease ends, listed and e-mailed to the staff once.
 */
describe.each(DATABASES)('Move-in and move-out on %s', (database) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  let auth: { authorization: string };
  let offsetMs = 0;
  let url: string;
  let trickle: Promise<RawAnswer>;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({
      database,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN, FORM_RATE_LIMIT: '100' },
      build: {
        mailWorker: { pollMs: 50, retryDelaysMs: [50] },
        digestScheduler: false,
        viewingReminders: false,
        afterLeaseMail: false,
        depositDeadlines: false,
        clock: () => new Date(Date.now() + offsetMs),
      },
    });
    auth = await t.login();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // A report's photos sent one byte a second, started first so that its 30 s run beside the other tests.
    // The cut is the HTTP layer's, the same on every database: it is tried once, on the first.
    if (database === DATABASES[0])
      trickle = rawRequest(url, { path: REPORT_PATH, bodyBytes: 1000, trickleMs: 1000, headers: { ...auth, ...MULTIPART } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const api = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.inject({ method, url, headers: { ...auth, ...headers }, ...(payload === undefined ? {} : { payload }) });
  /** The signer's latest link's whole signing: a code, then consent, code and name. */
  const { sign, linksTo } = leaseSigning(
    (options) => t.inject(options),
    () => smtp,
  );
  const send = async (id: number, landlordEmail: string) => {
    const res = await api('POST', `/api/admin/leases/${id}/send`, { landlord: { name: 'Lee Owner', email: landlordEmail } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().lease;
  };

  /** A deal whose lease was signed in the product by its tenant and the landlord: 'Lease signed'. */
  const signedDeal = async (tenant: string, landlord: string) => {
    const listing = await rentableListing(t);
    const deal = (
      await api('POST', '/api/admin/deals', dealBody(listing.id, { tenants: [{ name: 'Ana Ruiz', email: tenant }] }))
    ).json().deal as { id: number };
    await signedLease((options) => t.inject(options), smtp, auth, deal.id, { name: 'Ana Ruiz', email: tenant }, landlord);
    return deal.id;
  };
  const report = (dealId: number, rooms: unknown, photos: Array<{ field: string; data: Buffer }> = []) => {
    const body = multipart(
      { rooms: typeof rooms === 'string' ? rooms : JSON.stringify(rooms) },
      photos.map((p, i) => ({ name: p.field, filename: `IMG_${i}.jpg`, contentType: 'image/jpeg', data: p.data })),
    );
    return api('POST', `/api/admin/deals/${dealId}/condition-report`, body.payload as unknown as object, body.headers);
  };

  it('the move-in condition report: refused without a signed lease and for bad rooms or photos; the tenant then the landlord sign it; the sealed PDF holds the rooms and the photos without their metadata', async () => {
    const listing = await rentableListing(t);
    const unsigned = (await api('POST', '/api/admin/deals', dealBody(listing.id))).json().deal.id as number;
    const rooms = [
      { name: 'Living room', condition: 'good', notes: 'Scuff on the north wall by the window.' },
      { name: 'Kitchen', condition: 'fair', notes: 'Oven door hinge loose; one cracked floor tile.' },
    ];
    const early = await report(unsigned, rooms);
    expect([early.statusCode, early.json()]).toEqual([409, { success: false, message: T.noSignedLease }]);
    expect((await report(999_999, rooms)).statusCode).toBe(404);

    const dealId = await signedDeal('ana.movein@example.com', 'owner.movein@example.com');
    for (const bad of ['not json', [], [{ name: '', condition: 'good' }], [{ name: 'Bath', condition: 'spotless' }]])
      expect((await report(dealId, bad)).json()).toEqual({ success: false, message: T.roomsInvalid });
    const notPhoto = await report(dealId, rooms, [{ field: 'photos.0', data: Buffer.from('%PDF-1.7 not a photo') }]);
    expect([notPhoto.statusCode, notPhoto.json().message]).toEqual([415, T.photoNotImage]);
    const noRoom = await report(dealId, rooms, [{ field: 'photos.5', data: await phonePhoto('#aa5533') }]);
    expect([noRoom.statusCode, noRoom.json().message]).toEqual([400, T.photoRoomInvalid]);
    const unauthenticated = await t.inject({ method: 'POST', url: `/api/admin/deals/${dealId}/condition-report` });
    expect(unauthenticated.statusCode).toBe(401);

    const made = await report(dealId, rooms, [
      { field: 'photos.1', data: await phonePhoto('#3355aa') },
      { field: 'photos.0', data: await phonePhoto('#55aa33') },
    ]);
    expect(made.statusCode, made.body).toBe(201);
    const draft = made.json().lease;
    expect(draft).toMatchObject({ kind: 'move-in', status: 'draft', content: { rooms, photos: [1, 1] } });
    // One open report a deal.
    expect((await report(dealId, rooms)).statusCode).toBe(409);

    // The tenant first (no riders checklist for a report); the landlord once she signed.
    const sent = await send(draft.id, 'owner.movein@example.com');
    expect(sent.signers.map((s: { role: string; status: string }) => `${s.role}:${s.status}`)).toEqual([
      'tenant:sent',
      'landlord:waiting',
    ]);
    await expect
      .poll(
        () =>
          smtp
            .to('ana.movein@example.com')
            .filter((m) => m.parsed.subject?.startsWith('Please sign the move-in condition report')).length,
      )
      .toBe(1);
    const tenantToken = await sign('ana.movein@example.com', 'Ana Ruiz', 2);
    const page = await t.inject({ method: 'GET', url: `/api/leases/${tenantToken}` });
    expect(page.json().lease).toMatchObject({
      kind: 'move-in',
      state: 'signed',
      consentSha256: consentOf('en', 'move-in').sha256,
    });
    expect(consentOf('en', 'move-in').sha256).not.toBe(consentOf('en').sha256);
    await sign('owner.movein@example.com', 'Lee Owner', 2);

    const lease = (await api('GET', `/api/admin/leases/${draft.id}`)).json().lease;
    expect(lease).toMatchObject({ kind: 'move-in', status: 'signed', chainIntact: true });
    expect(lease.events.at(-1)).toMatchObject({ kind: 'completed', detail: { deal: null } });
    const pdf = await api('GET', `/api/admin/leases/${draft.id}/signed.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('Signed move-in condition report');
    expect(pdfsig(pdf.rawPayload)).toContain('Signature is Valid');
    const text = pdfText(pdf.rawPayload);
    for (const words of [
      'Move-in condition report',
      '1. Living room: Good',
      'Oven door hinge loose',
      '§7-108(1-a)(c)',
      'Kitchen: photo 1 of 1',
    ])
      expect(text).toContain(words);
    // The photos are in, their EXIF (the phone, the GPS position) is not.
    expect(pdf.rawPayload.includes(Buffer.from('SecretPhone'))).toBe(false);
    expect(pdf.rawPayload.includes(Buffer.from('/DCTDecode'))).toBe(true);
    // The deal stays where the lease put it; both signers get the sealed report.
    expect((await api('GET', `/api/admin/deals/${dealId}`)).json().deal.stage).toBe('lease-signed');
    await expect
      .poll(
        () =>
          smtp.to('ana.movein@example.com').filter((m) => m.parsed.subject?.startsWith('Your signed move-in condition report'))
            .length,
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
  }, 120_000);

  it('the deposit statement: the deductions checked against the deposit; the landlord alone signs and the tenant is sent the sealed statement; the deadline is listed and the staff told once', async () => {
    const dealId = await signedDeal('ana.moveout@example.com', 'owner.moveout@example.com');
    const today = newYorkDate(new Date());
    const statement = (body: object) => api('POST', `/api/admin/deals/${dealId}/deposit-statement`, body);
    const damage = { kind: 'damage', reason: 'Cracked bathroom sink replaced (invoice 5521).', amount: 420.5 };
    for (const bad of [
      {},
      { movedOutOn: 'yesterday', deductions: [] },
      { movedOutOn: today, deductions: [{ ...damage, kind: 'cleaning' }] },
      { movedOutOn: today, deductions: [{ ...damage, reason: ' ' }] },
      { movedOutOn: today, deductions: [{ ...damage, amount: -5 }] },
      { movedOutOn: '2099-01-01', deductions: [] },
    ])
      expect((await statement(bad)).json(), JSON.stringify(bad)).toEqual({ success: false, message: T.statementInvalid });
    expect((await statement({ movedOutOn: '2026-01-15', deductions: [] })).json().message).toBe(T.moveOutBeforeStart);
    // The deal's deposit is $3,650: more than that cannot be kept.
    const over = await statement({ movedOutOn: today, deductions: [{ ...damage, amount: 3650.01 }] });
    expect([over.statusCode, over.json().message]).toEqual([400, T.deductionsOverDeposit]);

    const made = await statement({
      movedOutOn: today,
      deductions: [damage, { kind: 'unpaid-rent', reason: 'Rent of the last 5 days unpaid.', amount: 600 }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const draft = made.json().lease;
    expect(draft).toMatchObject({
      kind: 'deposit-statement',
      status: 'draft',
      content: { depositCents: 365_000, retainedCents: 102_050, balanceCents: 262_950, movedOutOn: today },
    });
    // The landlord alone signs, at once; the tenant gets no link.
    const sent = await send(draft.id, 'owner.moveout@example.com');
    expect(sent.signers.map((s: { role: string; status: string }) => `${s.role}:${s.status}`)).toEqual(['landlord:sent']);
    await sign('owner.moveout@example.com', 'Lee Owner', 2);
    expect(linksTo('ana.moveout@example.com')).toHaveLength(1); // the lease's only
    const lease = (await api('GET', `/api/admin/leases/${draft.id}`)).json().lease;
    expect(lease).toMatchObject({ status: 'signed', chainIntact: true });
    const pdf = await api('GET', `/api/admin/leases/${draft.id}/signed.pdf`);
    expect(pdfsig(pdf.rawPayload)).toContain('Signature is Valid');
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    for (const words of [
      'Security deposit held: $3,650',
      '1. Damage beyond normal wear and tear: $420.50',
      'Cracked bathroom sink replaced (invoice 5521).',
      'Total kept: $1,020.50',
      'Balance returned to the tenant: $2,629.50',
      '§7-108(1-a)(e)',
    ])
      expect(text).toContain(words);
    // The tenant is sent the sealed statement.
    const copies = await smtp.waitForTo('ana.moveout@example.com', 4);
    const copy = copies.find((m) => m.parsed.subject?.startsWith('Itemized security deposit statement'));
    expect(copy?.parsed.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);

    // The deadline: another signed deal whose lease ended (2027-02-28) with no statement yet; we are
    // on 2027-03-03 in New York.
    const other = await signedDeal('ben.deadline@example.com', 'owner.deadline@example.com');
    offsetMs = Date.parse('2027-03-03T17:00:00Z') - Date.now();
    const deadlines = (await api('GET', '/api/admin/deposit-deadlines')).json().deadlines;
    expect(deadlines.find((d: { dealId: number }) => d.dealId === other)).toMatchObject({
      leaseEnd: '2027-02-28',
      deadline: '2027-03-14',
      daysLeft: 11,
      statement: 'none',
    });
    expect(deadlines.find((d: { dealId: number }) => d.dealId === dealId)).toMatchObject({ statement: 'signed' });
    const before = smtp.to(STAFF).filter((m) => m.parsed.subject?.startsWith('Deposit statement due')).length;
    const moves = t.app.services.leases.moves;
    const reminded = await moves.remindDue();
    expect(reminded).toBeGreaterThanOrEqual(1);
    expect(await moves.remindDue()).toBe(0);
    await expect
      .poll(() => smtp.to(STAFF).filter((m) => m.parsed.subject?.startsWith('Deposit statement due')).length, { timeout: 10_000 })
      .toBe(before + reminded);
    const mail = smtp.to(STAFF).find((m) => m.parsed.text?.includes(`${ORIGIN}/admin/deals?deal=${other}`));
    expect(mail?.parsed.subject).toBe(T.deadlineSubject('145 East 29th Street, New York, NY 10016, Apt 4B', '2027-03-14'));
    expect(mail?.parsed.text).toContain('§7-108(1-a)(e)');
    // The deal with its statement is not reminded.
    expect(
      smtp
        .to(STAFF)
        .some(
          (m) =>
            m.parsed.text?.includes(`/admin/deals?deal=${dealId}\n`) || m.parsed.text?.endsWith(`/admin/deals?deal=${dealId}`),
        ),
    ).toBe(false);
    offsetMs = 0;
  }, 150_000);

  it("refuses a report's upload far over the limit, declared or chunked, reading little of it, and a stranger's before that", async () => {
    for (const chunked of [false, true]) {
      const stranger = await rawRequest(url, { path: REPORT_PATH, chunked, bodyBytes: 200 * MB, headers: MULTIPART });
      expect(stranger.status).toBe(401);
      expect(stranger.sentBeforeAnswer).toBeLessThan(UPLOAD_BODY_LIMIT);
      const staff = await rawRequest(url, {
        path: REPORT_PATH,
        chunked,
        bodyBytes: 200 * MB,
        headers: { ...auth, ...MULTIPART },
      });
      expect(staff.status, `chunked: ${chunked}`).toBe(413);
      expect(JSON.parse(staff.body)).toEqual({ success: false, message: L.bodyTooLarge });
      expect(staff.closed).toBe(true);
      // Declared, refused before it is read; chunked, cut once past the cap (not read to its 200 MB).
      expect(staff.sentBeforeAnswer).toBeLessThan(chunked ? UPLOAD_BODY_LIMIT + 16 * MB : 16 * MB);
    }
  }, 60_000);

  it.skipIf(database !== DATABASES[0])(
    `cuts a report's upload sent at one byte a second once it has taken ${BODY_TIMEOUT_MS / 1000} s, not at an upload's 5 minutes`,
    { timeout: 120_000 },
    async () => {
      const result = await trickle;
      expect(result.closed).toBe(true);
      expect([0, 408]).toContain(result.status);
      // The pace rule's 30 s, with room for a busy machine's late timers: far from the 5 minutes an upload may take.
      expect(result.ms).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 1_000);
      expect(result.ms).toBeLessThan(2 * BODY_TIMEOUT_MS);
    },
  );
});
