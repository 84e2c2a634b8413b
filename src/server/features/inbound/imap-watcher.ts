import { EventEmitter } from 'node:events';
import type { ImapFlow } from 'imapflow';
import type { ImapSettings } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { nowIso, toNumber } from '../../platform/db/mappers.ts';
import type { ImportClaim, InboundService } from './inbound.service.ts';
import { MAX_INBOUND_MESSAGE_BYTES, UnreadableMessageError } from './parse-message.ts';

export interface ImapWatcherOptions {
  /** How often the mailbox is read when the server offers no IDLE. */
  pollMs: number;
  /** With IDLE, the mailbox is read this often all the same (a notification a server dropped is not waited for forever). */
  resyncMs: number;
  /** Waits between connection attempts: doubling from the first to the last (with a little jitter). */
  backoffMs: { first: number; last: number };
  /** On first sight of a mailbox (or after its UIDVALIDITY changed), the messages that arrived this many days back are read. */
  backlogDays: number;
  /** Messages looked at per round; the rest in the next round, at once. */
  batch: number;
}

export const DEFAULT_IMAP_WATCHER_OPTIONS: ImapWatcherOptions = {
  pollMs: 60_000,
  resyncMs: 10 * 60_000,
  backoffMs: { first: 1_000, last: 5 * 60_000 },
  backlogDays: 30,
  batch: 200,
};

/** How long LOGOUT may take on shutdown before the connection is just closed. */
const LOGOUT_MS = 3_000;

/** A message whose body broke the connection this many times is skipped (and remembered as unreadable). */
const FETCH_ATTEMPTS = 3;

/**
 * What became of one UID: imported into an inquiry, read but answering no inquiry of ours (or
 * already imported), not a reply at all (no In-Reply-To or References), over the size limit,
 * unreadable, gone before it was read, or taken by another instance.
 */
type UidOutcome = 'imported' | 'not-imported' | 'not-a-reply' | 'too-large' | 'unreadable' | 'gone' | 'taken';

export interface HandledUid {
  uid: number;
  outcome: UidOutcome;
  inquiryId: number | null;
}

export interface WatcherLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

interface Candidate {
  uid: number;
  size: number;
  reply: boolean;
}

/**
 * Takes UID `uid` of the mailbox for this instance: raises the mailbox's last UID to it unless it is
 * there already (UIDs are taken in ascending order; decision 036). True when this call took it.
 */
