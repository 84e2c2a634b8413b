import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { inquiryFollowsViewing, type InquiryEventKind } from '../inquiries/index.ts';
import type { ViewingRow } from './tables.ts';
import { newYorkLabel } from '../../../shared/words/new-york.ts';

/** The first line of a booking's inquiry message names its time (viewings.service `book`). */
export const viewingLine = (start: string) => `Viewing: ${newYorkLabel('en', 'when', start)}`;

/**
 * The inquiry follows its viewing, in the transaction of the change: the inquiries feature writes what
 * the change makes of it (its status, a timeline entry, after a reschedule the time in its message's
 * first line). A viewing without an inquiry (its inquiry deleted) changes nothing.
 */
export async function followViewing(
  trx: Transaction<Database>,
  before: Pick<ViewingRow, 'id' | 'inquiry_id' | 'start_at'>,
  after: Pick<ViewingRow, 'start_at'>,
  kind: InquiryEventKind,
  at: string,
): Promise<void> {
  if (before.inquiry_id == null) return;
  await inquiryFollowsViewing(trx, {
    inquiryId: Number(before.inquiry_id),
    viewingId: Number(before.id),
    kind,
    viewingStart: after.start_at,
    at,
    ...(kind === 'viewing-rescheduled'
      ? { firstLine: { from: viewingLine(before.start_at), to: viewingLine(after.start_at) } }
      : {}),
  });
}
