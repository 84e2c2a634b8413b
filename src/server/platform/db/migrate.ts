import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DbHandle } from './client.ts';
import { initialMigration } from './migrations/001-initial.ts';
import { dataVersionsMigration } from './migrations/002-data-versions.ts';
import { mailOutboxMigration } from './migrations/004-mail-outbox.ts';
import { mailRecipientCountsMigration } from './migrations/009-mail-recipient-counts.ts';
import { textSearchIndexesMigration } from './migrations/018-text-search-indexes.ts';
import { mailAttachmentsMigration } from './migrations/030b-mail-attachments.ts';
import { personLanguageMigration } from './migrations/033-person-language.ts';
import { sealedMailBodiesMigration } from './migrations/040-sealed-mail-bodies.ts';
import { recipientKeyMigration } from './migrations/061-recipient-key.ts';

/**
 * The platform's own migrations: the first tables and those every feature shares (the outbox, the
 * data versions, the text search indexes). Each feature's come from its manifest. Each is a function
 * of the dialect so column types fit both databases; all are applied in name order.
 */
function platformMigrations(dialect: DbHandle['dialect']): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '002-data-versions': dataVersionsMigration(),
    '004-mail-outbox': mailOutboxMigration(),
    '009-mail-recipient-counts': mailRecipientCountsMigration(),
    '018-text-search-indexes': textSearchIndexesMigration(dialect),
    '030b-mail-attachments': mailAttachmentsMigration(),
    '033-person-language': personLanguageMigration(),
    '040-sealed-mail-bodies': sealedMailBodiesMigration(),
    '061-recipient-key': recipientKeyMigration(),
  };
}

/** Applies every pending migration, the platform's and the features' (`more`); throws if one fails. */
export async function migrateToLatest(
  { db, dialect }: DbHandle,
  more: (dialect: DbHandle['dialect']) => Record<string, Migration>,
): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => ({ ...platformMigrations(dialect), ...more(dialect) }) };
  // Numbers are assigned to parallel work up front, so a database may have applied a later number
  // before an earlier one landed: apply the missing ones rather than refuse to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error)?.message ?? error}`);
  }
}
