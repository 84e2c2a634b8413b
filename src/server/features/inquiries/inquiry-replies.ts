import { fairHousingDisclosure } from '../../../shared/i18n/catalogues.ts';
import { type Transaction } from 'kysely';
import { type InquiryDto, type ReplyDto, type ReplyInput } from '../../../shared/inquiries.schema.ts';
import { INQUIRIES_TEXT as T } from '../../../shared/texts/inquiries.ts';
import { MAIL_TEXT } from '../../../shared/texts/mail.ts';
import type { Db } from '../../platform/db/client.ts';
import { nowIso, toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import type { InquiriesReader } from './inquiries.reader.ts';

/**
 * The agent's replies to an inquiry (docs/product.md §4): listed with their delivery, sent through the
 * outbox with the Fair Housing Disclosure on the first e-mail, and sent again when their e-mail failed.
 */
export class InquiryReplies {
  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly reader: InquiriesReader,
  ) {}

  /** GET /inquiries/{id}/replies: oldest first, each with the delivery of its e-mail. */
  async list(id: number): Promise<ReplyDto[]> {
    await this.reader.find(id);
    return this.reader.replyRows(id);
  }

  /**
   * POST /inquiries/{id}/reply: in one transaction the reply is stored, its e-mail queued in the
   * outbox (thread `inquiry:{id}`) and the inquiry set to responded; a failure leaves none of them.
   * The worker is woken once the transaction has committed.
   */
  async send(id: number, input: ReplyInput): Promise<{ reply: ReplyDto; inquiry: InquiryDto }> {
    const replyId = await this.db.transaction().execute(async (trx) => {
      const inquiry = await trx.selectFrom('inquiries').select(['id', 'language']).where('id', '=', id).executeTakeFirst();
      if (!inquiry) throw notFound(T.inquiryNotFound);
      const at = nowIso();
      // The first e-mail to an inquirer carries the Fair Housing Disclosure link (19 NYCRR 175.28):
      // the acknowledgement when one was delivered to this address, else the first reply. The agent
      // writes the message; what the product adds is in the renter's language (decision 072).
      const { language } = inquiry;
      const disclosed = await this.disclosureDelivered(trx, id, input.recipientEmail);
      const outboxId = await this.mail.queue(trx, {
        kind: 'reply',
        to: { email: input.recipientEmail, ...(input.recipientName ? { name: input.recipientName } : {}) },
        subject: input.subject,
        text: disclosed ? input.message : `${input.message}\n\n${fairHousingDisclosure(language)}`,
        thread: `inquiry:${id}`,
        language,
      });
      const stored = await trx
        .insertInto('replies')
        .values({
          inquiry_id: id,
          subject: input.subject,
          message: input.message,
          recipient_email: input.recipientEmail,
          recipient_name: input.recipientName ?? '',
          sent_at: at,
          outbox_id: outboxId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('inquiries').set({ status: 'responded', updated_at: at }).where('id', '=', id).execute();
      return toNumber(stored.id);
    });
    this.mail.wake();
    const [reply] = await this.reader.replyRows(id, replyId);
    return { reply, inquiry: await this.reader.find(id) };
  }

  /**
   * Whether an earlier e-mail on the inquiry carried the Fair Housing Disclosure: a reply, or an
   * acknowledgement (decision 022) already sent to `recipient`. An acknowledgement still waiting in
   * the outbox (or given up) does not count: a reply written before it went carries the Disclosure
   * too, so the inquirer may read it twice but never receives a first e-mail without it.
   */
  private async disclosureDelivered(trx: Transaction<Database>, id: number, recipient: string): Promise<boolean> {
    const reply = await trx.selectFrom('replies').select('id').where('inquiry_id', '=', id).limit(1).executeTakeFirst();
    if (reply) return true;
    const acknowledgement = await trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('thread', '=', `inquiry:${id}`)
      .where('recipient', '=', recipient.trim().toLowerCase())
      // The acknowledgement, or a viewing e-mail to the renter: each carries the Disclosure.
      .where('kind', 'in', ['inquiry-ack', 'viewing-renter', 'viewing-invitation', 'viewing-reminder'])
      .where('status', '=', 'sent')
      .limit(1)
      .executeTakeFirst();
    return acknowledgement !== undefined;
  }

  /**
   * POST /inquiries/{id}/replies/{replyId}/retry: a reply whose e-mail failed is queued again (the
   * same message, so its thread headers stay); 409 when its e-mail is not failed.
   */
  async retry(id: number, replyId: number): Promise<ReplyDto> {
    await this.reader.find(id);
    const row = await this.db
      .selectFrom('replies')
      .select('outbox_id')
      .where('id', '=', replyId)
      .where('inquiry_id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(MAIL_TEXT.replyNotFound);
    const requeued = row.outbox_id !== null && (await this.mail.requeue(this.db, toNumber(row.outbox_id)));
    if (!requeued) throw conflict(MAIL_TEXT.retryNotFailed);
    this.mail.wake();
    const [reply] = await this.reader.replyRows(id, replyId);
    return reply;
  }
}
