import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/server/platform/backup/backup.ts';
import { APPLICATIONS_TEXT as T } from '../../src/shared/texts/applications.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startS3, type TestS3 } from '../support/s3.ts';
import { listingFields } from './viewings-fixtures.ts';
import { pdf, uploadDocument, type UploadFile } from './application-fixtures.ts';
import { outboxMails } from '../support/mail.ts';

const HEIC = readFileSync(path.join(import.meta.dirname, '../fixtures/applications/gradient.heic'));
/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}
const containing = (dir: string, needle: Buffer) => filesUnder(dir).filter((file) => readFileSync(file).includes(needle));

const STORES = DATABASES.flatMap((database) => (['local', 's3'] as const).map((store) => [database, store] as const));

describe.each(STORES)('application documents on %s, stored %s', (database, store) => {
  let t: TestApp;
  let s3: TestS3 | null = null;
  let listingId: number;

  beforeAll(async () => {
    if (store === 's3') s3 = await startS3();
    t = await createTestApp({
      database,
      env: s3?.env ?? {},
      build: { viewingReminders: false, digestScheduler: false, followUpDigest: false, applicationRetention: false },
    });
    listingId = (await t.app.services.listings.create(listingFields())).id;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  /** A started application's token (read from the outbox's message) with its fees confirmed. */
  const newApplication = async (email: string) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { agencyAcknowledged: true, listingId, name: 'Dana Docs', email },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = (await outboxMails(t, { recipient: email })).at(-1)!;
    const token = /\/apply\/([A-Za-z0-9_-]{22})/.exec(row.text)![1];
    await t.inject({ method: 'PUT', url: `/api/applications/${token}`, payload: { feesAcknowledged: true } });
    return token;
  };
  const upload = (token: string, kind: string | null, file: UploadFile | null, fields: Record<string, string> = {}) =>
    uploadDocument(t, token, kind, file, fields);
  const stored = () => t.app.services.applications.storedKeys();
  const atRest = () => (s3 ? s3.directory : t.dataDir);
  const plaintextOf = async (email: string, documentId: number) => {
    const application = await applicationIdOf(email);
    const opened = await t.app.services.applications.openDocument(application, documentId);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const applicationIdOf = async (email: string) => {
    const row = await t.app.database.db
      .selectFrom('application_people')
      .select('application_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return Number(row.application_id);
  };

  it('stores a PDF encrypted: its bytes are nowhere in clear at rest, and it opens to the same bytes; 201 names it', async () => {
    const token = await newApplication('pdf@example.com');
    const marker = `PLAINTEXT-${randomBytes(12).toString('hex')}`;
    const original = pdf(marker, 64 * 1024);
    const res = await upload(token, 'pay_stub', { name: 'stub.pdf', type: 'application/pdf', data: original });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: T.uploaded,
      document: { id: expect.any(Number), kind: 'pay_stub', name: 'Pay stub 1.pdf', size: original.length },
    });
    expect(await stored()).toHaveLength(1);
    expect(containing(atRest(), Buffer.from(marker))).toEqual([]);
    // Nor any 32 bytes of the body from its middle.
    expect(containing(atRest(), original.subarray(30_000, 30_032))).toEqual([]);
    expect(containing(t.dataDir, Buffer.from(marker))).toEqual([]);
    expect((await plaintextOf('pdf@example.com', res.json().document.id)).equals(original)).toBe(true);
    // The application lists it and counts it.
    const own = (await t.inject({ method: 'GET', url: `/api/applications/${token}` })).json().application;
    expect(own.documents).toEqual([res.json().document]);
    expect(own.missingDocuments).toEqual(['photo_id', 'bank_statement', 'bank_statement']);
  });

  // The key file is a local-disk matter: with documents in S3 the same key still lives in DATA_DIR, tested here once.
  it.skipIf(store === 's3')(
    'the master key is generated once into DATA_DIR, readable by the owner only, and not in the database',
    async () => {
      const file = path.join(t.dataDir, 'application-key');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const key = readFileSync(file, 'utf8');
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(containing(t.dataDir, Buffer.from(key)).map((f) => path.basename(f))).toEqual(['application-key']);
      expect(containing(t.dataDir, Buffer.from(key, 'hex'))).toEqual([]);
    },
  );

  it('a HEIC photo becomes a JPEG without its metadata; a JPEG loses its EXIF', async () => {
    const token = await newApplication('heic@example.com');
    expect(HEIC.includes(Buffer.from('SecretPhone'))).toBe(true);
    const heic = await upload(token, 'photo_id', { name: 'IMG_0042.HEIC', type: 'image/heic', data: HEIC });
    expect(heic.statusCode, heic.body).toBe(201);
    expect(heic.json().document.name).toBe('Photo ID.jpg');
    const fromHeic = await plaintextOf('heic@example.com', heic.json().document.id);
    const heicMeta = await sharp(fromHeic).metadata();
    expect(heicMeta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(heicMeta.exif).toBeUndefined();
    expect(fromHeic.includes(Buffer.from('SecretPhone'))).toBe(false);

    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretPhone', Model: 'Model X' } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('SecretPhone'))).toBe(true);
    const res = await upload(token, 'bank_statement', { name: 'statement.jpeg', type: 'image/jpeg', data: jpeg });
    expect(res.statusCode, res.body).toBe(201);
    const plain = await plaintextOf('heic@example.com', res.json().document.id);
    expect((await sharp(plain).metadata()).exif).toBeUndefined();
    expect(plain.includes(Buffer.from('SecretPhone'))).toBe(false);
  });

  it('checks the bytes, not the name: a file that lies about its type is 415, a broken image 400; nothing stored', async () => {
    const token = await newApplication('liar@example.com');
    const before = (await stored()).length;
    const html = await upload(token, 'photo_id', {
      name: 'id.pdf',
      type: 'application/pdf',
      data: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(html.statusCode).toBe(415);
    expect(html.json()).toEqual({ success: false, message: T.fileTypeRefused });
    const exe = await upload(token, 'photo_id', {
      name: 'id.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([Buffer.from('MZ'), randomBytes(500)]),
    });
    expect(exe.statusCode).toBe(415);
    const brokenPng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(300)]);
    const broken = await upload(token, 'photo_id', { name: 'id.png', type: 'image/png', data: brokenPng });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, message: T.fileUnreadable });
    expect((await upload(token, 'ssn_card', { name: 'a.pdf', type: 'application/pdf', data: pdf('x') })).json()).toEqual({
      success: false,
      message: T.kindInvalid,
    });
    expect((await upload(token, 'photo_id', null)).json()).toEqual({ success: false, message: T.fileRequired });
    expect((await stored()).length).toBe(before);
  });

  it('refuses a file over 10 MB (413), a kind past its count (409) and an application past 60 MB (413)', async () => {
    const token = await newApplication('limits@example.com');
    const big = await upload(token, 'tax_return', {
      name: 'big.pdf',
      type: 'application/pdf',
      data: pdf('big', 10 * 1024 * 1024 + 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ success: false, message: T.fileTooLarge });
    const megabyte = 1024 * 1024;
    expect(
      (await upload(token, 'pay_stub', { name: 'a.pdf', type: 'application/pdf', data: pdf('1', megabyte) })).statusCode,
    ).toBe(201);
    expect(
      (await upload(token, 'pay_stub', { name: 'b.pdf', type: 'application/pdf', data: pdf('2', megabyte) })).statusCode,
    ).toBe(201);
    const third = await upload(token, 'pay_stub', { name: 'c.pdf', type: 'application/pdf', data: pdf('3') });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ success: false, message: T.tooManyOfKind('Pay stub', 2) });
    // With the two stubs' 2 MB, five files just under 10 MB fit in 60 MB; the sixth is refused.
    const nearly = 10 * 1024 * 1024 - 4096;
    const kinds = ['photo_id', 'employment_letter', 'bank_statement', 'bank_statement', 'tax_return', 'screening_report'];
    const statuses: number[] = [];
    for (const kind of kinds) {
      const fields: Record<string, string> = kind === 'screening_report' ? { reportDate: '2025-06-02' } : {};
      statuses.push((await upload(token, kind, { name: 'x.pdf', type: 'application/pdf', data: pdf(kind, nearly) }, fields)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 413]);
    const own = (await t.inject({ method: 'GET', url: `/api/applications/${token}` })).json().application;
    expect(own.documents.reduce((sum: number, d: { size: number }) => sum + d.size, 0)).toBeLessThanOrEqual(60 * 1024 * 1024);
  });

  it("a guessed or deleted link cannot upload (404 before the body is read); another applicant's document id is 404", async () => {
    const guessed = randomBytes(16).toString('base64url');
    const res = await upload(guessed, 'photo_id', { name: 'a.pdf', type: 'application/pdf', data: pdf('x') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: T.notFound });
    const mine = await newApplication('mine@example.com');
    const theirs = await newApplication('theirs@example.com');
    const theirDoc = (await upload(theirs, 'photo_id', { name: 'a.pdf', type: 'application/pdf', data: pdf('theirs') })).json()
      .document;
    const attempt = await t.inject({ method: 'DELETE', url: `/api/applications/${mine}/documents/${theirDoc.id}` });
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toEqual({ success: false, message: T.documentNotFound });
    expect((await t.inject({ method: 'GET', url: `/api/applications/${theirs}` })).json().application.documents).toHaveLength(1);
    // Their own link deletes it, and its ciphertext.
    const before = (await stored()).length;
    const own = await t.inject({ method: 'DELETE', url: `/api/applications/${theirs}/documents/${theirDoc.id}` });
    expect(own.statusCode, own.body).toBe(200);
    expect((await stored()).length).toBe(before - 1);
  });

  it("'Delete my application' removes its documents from the store; the link is then 404", async () => {
    const token = await newApplication('gone@example.com');
    const marker = `GONE-${randomBytes(8).toString('hex')}`;
    for (const kind of ['photo_id', 'bank_statement']) {
      expect((await upload(token, kind, { name: 'a.pdf', type: 'application/pdf', data: pdf(marker) })).statusCode).toBe(201);
    }
    const application = await applicationIdOf('gone@example.com');
    const keys = (
      await t.app.database.db
        .selectFrom('application_documents')
        .select('storage_key')
        .where('application_id', '=', application)
        .execute()
    ).map((r) => r.storage_key);
    expect(keys).toHaveLength(2);
    const before = await stored();
    for (const key of keys) expect(before).toContain(key);
    const res = await t.inject({ method: 'DELETE', url: `/api/applications/${token}` });
    expect(res.statusCode, res.body).toBe(200);
    const after = await stored();
    for (const key of keys) expect(after).not.toContain(key);
    expect(filesUnder(atRest()).filter((f) => keys.some((k) => f.includes(path.basename(k))))).toEqual([]);
    expect(
      await t.app.database.db
        .selectFrom('application_documents')
        .select('id')
        .where('application_id', '=', application)
        .execute(),
    ).toEqual([]);
    expect((await upload(token, 'tax_return', { name: 'a.pdf', type: 'application/pdf', data: pdf('x') })).statusCode).toBe(404);
  });

  // The daily backups are SQLite's and the local folder's (README: Backups); PostgreSQL and S3 keep their own.
  it.skipIf(store === 's3' || database === 'postgres')(
    'a backup carries the documents still encrypted, and never their master key',
    async () => {
      const token = await newApplication('backup@example.com');
      const marker = `BACKUP-${randomBytes(8).toString('hex')}`;
      const doc = (await upload(token, 'photo_id', { name: 'a.pdf', type: 'application/pdf', data: pdf(marker) })).json()
        .document;
      const key = (
        await t.app.database.db
          .selectFrom('application_documents')
          .select('storage_key')
          .where('id', '=', doc.id)
          .executeTakeFirstOrThrow()
      ).storage_key;
      const { file } = await createBackup({ dataDir: t.dataDir, uploadsDir: t.config.uploadsDir, keep: 7 });
      const out = mkdtempSync(path.join(os.tmpdir(), 'application-backup-'));
      try {
        await tar.extract({ file, cwd: out });
        const names = filesUnder(out).map((f) => path.relative(out, f));
        expect(names).toContain(path.join('documents', key));
        expect(names.some((n) => n.includes('application-key'))).toBe(false);
        expect(containing(out, Buffer.from(marker))).toEqual([]);
        const masterKey = readFileSync(path.join(t.dataDir, 'application-key'), 'utf8');
        expect(containing(out, Buffer.from(masterKey))).toEqual([]);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
  );

  it('retention deletes the documents of an application decided more than the set days ago; the outcome stays', async () => {
    const token = await newApplication('retention@example.com');
    const doc = (await upload(token, 'photo_id', { name: 'a.pdf', type: 'application/pdf', data: pdf('keep') })).json().document;
    expect((await t.inject({ method: 'POST', url: `/api/applications/${token}/withdraw` })).statusCode).toBe(200);
    const application = await applicationIdOf('retention@example.com');
    // Decided 59 days ago: kept (default 60 days).
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3_600_000).toISOString();
    await t.app.database.db
      .updateTable('applications')
      .set({ decided_at: daysAgo(59) })
      .where('id', '=', application)
      .execute();
    await t.app.services.applications.deleteExpiredDocuments();
    expect(await t.app.services.applications.openDocument(application, doc.id)).not.toBeNull();
    await t.app.database.db
      .updateTable('applications')
      .set({ decided_at: daysAgo(61) })
      .where('id', '=', application)
      .execute();
    const key = (
      await t.app.database.db
        .selectFrom('application_documents')
        .select('storage_key')
        .where('id', '=', doc.id)
        .executeTakeFirstOrThrow()
    ).storage_key;
    expect(await t.app.services.applications.deleteExpiredDocuments()).toBeGreaterThanOrEqual(1);
    expect(await stored()).not.toContain(key);
    const row = await t.app.database.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', application)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('withdrawn');
    expect(row.documents_deleted_at).not.toBeNull();
    expect((await t.inject({ method: 'GET', url: `/api/applications/${token}` })).json().application.documents).toEqual([]);
  });
});
