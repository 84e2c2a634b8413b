import type { OutboxRow } from '../db/schema.ts';
import { classifyFailure } from './delivery-error.ts';
import type { OutboxStore } from './outbox.ts';
import type { MailTransport } from './transport.ts';
import type { MailIdentity, MailMessage } from './types.ts';

export interface WorkerOptions {
  /** How often the worker looks for due messages besides being woken (covers other instances' rows and retries). */
  pollMs: number;
  /** A claim older than this is taken up again: its instance died while sending (decision 012). */
  claimTimeoutMs: number;
  /** Delay before the 1st, 2nd, … retry; the last one repeats until the message expires. */
  retryDelaysMs: number[];
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  pollMs: 5_000,
  claimTimeoutMs: 5 * 60_000,
  retryDelaysMs: [30_000, 120_000, 600_000, 3_600_000, 6 * 3_600_000],
};

export interface WorkerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const silentLog: WorkerLog = { info() {}, warn() {}, error() {} };

/**
 * Delivers due outbox rows over its transports in parallel, each one message at a time (a lane per
 * SMTP connection: claim one row, send it, record the outcome, then claim the next), so at most one
 * message per connection is ever between the server's 250 and the `sent` update (decision 012).
 * Woken at once when a message is queued, and on a timer for retries and for rows queued by other
 * instances. Stopping lets the messages being sent finish.
 */
export class MailWorker {
  /** Each transport's lane while it runs. */
  private readonly lanes: Array<Promise<void> | null>;
  /** Counts wake-ups: a lane that found nothing due looks once more if one came meanwhile. */
  private wakes = 0;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private log: WorkerLog = silentLog;

  constructor(
    private readonly store: OutboxStore,
    /** One lane per transport; an SMTP transport holds one connection (SMTP_CONNECTIONS of them). */
    private readonly transports: MailTransport[],
    private readonly sender: { address: string; identity: () => MailIdentity | Promise<MailIdentity> },
    private readonly options: WorkerOptions,
  ) {
    this.lanes = transports.map(() => null);
  }

  start(log: WorkerLog = silentLog): void {
    if (!this.stopped) return;
    this.log = log;
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Looks for due messages now (after the transaction that queued one has committed). */
  wake(): void {
    if (this.stopped) return;
    this.wakes++;
    this.startLane();
  }

  /**
   * Starts an idle lane, if there is one. A lane that claims a message starts the next idle one, so
   * a batch spreads over every connection while a lone message costs one claim, not one per lane.
   */
  private startLane(): void {
    const i = this.lanes.indexOf(null);
    if (i < 0 || this.stopped) return;
    this.lanes[i] = this.drain(this.transports[i]).finally(() => {
      this.lanes[i] = null;
    });
  }

  /** Resolves once no lane is running (tests and the benchmark wait on it). */
  async idle(): Promise<void> {
    while (this.lanes.some(Boolean)) await Promise.all(this.lanes);
  }

  /** Lets the message being sent finish, leaves the rest pending, and hangs up. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
    await Promise.all(this.transports.map((transport) => transport.close()));
  }

  /**
   * One lane: claims a due row, delivers it over `transport`, and only then claims the next. Ends when
   * nothing is due (and no wake-up came while it looked), when the worker stops, or when its
   * connection failed (an outage costs one attempt per connection and wake-up, not one per message).
   * Never rejects.
   */
  private async drain(transport: MailTransport): Promise<void> {
    try {
      while (!this.stopped) {
        const wakes = this.wakes;
        const now = Date.now();
        const row = await this.store.claimNext(now, now - this.options.claimTimeoutMs);
        if (!row) {
          if (this.wakes !== wakes) continue;
          return;
        }
        this.startLane();
        const keepGoing = await this.deliver(row, transport);
        if (!keepGoing) return;
      }
    } catch (error) {
      this.log.error({ err: error }, 'mail worker: could not read the outbox');
    }
  }

  /** Sends one claimed row and records the outcome; false when the server itself is unreachable. */
  private async deliver(row: OutboxRow, transport: MailTransport): Promise<boolean> {
    let message: MailMessage;
    try {
      message = await this.compose(row);
    } catch (error) {
      await this.store.release(row);
      throw error;
    }
    try {
      await transport.send(message);
    } catch (error) {
      const failure = classifyFailure(error);
      const now = Date.now();
      const expired = row.expires_at !== null && now >= Date.parse(row.expires_at);
      if (failure.permanent || expired) {
        await this.store.markFailed(row, failure.reason);
        this.log.warn({ outboxId: row.id, reason: failure.reason, permanent: failure.permanent }, 'mail not delivered');
      } else {
        const delays = this.options.retryDelaysMs;
        const delay = delays[Math.min(Math.max(row.attempts, 1), delays.length) - 1];
        const next = row.expires_at ? Math.min(now + delay, Date.parse(row.expires_at)) : now + delay;
        await this.store.scheduleRetry(row, next, failure.reason);
        this.log.info(
          { outboxId: row.id, reason: failure.reason, retryAt: new Date(next).toISOString() },
          'mail delivery will be retried',
        );
      }
      return !failure.connection;
    }
    await this.store.markSent(row.id);
    return true;
  }

  private async compose(row: OutboxRow): Promise<MailMessage> {
    const identity = await this.sender.identity();
    const references = row.thread_references ? row.thread_references.split(' ').filter(Boolean) : [];
    const body = this.store.body(row);
    return {
      messageId: row.message_id ?? `<outbox-${row.id}@${this.sender.address.split('@')[1] ?? 'localhost'}>`,
      from: { name: identity.name, address: this.sender.address },
      replyTo: identity.replyTo,
      to: { name: row.recipient_name ?? '', address: row.recipient },
      subject: row.subject,
      text: body.text,
      html: body.html,
      inReplyTo: row.in_reply_to ?? undefined,
      references: references.length > 0 ? references : undefined,
      headers: body.headers ?? {},
      ...(body.calendar ? { calendar: body.calendar } : {}),
      ...(body.attachments ? { attachments: body.attachments } : {}),
    };
  }
}
