import { sql } from 'kysely';
import type { DigestDto } from '../../../shared/newsletter.schema.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { NewsletterPeriod } from '../../../shared/site-settings.ts';
import { listingTitle } from '../../../shared/listing-format.ts';
import type { Db } from '../../platform/db/client.ts';
import { isoAt, toNumber } from '../../platform/db/mappers.ts';
import { digestTemplate, type DigestListing, type DigestTemplate } from './digest-mail.ts';
import type { ListingMailer, RecipientWriter, RoundAudience, RoundOutcome } from './listing-mailer.ts';
import type { NewsletterContext } from './newsletter.service.ts';
import { newsletterReaders } from '../subscribers/index.ts';

const PERIOD_MS: Record<Exclude<NewsletterPeriod, 'off'>, number> = {
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
};
/** A digest shows at most this many listings (the newest); 'See all listings' links to the rest. */
const MAX_DIGEST_LISTINGS = 24;

export type DigestOutcome = RoundOutcome;

/**
 * New-listing digests (decision 027): the listings that became active since the last digest go to
 * every active newsletter subscriber in one e-mail, at most once per period (or at once with 'Send
 * digest now'). The newsletter is the search with no criteria: its digests are rounds of the one
 * listing sender (listing-mailer.ts, decision 039), which records them, paces them and sends each
 * subscriber each listing once, across instances and restarts.
 */
export class DigestsService {
  private readonly templates = new Map<string, DigestTemplate>();
  private readonly audience: RoundAudience;

  constructor(
    private readonly ctx: NewsletterContext,
    private readonly mailer: ListingMailer,
  ) {
    this.audience = {
      kind: 'newsletter',
      searchKind: 'newsletter',
      maxListings: MAX_DIGEST_LISTINGS,
      prepare: async () => {
        const subscribers = await newsletterReaders(this.db)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst();
        if (toNumber(subscribers?.n ?? 0) === 0) return null;
        return {
          write: async (trx, digestId) => {
            const inserted = await trx
              .insertInto('newsletter_digest_recipients')
              .columns(['digest_id', 'search_id', 'email', 'status'])
              .expression(
                newsletterReaders(trx).select([sql.lit(digestId).as('digest_id'), 'id', 'email', sql.lit('pending').as('status')]),
              )
              .executeTakeFirst();
            return Number(inserted.numInsertedOrUpdatedRows ?? 0);
          },
        };
      },
      writer: (round) => this.writer(round),
    };
    mailer.addAudience(this.audience);
  }

  private get db(): Db {
    return this.ctx.db;
  }

  /** The scheduled digest: starts one when the period has passed since the last one and something is new. */
  async runScheduled(now = Date.now()): Promise<DigestOutcome> {
    const { newsletterPeriod } = await this.ctx.sender();
    if (newsletterPeriod === 'off') return { started: false, reason: 'off' };
    return this.start('scheduled', newsletterPeriod, now);
  }

  /** 'Send digest now': what is new since the last digest, whatever the period. */
  async sendNow(now = Date.now()): Promise<DigestOutcome> {
    const { newsletterPeriod } = await this.ctx.sender();
    const outcome = await this.start('manual', newsletterPeriod, now);
    if (outcome.started) await this.dispatch(now);
    return outcome;
  }

  /** One pacing step of every round being sent, digests and alerts alike (listing-mailer.ts). */
  dispatch(now = Date.now()): Promise<number> {
    return this.mailer.dispatch(now);
  }

  private start(trigger: 'scheduled' | 'manual', period: NewsletterPeriod, now: number): Promise<DigestOutcome> {
    const periodMs = PERIOD_MS[period === 'off' ? 'weekly' : period];
    return this.mailer.start(this.audience, trigger, now, (last) => {
      if (trigger === 'scheduled' && last && now - Date.parse(last.createdAt) < periodMs) return 'not-due';
      // The first digest looks one period back.
      return { windowStart: last?.windowEnd ?? isoAt(now - periodMs) };
    });
  }

  /** The digest e-mail of a round, rendered once per set of listings; each subscriber gets their own unsubscribe link. */
  private async writer(round: { id: number; listings: DigestListing[] }): Promise<RecipientWriter> {
    const sender = await this.ctx.sender();
    // Rendered once per set of listings and language (each subscriber's own, decision 072).
    const template = (listings: DigestListing[], language: Language) => {
      const key = `${round.id}:${language}:${listings.map((l) => l.id).join(',')}`;
      let found = this.templates.get(key);
      if (!found) {
        if (this.templates.size > 50) this.templates.clear();
        found = digestTemplate(sender, listings, this.ctx.origin, language);
        this.templates.set(key, found);
      }
      return found;
    };
    return {
      current: async (trx, ids) => {
        if (ids.length === 0) return new Map();
        const rows = await newsletterReaders(trx).select(['id', 'email', 'name', 'language']).where('id', 'in', ids).execute();
        return new Map(rows.map((r) => [toNumber(r.id), { email: r.email, name: r.name, language: r.language }]));
      },
      mail: (recipient, now, listings) =>
        template(listings, now.language).forRecipient(
          { email: recipient.email, name: (now as { name?: string | null }).name ?? null },
          this.ctx.tokens.sign({ id: recipient.searchId, email: recipient.email }),
        ),
    };
  }

  /** One digest with its delivery counts. */
  async get(id: number): Promise<DigestDto | null> {
    const [digest] = await this.list(1, id);
    return digest ?? null;
  }

  /** The latest digests with their delivery counts, newest first. */
  async list(limit = 20, id?: number): Promise<DigestDto[]> {
    let query = this.db.selectFrom('newsletter_digests').selectAll().where('kind', '=', 'newsletter');
    if (id !== undefined) query = query.where('id', '=', id);
    const digests = await query.orderBy('id', 'desc').limit(limit).execute();
    if (digests.length === 0) return [];
    const counts = await this.db
      .selectFrom('newsletter_digest_recipients as r')
      .leftJoin('mail_outbox as o', 'o.id', 'r.outbox_id')
      .select((eb) => [
        'r.digest_id',
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when('o.status', '=', 'sent').then(1).else(0).end()).as('delivered'),
        eb.fn.sum<number>(eb.case().when('o.status', '=', 'failed').then(1).else(0).end()).as('failed'),
        eb.fn.sum<number>(eb.case().when('r.status', '=', 'skipped').then(1).else(0).end()).as('skipped'),
      ])
      .where(
        'r.digest_id',
        'in',
        digests.map((d) => toNumber(d.id)),
      )
      .groupBy('r.digest_id')
      .execute();
    const byDigest = new Map(counts.map((c) => [toNumber(c.digest_id), c]));
    return digests.map((d) => {
      const c = byDigest.get(toNumber(d.id));
      const listings = JSON.parse(d.listings) as DigestListing[];
      return {
        id: toNumber(d.id),
        trigger: d.trigger === 'manual' ? 'manual' : 'scheduled',
        createdAt: d.created_at,
        completedAt: d.completed_at,
        status: d.status === 'sent' ? 'sent' : 'sending',
        listingCount: toNumber(d.listing_count),
        listings: listings.map((l) => ({ id: l.id, title: listingTitle(l), isSublet: l.isSublet })),
        recipients: toNumber(d.recipient_count),
        delivered: toNumber(c?.delivered ?? 0),
        failed: toNumber(c?.failed ?? 0),
        skipped: toNumber(c?.skipped ?? 0),
      };
    });
  }
}
