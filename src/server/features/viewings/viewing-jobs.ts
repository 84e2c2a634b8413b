import { toNumber } from '../../platform/db/mappers.ts';
import { followViewing } from './inquiry-follow.ts';
import type { ViewingsContext } from './viewing-context.ts';
import { mailContextOf } from './viewing-mail-context.ts';
import { releasedMail, reminderMail } from './viewing-mail.ts';
import { readSettings } from './viewing-settings.ts';

const DAY_MS = 24 * 3_600_000;

/**
 * Releases each request the agent has not confirmed within the setting's hours (decision 054): it
 * becomes declined (its slot is free, its Confirm and Decline links are spent) and its renter gets
 * a polite e-mail (within the address's daily cap). Claimed by a conditional update in the
 * transaction that queues the e-mail, so of several instances one releases it, once. Also forgets
 * the client addresses of bookings over a day old.
 */
export async function releaseUnconfirmed(c: ViewingsContext): Promise<number> {
  const now = c.clock();
  const { releaseHours } = await readSettings(c.db);
  await c.limits.forgetOld(c.db, now);
  const due = await c.db
    .selectFrom('viewings')
    .selectAll()
    .where('status', '=', 'requested')
    .where('start_at', '>', now.toISOString())
    .where('created_at', '<=', new Date(now.getTime() - releaseHours * 3_600_000).toISOString())
    .orderBy('created_at')
    .limit(100)
    .execute();
  let released = 0;
  for (const row of due) {
    const context = await mailContextOf(c, row);
    const claimed = await c.db.transaction().execute(async (trx) => {
      const next = { ...row, status: 'declined' as const, sequence: toNumber(row.sequence) + 1 };
      const result = await trx
        .updateTable('viewings')
        .set({ status: next.status, sequence: next.sequence, updated_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('status', '=', 'requested')
        .where('sequence', '=', row.sequence)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await followViewing(trx, row, next, 'viewing-released', now.toISOString());
      await c.mail.queueWithinCap(trx, releasedMail(next, context), 'viewing-released');
      return true;
    });
    if (claimed) released++;
  }
  if (released > 0) c.mail.wake();
  return released;
}

/**
 * The renter's reminder the day before: for each confirmed viewing that starts within 24 hours and
 * was confirmed earlier than that, once (claimed by a conditional update in the transaction that
 * queues it, so two instances cannot both send it); never for a cancelled one.
 */
export async function sendDueReminders(c: ViewingsContext): Promise<number> {
  const now = c.clock();
  const due = await c.db
    .selectFrom('viewings')
    .selectAll()
    .where('status', '=', 'confirmed')
    .where('reminder_sent_at', 'is', null)
    .where('start_at', '>', now.toISOString())
    .where('start_at', '<=', new Date(now.getTime() + DAY_MS).toISOString())
    .orderBy('start_at')
    .limit(100)
    .execute();
  let sent = 0;
  for (const row of due) {
    if (row.confirmed_at && Date.parse(row.confirmed_at) > Date.parse(row.start_at) - DAY_MS) continue;
    const context = await mailContextOf(c, row);
    const claimed = await c.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('viewings')
        .set({ reminder_sent_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('status', '=', 'confirmed')
        .where('reminder_sent_at', 'is', null)
        .where('start_at', '=', row.start_at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await c.mail.queue(trx, reminderMail(row, context));
      return true;
    });
    if (claimed) sent++;
  }
  if (sent > 0) c.mail.wake();
  return sent;
}
