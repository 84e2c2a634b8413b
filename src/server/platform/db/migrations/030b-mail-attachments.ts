import type { Kysely } from 'kysely';

/** `mail_outbox.attachments`: files sent with a message (a signed FARE Act disclosure's PDF copy), JSON. */
export function mailAttachmentsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
    },
  };
}
