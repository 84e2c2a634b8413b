import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupsDirOf, createBackup, listBackups, pruneBackups } from '../../src/server/platform/backup/backup.ts';
import { restoreBackup } from '../../src/server/platform/backup/restore.ts';
import { BackupScheduler } from '../../src/server/platform/backup/scheduler.ts';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { imagePart, jpeg, listingFields, multipart, photoFileNames, readStoredFile } from './listings-fixtures.ts';

const run = promisify(execFile);
const tmp = (name: string) => mkdtempSync(path.join(os.tmpdir(), `nyc-rentals-${name}-`));

describe('online backup of the embedded database and photos', () => {
  let t: TestApp;
  let auth: { authorization: string };
  const folders: string[] = [];
  /** The bytes of every photo file ever stored, by name (some are deleted during the backup). */
  const photoBytes = new Map<string, Buffer>();

  beforeAll(async () => {
    t = await createTestApp({ env: { FORM_RATE_LIMIT: '1000000' } });
    auth = await t.login();
  });
  afterAll(async () => {
    await t.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  const createListing = async (photos: number, colour: string) => {
    const files = await Promise.all(Array.from({ length: photos }, async (_, i) => imagePart(await jpeg(700, 500, colour), i)));
    const form = multipart(listingFields(), files);
    const res = await t.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const listing = res.json().listing as ListingDto;
    for (const photo of listing.images)
      for (const name of photoFileNames(photo)) photoBytes.set(name, (await readStoredFile(t, name))!);
    return listing;
  };
  const postInquiry = async (n: number) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: `Visitor ${n}`, email: `visitor${n}@example.com`, message: `Looking for a flat, message ${n}.` },
    });
    expect(res.statusCode).toBe(201);
    return res.json().inquiry.id as number;
  };

  it('copies a consistent state while the server writes, restores into a fresh folder, and the product starts on it', async () => {
    const doomed = await createListing(2, '#aa3300');
    await createListing(3, '#3366aa');
    // Enough rows that SQLite's backup copies the file in many steps, with writes in between.
    t.app.database.sqlite!.exec(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
      INSERT INTO subscribers (email, name, status, created_at, updated_at)
      SELECT 'filler' || i || '@example.com', 'Filler ' || i, 'active', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM n`);
    const before: number[] = [];
    for (let n = 0; n < 20; n++) before.push(await postInquiry(n));

    // A visitor keeps writing while the backup runs; the agent deletes a listing and adds another.
    const during: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 1000; writing; n++) during.push(await postInquiry(n));
    })();
    const backupRun = createBackup({
      dataDir: t.dataDir,
      sqlite: t.app.database.sqlite,
      uploadsDir: t.config.uploadsDir,
      keep: 7,
    });
    const agent = (async () => {
      expect((await t.inject({ method: 'DELETE', url: `/api/listings/${doomed.id}`, headers: auth })).statusCode).toBe(200);
      await createListing(2, '#22aa55');
    })();
    const result = await backupRun;
    writing = false;
    await Promise.all([writer, agent]);
    expect(during.length).toBeGreaterThan(0);
    expect(result.bytes).toBeGreaterThan(0);
    expect(path.dirname(result.file)).toBe(backupsDirOf(t.dataDir));
    expect(path.basename(result.file)).toMatch(/^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(readdirSync(backupsDirOf(t.dataDir))).toEqual([path.basename(result.file)]);

    const restored = tmp('restored');
    const { movedAside, manifest } = await restoreBackup(result.file, restored);
    expect(movedAside).toBeNull();
    expect(manifest.format).toBe(1);

    // Every row of one moment: all inquiries acknowledged before the backup, then a prefix of those
    // written during it (ids are given in commit order), nothing half-written.
    const db = new SQLite(path.join(restored, 'app.db'), { readonly: true });
    const ids = (db.prepare('SELECT id FROM inquiries ORDER BY id').pluck().all() as number[]).map(Number);
    const acknowledged = [...before, ...during];
    expect(ids).toEqual(acknowledged.slice(0, ids.length));
    expect(ids.length).toBeGreaterThanOrEqual(before.length);
    expect(db.prepare("SELECT count(*) FROM subscribers WHERE email LIKE 'filler%'").pluck().get()).toBe(20000);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');

    // Every photo the copied database names is in the archive, byte for byte.
    const rows = db.prepare('SELECT file_key, widths FROM listing_photos').all() as Array<{ file_key: string; widths: string }>;
    db.close();
    // The listing deleted and the one added during the backup are either side of its moment.
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const restoredFiles = readdirSync(path.join(restored, 'uploads'), { recursive: true }).map(String);
    for (const row of rows) {
      for (const width of JSON.parse(row.widths) as number[]) {
        const name = `photos/${row.file_key}-${width}.webp`;
        expect(restoredFiles).toContain(name);
        const bytes = readFileSync(path.join(restored, 'uploads', name));
        expect(bytes.equals(photoBytes.get(name)!)).toBe(true);
      }
    }

    // The product starts on the restored folder with the sign-in key supplied beside it (a backup never
    // holds it, decision 078): the same sign-in, the same listings, photos served.
    expect(existsSync(path.join(restored, 'jwt-secret'))).toBe(false);
    copyFileSync(path.join(t.dataDir, 'jwt-secret'), path.join(restored, 'jwt-secret'));
    const back = await createTestApp({ dataDir: restored });
    try {
      const listings = await back.inject({ method: 'GET', url: '/api/listings/admin/all', headers: auth });
      expect(listings.statusCode).toBe(200);
      const images = (listings.json().listings as ListingDto[]).flatMap((l) => l.images);
      expect(images).toHaveLength(rows.length);
      for (const image of images) expect((await back.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
      const inquiries = await back.inject({ method: 'GET', url: '/api/inquiries?limit=1', headers: auth });
      expect(inquiries.json().totalInquiries).toBe(ids.length);
    } finally {
      await back.close();
    }
  });

  it('restoring over existing data moves that data aside instead of deleting it', async () => {
    const result = await createBackup({ dataDir: t.dataDir, uploadsDir: t.config.uploadsDir, keep: 7 });
    const target = tmp('over');
    folders.push(target);
    writeFileSync(path.join(target, 'app.db'), 'the database of before');
    await mkdir(path.join(target, 'uploads', 'photos'), { recursive: true });
    writeFileSync(path.join(target, 'uploads', 'photos', 'old.webp'), 'a photo of before');
    const { movedAside } = await restoreBackup(result.file, target);
    expect(movedAside).toMatch(/before-restore-/);
    expect(readdirSync(movedAside!).sort()).toEqual(['app.db', 'uploads']);
    await expect(restoreBackup(path.join(target, 'nope.tar.gz'), target)).rejects.toThrow('No such backup file');
    writeFileSync(path.join(target, 'junk.tar.gz'), 'not an archive');
    await expect(restoreBackup(path.join(target, 'junk.tar.gz'), target)).rejects.toThrow('not a readable backup archive');
  });

  it('keeps the newest 7 archives, and the daily schedule makes one only when the newest is a day old', async () => {
    const dir = path.join(tmp('keep'), 'backups');
    folders.push(path.dirname(dir));
    await mkdir(dir);
    for (let day = 1; day <= 9; day++) writeFileSync(path.join(dir, `backup-2026-01-0${day}T03-00-00Z.tar.gz`), '');
    await pruneBackups(dir, 7);
    expect((await listBackups(dir)).map((f) => path.basename(f).slice(7, 17))).toEqual(
      ['03', '04', '05', '06', '07', '08', '09'].map((d) => `2026-01-${d}`),
    );

    const dataDir = tmp('schedule');
    folders.push(dataDir);
    const logged: string[] = [];
    const log = { info: (_: unknown, msg: string) => logged.push(msg), error: (_: unknown, msg: string) => logged.push(msg) };
    const scheduler = new BackupScheduler({
      dataDir,
      uploadsDir: t.config.uploadsDir,
      sqlite: t.app.database.sqlite!,
      log: log as never,
    });
    await scheduler.runIfDue();
    await scheduler.runIfDue();
    expect(await listBackups(backupsDirOf(dataDir))).toHaveLength(1);
    await scheduler.runIfDue(Date.now() + 25 * 60 * 60 * 1000);
    expect(logged).toEqual(['daily backup written', 'daily backup written']);
  });

  it('npm run backup and npm run restore -- FILE work by hand', async () => {
    const env = { ...process.env, DATA_DIR: t.dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const made = await run('npx', ['tsx', 'src/server/platform/backup/cli.ts', 'backup'], { env });
    expect(made.stdout).toMatch(/^Backup written: .*backups\/backup-.*\.tar\.gz \(\d+\.\d MB, \d+ photo files\) in \d+\.\d s\n$/);
    const file = (await listBackups(backupsDirOf(t.dataDir))).at(-1)!;
    const target = tmp('cli');
    folders.push(target);
    const restored = await run('npx', ['tsx', 'src/server/platform/backup/cli.ts', 'restore', file], {
      env: { ...env, DATA_DIR: target },
    });
    expect(restored.stdout).toContain(`into ${target}.`);
    // No secret comes back from a backup (decision 078): the restore names the ones to supply.
    expect(readdirSync(target).sort()).toEqual(['app.db', 'uploads']);
    expect(restored.stdout).toContain('A backup holds no secret; supply these before starting:');
    expect(restored.stdout).toContain('JWT_SECRET (or the file DATA_DIR/jwt-secret)');
    expect(restored.stdout).toContain('APPLICATION_KEY (or the file DATA_DIR/application-key)');
    const refused = await run('npx', ['tsx', 'src/server/platform/backup/cli.ts', 'backup'], {
      env: { ...env, DATABASE_URL: 'postgres://x@127.0.0.1:1/x' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('pg_dump') });
  });
});
