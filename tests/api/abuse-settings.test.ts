import { linkSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/server/platform/backup/backup.ts';
import { restoreBackup, RestoreError } from '../../src/server/platform/backup/restore.ts';
import { ConfigError, loadConfig } from '../../src/server/platform/config.ts';
import { LISTINGS_TEXT } from '../../src/shared/texts/listings.ts';
import { INQUIRIES_TEXT as I } from '../../src/shared/texts/inquiries.ts';
import { createTestApp } from '../support/app.ts';
import { imagePart, listingFields, multipart } from './listings-fixtures.ts';

/** Settings, files and archives as an attacker (or a careless deployment) would hand them to the product. */

const folders: string[] = [];
const tmp = (name: string) => {
  const folder = mkdtempSync(path.join(os.tmpdir(), `nyc-rentals-${name}-`));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ DATA_DIR: tmp('config'), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
};
const mode = (file: string) => statSync(file).mode & 0o777;

describe('settings never print a secret', () => {
  it.each([
    ['DATABASE_URL', 'mysql://admin:Hunter2-db@db.internal/rentals'],
    ['SMTP_URL', 'http://mailer:Hunter2-smtp@smtp.example.com'],
    ['REDIS_URL', 'memcache://:Hunter2-redis@cache:6379'],
    ['JWT_SECRET', 'Hunter2-short'],
    ['ADMIN_PASSWORD', 'Hunt2'],
    ['PUBLIC_URL', 'ftp://user:Hunter2-url@example.com'],
    ['S3_ENDPOINT', 'ftp://key:Hunter2-s3@minio'],
  ])('%s: names the setting and the problem, not the value', (name, value) => {
    const message = problemsOf({
      [name]: value,
      ...(name === 'ADMIN_PASSWORD' ? { ADMIN_EMAIL: 'a@b.co' } : {}),
      ...(name === 'S3_ENDPOINT' ? { S3_BUCKET: 'photos' } : {}),
    });
    expect(message).toContain(`${name}`);
    expect(message).not.toContain('Hunter2');
  });

  it('still quotes a value that cannot be secret', () => {
    expect(problemsOf({ PORT: 'eighty' })).toContain('PORT ("eighty"): ');
  });
});

describe('TRUST_PROXY takes what Fastify trusts: true, a hop count, addresses and CIDR ranges', () => {
  it('reads each form and refuses anything else with the setting named', () => {
    const read = (value: string) => loadConfig({ DATA_DIR: tmp('proxy'), TRUST_PROXY: value }).trustProxy;
    expect(read('true')).toBe(true);
    expect(read('false')).toBe(false);
    expect(read('2')).toBe(2);
    expect(read('0')).toBe(false);
    expect(read('10.0.0.0/8, 192.168.1.10,2001:db8::/32')).toEqual(['10.0.0.0/8', '192.168.1.10', '2001:db8::/32']);
    for (const bad of ['10.0.0.0/33', 'proxy.example.com', '1.2.3', '10.0.0.1/8/8', 'maybe'])
      expect(problemsOf({ TRUST_PROXY: bad }), bad).toContain('TRUST_PROXY ');
  });

  it('believes X-Forwarded-For only from the trusted proxies: a client that reaches the server directly cannot pick its address', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '203.0.113.0/24', FORM_RATE_LIMIT: '1' } });
    try {
      const send = (remoteAddress: string, forwardedFor: string) =>
        t.inject({
          method: 'POST',
          url: '/api/inquiries',
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { name: 'R', email: 'r@example.com', message: 'Hi' },
        });
      // Through the proxy: each client is counted on its own.
      expect((await send('203.0.113.7', '198.51.100.1')).statusCode).toBe(201);
      expect((await send('203.0.113.7', '198.51.100.2')).statusCode).toBe(201);
      // Directly, with a forged header: counted as the address it really comes from.
      expect((await send('192.0.2.50', '198.51.100.3')).statusCode).toBe(201);
      const forged = await send('192.0.2.50', '198.51.100.4');
      expect(forged.statusCode).toBe(429);
      expect(forged.json().message).toBe(I.tooManyRequests(10));
      // A client's own X-Forwarded-For entries before the proxy's are not believed either.
      expect((await send('203.0.113.7', '198.51.100.1, 198.51.100.9')).statusCode).toBe(201);
      expect((await send('203.0.113.7', '10.9.9.9, 198.51.100.9')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('with a hop count, the client is that many addresses from the end of the chain', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1', FORM_RATE_LIMIT: '1' } });
    try {
      const send = (forwardedFor: string) =>
        t.inject({
          method: 'POST',
          url: '/api/inquiries',
          remoteAddress: '203.0.113.7',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { name: 'R', email: 'r@example.com', message: 'Hi' },
        });
      expect((await send('1.1.1.1, 198.51.100.20')).statusCode).toBe(201);
      // The spoofed first entry changes nothing: the proxy appended the real client last.
      expect((await send('2.2.2.2, 198.51.100.20')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('files of the data folder', () => {
  it('creates DATA_DIR 0700, the database and the JWT secret 0600, backups 0600', async () => {
    const dataDir = path.join(tmp('perm'), 'data');
    const t = await createTestApp({ dataDir });
    try {
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(path.join(dataDir, 'app.db'))).toBe(0o600);
      expect(mode(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
      const backup = await createBackup({ dataDir, uploadsDir: t.config.uploadsDir, sqlite: t.app.database.sqlite, keep: 7 });
      expect(mode(backup.file)).toBe(0o600);
      expect(mode(path.dirname(backup.file))).toBe(0o700);
    } finally {
      await t.close();
    }
  });

  it('stops the start when the jwt-secret file is shorter than 32 characters, without printing it', () => {
    const dataDir = tmp('secret');
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'Hunter2-too-short\n');
    const message = problemsOf({ DATA_DIR: dataDir });
    expect(message).toContain(`${path.join(dataDir, 'jwt-secret')}: the JWT secret in this file is shorter than 32 characters`);
    expect(message).not.toContain('Hunter2');
  });
});

describe('restore refuses an archive that would write anything but the data', () => {
  /** A backup-looking archive (manifest and database) with one more entry made by `add` in the source folder. */
  async function archiveWith(add: (source: string) => string | undefined, options: { preservePaths?: boolean } = {}) {
    const source = path.join(tmp('evil-src'), 'inner');
    mkdirSync(source);
    writeFileSync(
      path.join(source, 'manifest.json'),
      JSON.stringify({ format: 1, createdAt: new Date().toISOString(), database: 'sqlite', photos: 0 }),
    );
    writeFileSync(path.join(source, 'app.db'), '');
    mkdirSync(path.join(source, 'uploads'));
    const extra = add(source);
    const file = path.join(tmp('evil'), 'backup.tar.gz');
    // Each path once: a path listed twice makes tar write after its gzip stream has ended.
    const entries = ['manifest.json', 'app.db', 'uploads', ...(extra ? [extra] : [])];
    await tar.create({ gzip: true, file, cwd: source, portable: true, ...options }, entries);
    return file;
  }

  it.each([
    [
      'a symbolic link',
      (source: string) => (symlinkSync('/etc/passwd', path.join(source, 'uploads', 'photo.webp')), 'uploads/photo.webp'),
    ],
    [
      'a hard link',
      (source: string) => {
        writeFileSync(path.join(source, 'uploads', 'a.webp'), 'x');
        linkSync(path.join(source, 'uploads', 'a.webp'), path.join(source, 'uploads', 'b.webp'));
        return undefined; // the uploads folder, already in the archive, holds both names of the file
      },
    ],
    [
      'a path outside the data folder',
      (source: string) => (writeFileSync(path.join(path.dirname(source), 'outside.txt'), 'x'), '../outside.txt'),
    ],
  ])('%s', async (_what, add) => {
    const archive = await archiveWith(add, { preservePaths: true });
    const dataDir = path.join(tmp('restore-into'), 'data');
    await expect(restoreBackup(archive, dataDir)).rejects.toThrow(RestoreError);
    await expect(restoreBackup(archive, dataDir)).rejects.toThrow(/Refusing to restore/);
    expect(() => statSync(path.join(dataDir, 'app.db'))).toThrow();
    expect(() => statSync(path.join(path.dirname(dataDir), 'outside.txt'))).toThrow();
  });
});

describe('photos', () => {
  it('refuses an image over 40 megapixels before decoding it', async () => {
    const t = await createTestApp();
    try {
      const auth = await t.login();
      const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#88aacc' } })
        .jpeg({ quality: 50 })
        .toBuffer();
      const form = multipart(listingFields(), [imagePart(huge)]);
      const res = await t.inject({
        method: 'POST',
        url: '/api/listings',
        headers: { ...auth, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, message: LISTINGS_TEXT.imageDimensionsTooLarge });
      expect(await t.app.database.db.selectFrom('listings').select('id').execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
