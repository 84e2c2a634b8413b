import type { Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { withId } from '../../../platform/db/sql.ts';

type AnyDb = Kysely<unknown>;

/**
 * The renter's answers come back into the inquiry (decision 035):
 * - `inbound_messages`: one row per imported e-mail, unique by Message-ID (so a message delivered
 *   twice, by the webhook and by IMAP, or by two instances, is imported once), with the new text and
 *   the full text, and the thread (`inquiry:{id}`) the agent's next reply answers;
 * - `inbound_attachments`: each attachment's name, type and size, and where its file is kept (null
 *   when it was larger than the product keeps);
 * - `inbound_mailboxes`: per IMAP mailbox, its UIDVALIDITY and the highest UID read, so a restart or
 *   another instance reads each message once.
 */
export function inboundMailMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('inbound_messages'), dialect)
        .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id').onDelete('cascade'))
        .addColumn('message_id', 'text', (c) => c.notNull().unique())
        .addColumn('thread', 'text', (c) => c.notNull())
        .addColumn('from_address', 'text', (c) => c.notNull())
        .addColumn('from_name', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('full_text', 'text', (c) => c.notNull())
        .addColumn('via', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('inbound_messages_inquiry').on('inbound_messages').columns(['inquiry_id', 'id']).execute();
      await db.schema
        .createIndex('inbound_messages_thread')
        .on('inbound_messages')
        .columns(['thread', 'from_address', 'id'])
        .execute();
      await db.schema.createIndex('mail_outbox_message_id').on('mail_outbox').column('message_id').execute();

      await withId(db.schema.createTable('inbound_attachments'), dialect)
        .addColumn('inbound_message_id', 'integer', (c) => c.notNull().references('inbound_messages.id').onDelete('cascade'))
        .addColumn('filename', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('file_key', 'text')
        .execute();
      await db.schema.createIndex('inbound_attachments_message').on('inbound_attachments').column('inbound_message_id').execute();

      await db.schema
        .createTable('inbound_mailboxes')
        .addColumn('mailbox', 'text', (c) => c.primaryKey())
        .addColumn('uid_validity', 'text', (c) => c.notNull())
        .addColumn('last_uid', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('inbound_mailboxes').ifExists().execute();
      await db.schema.dropTable('inbound_attachments').ifExists().execute();
      await db.schema.dropIndex('mail_outbox_message_id').ifExists().execute();
      await db.schema.dropTable('inbound_messages').ifExists().execute();
    },
  };
}
