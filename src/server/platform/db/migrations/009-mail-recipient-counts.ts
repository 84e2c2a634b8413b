import type { Kysely } from 'kysely';

/**
 * Per-recipient caps of the e-mails a visitor can make the product send (decision 029): for each
 * kind of message and address, how many were queued since `window_start`. Kept in the database so
 * that every instance counts the same messages.
 */
export function mailRecipientCountsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mail_recipient_counts')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('mail_recipient_counts_pk', ['kind', 'recipient'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('mail_recipient_counts').ifExists().execute();
    },
  };
}
