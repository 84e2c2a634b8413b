import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_TEXT as P } from '../../src/shared/texts/application-package.ts';
import { APPLICATIONS_TEXT as T } from '../../src/shared/texts/applications.ts';
import { packagePdf, type PackageDocument } from '../../src/server/features/applications/package-pdf.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { pdfPageTexts } from '../support/pdf-text.ts';
import { pdf, uploadDocument, type UploadFile } from './application-fixtures.ts';
import { listingFields } from './viewings-fixtures.ts';
import { placeIn } from '../../src/shared/words/in-language.ts';

const ORIGIN = 'https://rentals.example';
const FAST = { pollMs: 50, retryDelaysMs: [50] };
const LINK = new RegExp(`${ORIGIN}/apply/([A-Za-z0-9_-]{22})`);
const PACKAGE_LINK = new RegExp(`${ORIGIN}/api/application-packages/([A-Za-z0-9_-]{22})`);
const DAY = 24 * 60 * 60 * 1000;
const HEIC = readFileSync(path.join(import.meta.dirname, '../fixtures/applications/gradient.heic'));
const PART = {
  feesAcknowledged: true,
  phone: '917 555 0100',
  currentAddress: '1 Main St, Bronx, NY',
  moveInDate: '2027-01-01',
  employer: 'Acme Bakery',
  jobTitle: 'Baker',
  annualIncome: 90000,
  otherIncome: [{ source: 'CityFHEPS', amount: 30000 }],
};

/** A real PDF of `pages` pages, each saying `marker` and its number. */
async function realPdf(marker: string, pages: number): Promise<UploadFile> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) doc.addPage([612, 792]).drawText(`${marker} ${n}`, { x: 72, y: 700, size: 18, font });
  return { name: `${marker}.pdf`, type: 'application/pdf', data: Buffer.from(await doc.save()) };
}

const photo = async (width: number, height: number, format: 'jpeg' | 'png'): Promise<UploadFile> => {
  const image = sharp({ create: { width, height, channels: 3, background: '#4477aa' } });
  return { name: `photo.${format}`, type: `image/${format}`, data: await image.toFormat(format).toBuffer() };
};

/** The text a page draws (pdf-lib writes Helvetica strings as hex), from its content streams. */
function pageText(doc: PDFDocument, index: number): string {
  const page = doc.getPage(index).node;
  const contents = page.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => {
      const stream = doc.context.lookup(ref as PDFRef) as PDFRawStream;
      const code = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      // pdf-lib writes hex strings; the image pages' captions are literal strings.
      return [...code.matchAll(/<([0-9A-Fa-f]*)> Tj|\(((?:\\.|[^\\)])*)\) Tj/g)]
        .map((m) => (m[1] !== undefined ? Buffer.from(m[1], 'hex').toString('latin1') : m[2].replace(/\\(.)/g, '$1')))
        .join('\n');
    })
    .join('\n');
}

/** The image a page shows: its XObject's filter and bytes. */
function pageImage(doc: PDFDocument, index: number) {
  const resources = doc.getPage(index).node.Resources()!;
  const xobjects = resources.lookup(PDFName.of('XObject'), PDFDict);
  const image = doc.context.lookup(xobjects.get(PDFName.of('Im0')) as PDFRef) as PDFRawStream;
  return { filter: String(image.dict.get(PDFName.of('Filter'))), bytes: Buffer.from(image.contents) };
}

