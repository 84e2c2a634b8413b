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
}

/** Requests for a link taken and not yet handled, at most; past it a request is dropped (and logged). */
const MAX_WAITING_REQUESTS = 100;

/**
 * 'Forgot your password?' (decision 052): a single-use link valid for an hour, e-mailed through the
 * outbox to an active account; the same answer whether or not the address has one. Setting the new
 * password through the link signs out every session of the account.
 */
export class PasswordResets {
  /** The requests taken, handled one after the other (never rejects: a failure goes to its `onError`). */
  private queue: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(private c: PasswordResetsContext) {}

  /**
   * Takes a request for a link and returns at once: looking the address up, writing the link and queueing
   * the e-mail happen after the answer (one request after the other), so the answer does the same work and
   * takes the same time whether or not the address has an account (issue 44 item 7, decision 093).
   */
  take(email: string, onError: (error: unknown) => void): void {
    if (this.waiting >= MAX_WAITING_REQUESTS) {
      onError(new Error(`more than ${MAX_WAITING_REQUESTS} password reset requests waiting: one dropped`));
      return;
    }
    this.waiting++;
    this.queue = this.queue
      // After the answer has been written: SQLite answers a query in the same turn of the event loop.
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => this.request(email))
      .catch(onError)
      .finally(() => this.waiting--);
  }

  /** Resolves once every request taken so far has been handled (a stop waits for it; tests read the outbox after it). */
  settled(): Promise<void> {
    return this.queue;
  }

  /**
   * E-mails a reset link to the account of `email` when it exists, is enabled, and has had fewer than
   * the day's cap of links (recipient-caps.ts); otherwise does nothing. The caller answers the same either way.
   */
  private async request(email: string): Promise<void> {
    const user = await this.c.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'disabled_at'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!user || user.disabled_at) return;
    const token = newToken();
    const now = this.c.clock();
    const brand = await this.c.brand();
    const queued = await this.c.db.transaction().execute(async (trx) => {
      const to = { email: user.email, name: user.name };
      const outboxId = await this.c.mail.queueWithinCap(trx, {
        kind: 'password-reset',
        to,
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
