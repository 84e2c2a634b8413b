import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { BackupManifest } from './backup.ts';

export class RestoreError extends Error {}

/**
 * What of the data folder a restore replaces (the rest, e.g. backups/ and the secrets, stays): a
 * backup holds no secret (decision 078); an archive of an older version that holds `jwt-secret` is
 * restored without it.
 */
const REPLACED = ['app.db', 'app.db-wal', 'app.db-shm', 'uploads', 'documents'];
const ENTRY = /^(manifest\.json|app\.db|jwt-secret|uploads(\/.*)?|documents(\/.*)?)$/;

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Reads the archive's table of contents and refuses it unless every entry is a plain file or folder
 * of a backup, at a relative path inside the data folder: no symbolic or hard links, no devices,
 * FIFOs or other special files, no absolute path and no `..` (decision 029).
 */
async function checkEntries(archive: string): Promise<void> {
  const problems: string[] = [];
  const tar = await import('tar');
  await tar.list({
    file: archive,
    strict: true,
    onReadEntry: (entry) => {
      const name = entry.path;
      const parts = name.replace(/\/$/, '').split('/');
      if (entry.type !== 'File' && entry.type !== 'Directory' && entry.type !== 'OldFile')
        problems.push(`${name}: a ${entry.type} entry (only files and folders are restored)`);
      else if (path.isAbsolute(name) || name.includes('\\') || parts.some((part) => part === '..' || part === ''))
        problems.push(`${name}: a path outside the data folder`);
      else if (!ENTRY.test(parts.join('/'))) problems.push(`${name}: not part of a backup`);
    },
  });
  if (problems.length > 0) throw new RestoreError(`Refusing to restore ${archive}:\n  ${problems.slice(0, 10).join('\n  ')}`);
}

/**
 * The secrets a backup never holds that the restored data folder still lacks, each as a sentence
 * for the person restoring: the session key (without it a new one is made and every session must
 * sign in again) and the application key (without it no application document and no e-mail waiting
 * in the outbox can be opened).
 */
async function secretsToSupply(dataDir: string, given: { jwtSecret?: boolean; applicationKey?: boolean }): Promise<string[]> {
  const missing: string[] = [];
  if (!given.jwtSecret && !(await exists(path.join(dataDir, 'jwt-secret'))))
    missing.push(
      'JWT_SECRET (or the file DATA_DIR/jwt-secret): the key that signs sessions; without it a new one is made at start and everyone signs in again.',
    );
  if (!given.applicationKey && !(await exists(path.join(dataDir, 'application-key'))))
    missing.push(
      'APPLICATION_KEY (or the file DATA_DIR/application-key): the key of the application documents and of the e-mails waiting to be sent; without the one they were sealed under, they cannot be opened.',
    );
  return missing;
}

/**
 * Restores a backup archive into `dataDir` (the server must be stopped): unpacks it beside the data,
 * checks the database (`PRAGMA integrity_check`), then moves what the data folder held into
 * `before-restore-{time}/` and the backup's database, photos and documents into place; the
 * secrets in the data folder stay, and the answer names those still to be supplied.
 * Returns the folder the previous data was moved to (null when there was none).
 */
export async function restoreBackup(
  archive: string,
  dataDir: string,
  /** The secrets given in the environment (JWT_SECRET, APPLICATION_KEY): present when set. */
  secrets: { jwtSecret?: boolean; applicationKey?: boolean } = {},
): Promise<{ movedAside: string | null; manifest: BackupManifest; secrets: string[] }> {
  if (!(await exists(archive))) throw new RestoreError(`No such backup file: ${archive}`);
  await mkdir(dataDir, { recursive: true });
  const work = path.join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  await mkdir(work, { mode: 0o700 });
  try {
    try {
      await checkEntries(archive);
      const tar = await import('tar');
      await tar.extract({ file: archive, cwd: work, strict: true, filter: (entry) => ENTRY.test(entry.replace(/\/$/, '')) });
    } catch (error) {
      if (error instanceof RestoreError) throw error;
      throw new RestoreError(`${archive} is not a readable backup archive (${(error as Error).message})`);
    }
    const manifest = await readFile(path.join(work, 'manifest.json'), 'utf8')
      .then((text) => JSON.parse(text) as BackupManifest)
      .catch(() => null);
    if (manifest?.format !== 1 || !(await exists(path.join(work, 'app.db'))))
      throw new RestoreError(`${archive} is not a backup made by this product`);
    const db = new SQLite(path.join(work, 'app.db'), { fileMustExist: true });
    try {
      const check = db.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new RestoreError(`The database in ${archive} is damaged: ${String(check)}`);
    } finally {
      db.close();
    }

    let movedAside: string | null = null;
    for (const name of REPLACED) {
      const current = path.join(dataDir, name);
      if (!(await exists(current))) continue;
      if ((await readdir(current).catch(() => null))?.length === 0) {
        await rm(current, { recursive: true }); // an empty folder is nothing to keep
        continue;
      }
      movedAside ??= path.join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      await mkdir(movedAside, { recursive: true });
      await rename(current, path.join(movedAside, name));
    }
    for (const name of ['app.db', 'uploads', 'documents']) {
      const restored = path.join(work, name);
      if (await exists(restored)) await rename(restored, path.join(dataDir, name));
    }
    if (!(await exists(path.join(dataDir, 'uploads')))) await mkdir(path.join(dataDir, 'uploads'));
    return { movedAside, manifest, secrets: await secretsToSupply(dataDir, secrets) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