describe.each(DATABASES)("rental applications: the landlord's package on %s", (database) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  let auth: { authorization: string };
  let listingId: number;
  // 10:00 AM in New York the Friday before daylight saving time ends: the link expires at 9:00 AM EST a week later.
  let now = new Date('2026-10-30T14:00:00Z');

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({
      database,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN },
      build: {
        clock: () => now,
        mailWorker: FAST,
        viewingReminders: false,
        digestScheduler: false,
        followUpDigest: false,
        applicationRetention: false,
      },
    });
    auth = await t.login();
    listingId = (await t.app.services.listings.create(listingFields({ neighborhood: '4B', price: 3000 }))).id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** An application with a JPEG photo ID, a two-page and a one-page PDF, and a PNG; its id, token and documents. */
  const application = async (email: string, files?: Array<[string, UploadFile]>, name = 'Riley Renter') => {
    const before = smtp.to(email).length;
    const start = await t.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { agencyAcknowledged: true, listingId, name, email },
    });
    expect(start.statusCode).toBe(201);
    const token = LINK.exec((await smtp.waitForTo(email, before + 1))[before].parsed.text ?? '')![1];
    expect((await t.inject({ method: 'PUT', url: `/api/applications/${token}`, payload: PART })).statusCode).toBe(200);
    const uploads = files ?? [
      ['bank_statement', await realPdf('Statement October', 2)],
      ['photo_id', await photo(1600, 1000, 'jpeg')],
      ['bank_statement', await photo(500, 700, 'png')],
      ['employment_letter', await realPdf('Employment letter', 1)],
    ];
    const docs: Array<{ id: number; kind: string }> = [];
    for (const [kind, file] of uploads) {
      const res = await uploadDocument(t, token, kind, file);
      expect(res.statusCode, res.body).toBe(201);
      docs.push({ id: res.json().document.id, kind });
    }
    const row = await t.app.database.db
      .selectFrom('application_people')
      .select('application_id')
      .where('email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { id: Number(row.application_id), token, docs };
  };
  const send = (id: number, payload?: Record<string, unknown>, headers: Record<string, string> = auth) =>
    t.inject({ method: 'POST', url: `/api/admin/applications/${id}/package`, headers, ...(payload ? { payload } : {}) });
  const open = (url: string, remoteAddress = '203.0.113.9') =>
    t.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress });
  const refusedAlike = async (url: string) => {
    const res = await open(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: P.notFound });
    expect(res.headers['cache-control']).toBe('no-store');
  };

  it('sends the landlord one e-mail with the link; the link streams the PDF: the cover, then every page in order, images as they are', async () => {
    const { id, docs } = await application('pkg@example.com');
    const res = await send(id, { email: 'Landlord@Example.com' });
    expect(res.statusCode, res.body).toBe(201);
    const { url, expiresAt, message } = res.json();
    expect(url).toMatch(PACKAGE_LINK);
    expect(expiresAt).toBe(new Date(now.getTime() + 7 * DAY).toISOString());
    expect(message).toBe(P.createdAndSent('landlord@example.com'));
    const detail = (await t.inject({ method: 'GET', url: `/api/admin/applications/${id}`, headers: auth })).json().application;
    expect(detail.status).toBe('sent_to_landlord');

    const [mail] = await smtp.waitForTo('landlord@example.com', 1);
    expect(mail.parsed.subject).toBe(P.mailSubject(placeIn('en', '145 East 29th Street, New York, NY 10016', '4B')));
    expect(mail.parsed.text).toContain(url);
    expect(mail.parsed.text).toContain('until Friday, November 6, 2026 at 9:00 AM (New York time)');
    expect(mail.parsed.attachments).toEqual([]);
    // The link is the only one in the e-mail.
    expect(mail.parsed.text!.match(/https?:\/\//g)).toHaveLength(1);

    const pdfRes = await open(url);
    expect(pdfRes.statusCode, pdfRes.body.slice(0, 200)).toBe(200);
    expect(pdfRes.headers['content-type']).toBe('application/pdf');
    // Named for what it is, the dash kept for browsers that read RFC 6266's UTF-8 name (decision 105).
    expect(pdfRes.headers['content-disposition']).toBe(
      `inline; filename="Application package - 145 East 29th Street, Apt 4B.pdf"; filename*=UTF-8''${encodeURIComponent(
        'Application package — 145 East 29th Street, Apt 4B.pdf',
      )}`,
    );
    expect(pdfRes.headers['cache-control']).toBe('no-store');
    expect(pdfRes.headers['x-robots-tag']).toBe('noindex');
    const bytes = pdfRes.rawPayload;
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    const doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true });
    // Cover, then by kind: photo ID (JPEG), employment letter (1 page), the statements in upload order (2 pages, PNG).
    expect(doc.getPageCount()).toBe(1 + 1 + 1 + 2 + 1);

    const cover = pageText(doc, 0);
    for (const line of [
      P.coverTitle,
      placeIn('en', '145 East 29th Street, New York, NY 10016', '4B'),
      P.coverRent('$3,000'),
      'Applicant: Riley Renter',
      'pkg@example.com',
      'Baker, Acme Bakery',
      `${T.fields.currentAddress}: 1 Main St, Bronx, NY`,
      `${T.fields.moveInDate}: January 1, 2027`,
      P.coverAnnualIncome('$90,000'),
      P.coverOtherIncome('CityFHEPS', '$30,000'),
      // CityFHEPS pays $2,500 of the $3,000 rent: the multiple is of the tenant's $500 share, without the
      // voucher (NYC Admin Code §8-107(5)(a), lawful source of income).
      P.coverTenantsOwnIncome('$90,000', '180', '$500'),
      P.coverVoucherShare('$2,500', '$500'),
      P.coverDocument(1, 'Photo ID.jpg', 'Riley Renter'),
      P.coverDocument(2, 'Employment letter.pdf', 'Riley Renter'),
      P.coverDocument(3, 'Bank statement 1.pdf', 'Riley Renter'),
      P.coverDocument(4, 'Bank statement 2.png', 'Riley Renter'),
    ]) {
      // A long line wraps onto the next: read the cover as one text.
      expect(cover.replaceAll('\n', ' ')).toContain(line);
    }
    expect(pageText(doc, 1)).toBe(P.imageCaption(1, 'Photo ID.jpg', 'Riley Renter'));
    expect(pageText(doc, 5)).toBe(P.imageCaption(4, 'Bank statement 2.png', 'Riley Renter'));
    expect(pageText(doc, 2)).toBe('Employment letter 1');
    expect(pageText(doc, 3)).toBe('Statement October 1');
    expect(pageText(doc, 4)).toBe('Statement October 2');

    // The JPEG is embedded byte for byte (DCTDecode), the PNG's pixels as a Flate stream.
    const stored = await t.inject({
      method: 'GET',
      url: `/api/admin/applications/${id}/documents/${docs.find((d) => d.kind === 'photo_id')!.id}`,
      headers: auth,
    });
    const jpeg = pageImage(doc, 1);
    expect(jpeg.filter).toBe('/DCTDecode');
    expect(jpeg.bytes.equals(stored.rawPayload)).toBe(true);
    const wide = doc.getPage(1).getSize();
    expect(wide.width).toBeGreaterThan(wide.height);
    expect(pageImage(doc, 5).filter).toBe('/FlateDecode');

    // A HEAD (a mail scanner checking the link) learns that it works; nothing is built or logged.
    const head = await t.inject({ method: 'HEAD', url: new URL(url).pathname });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.body).toBe('');
    const guessedHead = await t.inject({
      method: 'HEAD',
      url: `/api/application-packages/${randomBytes(16).toString('base64url')}`,
    });
    expect(guessedHead.statusCode).toBe(404);

    const access = (await t.inject({ method: 'GET', url: `/api/admin/applications/${id}`, headers: auth })).json().application
      .access;
    expect(access.filter((a: { who: string }) => a.who === P.openedBy)).toEqual([
      expect.objectContaining({ documentName: P.logName, address: '203.0.113.9' }),
    ]);
  });

  it('a document that does not open as a PDF becomes a page that says so', async () => {
    // A PDF without pages opens at upload (docs/decisions/076-hostile-input.md) but has nothing to copy.
    const pageless = { name: 'empty.pdf', type: 'application/pdf', data: pdf('no pages', 2048, 0) };
    const { id } = await application('pkg-broken@example.com', [['photo_id', pageless]]);
    const made = await send(id);
    expect(made.statusCode, made.body).toBe(201);
    const { url } = made.json();
    const doc = await PDFDocument.load((await open(url)).rawPayload, { throwOnInvalidObject: true });
    expect(doc.getPageCount()).toBe(2);
    expect(pageText(doc, 1)).toContain(P.unreadableTitle('Photo ID.pdf'));
  });

  it('expires after 7 days; a guessed or malformed token answers the same 404 (a HEIC photo is a JPEG page)', async () => {
    const { id } = await application('pkg-expiry@example.com', [
      ['photo_id', { name: 'IMG_0042.HEIC', type: 'image/heic', data: HEIC }],
    ]);
    const made = now;
    const { url } = (await send(id)).json();
    now = new Date(made.getTime() + 7 * DAY - 60_000);
    const opened = await open(url);
    expect(opened.statusCode).toBe(200);
    // HEIC is stored as a JPEG at upload (decision 055): its page is that JPEG, DCTDecode.
    const doc = await PDFDocument.load(opened.rawPayload, { throwOnInvalidObject: true });
    expect(doc.getPageCount()).toBe(2);
    expect(pageImage(doc, 1).filter).toBe('/DCTDecode');
    expect((await sharp(pageImage(doc, 1).bytes).metadata()).width).toBe(64);
    expect(
      (await t.inject({ method: 'GET', url: `/api/admin/applications/${id}/package`, headers: auth })).json().package,
    ).toMatchObject({
      expiresAt: new Date(made.getTime() + 7 * DAY).toISOString(),
      email: null,
    });
    now = new Date(made.getTime() + 7 * DAY + 60_000);
    await refusedAlike(url);
    expect(
      (await t.inject({ method: 'GET', url: `/api/admin/applications/${id}/package`, headers: auth })).json().package,
    ).toBeNull();
    now = made;
    for (const guess of [randomBytes(16).toString('base64url'), 'x', 'a'.repeat(90), '%00']) {
      await refusedAlike(`${ORIGIN}/api/application-packages/${guess}`);
    }
  });

  it("prints an image's caption that Helvetica cannot write (a name such as 王小明) in Noto Sans SC, as the cover prints the name", async () => {
    const [jpeg, png] = [await photo(1600, 1000, 'jpeg'), await photo(500, 700, 'png')];
    const { id, docs } = await application(
      'pkg-wang@example.com',
      [
        ['photo_id', { ...jpeg, name: '身份证.jpg' }],
        ['bank_statement', png],
      ],
      '王小明',
    );
    const { url } = (await send(id)).json();
    const bytes = (await open(url)).rawPayload;
    const doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true });
    expect(doc.getPageCount()).toBe(3);
    const pages = await pdfPageTexts(bytes);
    expect(pages[0]).toContain(`${T.roles.applicant}: 王小明`);
    expect(pages[1]).toBe(P.imageCaption(1, 'Photo ID.jpg', '王小明'));
    expect(pages[2]).toBe(P.imageCaption(2, 'Bank statement 1.png', '王小明'));
    expect(pages.join('\n')).not.toContain('?');
    // Each caption is a form drawn on its page, in Noto Sans SC: one font for both; the image is still passed through.
    const captionFont = (index: number) => {
      const resources = doc.getPage(index).node.Resources()!;
      expect(resources.get(PDFName.of('Font'))).toBeUndefined();
      const form = doc.context.lookup(resources.lookup(PDFName.of('XObject'), PDFDict).get(PDFName.of('Cap')) as PDFRef);
      const fonts = (form as PDFRawStream).dict.lookup(PDFName.of('Resources'), PDFDict).lookup(PDFName.of('Font'), PDFDict);
      return fonts.values()[0] as PDFRef;
    };
    expect(captionFont(2)).toBe(captionFont(1));
    const font = doc.context.lookup(captionFont(1), PDFDict);
    expect(font.lookup(PDFName.of('BaseFont'), PDFName).decodeText()).toMatch(/NotoSansSC-Regular/);
    const stored = await t.inject({
      method: 'GET',
      url: `/api/admin/applications/${id}/documents/${docs.find((d) => d.kind === 'photo_id')!.id}`,
      headers: auth,
    });
    expect(pageImage(doc, 1).bytes.equals(stored.rawPayload)).toBe(true);
  });

  it('DELETE revokes the link; a new package revokes the one before', async () => {
    const { id, token } = await application('pkg-revoke@example.com', [['photo_id', await photo(40, 60, 'png')]]);
    const first = (await send(id)).json().url;
    const second = (await send(id)).json().url;
    await refusedAlike(first);
    expect((await open(second)).statusCode).toBe(200);
    const revoked = await t.inject({ method: 'DELETE', url: `/api/admin/applications/${id}/package`, headers: auth });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ success: true, message: P.revoked });
    await refusedAlike(second);
    const again = await t.inject({ method: 'DELETE', url: `/api/admin/applications/${id}/package`, headers: auth });
    expect(again.json().message).toBe(P.noneToRevoke);

    // The applicants withdraw: the working link stops, and no new one is made.
    const third = (await send(id)).json().url;
    expect((await open(third)).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: `/api/applications/${token}/withdraw` })).statusCode).toBe(200);
    await refusedAlike(third);
    const refused = await send(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: P.withdrawn });
  });

  it("stops working after 'Delete my application' and after retention deleted the documents; no new package then", async () => {
    const deleted = await application('pkg-delete@example.com', [['photo_id', await photo(40, 60, 'jpeg')]]);
    const url = (await send(deleted.id)).json().url;
    expect((await t.inject({ method: 'DELETE', url: `/api/applications/${deleted.token}` })).statusCode).toBe(200);
    await refusedAlike(url);
    expect((await send(deleted.id)).statusCode).toBe(404);

    const kept = await application('pkg-retention@example.com', [['photo_id', await photo(40, 60, 'jpeg')]]);
    const keptUrl = (await send(kept.id)).json().url;
    const decline = await t.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${kept.id}`,
      headers: auth,
      payload: { status: 'approved' },
    });
    expect(decline.statusCode).toBe(200);
    // Sent again after the decision: a new link, and the decision stays.
    const resent = await send(kept.id);
    expect(resent.statusCode).toBe(201);
    const keptUrl2 = resent.json().url;
    await refusedAlike(keptUrl);
    expect(
      (await t.inject({ method: 'GET', url: `/api/admin/applications/${kept.id}`, headers: auth })).json().application.status,
    ).toBe('approved');
    const decided = now;
    now = new Date(decided.getTime() + 61 * DAY);
    expect(await t.app.services.applications.deleteExpiredDocuments()).toBeGreaterThanOrEqual(1);
    now = decided;
    await refusedAlike(keptUrl2);
    const refused = await send(kept.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: T.documentsGone });
  });

  it('refuses the staff routes without a signed-in account, and bad input, with nothing made or sent', async () => {
    const { id } = await application('pkg-attack@example.com', [['photo_id', await photo(40, 60, 'jpeg')]]);
    // An agent's account works while it is active; once disabled (the agent left), its token is refused.
    const agent = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: auth,
      payload: { name: 'Gone Agent', email: 'gone-agent@example.com', password: 'agent-password-1', role: 'agent' },
    });
    expect(agent.statusCode, agent.body).toBe(201);
    const agentAuth = await t.login({ email: 'gone-agent@example.com', password: 'agent-password-1' });
    const byAgent = await t.inject({ method: 'GET', url: `/api/admin/applications/${id}/package`, headers: agentAuth });
    expect(byAgent.statusCode).toBe(200);
    const disable = await t.inject({
      method: 'PATCH',
      url: `/api/users/${agent.json().user.id}`,
      headers: auth,
      payload: { disabled: true },
    });
    expect(disable.statusCode, disable.body).toBe(200);
    for (const headers of [{}, { authorization: `Bearer ${randomBytes(20).toString('hex')}` }, agentAuth]) {
      for (const method of ['POST', 'GET', 'DELETE'] as const) {
        const res = await t.inject({
          method,
          url: `/api/admin/applications/${id}/package`,
          headers,
          ...(method === 'POST' ? { payload: { email: 'someone@example.com' } } : {}),
        });
        expect(res.statusCode, method).toBe(401);
        expect(res.json().success).toBe(false);
      }
    }
    for (const [payload, status] of [
      [{ email: 'not an address' }, 400],
      [{ email: 'a@example.com', attachment: true }, 400],
      [{ email: `${'a'.repeat(2_000_000)}@example.com` }, 413],
    ] as const) {
      const res = await send(id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(status);
      expect(res.json().success).toBe(false);
    }
    expect((await send(999_999)).statusCode).toBe(404);
    expect((await send(Number.NaN)).statusCode).toBe(400);
    const rows = await t.app.database.db
      .selectFrom('application_packages')
      .select('id')
      .where('application_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
    expect(smtp.to('someone@example.com')).toEqual([]);
  });

  it('documents the routes at /api/docs', async () => {
    const paths = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths['/api/admin/applications/{id}/package']).sort()).toEqual(['delete', 'get', 'post']);
    expect(paths['/api/admin/applications/{id}/package'].post.responses['201']).toBeDefined();
    expect(Object.keys(paths['/api/application-packages/{token}'])).toEqual(['get']);
  });

  it('e-mails one address at most 5 package links a day (429 after, nothing sent), and builds one package once at a time', async () => {
    const { id } = await application('pkg-cap@example.com', [['photo_id', await photo(2000, 1500, 'jpeg')]]);
    for (let n = 0; n < 5; n += 1) expect((await send(id, { email: 'busy-landlord@example.com' })).statusCode).toBe(201);
    const over = await send(id, { email: 'busy-landlord@example.com' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ success: false, message: P.tooManyToOneAddress });
    await smtp.waitForTo('busy-landlord@example.com', 5);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to('busy-landlord@example.com')).toHaveLength(5);

    const { url } = (await send(id)).json();
    const [a, b] = await Promise.all([open(url), open(url)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
    expect((await open(url)).statusCode).toBe(200);
  });
  it('a download cut short frees the link at once: the next opening builds it again', async () => {
    const { id } = await application('pkg-cut@example.com', [
      ['photo_id', await photo(400, 300, 'jpeg')],
      ['bank_statement', await realPdf('Statement', 1)],
    ]);
    const { url } = (await send(id)).json();
    const token = new URL(url).pathname.split('/').pop()!;
    const opened = await t.app.services.applications.staff.packages.open(token, '203.0.113.9');
    // Cut short before its end (a stream read to its end is released by 'end').
    await once(opened.body, 'readable');
    expect(opened.body.read(8)?.toString('latin1')).toBe('%PDF-1.7');
    opened.body.destroy();
    await once(opened.body, 'close');
    const again = await open(url);
    expect(again.statusCode).toBe(200);
    expect((await PDFDocument.load(again.rawPayload)).getPageCount()).toBe(3);
  });
});

describe('the package stream', () => {
  const image = async (caption: string, width: number, height: number): Promise<PackageDocument> => {
    const data = await sharp({ create: { width, height, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    return { name: 'photo.jpg', caption, contentType: 'image/jpeg', size: data.length, open: async () => Readable.from([data]) };
  };
  const contentOf = (doc: PDFDocument, index: number) => {
    const stream = doc.context.lookup(doc.getPage(index).node.get(PDFName.of('Contents')) as PDFRef) as PDFRawStream;
    return Buffer.from(stream.contents).toString('latin1');
  };

  it('writes a Latin caption as before (a Helvetica string); one Helvetica cannot write as a page of Noto Sans SC, drawn in its place', async () => {
    const cover = await PDFDocument.create();
    cover.addPage();
    const captions = ['1. Photo ID.jpg (王小明)', '2. Pay stub “May”.jpg (Agnès Renter)', '3. 身份证.jpg (王小明)'];
    const chunks: Buffer[] = [];
    const stream = packagePdf(await cover.save(), [
      await image(captions[0]!, 40, 30),
      await image(captions[1]!, 30, 40),
      await image(captions[2]!, 30, 40),
    ]);
    for await (const chunk of stream) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    const doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true });
    // Latin-1 (“ ” made plain, as before): the content and the font are today's, byte for byte.
    expect(contentOf(doc, 2)).toMatch(
      /^q 531\.00 0 0 708\.00 40\.50 36\.00 cm \/Im0 Do Q\nBT 0\.38 0\.38 0\.42 rg \/F1 9 Tf 36 762 Td \(2\. Pay stub "May"\.jpg \\\(Agnès Renter\\\)\) Tj ET$/,
    );
    const latin = doc.getPage(2).node.Resources()!;
    expect(latin.lookup(PDFName.of('Font'), PDFDict).lookup(PDFName.of('F1'), PDFDict).toString()).toBe(
      '<<\n/Type /Font\n/Subtype /Type1\n/BaseFont /Helvetica\n/Encoding /WinAnsiEncoding\n>>',
    );
    // Chinese: the caption's page as a form, at the same place (a landscape page's caption 30 pt lower).
    expect(contentOf(doc, 1)).toMatch(/cm \/Im0 Do Q\nq 1 0 0 1 34 578 cm \/Cap Do Q$/);
    expect(contentOf(doc, 3)).toMatch(/cm \/Im0 Do Q\nq 1 0 0 1 34 758 cm \/Cap Do Q$/);
    const pages = await pdfPageTexts(bytes);
    expect(pages.slice(1)).toEqual([captions[0], '2. Pay stub "May".jpg (Agnès Renter)', captions[2]]);
    // One font program for both Chinese captions.
    const programs = doc.context
      .enumerateIndirectObjects()
      .filter(([, o]) => o instanceof PDFDict && o.has(PDFName.of('FontFile2')));
    expect(programs).toHaveLength(1);
  });

  it('closes the document being passed through when the reader stops (a download cut short)', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const pieces = [jpeg, ...Array.from({ length: 64 }, () => Buffer.alloc(64 * 1024, 7))];
    const source = Readable.from(pieces);
    const size = pieces.reduce((n, b) => n + b.length, 0);
    const cover = await PDFDocument.create();
    cover.addPage();
    const stream = packagePdf(await cover.save(), [
      { name: 'Photo ID.jpg', caption: '1. Photo ID.jpg', contentType: 'image/jpeg', size, open: async () => source },
    ]);
    let read = 0;
    while (read < 512 * 1024) read += (await stream.next()).value!.length;
    expect(source.destroyed).toBe(false);
    await stream.return(undefined);
    expect(source.destroyed).toBe(true);
  });
});
