import { sql } from 'kysely';
import { withApartment } from '../../../shared/listing-format.ts';
import type { PersonEvent } from '../../../shared/people.ts';
import type { Db } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';

/**
 * A person's inquiries, the agent's replies to them and their own e-mails imported into them, newest
 * first and at most `cap` of each (the person's timeline, docs/decisions/091-one-person-one-timeline.md).
 * `email` is lower case; the stored addresses are compared lower-cased.
 */
export async function inquiriesOfPerson(db: Db, email: string, cap: number): Promise<PersonEvent[]> {
  const sameEmail = sql<boolean>`lower(inquiries.email) = ${email}`;
  /**
   * The agent's replies, or the person's own e-mails, in the person's inquiries. Typed as the replies:
   * the columns read (id, inquiry_id, subject, sent_at) are alike in both tables.
   */
  const thread = (table: 'replies' | 'inbound_messages') =>
    db
      .selectFrom(`${table} as m` as 'replies as m')
      .innerJoin('inquiries', 'inquiries.id', 'm.inquiry_id')
      .select(['m.id', 'm.inquiry_id', 'm.subject', 'm.sent_at'])
      .where(sameEmail)
      .orderBy('m.sent_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(cap)
      .execute();
  const [inquiries, replies, messages] = await Promise.all([
    db
      .selectFrom('inquiries')
      .leftJoin('listings', 'listings.id', 'inquiries.listing_id')
      .select(['inquiries.id', 'inquiries.created_at', 'inquiries.listing_address', 'inquiries.status', 'listings.neighborhood'])
      .where(sameEmail)
      .orderBy('inquiries.created_at', 'desc')
      .orderBy('inquiries.id', 'desc')
      .limit(cap)
      .execute(),
    thread('replies'),
    thread('inbound_messages'),
  ]);
  return [
    ...inquiries.map((row) => ({
      kind: 'inquiry' as const,
      id: toNumber(row.id),
      at: row.created_at,
      recordId: toNumber(row.id),
      title: row.listing_address ? withApartment(row.listing_address, row.neighborhood) : '',
      status: row.status,
      start: null,
    })),
    ...replies.map((row) => threadEvent('reply', row)),
    ...messages.map((row) => threadEvent('message', row)),
  ];
}

/** A reply or an imported e-mail as an event of the person's timeline, under its inquiry. */
function threadEvent(
  kind: 'reply' | 'message',
  row: { id: number | string; inquiry_id: number | string; subject: string; sent_at: string },
): PersonEvent {
  return {
    kind,
    id: toNumber(row.id),
    at: row.sent_at,
    recordId: toNumber(row.inquiry_id),
    title: row.subject,
    status: null,
    start: null,
  };
}
