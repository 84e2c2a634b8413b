import { sql, type Kysely } from 'kysely';

/**
 * `mail_outbox.sealed`: the body of a message waiting to go (text, HTML, headers, calendar part,
 * attachments) sealed under the mail key; the clear columns stay empty for new rows and the sealed
 * body is erased once the message is delivered. Messages already delivered lose their bodies here
 * (docs/decisions/078-private-links-never-lie-in-clear.md).
 */
export function sealedMailBodiesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('mail_outbox').addColumn('sealed', 'text').execute();
      await sql`update mail_outbox set text = '', html = '', headers = null, calendar = null, attachments = null where status = 'sent'`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('mail_outbox').dropColumn('sealed').execute();
    },
  };
}
