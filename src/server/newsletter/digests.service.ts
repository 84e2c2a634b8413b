import { sql } from 'kysely';
import type { DigestDto } from '../../shared/newsletter.ts';
import type { NewsletterPeriod } from '../../shared/site-settings.ts';
import { listingTitle } from '../../web/components/public/listing-format.ts';
import { ListingsReader } from '../api/listings/listings.reader.ts';
import type { Db, Dialect } from '../db/client.ts';
import { toBool, toNumber } from '../db/mappers.ts';
import type { PhotoStore } from '../images/photo-store.ts';
import { digestTemplate, type DigestListing, type DigestTemplate } from './digest-mail.ts';
import type { NewsletterContext } from './newsletter.service.ts';

export const PERIOD_MS: Record<Exclude<NewsletterPeriod, 'off'>, number> = {
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
};
/** A digest shows at most this many listings (the newest); 'See all listings' links to the rest. */
export const MAX_DIGEST_LISTINGS = 24;
const PHOTO_WIDTH = 640;
/** Recipients queued per transaction. */
const QUEUE_CHUNK = 500;

export type DigestOutcome =
  | { started: true; digestId: number; listings: number; recipients: number }
  | { started: false; reason: 'off' | 'not-due' | 'nothing-new' | 'no-subscribers' | 'raced' };

