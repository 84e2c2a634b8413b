import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db, Dialect } from '../db/client.ts';
import { isoAt, nowIso, toNumber } from '../db/mappers.ts';
import type { Database, OutboxRow } from '../db/schema.ts';
import { textToHtml } from './render.ts';
import type { MailExecutor, OutgoingMail } from './types.ts';
import { lockRows } from '../db/sql.ts';
import type { MailBody, MailBodyCipher } from './sealed-body.ts';

/** The domain of the Message-ID given to a message that had none (derived from its bytes): nothing can answer it. */
export const MADE_UP_ID_DOMAIN = 'inbound.invalid';

/** How long a message is retried before it is marked failed (three days). */
const EXPIRY_MS = 3 * 24 * 60 * 60 * 1000;
const REFERENCES_KEPT = 20;

export interface Backlog {
  /** Waiting or being sent. */
  pending: number;
  failed: number;
}

/** Which outbox rows to delete (OutboxStore.forget): every condition given must hold; null thread is no thread. */
export interface OutboxSelector {
  thread?: string | null;
  recipients?: string[];
  kinds?: string[];
  subject?: string;
  /** Queued at or after this time (ISO). */
  since?: string;
}

/**
 * The mail_outbox table: messages are written here in the transaction of the change that causes
 * them, then claimed one at a time by a worker (a conditional UPDATE, with `FOR UPDATE SKIP LOCKED`
 * on PostgreSQL) so that two instances never send the same row (decision 012).
 */
