import type { Transaction } from 'kysely';
import type { InquiryStatus } from '../../../shared/inquiries.schema.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { InquiryEventKind } from '../inquiries/index.ts';
import type { ViewingRow } from './tables.ts';
import { newYorkLabel } from '../../../shared/words/new-york.ts';

/**
 * What each change of a viewing makes of the inquiry booked with it: the agent's answer (confirmed,
 * declined, moved, or released unanswered) leaves it Responded; a cancellation, by either side, Closed.
 * Either way it no longer counts as New.
 */
const STATUS_AFTER: Record<InquiryEventKind, InquiryStatus> = {
  'viewing-confirmed': 'responded',
  'viewing-declined': 'responded',
  'viewing-released': 'responded',
  'viewing-rescheduled': 'responded',
  'viewing-cancelled': 'closed',
  'viewing-cancelled-by-renter': 'closed',
};

/** The first line of a booking's inquiry message names its time (viewings.service `book`). */
export const viewingLine = (start: string) => `Viewing: ${newYorkLabel('en', 'when', start)}`;

/**
 * The inquiry follows its viewing, in the transaction of the change: its status (above), a timeline
 * entry with the viewing's time after the change, and after a reschedule the time in its message.
 * A viewing without an inquiry (its inquiry deleted) changes nothing.
 */
export async function followViewing(
  trx: Transaction<Database>,
  before: Pick<ViewingRow, 'id' | 'inquiry_id' | 'start_at'>,
  after: Pick<ViewingRow, 'start_at'>,
  kind: InquiryEventKind,
  at: string,
): Promise<void> {
  if (before.inquiry_id == null) return;
  const inquiry = await trx
    .selectFrom('inquiries')
    .select(['id', 'message'])
    .where('id', '=', before.inquiry_id)
    .executeTakeFirst();
  if (!inquiry) return;
  const oldLine = viewingLine(before.start_at);
  const moved = kind === 'viewing-rescheduled' && inquiry.message.startsWith(oldLine);
  await trx
    .updateTable('inquiries')
    .set({
      status: STATUS_AFTER[kind],
      updated_at: at,
      ...(moved ? { message: viewingLine(after.start_at) + inquiry.message.slice(oldLine.length) } : {}),
    })
    .where('id', '=', inquiry.id)
    .execute();
  await trx
    .insertInto('inquiry_events')
    .values({ inquiry_id: inquiry.id, viewing_id: Number(before.id), kind, viewing_start: after.start_at, created_at: at })
    .execute();
}
