// Decided in docs/decisions/024-embedded-backups: backups of the embedded product: SQLite's backup API, linked photos, one archive a day.
import { stat } from 'node:fs/promises';
import type SQLite from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { backupsDirOf, createBackup, listBackups } from './backup.ts';

export const BACKUPS_KEPT = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** The first check waits a little, so that a start (and its demo content) is not slowed down. */
const FIRST_CHECK_MS = 60 * 1000;

/**
 * Daily backups of the embedded product: every hour (and a minute after start) it looks at the
 * newest archive in DATA_DIR/backups and makes a new one when it is a day old or missing. Restarts
 * therefore neither skip a day nor add extra backups.
 */
export class BackupScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly options: { dataDir: string; uploadsDir: string | null; sqlite: SQLite.Database; log: FastifyBaseLogger },
  ) {}

  start(): void {
    this.schedule(FIRST_CHECK_MS);
  }

  private schedule(delay: number) {
    this.timer = setTimeout(() => {
      this.running = this.runIfDue().finally(() => {
        this.running = null;
        if (this.timer) this.schedule(CHECK_EVERY_MS);
      });
    }, delay);
    this.timer.unref();
  }

  async runIfDue(now = Date.now()): Promise<void> {
    const newest = (await listBackups(backupsDirOf(this.options.dataDir))).at(-1);
    const age = newest ? now - (await stat(newest)).mtimeMs : Infinity;
    if (age < DAY_MS) return;
    try {
      const result = await createBackup({ ...this.options, keep: BACKUPS_KEPT });
      this.options.log.info(
        { file: result.file, bytes: result.bytes, photos: result.photos, ms: Math.round(result.durationMs) },
        'daily backup written',
      );
    } catch (error) {
      this.options.log.error({ err: error }, 'daily backup failed');
    }
  }

  /** Stops the timer and waits for a backup in progress (the database must stay open for it). */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
