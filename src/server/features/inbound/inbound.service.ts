import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { InboundAttachmentDto, InboundMessageDto } from '../../../shared/inquiries.schema.ts';
import { INBOUND_TEXT as T } from '../../../shared/texts/inbound.ts';
import { MAIL_TEXT } from '../../../shared/texts/mail.ts';
import type { Db } from '../../platform/db/client.ts';
import { nowIso, toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { PhotoStore, StoredFileStream } from '../../platform/images/photo-store.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { staffRecipients } from '../../platform/mail/staff-recipients.ts';
import { inquiryAnswered } from '../inquiries/index.ts';
import { DEFAULT_PARSE_LIMITS, parseMessage, type ParseLimits, type ReceivedMessage } from './parse-message.ts';

/** Attachments up to this size are kept (in the photo store, out of public reach); larger ones are named only. */
const MAX_KEPT_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** How many ids of In-Reply-To and References are looked up (the newest first). */
const ANSWERS_READ = 50;
const TEXT_KEPT = 100_000;
const EXCERPT = 70;

export type InboundVia = 'webhook' | 'imap';

/**
 * Takes the message for this import (IMAP: its UID, decision 036), in the import's transaction when
 * it is stored: false when another instance took it first, and then nothing is stored.
 */
export type ImportClaim = (db: Db) => Promise<boolean>;

export interface ImportResult {
  imported: boolean;
  inquiryId: number | null;
}

const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT ? `${line.slice(0, EXCERPT - 1).trimEnd()}…` : line;
};

/** A name for a file kept in the photo store: under `attachments/`, which /uploads never serves. */
const attachmentKey = () => {
  const id = randomBytes(10).toString('hex');
  return `attachments/${id.slice(0, 2)}/${id}`;
};

/**
 * The renter's answers come back into the inquiry (decision 035). One import serves the webhook and
 * IMAP: a message belongs to an inquiry when its In-Reply-To or References names a Message-ID the
 * product sent to the inquirer for that inquiry (thread `inquiry:{id}`) and its sender is the
 * inquirer's address; it is imported once by Message-ID, the inquiry goes back to New and the staff
 * who want alerts are told.
 */
