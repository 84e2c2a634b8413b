import { randomBytes } from 'node:crypto';
import { chmod, copyFile, link, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** What a backup archive holds, next to `app.db`, `uploads/` and `documents/` (never a secret: decision 078). */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'sqlite';
  photos: number;
}

export interface BackupResult {
  file: string;
  bytes: number;
  durationMs: number;
  photos: number;
}

export interface BackupOptions {
  dataDir: string;
  /** The SQLite file (default `DATA_DIR/app.db`). */
  sqliteFile?: string;
  /** The server's own open connection, when the backup runs inside it; otherwise one is opened. */
  sqlite?: SQLite.Database;
  /** The uploads folder to include; null when photos are in a bucket. */
  uploadsDir: string | null;
  /** How many archives to keep (the oldest beyond are deleted). */
  keep: number;
  now?: Date;
}

const BACKUP_PREFIX = 'backup-';
const BACKUP_SUFFIX = '.tar.gz';
export const backupsDirOf = (dataDir: string) => path.join(dataDir, 'backups');

/**
 * Adds to `target` a hard link (a copy on another file system) of every file of `source` not
 * linked yet. Photo files are never changed once written, so a link is a faithful copy that costs
 * no space and survives the photo's later deletion.
 */
async function linkTree(source: string, target: string, done: Set<string>): Promise<void> {
  const entries = await readdir(source, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const relative = path.relative(source, from);
    if (done.has(relative)) continue;
    const to = path.join(target, relative);
    await mkdir(path.dirname(to), { recursive: true });
    try {
      await link(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue; // deleted meanwhile: the database copy no longer names it either
      if (code !== 'EXDEV' && code !== 'EPERM') throw error;
      await copyFile(from, to);
    }
    done.add(relative);
  }
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/**
 * A consistent online backup of the embedded product: the SQLite database through SQLite's backup
 * API (a page-by-page copy that sees one committed state, while the server keeps writing) and the
 * photos, into `DATA_DIR/backups/backup-{time}.tar.gz`; keeps the newest `keep` archives.
 *
 * Photos are linked before and after the database copy: a photo deleted during the backup is still
 * in the first pass, and one added during it (and so perhaps named by the copied database) is in the
 * second.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const backupsDir = backupsDirOf(options.dataDir);
  await mkdir(backupsDir, { recursive: true, mode: 0o700 });
  const work = path.join(backupsDir, `.partial-${randomBytes(6).toString('hex')}`);
  await mkdir(work, { mode: 0o700 });
  try {
    const linked = new Set<string>();
    const uploadsCopy = path.join(work, 'uploads');
    await mkdir(uploadsCopy);
    if (options.uploadsDir) await linkTree(options.uploadsDir, uploadsCopy, linked);

    const sqliteFile = options.sqliteFile ?? path.join(options.dataDir, 'app.db');
    const source = options.sqlite ?? new SQLite(sqliteFile, { fileMustExist: true });
    try {
      await source.backup(path.join(work, 'app.db'));
    } finally {
      if (!options.sqlite) source.close();
    }

    if (options.uploadsDir) await linkTree(options.uploadsDir, uploadsCopy, linked);
    // Application documents as they are at rest: ciphertext only (decision 055). Their master key
    // (DATA_DIR/application-key) is never archived: a stolen backup opens no document.
    const documents = path.join(options.dataDir, 'documents');
    const entries = ['manifest.json', 'app.db', 'uploads'];
    if (await stat(documents).catch(() => null)) {
      await linkTree(documents, path.join(work, 'documents'), new Set());
      entries.push('documents');
    }
    // Nor the key that signs sessions (DATA_DIR/jwt-secret or JWT_SECRET): a backup alone forges no
    // administrator's token (docs/decisions/078-private-links-never-lie-in-clear.md).
    const now = options.now ?? new Date();
    const photos = [...linked].filter((name) => name.startsWith(`photos${path.sep}`)).length;
    const manifest: BackupManifest = { format: 1, createdAt: now.toISOString(), database: 'sqlite', photos };
    await writeFile(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    // Written under a temporary name and renamed: an archive under its final name is always whole.
    const file = path.join(backupsDir, `${BACKUP_PREFIX}${stamp(now)}${BACKUP_SUFFIX}`);
    const partial = `${work}${BACKUP_SUFFIX}`;
    // tar loads with the first backup (decision 110): a server without backups does not carry it.
    const tar = await import('tar');
    await tar.create({ gzip: { level: 6 }, file: partial, cwd: work, portable: true, mode: 0o600 }, entries);
    // The archive holds every lead: readable by the owner only.
    await chmod(partial, 0o600);
    await rename(partial, file);
    await pruneBackups(backupsDir, options.keep);
    return { file, bytes: (await stat(file)).size, durationMs: performance.now() - started, photos };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(`${work}${BACKUP_SUFFIX}`, { force: true });
  }
}

/** The archives in `backupsDir`, oldest first (their names sort by time). */
export async function listBackups(backupsDir: string): Promise<string[]> {
  const names = await readdir(backupsDir).catch(() => [] as string[]);
  return names
    .filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith(BACKUP_SUFFIX))
    .sort()
    .map((name) => path.join(backupsDir, name));
}

/** Deletes all but the newest `keep` archives. */
export async function pruneBackups(backupsDir: string, keep: number): Promise<void> {
  const archives = await listBackups(backupsDir);
  for (const file of archives.slice(0, Math.max(0, archives.length - keep))) await rm(file, { force: true });
}
