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
    db
      .selectFrom('replies')
      .innerJoin('inquiries', 'inquiries.id', 'replies.inquiry_id')
      .select(['replies.id', 'replies.inquiry_id', 'replies.subject', 'replies.sent_at'])
      .where(sameEmail)
      .orderBy('replies.sent_at', 'desc')
      .orderBy('replies.id', 'desc')
      .limit(cap)
      .execute(),
    db
      .selectFrom('inbound_messages')
      .innerJoin('inquiries', 'inquiries.id', 'inbound_messages.inquiry_id')
      .select(['inbound_messages.id', 'inbound_messages.inquiry_id', 'inbound_messages.subject', 'inbound_messages.sent_at'])
      .where(sameEmail)
      .orderBy('inbound_messages.sent_at', 'desc')
      .orderBy('inbound_messages.id', 'desc')
      .limit(cap)
      .execute(),
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
    ...replies.map((row) => ({
      kind: 'reply' as const,
      id: toNumber(row.id),
      at: row.sent_at,
      recordId: toNumber(row.inquiry_id),
      title: row.subject,
      status: null,
      start: null,
    })),
    ...messages.map((row) => ({
      kind: 'message' as const,
      id: toNumber(row.id),
      at: row.sent_at,
      recordId: toNumber(row.inquiry_id),
      title: row.subject,
      status: null,
      start: null,
    })),
  ];
}
