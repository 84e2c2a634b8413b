import { sql } from 'kysely';
import { mailboxKey } from './mailbox-key.ts';
import type { DeclaredCappedKind } from '../feature.ts';
import type { MailExecutor } from './types.ts';

/** The window of the per-recipient caps. */
const RECIPIENT_CAP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * At most this many messages of each kind that a visitor can cause go to one address in a day
 * (decision 029): a welcome, a few inquiry acknowledgements, one unsubscribe link, a few alert
 * confirmations, a few viewing bookings and releases. Past it the message is not sent: the visitor's
 * action still succeeds. A kind is a mail kind or a finer one within it (a viewing's booking or
 * release); every public form queues its e-mails through MailService.queueWithinCap. Each feature
 * declares its caps in its manifest (`recipientCaps`) and their names in `FeatureNames`.
 */
/** What a cap counts: a mail kind, or a finer kind of message within one (a viewing's booking or release). */
export type CappedMailKind = DeclaredCappedKind;

/**
 * Counts one message of `kind` to `recipient` and says whether it is within the cap. A mailbox counts
 * once however its address is spelled: the count is kept under its mailbox key (mailbox-key.ts, decision
 * 094), so `victim+1@gmail.com` and `Vic.Tim@GMAIL.com` share `victim@gmail.com`'s cap. One atomic
 * statement on either database (an upsert that starts a new window once the old one is over), in
 * the caller's transaction, so that every instance counts alike and a rolled-back change counts nothing.
 */
export async function withinRecipientCap(
  executor: MailExecutor,
  kind: CappedMailKind,
  cap: number,
  recipient: string,
  now = Date.now(),
): Promise<boolean> {
  const nowText = new Date(now).toISOString();
  const windowOver = sql<boolean>`mail_recipient_counts.window_start <= ${new Date(now - RECIPIENT_CAP_WINDOW_MS).toISOString()}`;
  const row = await executor
    .insertInto('mail_recipient_counts')
    .values({ kind, recipient: mailboxKey(recipient), window_start: nowText, count: 1 })
    .onConflict((conflict) =>
      conflict.columns(['kind', 'recipient']).doUpdateSet({
        count: sql<number>`case when ${windowOver} then 1 else mail_recipient_counts.count + 1 end`,
        window_start: sql<string>`case when ${windowOver} then ${nowText} else mail_recipient_counts.window_start end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count) <= cap;
}
