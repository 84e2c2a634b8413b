import addressparser from 'nodemailer/lib/addressparser/index.js';
import type { Db, Dialect } from '../db/client.ts';
import { loadMasterKey } from '../master-key.ts';
import { OutboxStore, type Backlog, type OutboxSelector } from './outbox.ts';
import { MailBodyCipher } from './sealed-body.ts';
import { withinRecipientCap, type CappedMailKind } from './recipient-caps.ts';
import { greetingName } from './visitor-name.ts';
import { withFairHousingDisclosure } from './fair-housing-once.ts';
import { createTransports, type MailTransport } from './transport.ts';
import type { MailExecutor, MailIdentity, MailKind, MailKindTable, OutgoingMail } from './types.ts';
import { DEFAULT_WORKER_OPTIONS, MailWorker, type WorkerLog, type WorkerOptions } from './worker.ts';

export interface MailSettings {
  smtpUrl?: string;
  /** SMTP connections used in parallel (SMTP_CONNECTIONS), each with one message in flight. */
  smtpConnections?: number;
  outboxDir: string;
  /** MAIL_FROM: its address is the sender; the display name is the agent's. */
  mailFrom: string;
  /** APPLICATION_KEY, else the key generated into `dataDir`: the bodies waiting in the outbox are sealed under a key derived from it (decision 078). */
  applicationKey?: string;
  dataDir: string;
}

/** The address part of MAIL_FROM (`Name <a@b>` or `a@b`). */
function fromAddress(mailFrom: string): string {
  const [first] = addressparser(mailFrom, { flatten: true });
  if (!first?.address) throw new Error(`MAIL_FROM has no e-mail address: ${mailFrom}`);
  return first.address;
}

/**
 * The one way the product sends e-mail (decision 012). `queue` writes the message into the outbox
 * with the caller's executor, so it commits with the change that causes it; after the commit the
 * caller calls `wake` and the worker delivers it at once (or retries it until it goes).
 */
export class MailService {
  private readonly store: OutboxStore;
  private readonly worker: MailWorker;
  private readonly dialect: Dialect;
  private readonly kinds: MailKindTable;
  private readonly caps: Readonly<Record<string, number>>;

  constructor(
    db: Db,
    dialect: Dialect,
    settings: MailSettings,
    identity: () => MailIdentity | Promise<MailIdentity>,
    options: {
      worker?: Partial<WorkerOptions>;
      transports?: MailTransport[];
      /** Every kind of e-mail and its rules, from the features' manifests (decision 097). */
      kinds?: MailKindTable;
      /** The per-recipient caps of what a visitor can cause, from the features' manifests (decision 029). */
      caps?: Readonly<Record<string, number>>;
    } = {},
  ) {
    this.kinds = options.kinds ?? {};
    this.caps = options.caps ?? {};
    const address = fromAddress(settings.mailFrom);
    this.dialect = dialect;
    const cipher = new MailBodyCipher(loadMasterKey(settings.applicationKey, settings.dataDir));
    this.store = new OutboxStore(db, dialect, address.split('@')[1] || 'localhost', cipher);
    this.worker = new MailWorker(
      this.store,
      options.transports ?? createTransports(settings),
      { address, identity },
      { ...DEFAULT_WORKER_OPTIONS, ...options.worker },
    );
  }

  /** Writes one message to the outbox (in the caller's transaction) and returns its outbox id. */
  async queue(executor: MailExecutor, mail: OutgoingMail): Promise<number> {
    if (!/^[^\s@]+@[^\s@]+$/.test(mail.to.email.trim())) throw new Error(`Not an e-mail address: ${mail.to.email}`);
    // The first e-mail to a person carries the Fair Housing Disclosure (decision 089).
    const text = await withFairHousingDisclosure(executor, mail, new Date().toISOString(), this.kinds);
    return this.store.insert(executor, { ...mail, text, subject: mail.subject.replace(/[\r\n]+/g, ' ').trim() });
  }

  /**
   * The one way to queue a message a visitor's action causes (a welcome, an acknowledgement, an
   * unsubscribe link, a viewing's booking or release; decisions 029 and 054): not queued (null) when
   * its recipient had their day's share of `cap` (recipient-caps.ts, the mail's kind by default), and
   * the display name is the visitor's name only when nothing in it can become a link (visitor-name.ts).
   * The message's own text names the visitor through greetingName too.
   */
  queueWithinCap(executor: MailExecutor, mail: OutgoingMail & { kind: CappedMailKind }): Promise<number | null>;
  queueWithinCap(executor: MailExecutor, mail: OutgoingMail, cap: CappedMailKind): Promise<number | null>;
  async queueWithinCap(executor: MailExecutor, mail: OutgoingMail, cap?: CappedMailKind): Promise<number | null> {
    const kind = cap ?? (mail.kind as CappedMailKind);
    if (!(await withinRecipientCap(executor, kind, this.recipientCap(kind), mail.to.email))) return null;
    const name = greetingName(mail.to.name);
    return this.queue(executor, { ...mail, to: { email: mail.to.email, ...(name ? { name } : {}) } });
  }

  /** How many messages of `kind` may go to one mailbox in a day (its feature's `recipientCaps`). */
  recipientCap(kind: CappedMailKind): number {
    const cap = this.caps[kind];
    if (cap === undefined) throw new Error(`No recipient cap is declared for ${kind}.`);
    return cap;
  }

  /** The kinds sent to staff, not to a renter: an answer to one of them is not a renter's reply. */
  get staffKinds(): MailKind[] {
    return Object.keys(this.kinds).filter((kind) => this.kinds[kind]?.staff) as MailKind[];
  }

  /** Delivers what is due now; call it after the transaction that queued a message has committed. */
  wake(): void {
    this.worker.wake();
  }

  /**
   * Deletes the outbox rows of each selector (in the caller's transaction), waiting or delivered: a
   * deletion on request removes the e-mails about the person with their data (decision 094).
   */
  forget(executor: MailExecutor, selectors: OutboxSelector[]): Promise<number> {
    return this.store.forget(executor, selectors);
  }

  /** A failed message queued again (Retry); false when the message is not failed. */
  requeue(executor: MailExecutor, outboxId: number): Promise<boolean> {
    return this.store.requeue(executor, outboxId);
  }

  /** Messages waiting (or being sent) and failed ones, for /api/health. */
  backlog(): Promise<Backlog> {
    return this.store.backlog();
  }

  /** Starts the worker. On SQLite (one process per database file) claims left by a previous life are released first. */
  async start(log?: WorkerLog): Promise<void> {
    if (this.dialect === 'sqlite') {
      const released = await this.store.releaseAllClaims();
      if (released > 0) log?.warn({ messages: released }, 'mail: messages claimed before a crash are queued again');
    }
    this.worker.start(log);
  }

  /** Lets the message being sent finish and leaves the rest for the next start. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Resolves when the worker has no round running. */
  idle(): Promise<void> {
    return this.worker.idle();
  }
}
