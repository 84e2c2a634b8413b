import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DbHandle } from './client.ts';
import { initialMigration } from './migrations/001-initial.ts';
import { dataVersionsMigration } from './migrations/002-data-versions.ts';
import { tipsVersionMigration } from './migrations/003-tips-version.ts';
import { mailOutboxMigration } from './migrations/004-mail-outbox.ts';
import { inquiryIndexesMigration } from './migrations/005-inquiry-indexes.ts';
import { siteSettingsMigration } from './migrations/006-site-settings.ts';
import { photoPreviewsMigration } from './migrations/007-photo-previews.ts';
import { newsletterDigestsMigration } from './migrations/008-newsletter-digests.ts';

/** Migrations in order; each is a function of the dialect so column types fit both databases. */
function migrationsFor(dialect: DbHandle['dialect']): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '002-data-versions': dataVersionsMigration(),
    '003-tips-version': tipsVersionMigration(),
    '004-mail-outbox': mailOutboxMigration(),
    '005-inquiry-indexes': inquiryIndexesMigration(),
    '006-site-settings': siteSettingsMigration(),
    '007-photo-previews': photoPreviewsMigration(),
    '008-newsletter-digests': newsletterDigestsMigration(dialect),
  };
}

/** Applies every pending migration; throws if one fails. */
export async function migrateToLatest({ db, dialect }: DbHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  // Numbers are assigned to parallel work up front, so a database may have applied a later number
  // before an earlier one landed: apply the missing ones rather than refuse to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error)?.message ?? error}`);
  }
}