export interface DigestOptions {
  /** E-mails handed to the mail worker per second, at most (and at most that many waiting in the outbox). */
  ratePerSecond: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

class RaceLost extends Error {}

/** A UNIQUE constraint refused the write (SQLite or PostgreSQL). */
function isUniqueViolation(error: unknown): boolean {
  const { code } = error as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * New-listing digests (issue 13, decision 027): the listings that became active since the last digest
 * go to every active subscriber in one e-mail, at most once per period (or at once with 'Send digest
 * now'). Starting a digest records it and its recipients in one transaction, chained to the previous
 * digest by a unique column, so two instances cannot both start it; e-mails are then queued in paced
 * batches, each recipient marked with its outbox row in the transaction that queues it, so each
 * subscriber gets each digest exactly once, across instances and restarts.
 */
export class DigestsService {
  private readonly reader: ListingsReader;
  private readonly templates = new Map<number, DigestTemplate>();

  constructor(
    private readonly ctx: NewsletterContext,
    dialect: Dialect,
    photos: PhotoStore,
    private readonly options: DigestOptions,
  ) {
    this.reader = new ListingsReader(ctx.db, dialect, (name) => photos.url(name));
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

  private async start(trigger: 'scheduled' | 'manual', period: NewsletterPeriod, now: number): Promise<DigestOutcome> {
    const periodMs = PERIOD_MS[period === 'off' ? 'weekly' : period];
    // Read first, write in one transaction: the digest row is chained to `last`, so if another instance
    // started a digest after `last` meanwhile, the unique previous_id refuses this one.
    const last = await this.db
      .selectFrom('newsletter_digests')
      .select(['id', 'window_end', 'created_at'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (trigger === 'scheduled' && last && now - Date.parse(last.created_at) < periodMs)
      return { started: false, reason: 'not-due' };
    const windowStart = last?.window_end ?? iso(now - periodMs);
    const windowEnd = iso(now);
    const listings = await this.newListings(windowStart, windowEnd);
    if (listings.length === 0) return { started: false, reason: 'nothing-new' };
    const subscribers = await this.db
      .selectFrom('subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (toNumber(subscribers?.n ?? 0) === 0) return { started: false, reason: 'no-subscribers' };
    try {
      return await this.db.transaction().execute(async (trx) => {
        const digest = await trx
          .insertInto('newsletter_digests')
          .values({
            previous_id: last ? toNumber(last.id) : 0,
            trigger,
            window_start: windowStart,
            window_end: windowEnd,
            listings: JSON.stringify(listings),
            listing_count: listings.length,
            recipient_count: 0,
            status: 'sending',
            next_batch_at: windowEnd,
            created_at: windowEnd,
            completed_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const digestId = toNumber(digest.id);
        const inserted = await trx
          .insertInto('newsletter_digest_recipients')
          .columns(['digest_id', 'subscriber_id', 'email', 'status'])
          .expression((eb) =>
            eb
              .selectFrom('subscribers')
              .select([sql.lit(digestId).as('digest_id'), 'id', 'email', sql.lit('pending').as('status')])
              .where('status', '=', 'active'),
          )
          .executeTakeFirst();
        const recipients = Number(inserted.numInsertedOrUpdatedRows ?? 0);
        await trx.updateTable('newsletter_digests').set({ recipient_count: recipients }).where('id', '=', digestId).execute();
        return { started: true, digestId, listings: listings.length, recipients } as const;
      });
    } catch (error) {
      // Another instance started the digest that follows the same previous one.
      if (isUniqueViolation(error)) return { started: false, reason: 'raced' };
      throw error;
    }
  }

  /** Listings active now that became active in (start, end], newest first, as the digest shows them. */
  private async newListings(start: string, end: string): Promise<DigestListing[]> {
    const rows = await this.db
      .selectFrom('listings')
      .select(['id', 'price', 'address', 'neighborhood', 'bedrooms', 'bathrooms', 'is_sublet'])
      .where('status', '=', 'active')
      .where('activated_at', '>', start)
      .where('activated_at', '<=', end)
      .orderBy('activated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_DIGEST_LISTINGS)
      .execute();
    const photos = await this.reader.photosFor(rows.map((r) => toNumber(r.id)));
    return rows.map((row) => {
      const first = photos.get(toNumber(row.id))?.[0];
      const width = first ? (first.widths.find((w) => w >= PHOTO_WIDTH) ?? first.widths.at(-1)) : undefined;
      const url = first && width ? first.url.replace(/-\d+\.webp$/, `-${width}.webp`) : null;
      return {
        id: toNumber(row.id),
        price: toNumber(row.price),
        address: row.address,
        neighborhood: row.neighborhood,
        bedrooms: toNumber(row.bedrooms),
        bathrooms: toNumber(row.bathrooms),
        isSublet: toBool(row.is_sublet),
        photoUrl: url ? (url.startsWith('/') ? `${this.ctx.origin}${url}` : url) : null,
      };
    });
  }

  /**
   * One pacing step for every digest being sent: each digest's step is claimed by one instance per
   * second (a conditional UPDATE of its next_batch_at), and queues at most `ratePerSecond` e-mails less
   * those of the digest still waiting in the outbox. Returns how many e-mails it queued.
   */
  async dispatch(now = Date.now()): Promise<number> {
    const sending = await this.db
      .selectFrom('newsletter_digests')
      .select(['id', 'listings'])
      .where('status', '=', 'sending')
      .where('next_batch_at', '<=', iso(now))
      .orderBy('id')
      .execute();
    let queued = 0;
    for (const digest of sending) {
      const claimed = await this.db
        .updateTable('newsletter_digests')
        .set({ next_batch_at: iso(now + 1000) })
        .where('id', '=', digest.id)
        .where('status', '=', 'sending')
        .where('next_batch_at', '<=', iso(now))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) continue;
      queued += await this.queueStep(toNumber(digest.id), digest.listings, now);
    }
    if (queued > 0) this.ctx.mail.wake();
    return queued;
  }

  private async template(digestId: number, listingsJson: string): Promise<DigestTemplate> {
    let template = this.templates.get(digestId);
    if (!template) {
      template = digestTemplate(await this.ctx.sender(), JSON.parse(listingsJson) as DigestListing[], this.ctx.origin);
      this.templates.set(digestId, template);
    }
    return template;
  }

  private async queueStep(digestId: number, listingsJson: string, now: number): Promise<number> {
    const waiting = await this.db
      .selectFrom('newsletter_digest_recipients as r')
      .innerJoin('mail_outbox as o', 'o.id', 'r.outbox_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('r.digest_id', '=', digestId)
      .where('r.status', '=', 'queued')
      .where('o.status', 'in', ['pending', 'sending'])
      .executeTakeFirst();
    let allowance = this.options.ratePerSecond - toNumber(waiting?.n ?? 0);
    const template = await this.template(digestId, listingsJson);
    let queued = 0;
    while (allowance > 0) {
      const chunk = Math.min(allowance, QUEUE_CHUNK);
      const result = await this.queueChunk(digestId, template, chunk, now);
      queued += result.queued;
      allowance -= result.taken;
      if (result.done) {
        this.templates.delete(digestId);
        break;
      }
    }
    return queued;
  }

  /** Queues up to `limit` pending recipients' e-mails in one transaction; `done` when none are left. */
  private async queueChunk(digestId: number, template: DigestTemplate, limit: number, now: number) {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('newsletter_digest_recipients as r')
          .leftJoin('subscribers as s', 's.id', 'r.subscriber_id')
          .select(['r.subscriber_id', 'r.email', 's.name', 's.status as current_status', 's.email as current_email'])
          .where('r.digest_id', '=', digestId)
          .where('r.status', '=', 'pending')
          .orderBy('r.subscriber_id')
          .limit(limit)
          .execute();
        let queued = 0;
        for (const row of rows) {
          const subscriberId = toNumber(row.subscriber_id);
          const stillThere = row.current_status === 'active' && row.current_email === row.email;
          const outboxId = stillThere
            ? await this.ctx.mail.queue(
                trx,
                template.forRecipient(
                  { email: row.email, name: row.name ?? null },
                  this.ctx.tokens.sign({ id: subscriberId, email: row.email }),
                ),
              )
            : null;
          const marked = await trx
            .updateTable('newsletter_digest_recipients')
            .set({ status: stillThere ? 'queued' : 'skipped', outbox_id: outboxId })
            .where('digest_id', '=', digestId)
            .where('subscriber_id', '=', subscriberId)
            .where('status', '=', 'pending')
            .executeTakeFirst();
          // Another instance queued this recipient meanwhile: undo the whole chunk.
          if (Number(marked.numUpdatedRows) !== 1) throw new RaceLost();
          if (stillThere) queued += 1;
        }
        const done = rows.length < limit;
        if (done)
          await trx
            .updateTable('newsletter_digests')
            .set({ status: 'sent', completed_at: iso(now) })
            .where('id', '=', digestId)
            .where('status', '=', 'sending')
            .execute();
        return { queued, taken: Math.max(rows.length, 1), done };
      });
    } catch (error) {
      if (error instanceof RaceLost) return { queued: 0, taken: limit, done: false };
      throw error;
    }
  }

  /** One digest with its delivery counts. */
  async get(id: number): Promise<DigestDto | null> {
    const [digest] = await this.list(1, id);
    return digest ?? null;
  }

  /** The latest digests with their delivery counts, newest first. */
  async list(limit = 20, id?: number): Promise<DigestDto[]> {
    let query = this.db.selectFrom('newsletter_digests').selectAll();
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
