import type { Kysely } from 'kysely';

/**
 * The mail outbox grows what delivery needs (decision 012): the kind of message, the recipient's
 * name, a Message-ID fixed when the message is queued (so a resend after a crash is the same
 * message), the thread it belongs to with the ids it answers, extra headers, the claim time of the
 * instance sending it and the time after which it is given up. Replies point at their e-mail, and
 * every staff account can turn the new-inquiry alerts off.
 */
export function mailOutboxMigration() {
  return {
    async up(db: Kysely<unknown>) {
      const columns: Array<[string, 'text' | 'integer', string?]> = [
        ['kind', 'text', 'reply'],
        ['recipient_name', 'text'],
        ['message_id', 'text'],
        ['thread', 'text'],
        ['in_reply_to', 'text'],
        ['thread_references', 'text'],
        ['headers', 'text'],
        ['claimed_at', 'text'],
        ['expires_at', 'text'],
      ];
      for (const [name, type, fallback] of columns) {
        await db.schema
          .alterTable('mail_outbox')
          .addColumn(name, type, (c) => (fallback === undefined ? c : c.notNull().defaultTo(fallback)))
          .execute();
      }
      await db.schema.createIndex('mail_outbox_thread').on('mail_outbox').columns(['thread', 'recipient', 'id']).execute();
      await db.schema.alterTable('replies').addColumn('outbox_id', 'integer').execute();
      await db.schema
        .alterTable('users')
        .addColumn('notify_inquiries', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('notify_inquiries').execute();
      await db.schema.alterTable('replies').dropColumn('outbox_id').execute();
      await db.schema.dropIndex('mail_outbox_thread').execute();
      for (const name of [
        'kind',
        'recipient_name',
        'message_id',
        'thread',
        'in_reply_to',
        'thread_references',
        'headers',
        'claimed_at',
        'expires_at',
      ]) {
        await db.schema.alterTable('mail_outbox').dropColumn(name).execute();
      }
    },
  };
}