export function uidClaim(mailbox: string, uidValidity: string, uid: number): ImportClaim {
  return async (db) => {
    const result = await db
      .updateTable('inbound_mailboxes')
      .set({ last_uid: uid, updated_at: nowIso() })
      .where('mailbox', '=', mailbox)
      .where('uid_validity', '=', uidValidity)
      .where('last_uid', '<', uid)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  };
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

/** A header block with an `<id>` in it: In-Reply-To or References names some message. */
const namesAMessage = (headers: Buffer | undefined) => !!headers && /<[^<>\s]+>/.test(headers.toString('latin1'));

/**
 * Watches the agent's mailbox over IMAP and hands each new message, once, to the import the inbound
 * webhook uses (decision 036). The mailbox is opened read-only (EXAMINE) and bodies are fetched with
 * BODY.PEEK, so no flag changes, nothing moves, nothing is deleted. New mail is noticed by IDLE where
 * the server offers it, by polling otherwise. Each message is claimed by UIDVALIDITY + UID in the
 * database (`inbound_mailboxes.last_uid` raised past it), in the import's own transaction, so a restart
 * or a second instance never imports it again. A dropped connection is retried with a growing wait.
 */
export class ImapWatcher extends EventEmitter<{ handled: [HandledUid] }> {
  /** The mailbox as logged and remembered: `user@host/Mailbox`, never the password. */
  readonly name: string;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private client: ImapFlow | null = null;
  /** Ends the current wait for news (IDLE, the poll timer or the backoff). */
  private wake: (() => void) | null = null;
  /** Set by an EXISTS the server sent while the mailbox was being read: read it again before waiting. */
  private news = false;
  private log: WatcherLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
  /** The UID whose body is being fetched, and how often fetching a body broke the connection. */
  private fetching: number | null = null;
  private readonly brokenFetches = new Map<number, number>();
  /** True while connected, everything read, waiting for news. */
  waiting = false;

  constructor(
    private readonly settings: ImapSettings,
    private readonly db: Db,
    private readonly inbound: InboundService,
    private readonly options: ImapWatcherOptions = DEFAULT_IMAP_WATCHER_OPTIONS,
  ) {
    super();
    this.name = `${settings.user}@${settings.host.toLowerCase()}/${settings.mailbox}`;
  }

  start(log?: WatcherLog): void {
    if (log) this.log = log;
    this.stopping = false;
    this.loop ??= this.run().finally(() => {
      this.loop = null;
    });
  }

  /** Ends the wait (or a connection attempt), lets the message under way finish, logs out and waits for the loop to end. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    if (this.client && !this.client.usable) this.client.close();
    await this.loop;
  }

  private async run(): Promise<void> {
    let wait = this.options.backoffMs.first;
    while (!this.stopping) {
      let opened = false;
      try {
        await this.session(() => {
          opened = true;
        });
      } catch (error) {
        if (this.fetching !== null) this.brokenFetches.set(this.fetching, (this.brokenFetches.get(this.fetching) ?? 0) + 1);
        if (!this.stopping) this.log.warn({ mailbox: this.name, error: this.describe(error) }, 'inbound IMAP: connection lost');
      } finally {
        this.fetching = null;
        this.client?.close();
        this.client = null;
      }
      if (this.stopping) break;
      if (opened) wait = this.options.backoffMs.first;
      await this.pause(wait * (0.8 + Math.random() * 0.4));
      wait = Math.min(wait * 2, this.options.backoffMs.last);
    }
  }

  /** One connection: open the mailbox read-only, watch it until the connection ends or stop(), then log out. */
  private async session(opened: () => void): Promise<void> {
    const { host, port, secure, user, pass } = this.settings;
    // imapflow loads with the first connection: a server without a mailbox to watch does not carry it (decision 110).
    const { ImapFlow } = await import('imapflow');
    const client = new ImapFlow({
      host,
      port,
      secure,
      auth: { user, pass },
      logger: false,
      // IDLE is started and ended here, around reading the mailbox.
      disableAutoIdle: true,
      // BODY.PEEK[] gives the message's bytes as stored (BINARY would decode its parts).
      disableBinary: true,
      maxIdleTime: 5 * 60_000,
      connectionTimeout: 30_000,
      greetingTimeout: 15_000,
      // What a hostile server can make this process hold: one message up to the webhook's limit.
      maxLiteralSize: MAX_INBOUND_MESSAGE_BYTES,
      maxResponseSize: MAX_INBOUND_MESSAGE_BYTES + 1024 * 1024,
      maxLineLength: 4 * 1024 * 1024,
    });
    this.client = client;
    client.on('error', () => undefined); // the failed command or 'close' reports it
    // An old connection's events wake nothing (the backoff's wait included).
    client.on('exists', () => {
      if (this.client !== client) return;
      this.news = true;
      this.wake?.();
    });
    client.once('close', () => {
      if (this.client === client) this.wake?.();
    });
    await client.connect();
    if (!this.stopping) await this.watch(client, opened);
    if (!this.stopping) throw new Error('the server closed the connection');
    // A server that does not answer LOGOUT does not hold the shutdown: the connection is closed after LOGOUT_MS.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      client.logout().catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, LOGOUT_MS))),
    ]);
    clearTimeout(timer);
  }

  /** Reads what is new, then waits for news, until the connection ends or stop(). */
  private async watch(client: ImapFlow, opened: () => void): Promise<void> {
    const { host, mailbox } = this.settings;
    const box = await client.mailboxOpen(mailbox, { readOnly: true });
    const validity = box.uidValidity.toString();
    await this.remember(client, validity, box.uidNext);
    const idle = client.capabilities.has('IDLE');
    opened();
    this.log.info({ mailbox: this.name, idle, tls: client.secureConnection }, 'inbound IMAP: watching the mailbox');
    if (!client.secureConnection && !isLoopback(host)) {
      this.log.warn({ mailbox: this.name }, 'inbound IMAP: the server offered no STARTTLS; the password went in clear text');
    }
    for (;;) {
      this.news = false;
      await this.readNew(client, validity);
      if (this.stopping || !client.usable) break;
      if (this.news) continue;
      await this.waitForNews(client, idle);
      if (this.stopping || !client.usable) break;
    }
  }

  /** Until an EXISTS, the poll or resync time, the connection's end or stop(); in IDLE where the server offers it. */
  private async waitForNews(client: ImapFlow, idle: boolean): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const woken = new Promise<void>((resolve) => {
      this.wake = resolve;
      timer = setTimeout(resolve, idle ? this.options.resyncMs : this.options.pollMs);
    });
    // The next command (reading the mailbox, or LOGOUT) ends the IDLE first.
    if (idle) void client.idle().catch(() => undefined);
    this.waiting = true;
    await woken;
    this.waiting = false;
    clearTimeout(timer);
    this.wake = null;
  }

  private async pause(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      this.wake = resolve;
      timer = setTimeout(resolve, ms);
    });
    clearTimeout(timer);
    this.wake = null;
  }

  private state() {
    return this.db
      .selectFrom('inbound_mailboxes')
      .select(['uid_validity', 'last_uid'])
      .where('mailbox', '=', this.name)
      .executeTakeFirst();
  }

  /**
   * The mailbox's UIDVALIDITY as remembered. On first sight, or when the server renumbered the
   * mailbox, reading starts at the messages of the last `backlogDays` (a renter's answer that came
   * before the product watched is taken in; the Message-ID keeps any message from being imported twice).
   */
  private async remember(client: ImapFlow, validity: string, uidNext: number): Promise<void> {
    const known = await this.state();
    if (known?.uid_validity === validity) return;
    const since = new Date(Date.now() - this.options.backlogDays * 86_400_000);
    const recent = (await client.search({ since }, { uid: true })) || [];
    const start = recent.reduce((lowest, uid) => Math.min(lowest, uid), Math.max(uidNext, 1)) - 1;
    const values = { uid_validity: validity, last_uid: start, updated_at: nowIso() };
    if (known) {
      await this.db
        .updateTable('inbound_mailboxes')
        .set(values)
        .where('mailbox', '=', this.name)
        .where('uid_validity', '=', known.uid_validity)
        .execute();
    } else {
      await this.db
        .insertInto('inbound_mailboxes')
        .values({ mailbox: this.name, ...values })
        .onConflict((oc) => oc.column('mailbox').doNothing())
        .execute();
    }
    this.log.info(
      { mailbox: this.name, uidValidity: validity, fromUid: start + 1, renumbered: known !== undefined },
      'inbound IMAP: reading the mailbox from the messages of the last days',
    );
  }

  /** The messages after the last UID claimed, oldest first, a batch at a time. */
  private async readNew(client: ImapFlow, validity: string): Promise<void> {
    const known = await this.state();
    if (known?.uid_validity !== validity) throw new Error('another instance saw a different UIDVALIDITY');
    const last = toNumber(known.last_uid);
    const uids = ((await client.search({ uid: `${last + 1}:*` }, { uid: true })) || [])
      .filter((uid) => uid > last)
      .sort((a, b) => a - b)
      .slice(0, this.options.batch);
    if (uids.length === 0) return;
    // Sizes and the two threading headers first (BODY.PEEK[HEADER.FIELDS]): a body is only fetched when it can matter.
    const candidates: Candidate[] = [];
    for await (const message of client.fetch(
      uids,
      { uid: true, size: true, headers: ['in-reply-to', 'references'] },
      { uid: true },
    )) {
      if (message.uid > last) {
        candidates.push({ uid: message.uid, size: message.size ?? Infinity, reply: namesAMessage(message.headers) });
      }
    }
    candidates.sort((a, b) => a.uid - b.uid);
    for (const candidate of candidates) {
      if (this.stopping) return;
      const handled = await this.handle(client, validity, candidate);
      this.emit('handled', handled);
    }
    if (uids.length === this.options.batch) this.news = true;
  }

  /** Claims the UID and imports its message, or claims it as skipped; 'taken' when another instance has it. */
  private async handle(client: ImapFlow, validity: string, { uid, size, reply }: Candidate): Promise<HandledUid> {
    const known = await this.state();
    if (known?.uid_validity !== validity) throw new Error('another instance saw a different UIDVALIDITY');
    if (toNumber(known.last_uid) >= uid) return { uid, outcome: 'taken', inquiryId: null };
    let won = false;
    const take = uidClaim(this.name, validity, uid);
    const claim: ImportClaim = async (db) => (won = await take(db));
    const skip = async (outcome: UidOutcome): Promise<HandledUid> => {
      await claim(this.db);
      if (won && outcome !== 'not-a-reply')
        this.log.warn({ mailbox: this.name, uid, size, outcome }, 'inbound IMAP: message skipped');
      return { uid, outcome: won ? outcome : 'taken', inquiryId: null };
    };
    if (size > MAX_INBOUND_MESSAGE_BYTES) return skip('too-large');
    if (!reply) return skip('not-a-reply');
    if ((this.brokenFetches.get(uid) ?? 0) >= FETCH_ATTEMPTS) return skip('unreadable');

    this.fetching = uid;
    const message = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
    this.fetching = null;
    if (!message || !message.source) return skip('gone');
    if (message.source.length > MAX_INBOUND_MESSAGE_BYTES) return skip('too-large');
    try {
      const { imported, inquiryId } = await this.inbound.receive(message.source, 'imap', claim);
      if (!won) return { uid, outcome: 'taken', inquiryId: null };
      if (imported) this.log.info({ mailbox: this.name, uid, inquiryId }, 'inbound IMAP: reply imported');
      return { uid, outcome: imported ? 'imported' : 'not-imported', inquiryId };
    } catch (error) {
      if (error instanceof UnreadableMessageError) return skip('unreadable');
      throw error;
    }
  }

  /** An error for the log: its code and message, the server's words cut short, the password never. */
  private describe(error: unknown): Record<string, unknown> {
    const e = (error ?? {}) as { message?: unknown; code?: unknown; responseText?: unknown; serverResponseCode?: unknown };
    const clean = (value: unknown) =>
      typeof value === 'string' ? value.split(this.settings.pass).join('***').slice(0, 300) : undefined;
    return {
      message: clean(e.message) ?? clean(String(error)),
      code: typeof e.code === 'string' ? e.code : undefined,
      server: clean(e.responseText),
      serverCode: clean(e.serverResponseCode),
    };
  }
}
