import { DateTime } from 'luxon';
import type { DealTenant } from '../../../shared/deals.ts';
import { localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import type { UnsubscribeTokens } from '../newsletter/index.ts';
import type { SiteSettingsService } from '../settings/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import type { DealRow } from './tables.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import type { OutgoingMail } from '../../platform/mail/types.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { officeAddressLine } from '../../../shared/site-settings.ts';
import { renewalMail, reviewMail } from './deal-mail.ts';
import { parseTenants } from './deal-mapper.ts';
import { placeIn } from '../../../shared/words/in-language.ts';
import { calendarLabel } from '../../../shared/words/new-york.ts';
import { dealLanguage } from './deal-language.ts';
import { LEASE_ENDING_DAYS } from '../../../shared/deal-stats.schema.ts';

/** The renewal e-mail goes this many days before the lease's last day: the dashboard's 'Leases ending soon' window. */
const RENEWAL_DAYS_BEFORE_END = LEASE_ENDING_DAYS;
/** The thank-you with the review link goes this many days after move-in (the lease's start). */
const REVIEW_DAYS_AFTER_START = 14;
/** A thank-you not sent within this many days of move-in (a deal entered late) is not sent at all. */
const REVIEW_LATEST_DAYS = 45;

export interface AfterLeaseContext {
  db: Db;
  mail: MailService;
  siteSettings: SiteSettingsService;
  /** Signs the one-click unsubscribe links (purpose 'after-lease-v1'): deal id and tenant address. */
  tokens: UnsubscribeTokens;
  siteUrl: string;
  clock: () => Date;
}

type Kind = 'renewal' | 'review';

const plusDays = (day: string, days: number) => DateTime.fromISO(day, { zone: 'utc' }).plus({ days }).toISODate() as string;

/**
 * The e-mails after a lease (docs/decisions/061): 'Renew or move? I can help' 90 days before the
 * lease ends, and 14 days after move-in a thank-you with the review link chosen in Settings. Each is
 * sent once per lease across instances: the instance that inserts the deal's `deal_mails` row (its
 * primary key is the deal and the kind) queues the e-mails in the same transaction; another finds the
 * row taken and sends nothing. Each e-mail carries one-click unsubscribe (RFC 8058); an address that
 * used it gets no more of them.
 */
export class AfterLeaseMail {
  constructor(private readonly c: AfterLeaseContext) {}

  /**
   * The signed deals (lease signed or paid) whose `kind` e-mail has not gone yet and whose `day` falls
   * from `from` to `to` (New York days, both included): 200 a run, the oldest deal first.
   */
  private dueFor(kind: Kind, day: 'lease_start' | 'lease_end', from: string, to: string): Promise<DealRow[]> {
    return this.c.db
      .selectFrom('deals')
      .selectAll()
      .where('stage', 'in', ['lease-signed', 'paid'])
      .where(day, '>=', from)
      .where(day, '<=', to)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('deal_mails')
              .select('deal_id')
              .whereRef('deal_mails.deal_id', '=', 'deals.id')
              .where('kind', '=', kind),
          ),
        ),
      )
      .orderBy('id')
      .limit(200)
      .execute();
  }

  /** One run of the periodic job: every e-mail due today (New York), each once. */
  async sendDue(): Promise<{ renewal: number; review: number }> {
    const today = newYorkDate(this.c.clock());
    const renewalDue = await this.dueFor('renewal', 'lease_end', today, plusDays(today, RENEWAL_DAYS_BEFORE_END));
    const settings = await this.c.siteSettings.get();
    const { reviewUrl } = settings;
    const sender = { agentName: settings.agent.name, brand: settings.brand, officeAddress: officeAddressLine(settings) };
    const reviewDue = reviewUrl
      ? await this.dueFor(
          'review',
          'lease_start',
          plusDays(today, -REVIEW_LATEST_DAYS),
          plusDays(today, -REVIEW_DAYS_AFTER_START),
        )
      : [];
    let renewal = 0;
    let review = 0;
    for (const deal of renewalDue)
      if (
        await this.sendOnce(deal, 'renewal', (tenant, place, unsubscribe) =>
          renewalMail(tenant, sender, place, calendarLabel(tenant.language, 'date', deal.lease_end), unsubscribe),
        )
      )
        renewal += 1;
    for (const deal of reviewDue)
      if (
        await this.sendOnce(deal, 'review', (tenant, place, unsubscribe) =>
          reviewMail(tenant, sender, place, reviewUrl, unsubscribe),
        )
      )
        review += 1;
    if (renewal + review > 0) this.c.mail.wake();
    return { renewal, review };
  }

  /** Claims the deal's row of `kind` and queues its e-mails in one transaction; false when another instance has it. */
  private async sendOnce(
    deal: DealRow,
    kind: Kind,
    write: (tenant: DealTenant & { language: Language }, place: string, unsubscribeUrl: string) => OutgoingMail,
  ): Promise<boolean> {
    // In the language of the deal's application or inquiry (decision 072).
    const language = await dealLanguage(this.c.db, deal);
    const tenants = parseTenants(deal.tenants);
    const optedOut = new Set(
      tenants.length === 0
        ? []
        : (
            await this.c.db
              .selectFrom('deal_mail_opt_outs')
              .select('email')
              .where(
                'email',
                'in',
                tenants.map((t) => t.email.toLowerCase()),
              )
              .execute()
          ).map((r) => r.email),
    );
    const recipients = tenants.filter((t) => !optedOut.has(t.email.toLowerCase()));
    const place = placeIn(language, deal.listing_address, deal.listing_apartment);
    return this.c.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('deal_mails')
        .values({
          deal_id: toNumber(deal.id),
          kind,
          recipient_count: recipients.length,
          created_at: this.c.clock().toISOString(),
        })
        .onConflict((oc) => oc.columns(['deal_id', 'kind']).doNothing())
        .returning('deal_id')
        .executeTakeFirst();
      if (!claimed) return false;
      for (const tenant of recipients) {
        const token = this.c.tokens.sign({ id: toNumber(deal.id), email: tenant.email.toLowerCase() });
        const unsubscribe = `${this.c.siteUrl}${localizedPath(`/lease-mail/unsubscribe/${token}`, language)}`;
        await this.c.mail.queue(trx, write({ ...tenant, language }, place, unsubscribe));
      }
      return true;
    });
  }

  /**
   * The one-click unsubscribe link (GET shows it, POST acts; RFC 8058): the address it was sent to
   * gets no more after-lease e-mails. Null for a link not of our making.
   */
  async unsubscribe(token: string, act: boolean): Promise<{ email: string } | null> {
    const dealId = this.c.tokens.parse(token);
    if (dealId === null) return null;
    const deal = await this.c.db.selectFrom('deals').select('tenants').where('id', '=', dealId).executeTakeFirst();
    const tenant =
      deal && parseTenants(deal.tenants).find((t) => this.c.tokens.verify(token, { id: dealId, email: t.email.toLowerCase() }));
    if (!tenant) return null;
    const email = tenant.email.toLowerCase();
    if (act)
      await this.c.db
        .insertInto('deal_mail_opt_outs')
        .values({ email, created_at: this.c.clock().toISOString() })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    return { email };
  }
}
