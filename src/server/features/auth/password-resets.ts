import { createHash, randomBytes } from 'node:crypto';
import type { ResetPasswordInput } from '../../../shared/auth.schema.ts';
import { AUTH_TEXT as T } from '../../../shared/texts/auth.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import type { Db } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { badRequest } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { hashPassword } from './auth.service.ts';
import { isCommonPassword } from './common-passwords.ts';

/** Refusals by key (docs/decisions/101): a client tells them by it, a page says them in its language. */
const R = keyed('auth', 'AUTH_TEXT', T);

/** How long a reset link works (decision 052). */
const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** The link's token: 32 random bytes (256 bits), base64url. */
const newToken = () => randomBytes(32).toString('base64url');
/** What is stored of a token: its SHA-256, so a copy of the database opens no account. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface PasswordResetsContext {
  db: Db;
  mail: MailService;
  /** The public address the link starts with (PUBLIC_URL). */
  siteUrl: string;
  /** The back-office's name in the e-mail (the site settings' brand as it is now). */
  brand: () => Promise<string>;
  clock: () => Date;
  /** Whether a request is handled right after its answer (tests turn it off to handle the requests by hand). */
  handleAfterAnswer: boolean;
}

/** Requests waiting to be handled, at most; past it a request is dropped (and logged), answered the same. */
const MAX_WAITING_REQUESTS = 1000;
/** How many waiting requests one run handles before it lets the next run take the rest. */
const RUN_SIZE = 100;
/** A request whose handling failed is tried again this long after each failure, at most MAX_ATTEMPTS times. */
const RETRY_MS = 60_000;
const MAX_ATTEMPTS = 5;

/** What one run over the waiting requests did. */
interface RequestsRun {
  handled: number;
  failed: number;
  /** The first failure, when one failed (it is tried again later, or given up after MAX_ATTEMPTS). */
  error?: unknown;
}

/**
 * 'Forgot your password?' (decision 052): a single-use link valid for an hour, e-mailed through the
 * outbox to an active account; the same answer whether or not the address has one. Setting the new
 * password through the link signs out every session of the account.
 */
export class PasswordResets {
  /** This instance's runs over the waiting requests, one after the other (never rejects). */
  private queue: Promise<void> = Promise.resolve();
  /** A run is queued and has not started: a new request will be handled by it. */
  private runQueued = false;

  constructor(private c: PasswordResetsContext) {}

  /**
   * Takes a request for a link: writes it to the database, the same row for every address, and returns;
   * looking the address up, writing the link and queueing the e-mail happen after the answer, so the
   * answer does the same work and takes the same time whether or not the address has an account (decision
   * 093). Written before the answer, the request outlives a crash after it: a later run handles it
   * (decision 106). `onError` hears of a request this instance failed to handle.
   */
  async take(email: string, onError: (error: unknown) => void): Promise<void> {
    const waiting = await this.c.db
      .selectFrom('password_reset_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(waiting.n) >= MAX_WAITING_REQUESTS) {
      onError(new Error(`${MAX_WAITING_REQUESTS} password reset requests waiting: one dropped`));
      return;
    }
    const now = this.c.clock().toISOString();
    await this.c.db
      .insertInto('password_reset_requests')
      .values({ email: email.trim().toLowerCase(), next_at: now, created_at: now })
      .execute();
    if (this.c.handleAfterAnswer) this.handleSoon(onError);
  }

