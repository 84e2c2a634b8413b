import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { simpleParser } from 'mailparser';
import type { Config } from '../../src/server/platform/config.ts';
import type { Database } from '../../src/server/platform/db/schema.ts';
import { MailBodyCipher } from '../../src/server/platform/mail/sealed-body.ts';
import { loadMasterKey } from '../../src/server/platform/master-key.ts';

/** An outbox row with its body as the recipient gets it (the clear columns of before decision 078). */
export interface OutboxMail {
  id: number;
  kind: string;
  recipient: string;
  recipient_name: string | null;
  subject: string;
  status: string;
  thread: string | null;
  message_id: string | null;
  text: string;
  html: string;
  /** `{ method, content }` as JSON, or null. */
  calendar: string | null;
  /** MailAttachment[] as JSON, or null. */
  attachments: string | null;
}

export interface OutboxFilter {
  kind?: string | string[];
  recipient?: string;
  thread?: string;
  /** Only the messages whose text contains this. */
  textContains?: string;
}

/** The product's database and settings, as a test app holds them. */
interface MailSource {
  app: { database: { db: Kysely<Database> } };
  config: Pick<Config, 'applicationKey' | 'dataDir' | 'outboxDir'>;
}

/**
 * The e-mails in the outbox, oldest first, each with its body: a message still waiting is opened from
 * its seal (with the product's own key), a delivered one (whose body the outbox erased, decision 078)
 * is read from what the outbox folder received (`<Message-ID>.eml`, the transport without SMTP_URL).
 * A test that sends over SMTP reads its SMTP peer instead.
 */
export async function outboxMails(source: MailSource, filter: OutboxFilter = {}): Promise<OutboxMail[]> {
  let query = source.app.database.db.selectFrom('mail_outbox').selectAll().orderBy('id');
  if (filter.kind) query = query.where('kind', 'in', Array.isArray(filter.kind) ? filter.kind : [filter.kind]);
  if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
  if (filter.thread) query = query.where('thread', '=', filter.thread);
  const rows = await query.execute();
  const cipher = new MailBodyCipher(loadMasterKey(source.config.applicationKey, source.config.dataDir));
  const mails: OutboxMail[] = [];
  for (const row of rows) {
    const base = {
      id: Number(row.id),
      kind: row.kind,
      recipient: row.recipient,
      recipient_name: row.recipient_name,
      subject: row.subject,
      status: row.status,
      thread: row.thread,
      message_id: row.message_id,
    };
    if (row.sealed) {
      const body = cipher.open(row.sealed);
      mails.push({
        ...base,
        text: body.text,
        html: body.html,
        calendar: body.calendar ? JSON.stringify(body.calendar) : null,
        attachments: body.attachments ? JSON.stringify(body.attachments) : null,
      });
    } else if (row.status === 'sent' && row.message_id) {
      mails.push({ ...base, ...(await delivered(source.config.outboxDir, row.message_id)) });
    } else {
      mails.push({ ...base, text: row.text, html: row.html, calendar: row.calendar, attachments: row.attachments });
    }
  }
  return filter.textContains ? mails.filter((mail) => mail.text.includes(filter.textContains!)) : mails;
}

/** The body of a message the file transport wrote, parsed back. */
async function delivered(outboxDir: string, messageId: string) {
  const base = messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9@._-]/g, '_');
  const raw = await readFile(path.join(outboxDir, `${base}.eml`));
  const parsed = await simpleParser(raw);
  const calendarPart = parsed.attachments.find((a) => a.contentType === 'text/calendar');
  const files = parsed.attachments.filter((a) => a !== calendarPart);
  const method = /method=([A-Z]+)/i.exec(String(calendarPart?.headers.get('content-type') ?? ''))?.[1];
  const contentType = calendarPart?.headers.get('content-type') as { params?: Record<string, string> } | undefined;
  return {
    text: (parsed.text ?? '').replace(/\n$/, ''),
    html: typeof parsed.html === 'string' ? parsed.html : '',
    calendar: calendarPart
      ? JSON.stringify({
          method: (contentType?.params?.method ?? method ?? '').toUpperCase(),
          content: calendarPart.content.toString('utf8'),
        })
      : null,
    attachments:
      files.length > 0
        ? JSON.stringify(
            files.map((a) => ({ filename: a.filename, contentType: a.contentType, contentBase64: a.content.toString('base64') })),
          )
        : null,
  };
}