export class InboundService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly files: PhotoStore,
    private readonly siteUrl: () => string,
    private readonly limits: ParseLimits = DEFAULT_PARSE_LIMITS,
  ) {}

  /**
   * Reads one raw e-mail and imports it when it answers an inquiry; throws UnreadableMessageError when
   * it cannot be read. With a claim, the message is taken before anything is stored (see ImportClaim).
   */
  async receive(raw: Buffer, via: InboundVia, claim?: ImportClaim): Promise<ImportResult> {
    const message = await parseMessage(raw, this.limits);
    const known = await this.db
      .selectFrom('inbound_messages')
      .select('inquiry_id')
      .where('message_id', '=', message.messageId)
      .executeTakeFirst();
    if (known) {
      await claim?.(this.db);
      return { imported: false, inquiryId: toNumber(known.inquiry_id) };
    }
    const match = await this.matchInquiry(message);
    if (match === null) {
      await claim?.(this.db);
      return { imported: false, inquiryId: null };
    }
    const inquiryId = match.inquiryId;

    const kept = await this.keepAttachments(message);
    // The message's own date, but never before the e-mail it answers nor after its arrival (a sender's clock may be wrong).
    const at = nowIso();
    const written = message.date && message.date < at ? message.date : at;
    const sentAt = written < match.answeredAt ? match.answeredAt : written;
    const imported = await this.db
      .transaction()
      .execute(
        async (trx) =>
          (!claim || (await claim(trx))) && (await this.store(trx, inquiryId, { ...message, date: sentAt }, via, kept)),
      );
    if (imported) this.mail.wake();
    return { imported, inquiryId };
  }

  /**
   * The inquiry whose e-mail this message answers, from its sender: the newest one when several
   * match; null when it answers no e-mail of ours to that address.
   */
  private async matchInquiry(message: ReceivedMessage): Promise<{ inquiryId: number; answeredAt: string } | null> {
    const answers = message.answers.slice(0, ANSWERS_READ);
    if (answers.length === 0 || !message.fromAddress) return null;
    const threads = await this.db
      .selectFrom('mail_outbox')
      .select(['thread', 'created_at'])
      .where('message_id', 'in', answers)
      .where('thread', 'like', 'inquiry:%')
      .where('kind', 'not in', this.mail.staffKinds)
      .execute();
    const ids = threads
      .map((row) => Number(/^inquiry:(\d+)$/.exec(row.thread ?? '')?.[1]))
      .filter((id) => Number.isSafeInteger(id) && id > 0);
    if (ids.length === 0) return null;
    const inquiry = await this.db
      .selectFrom('inquiries')
      .select('id')
      .where('id', 'in', ids)
      .where(sql`lower(email)`, '=', message.fromAddress)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!inquiry) return null;
    const inquiryId = toNumber(inquiry.id);
    const answeredAt = threads
      .filter((row) => row.thread === `inquiry:${inquiryId}`)
      .reduce((latest, row) => (row.created_at > latest ? row.created_at : latest), '');
    return { inquiryId, answeredAt };
  }

  /** Writes the attachments small enough to keep; returns each one's file key (null: not kept). */
  private async keepAttachments(message: ReceivedMessage): Promise<Array<string | null>> {
    const keys: Array<string | null> = [];
    for (const attachment of message.attachments) {
      if (attachment.size > MAX_KEPT_ATTACHMENT_BYTES) {
        keys.push(null);
        continue;
      }
      const name = attachmentKey();
      await this.files.put({ name, data: Buffer.from(attachment.content), contentType: attachment.contentType });
      keys.push(name);
    }
    return keys;
  }

  /** The message, its attachments, the inquiry back to New and the staff alerts, together; false when another import won. */
  private async store(
    trx: Transaction<Database>,
    inquiryId: number,
    message: ReceivedMessage,
    via: InboundVia,
    keys: Array<string | null>,
  ): Promise<boolean> {
    const at = nowIso();
    const row = await trx
      .insertInto('inbound_messages')
      .values({
        inquiry_id: inquiryId,
        message_id: message.messageId,
        thread: `inquiry:${inquiryId}`,
        from_address: message.fromAddress,
        from_name: message.fromName,
        subject: message.subject,
        text: message.text.slice(0, TEXT_KEPT),
        full_text: message.fullText.slice(0, TEXT_KEPT),
        via,
        sent_at: message.date ?? at,
        received_at: at,
      })
      .onConflict((oc) => oc.column('message_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    for (const [index, attachment] of message.attachments.entries()) {
      await trx
        .insertInto('inbound_attachments')
        .values({
          inbound_message_id: toNumber(row.id),
          filename: attachment.filename.slice(0, 255),
          content_type: attachment.contentType.slice(0, 255),
          size: attachment.size,
          file_key: keys[index],
        })
        .execute();
    }
    await inquiryAnswered(trx, inquiryId, at);
    await this.queueAlerts(trx, inquiryId, message);
    return true;
  }

  /** 'Omar replied: …' to every staff account with alerts on, threaded with the inquiry's alerts. */
  private async queueAlerts(trx: Transaction<Database>, inquiryId: number, message: ReceivedMessage): Promise<void> {
    const staff = await staffRecipients(trx);
    if (staff.length === 0) return;
    const inquiry = await trx
      .selectFrom('inquiries')
      .select(['name', 'email', 'listing_address'])
      .where('id', '=', inquiryId)
      .executeTakeFirstOrThrow();
    const url = `${this.siteUrl()}/admin/inquiries?view=${inquiryId}`;
    const text = [
      T.alertHeading(inquiry.name),
      '',
      `${MAIL_TEXT.alertEmail}: ${inquiry.email}`,
      `${MAIL_TEXT.alertProperty}: ${inquiry.listing_address ?? MAIL_TEXT.alertGeneral}`,
      '',
      `${MAIL_TEXT.alertMessage}:`,
      message.text,
      ...(message.attachments.length > 0
        ? ['', `${T.alertAttachments}:`, ...message.attachments.map((a) => `- ${a.filename}`)]
        : []),
      '',
      `${MAIL_TEXT.alertOpen}: ${url}`,
      '',
      `${MAIL_TEXT.alertWhy}: ${this.siteUrl()}/admin/profile`,
    ].join('\n');
    for (const person of staff) {
      await this.mail.queue(trx, {
        kind: 'inbound-alert',
        to: { email: person.email, name: person.name },
        subject: T.alertSubject(inquiry.name, excerpt(message.text) || message.subject),
        text,
        thread: `inquiry:${inquiryId}`,
      });
    }
  }

  /** The renter's messages of an inquiry, oldest first, with their attachments. */
  async messages(inquiryId: number): Promise<InboundMessageDto[]> {
    const rows = await this.db
      .selectFrom('inbound_messages')
      .select([
        'id',
        'inquiry_id',
        'from_address',
        'from_name',
        'subject',
        'text',
        'via',
        'sent_at',
        'received_at',
        sql<number>`case when full_text = text then 0 else 1 end`.as('trimmed'),
      ])
      .where('inquiry_id', '=', inquiryId)
      .orderBy('sent_at')
      .orderBy('id')
      .execute();
    if (rows.length === 0) return [];
    const attachments = await this.db
      .selectFrom('inbound_attachments')
      .select(['id', 'inbound_message_id', 'filename', 'content_type', 'size', 'file_key'])
      .where(
        'inbound_message_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('id')
      .execute();
    const byMessage = new Map<number, InboundAttachmentDto[]>();
    for (const a of attachments) {
      const list = byMessage.get(toNumber(a.inbound_message_id)) ?? [];
      list.push({
        id: toNumber(a.id),
        filename: a.filename,
        contentType: a.content_type,
        size: toNumber(a.size),
        kept: a.file_key !== null,
      });
      byMessage.set(toNumber(a.inbound_message_id), list);
    }
    return rows.map((row) => ({
      id: toNumber(row.id),
      inquiryId: toNumber(row.inquiry_id),
      fromAddress: row.from_address,
      fromName: row.from_name,
      subject: row.subject,
      text: row.text,
      trimmed: toNumber(row.trimmed) === 1,
      sentAt: row.sent_at,
      receivedAt: row.received_at,
      via: row.via,
      attachments: byMessage.get(toNumber(row.id)) ?? [],
    }));
  }

  /** One message's whole text, as received (404 when the inquiry has no such message). */
  async fullText(inquiryId: number, messageId: number): Promise<string> {
    const row = await this.db
      .selectFrom('inbound_messages')
      .select('full_text')
      .where('id', '=', messageId)
      .where('inquiry_id', '=', inquiryId)
      .executeTakeFirst();
    if (!row) throw notFound(T.messageNotFound);
    return row.full_text;
  }

  /** A kept attachment's file for download by staff (404 when unknown or not kept). */
  async attachment(
    inquiryId: number,
    messageId: number,
    attachmentId: number,
  ): Promise<{ filename: string; contentType: string; file: StoredFileStream }> {
    const row = await this.db
      .selectFrom('inbound_attachments')
      .innerJoin('inbound_messages', 'inbound_messages.id', 'inbound_attachments.inbound_message_id')
      .select(['inbound_attachments.filename', 'inbound_attachments.content_type', 'inbound_attachments.file_key'])
      .where('inbound_attachments.id', '=', attachmentId)
      .where('inbound_messages.id', '=', messageId)
      .where('inbound_messages.inquiry_id', '=', inquiryId)
      .executeTakeFirst();
    if (!row) throw notFound(T.attachmentNotFound);
    if (row.file_key === null) throw notFound(T.attachmentNotKept);
    const file = await this.files.read(row.file_key);
    if (file === null || file === 'not-modified') throw notFound(T.attachmentNotFound);
    return { filename: row.filename, contentType: row.content_type, file };
  }
}