  /** Queues a run over the waiting requests, after the answer has been written. */
  private handleSoon(onError: (error: unknown) => void): void {
    if (this.runQueued) return;
    this.runQueued = true;
    this.queue = this.queue
      // After the answer has been written: SQLite answers a query in the same turn of the event loop.
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        this.runQueued = false;
        return this.handleWaiting();
      })
      .then((run) => {
        if (run.error !== undefined) onError(run.error);
        if (run.handled + run.failed >= RUN_SIZE) this.handleSoon(onError);
      })
      .catch(onError);
  }

  /** Resolves once every run queued so far has finished (a stop waits for it; tests read the outbox after it). */
  settled(): Promise<void> {
    return this.queue;
  }

  /**
   * Handles the waiting requests that are due, oldest first, each at most once in the run: those this
   * instance took and those a crash or a failure left (the periodic job's run at start and every minute).
   * Each is claimed by deleting it, in the transaction that handles it: of two instances, one handles it;
   * if the handling fails, the request stays and is tried again later.
   */
  async handleWaiting(): Promise<RequestsRun> {
    const now = this.c.clock().toISOString();
    const due = await this.c.db
      .selectFrom('password_reset_requests')
      .select(['id', 'email', 'attempts'])
      .where('next_at', '<=', now)
      .orderBy('next_at')
      .orderBy('id')
      .limit(RUN_SIZE)
      .execute();
    const run: RequestsRun = { handled: 0, failed: 0 };
    for (const request of due) {
      try {
        await this.handle(toNumber(request.id));
        run.handled++;
      } catch (error) {
        run.failed++;
        run.error ??= error;
        await this.failed(toNumber(request.id), toNumber(request.attempts) + 1).catch(() => undefined);
      }
    }
    return run;
  }

  /** A failed request is tried again later, or given up (deleted) after its last attempt. */
  private async failed(id: number, attempts: number): Promise<void> {
    if (attempts >= MAX_ATTEMPTS) {
      await this.c.db.deleteFrom('password_reset_requests').where('id', '=', id).execute();
      return;
    }
    const next = new Date(this.c.clock().getTime() + RETRY_MS * attempts).toISOString();
    await this.c.db.updateTable('password_reset_requests').set({ attempts, next_at: next }).where('id', '=', id).execute();
  }

  /**
   * Handles one waiting request: e-mails a reset link to the account of its address when it exists, is
   * enabled, and has had fewer than the day's cap of links (recipient-caps.ts); otherwise does nothing.
   * The request is deleted in the same transaction (nothing when another instance took it first).
   */
  private async handle(id: number): Promise<void> {
    const brand = await this.c.brand();
    const queued = await this.c.db.transaction().execute(async (trx) => {
      const request = await trx
        .deleteFrom('password_reset_requests')
        .where('id', '=', id)
        .returning(['email'])
        .executeTakeFirst();
      if (!request) return false;
      const user = await trx
        .selectFrom('users')
        .select(['id', 'name', 'email', 'disabled_at'])
        .where('email', '=', request.email)
        .executeTakeFirst();
      if (!user || user.disabled_at) return false;
      const token = newToken();
      const now = this.c.clock();
      const outboxId = await this.c.mail.queueWithinCap(trx, {
        kind: 'password-reset',
        to: { email: user.email, name: user.name },
        subject: T.resetMailSubject(brand),
        text: T.resetMailText({ name: user.name, brand, email: user.email, link: this.link(token) }),
      });
      // Past the cap nothing is sent, so no link is stored either.
      if (outboxId === null) return false;
      await trx
        .insertInto('password_resets')
        .values({
          token_hash: tokenHash(token),
          user_id: toNumber(user.id),
          expires_at: new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(),
          used_at: null,
          created_at: now.toISOString(),
        })
        .execute();
      return true;
    });
    if (queued) this.c.mail.wake();
  }

  /**
   * Sets the new password of the link's account and spends the link (and every other link of the
   * account); raising the token version signs out every session. 400 when the link is unknown, used,
   * expired or its account disabled, or the password is one of the most common.
   */
  async reset(input: ResetPasswordInput): Promise<void> {
    if (await isCommonPassword(input.newPassword)) throw badRequest(R.passwordTooCommon);
    const hash = tokenHash(input.token);
    const passwordHash = await hashPassword(input.newPassword);
    const now = this.c.clock().toISOString();
    const done = await this.c.db.transaction().execute(async (trx) => {
      // Spent in the same statement that finds it: of two uses at once, one wins.
      const spent = await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      if (!spent) return false;
      const userId = toNumber(spent.user_id);
      const user = await trx.selectFrom('users').select(['disabled_at']).where('id', '=', userId).executeTakeFirst();
      if (!user || user.disabled_at) return false;
      await trx
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: now }))
        .where('id', '=', userId)
        .execute();
      // The account's other links stop working too, and links long spent or expired are forgotten.
      await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .deleteFrom('password_resets')
        .where('expires_at', '<', new Date(Date.parse(now) - RESET_LINK_TTL_MS).toISOString())
        .execute();
      return true;
    });
    if (!done) throw badRequest(R.resetLinkInvalid);
  }

  private link(token: string): string {
    return `${this.c.siteUrl.replace(/\/+$/, '')}/admin/reset-password/${token}`;
  }
}
