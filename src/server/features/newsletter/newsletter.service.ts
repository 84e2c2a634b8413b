import type { Language } from '../../../shared/i18n/languages.ts';
import type { SubscriberDto } from '../../../shared/subscribers.schema.ts';
import type { Db } from '../../platform/db/client.ts';
import { nowIso, toNumber } from '../../platform/db/mappers.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import type { MailExecutor } from '../../platform/mail/types.ts';
import { unsubscribe } from '../subscribers/index.ts';
import { unsubscribeLinkMail, welcomeMail, type NewsletterSender } from './newsletter-mail.ts';
import { UnsubscribeTokens } from './unsubscribe-token.ts';

export interface NewsletterContext {
  db: Db;
  mail: MailService;
  tokens: UnsubscribeTokens;
  /** The sender's current details and the digest period (site settings). */
  sender: () => NewsletterSender | Promise<NewsletterSender>;
  /** The public site's address, for links in e-mails. */
  origin: string;
}

/** What an unsubscribe link stands for. */
export interface UnsubscribeTarget {
  email: string;
  status: 'active' | 'unsubscribed';
}

/**
 * The newsletter's e-mails to one subscriber: the welcome e-mail on subscribing and the one-click
 * unsubscribe behind every newsletter e-mail's link (RFC 8058).
 */
export class NewsletterService {
  constructor(private readonly ctx: NewsletterContext) {}

  /**
   * Reads the sender's details (outside any transaction: on SQLite the transaction holds the one
   * connection) and returns what queues the welcome e-mail with `executor`, the subscription's transaction.
   */
  async welcomeQueuer(): Promise<
    (
      executor: MailExecutor,
      subscriber: Pick<SubscriberDto, 'id' | 'email' | 'name'> & { language: Language },
    ) => Promise<number | null>
  > {
    const sender = await this.ctx.sender();
    // One welcome a day to an address, however often it subscribes again (decision 029).
    return (executor, subscriber) =>
      this.ctx.mail.queueWithinCap(executor, welcomeMail(sender, subscriber, this.ctx.origin, this.tokenFor(subscriber)));
  }

  /**
   * An unsubscribe request by address: an active subscriber is e-mailed their own signed link (one
   * a day at most); any other address gets nothing. The caller answers the same either way.
   */
  async sendUnsubscribeLink(email: string): Promise<void> {
    const row = await this.ctx.db
      .selectFrom('subscribers')
      .select(['id', 'email', 'status', 'language'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!row || row.status === 'unsubscribed') return;
    const subscriber = { id: toNumber(row.id), email: row.email, language: row.language };
    const sender = await this.ctx.sender();
    const mail = unsubscribeLinkMail(sender, subscriber, this.ctx.origin, this.tokenFor(subscriber));
    const queued = await this.ctx.db.transaction().execute((trx) => this.ctx.mail.queueWithinCap(trx, mail));
    if (queued !== null) this.wake();
  }

  /** The signed token of a subscriber's unsubscribe link. */
  tokenFor(subscriber: { id: number; email: string }): string {
    return this.ctx.tokens.sign(subscriber);
  }

  /** Delivers queued e-mails now (after the transaction that queued them committed). */
  wake(): void {
    this.ctx.mail.wake();
  }

  /** The subscriber an unsubscribe link names, or null for a forged or altered link. */
  async target(token: string): Promise<(UnsubscribeTarget & { id: number }) | null> {
    const id = this.ctx.tokens.parse(token);
    if (id === null) return null;
    const row = await this.ctx.db
      .selectFrom('subscribers')
      .select(['id', 'email', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || !this.ctx.tokens.verify(token, { id: toNumber(row.id), email: row.email })) return null;
    return { id: toNumber(row.id), email: row.email, status: row.status === 'unsubscribed' ? 'unsubscribed' : 'active' };
  }

  /**
   * One-click unsubscribe: the subscriber's status becomes 'unsubscribed' (they may subscribe again,
   * decision 011); null for a forged or altered link.
   */
  async unsubscribe(token: string): Promise<UnsubscribeTarget | null> {
    const subscriber = await this.target(token);
    if (!subscriber) return null;
    if (subscriber.status !== 'unsubscribed') await unsubscribe(this.ctx.db, subscriber.id, nowIso());
    return { email: subscriber.email, status: 'unsubscribed' };
  }
}
