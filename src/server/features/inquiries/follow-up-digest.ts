import { DateTime } from 'luxon';
import type { InquiryDto } from '../../../shared/inquiries.schema.ts';
import { FOLLOW_UPS_TEXT as T } from '../../../shared/texts/follow-ups.ts';
import { withApartment } from '../../../shared/listing-format.ts';
import { MAIL_TEXT } from '../../../shared/texts/mail.ts';
import { NEW_YORK } from '../../../shared/new-york-time.ts';
import type { Db } from '../../platform/db/client.ts';
import { nowIso } from '../../platform/db/mappers.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { staffRecipients } from '../../platform/mail/staff-recipients.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { calendarLabel } from '../../../shared/words/new-york.ts';
import type { InquiriesService } from './inquiries.service.ts';

/** The hour (New York, wall clock) from which a day's digest goes. */
const DIGEST_HOUR = 8;
/** The most inquiries one digest lists; the rest are behind the link to the filtered list. */
const DIGEST_LISTED = 50;

export type FollowUpDigestOutcome =
  | { sent: true; day: string; inquiries: number; recipients: number }
  | { sent: false; day: string; reason: 'before-8' | 'already-handled' | 'nothing-due' | 'no-recipients' | 'raced' };

/** The digest's text: each inquiry due with how to reach the person, its listing, its note and its link. */
function followUpDigestText(
  due: { today: string; total: number; inquiries: InquiryDto[] },
  siteUrl: string,
): { subject: string; text: string } {
  const entry = (inquiry: InquiryDto) => {
    const day = inquiry.followUpOn ?? due.today;
    const listing = inquiry.listing_address ? withApartment(inquiry.listing_address, inquiry.listing_apartment) : T.digestGeneral;
    return [
      `${inquiry.name} · ${inquiry.source}`,
      day < due.today ? T.digestOverdue(calendarLabel('en', 'day', day)) : T.digestToday,
      `${T.digestListing}: ${listing}`,
      ...(inquiry.phone ? [`${T.digestPhone}: ${inquiry.phone}`] : []),
      ...(inquiry.email ? [`${T.digestEmail}: ${inquiry.email}`] : []),
      ...(inquiry.followUpNote ? [`${T.digestNote}: ${inquiry.followUpNote}`] : []),
      `${siteUrl}/admin/inquiries?view=${inquiry.id}`,
    ].join('\n');
  };
  const rest = due.total - due.inquiries.length;
  const text = [
    T.digestHeading(calendarLabel('en', 'day', due.today)),
    T.digestIntro(due.total),
    ...due.inquiries.map(entry),
    rest > 0
      ? `${T.digestMore(rest)} ${siteUrl}/admin/inquiries?followUp=due`
      : `${T.digestAll}: ${siteUrl}/admin/inquiries?followUp=due`,
    `${MAIL_TEXT.alertWhy}: ${siteUrl}/admin/profile`,
  ].join('\n\n');
  return { subject: T.digestSubject(due.total), text };
}

/**
 * The 8:00 follow-up digest (docs/decisions/046): from 8:00 New York time each day, the first run
 * that finds the day not yet handled inserts the day's row in follow_up_digests and, in the same
 * transaction, queues one e-mail to each staff member with inquiry e-mails on listing the follow-ups
 * due. The day is the row's primary key, so across instances and restarts one run handles each day;
 * a day with nothing due is recorded without e-mail.
 */
export class FollowUpDigest {
  constructor(
    private readonly c: {
      db: Db;
      inquiries: InquiriesService;
      mail: MailService;
      siteUrl: string;
      clock: () => Date;
    },
  ) {}

  async runIfDue(): Promise<FollowUpDigestOutcome> {
    const now = DateTime.fromJSDate(this.c.clock(), { zone: NEW_YORK });
    const day = now.toISODate()!;
    if (now.hour < DIGEST_HOUR) return { sent: false, day, reason: 'before-8' };
    const handled = await this.c.db.selectFrom('follow_up_digests').select('day').where('day', '=', day).executeTakeFirst();
    if (handled) return { sent: false, day, reason: 'already-handled' };
    const due = await this.c.inquiries.read.followUpsDue(DIGEST_LISTED);
    const recipients = due.total === 0 ? [] : await staffRecipients(this.c.db);
    const mail = recipients.length > 0 ? followUpDigestText(due, this.c.siteUrl) : null;
    try {
      await this.c.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('follow_up_digests')
          .values({ day, inquiry_count: due.total, recipient_count: recipients.length, created_at: nowIso() })
          .execute();
        if (!mail) return;
        for (const person of recipients) {
          await this.c.mail.queue(trx, {
            kind: 'follow-up-digest',
            to: { email: person.email, name: person.name },
            subject: mail.subject,
            text: mail.text,
          });
        }
      });
    } catch (error) {
      // Another instance handled the day first.
      if (isUniqueViolation(error)) return { sent: false, day, reason: 'raced' };
      throw error;
    }
    if (!mail) return { sent: false, day, reason: due.total === 0 ? 'nothing-due' : 'no-recipients' };
    this.c.mail.wake();
    return { sent: true, day, inquiries: due.total, recipients: recipients.length };
  }
}
