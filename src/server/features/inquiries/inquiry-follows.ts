import type { Transaction } from 'kysely';
import type { InquiryStatus } from '../../../shared/inquiries.schema.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { InquiryEventKind } from './tables.ts';

/**
 * What the other features' events make of an inquiry, each written in the event's own transaction
 * (docs/decisions/059, 103): the inquiry's status and timeline are this feature's, the event's
 * feature tells what happened.
 */

type Trx = Transaction<Database>;

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

/** A change of the viewing booked with an inquiry. */
export interface ViewingChange {
  inquiryId: number;
  viewingId: number;
  kind: InquiryEventKind;
  /** The viewing's start after the change. */
  viewingStart: string;
  at: string;
  /** After a move: the message's first line naming the old time, and the line naming the new one. */
  firstLine?: { from: string; to: string };
}

/**
 * The inquiry follows its viewing: its status (above), a timeline entry with the viewing's time after
 * the change, and after a move the new time in its message (when it still begins with the old one).
 * An inquiry deleted meanwhile changes nothing.
 */
export async function inquiryFollowsViewing(trx: Trx, change: ViewingChange): Promise<void> {
  const inquiry = await trx
    .selectFrom('inquiries')
    .select(['id', 'message'])
    .where('id', '=', change.inquiryId)
    .executeTakeFirst();
  if (!inquiry) return;
  const line = change.firstLine;
  const moved = line !== undefined && inquiry.message.startsWith(line.from);
  await trx
    .updateTable('inquiries')
    .set({
      status: STATUS_AFTER[change.kind],
      updated_at: change.at,
      ...(moved ? { message: line.to + inquiry.message.slice(line.from.length) } : {}),
    })
    .where('id', '=', inquiry.id)
    .execute();
  await trx
    .insertInto('inquiry_events')
    .values({
      inquiry_id: inquiry.id,
      viewing_id: change.viewingId,
      kind: change.kind,
      viewing_start: change.viewingStart,
      created_at: change.at,
    })
    .execute();
}

/** A renter's e-mail imported into the inquiry (decision 035): it is New again. */
export async function inquiryAnswered(trx: Trx, inquiryId: number, at: string): Promise<void> {
  await trx.updateTable('inquiries').set({ status: 'new', updated_at: at }).where('id', '=', inquiryId).execute();
}