export class OutboxStore {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    /** Domain of the Message-IDs (that of MAIL_FROM). */
    private readonly idDomain: string,
    /** Seals each body while it waits (decision 078). */
    private readonly cipher: MailBodyCipher,
  ) {}

  /** Writes one message with `executor` (the caller's transaction) and returns its outbox id. */
  async insert(executor: MailExecutor, mail: OutgoingMail): Promise<number> {
    const recipient = mail.to.email.trim().toLowerCase();
    const references = mail.thread ? await this.threadReferences(executor, mail.thread, recipient) : [];
    const now = Date.now();
    const row = await executor
      .insertInto('mail_outbox')
      .values({
        kind: mail.kind,
        recipient,
        recipient_name: mail.to.name?.trim() || null,
        subject: mail.subject,
        // The body lies only sealed, and only until it is delivered (decision 078).
        text: '',
        html: '',
        headers: null,
        calendar: null,
        attachments: null,
        sealed: this.cipher.seal({
          text: mail.text,
          html: mail.html ?? textToHtml(mail.subject, mail.text, mail.language),
          ...(mail.headers && Object.keys(mail.headers).length > 0 ? { headers: mail.headers } : {}),
          ...(mail.calendar ? { calendar: mail.calendar } : {}),
          ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
        }),
        message_id: `<${randomUUID()}@${this.idDomain}>`,
        thread: mail.thread ?? null,
        in_reply_to: references.at(-1) ?? null,
        thread_references: references.length > 0 ? references.join(' ') : null,
        status: 'pending',
        attempts: 0,
        next_attempt_at: isoAt(now),
        expires_at: isoAt(now + EXPIRY_MS),
        created_at: isoAt(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return toNumber(row.id);
  }

  /**
   * Deletes the rows each selector matches (all of its conditions at once) and answers how many: a
   * deletion on request takes the records of the e-mails about a person with it (decision 094). A
   * selector without a thread, recipients or subject matches nothing.
   */
  async forget(executor: MailExecutor, selectors: OutboxSelector[]): Promise<number> {
    let deleted = 0;
    for (const selector of selectors) {
      if (selector.thread === undefined && !selector.recipients?.length && selector.subject === undefined) continue;
      if (selector.recipients?.length === 0 || selector.kinds?.length === 0) continue;
      let query = executor.deleteFrom('mail_outbox');
      if (selector.thread !== undefined)
        query = selector.thread === null ? query.where('thread', 'is', null) : query.where('thread', '=', selector.thread);
      if (selector.recipients)
        query = query.where(
          'recipient',
          'in',
          selector.recipients.map((r) => r.trim().toLowerCase()),
        );
      if (selector.kinds) query = query.where('kind', 'in', selector.kinds);
      if (selector.subject !== undefined) query = query.where('subject', '=', selector.subject);
      if (selector.since !== undefined) query = query.where('created_at', '>=', selector.since);
      const result = await query.executeTakeFirst();
      deleted += Number(result.numDeletedRows);
    }
    return deleted;
  }

  /**
   * The Message-IDs a new message of `thread` to `recipient` answers, oldest first: the earlier
   * e-mails of the thread to that address and that address's own e-mails imported into the thread
   * (decision 035), so the agent's next reply answers the renter's last message.
   */
  private async threadReferences(executor: MailExecutor, thread: string, recipient: string): Promise<string[]> {
    const sent = await executor
      .selectFrom('mail_outbox')
      .select(['message_id', 'created_at as at'])
      .where('thread', '=', thread)
      .where('recipient', '=', recipient)
      .where('message_id', 'is not', null)
      .orderBy('id', 'desc')
      .limit(REFERENCES_KEPT)
      .execute();
    const received = await executor
      .selectFrom('inbound_messages')
      .select(['message_id', 'received_at as at'])
      .where('thread', '=', thread)
      .where('from_address', '=', recipient)
      .where('message_id', 'not like', `%@${MADE_UP_ID_DOMAIN}>`)
      .orderBy('id', 'desc')
      .limit(REFERENCES_KEPT)
      .execute();
    return [...sent, ...received]
      .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
      .map((row) => row.message_id as string)
      .slice(-REFERENCES_KEPT);
  }

  /**
   * Claims the next due message for this instance, or returns undefined: a pending message whose
   * time has come, or one whose claim is older than `staleBefore` (its instance died while sending).
   */
  async claimNext(now: number, staleBefore: number): Promise<OutboxRow | undefined> {
    const nowText = isoAt(now);
    const staleText = isoAt(staleBefore);
    const due = (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowText)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', staleText)]),
      ]);
    // One recipient's messages go in the order they were queued, one at a time, though several
    // connections send at once (decision 045): a message waits while an earlier one to the same
    // address is still to be sent (a confirmation before its cancellation, a reply before the next).
    let next = this.db
      .selectFrom('mail_outbox')
      .select('id')
      .where(due)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('mail_outbox as earlier')
              .select('earlier.id')
              .where('earlier.status', 'in', ['pending', 'sending'])
              .whereRef('earlier.recipient', '=', 'mail_outbox.recipient')
              .whereRef('earlier.id', '<', 'mail_outbox.id'),
          ),
        ),
      )
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1);
    next = lockRows(this.dialect, next, { skipLocked: true });
    // `id = (scalar subquery)` is evaluated once; `id in (subquery)` may be re-run per row by the
    // PostgreSQL planner and, with SKIP LOCKED, claim more rows than the one returned.
    return this.db
      .updateTable('mail_outbox')
      .set({ status: 'sending', claimed_at: nowText, attempts: sql<number>`attempts + 1` })
      .where('id', '=', next)
      .where(due)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * The body of a claimed row: opened from its seal, or (a row queued before migration 040) its
   * clear columns.
   */
  body(row: OutboxRow): MailBody {
    if (row.sealed) return this.cipher.open(row.sealed);
    return {
      text: row.text,
      html: row.html,
      ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
      ...(row.calendar ? { calendar: JSON.parse(row.calendar) as MailBody['calendar'] } : {}),
      ...(row.attachments ? { attachments: JSON.parse(row.attachments) as MailBody['attachments'] } : {}),
    };
  }

  /**
   * Delivered: the row keeps its kind, recipient, subject, thread and times for the records, and its
   * body (with every private link in it) is erased (decision 078).
   */
  async markSent(id: number): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({
        status: 'sent',
        sent_at: nowIso(),
        claimed_at: null,
        last_error: null,
        sealed: null,
        text: '',
        html: '',
        headers: null,
        calendar: null,
        attachments: null,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Back to pending until `nextAttempt`, if this instance's claim still holds. */
  async scheduleRetry(row: OutboxRow, nextAttempt: number, reason: string): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ status: 'pending', next_attempt_at: isoAt(nextAttempt), claimed_at: null, last_error: reason })
      .where('id', '=', row.id)
      .where('status', '=', 'sending')
      .where('claimed_at', '=', row.claimed_at)
      .execute();
  }

  async markFailed(row: OutboxRow, reason: string): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ status: 'failed', claimed_at: null, last_error: reason })
      .where('id', '=', row.id)
      .where('status', '=', 'sending')
      .where('claimed_at', '=', row.claimed_at)
      .execute();
  }

  /** Gives a claimed message back untouched (the worker stopped before sending it). */
  async release(row: OutboxRow): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ status: 'pending', claimed_at: null, attempts: sql<number>`attempts - 1` })
      .where('id', '=', row.id)
      .where('status', '=', 'sending')
      .where('claimed_at', '=', row.claimed_at)
      .execute();
  }

  /**
   * Every claim back to pending. Only for SQLite at start: one process owns the database file, so a
   * claim found at start was left by this process's previous life (decision 012).
   */
  async releaseAllClaims(): Promise<number> {
    const result = await this.db
      .updateTable('mail_outbox')
      .set({ status: 'pending', claimed_at: null })
      .where('status', '=', 'sending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** A failed message queued again for delivery now, with a fresh three-day window. */
  async requeue(executor: MailExecutor, id: number): Promise<boolean> {
    const now = Date.now();
    const result = await executor
      .updateTable('mail_outbox')
      .set({
        status: 'pending',
        attempts: 0,
        next_attempt_at: isoAt(now),
        expires_at: isoAt(now + EXPIRY_MS),
        claimed_at: null,
        last_error: null,
      })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async backlog(): Promise<Backlog> {
    const rows = await this.db
      .selectFrom('mail_outbox')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('status', 'in', ['pending', 'sending', 'failed'])
      .groupBy('status')
      .execute();
    const count = (status: string) => rows.filter((r) => r.status === status).reduce((n, r) => n + toNumber(r.count), 0);
    return { pending: count('pending') + count('sending'), failed: count('failed') };
  }

  /** Earliest time a pending message is due, for the worker's timer; undefined when nothing waits. */
  async nextDue(): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.min('next_attempt_at').as('next'))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return row?.next ? Date.parse(row.next as string) : undefined;
  }
}
