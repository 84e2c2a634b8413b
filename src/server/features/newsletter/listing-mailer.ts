import type { Transaction } from 'kysely';
import type { Language } from '../../../shared/i18n/languages.ts';
import { ListingsReader } from '../listings/index.ts';
import { listingBasics } from '../listings/index.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { isoAt, toBool, toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { PhotoStore } from '../../platform/images/photo-store.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import type { OutgoingMail } from '../../platform/mail/types.ts';
import type { DigestListing } from './digest-mail.ts';
import { claimListingMail } from './sent-records.ts';

/** A round of listing e-mails: the newsletter's digest, or the instant or daily alerts of saved searches. */
export type RoundKind = 'newsletter' | 'instant' | 'daily';
type Trx = Transaction<Database>;

const PHOTO_WIDTH = 640;
/** Recipients queued per transaction. */
const QUEUE_CHUNK = 500;
/** The outbox kinds this sender queues: what is still waiting of them counts against the pace. */
const ROUND_MAIL_KINDS = ['newsletter-digest', 'saved-search-alert'] as const;

/**
 * Who receives a round of one kind and what each of them is sent. The newsletter is the search with
 * no criteria (one per active subscriber); an alert round holds the saved searches of its frequency.
 */
export interface RoundAudience {
  kind: RoundKind;
  /** The namespace of search ids in the sent-records. */
  searchKind: 'newsletter' | 'alert';
  /** At most this many of the new listings are in one round (the newest). */
  maxListings: number;
  /**
   * The round's recipients for its new listings, computed before the round's transaction; null when
   * nobody would receive this kind of round at all. `write` adds them inside the transaction.
   */
  prepare(listings: DigestListing[]): Promise<{ write: (trx: Trx, roundId: number) => Promise<number> } | null>;
  /** Reads what the e-mails need (outside any transaction: on SQLite it holds the one connection). */
  writer(round: { id: number; listings: DigestListing[] }): Promise<RecipientWriter>;
}

/** A search's recipient as it stands now: the address and the language its e-mails are written in (decision 072). */
type Recipient = { email: string; language: Language };

/** Writes the e-mails of one round: `current` says whether each search still receives (and as what), in the queueing transaction. */
export interface RecipientWriter {
  current(trx: Trx, searchIds: number[]): Promise<Map<number, Recipient>>;
  mail(recipient: { searchId: number; email: string }, now: Recipient, listings: DigestListing[]): OutgoingMail;
}

export type RoundOutcome =
  | { started: true; digestId: number; listings: number; recipients: number }
  | { started: false; reason: 'off' | 'not-due' | 'nothing-new' | 'no-subscribers' | 'raced' };

/** When a round of a kind is due, given the last one of that kind: the start of its window, or 'not-due'. */
export type RoundPlan = (last: { windowEnd: string; createdAt: string } | null) => { windowStart: string } | 'not-due';

class RaceLost extends Error {}

/**
 * The one sender of listing e-mails (docs/decisions/027 and 039): the newsletter's digests and the
 * saved searches' alerts go the same way.
 *
 * 1. A round takes the listings that became active in its window (a snapshot, the same for every
 *    recipient) and writes its recipients, each with the listings that match its search, in one
 *    transaction chained to the previous round by a unique column: two instances cannot both start it.
 * 2. Every second one instance claims the pace (a conditional UPDATE of the oldest round being sent)
 *    and queues at most NEWSLETTER_RATE e-mails, less those still waiting in the outbox.
 * 3. Queueing a recipient's e-mail claims a sent-record per listing (search, listing, activation) under
 *    a primary key in the same transaction: a listing already sent to that search is left out, and a
 *    recipient left with none gets no e-mail. So each search gets each listing activation once, across
 *    rounds, restarts and instances.
 */
export class ListingMailer {
  readonly reader: ListingsReader;

  constructor(
    private readonly db: Db,
    dialect: Dialect,
    photos: PhotoStore,
    private readonly mail: MailService,
    private readonly options: { ratePerSecond: number; origin: string },
  ) {
    this.reader = new ListingsReader(db, dialect, (name) => photos.url(name));
  }

  private readonly audiences = new Map<RoundKind, RoundAudience>();

  /** Registers who receives the rounds of a kind. */
  addAudience(audience: RoundAudience): void {
    this.audiences.set(audience.kind, audience);
  }

  /** Starts a round of `audience` when `plan` says it is due and something new has someone to go to. */
  async start(audience: RoundAudience, trigger: 'scheduled' | 'manual', now: number, plan: RoundPlan): Promise<RoundOutcome> {
    // Read first, write in one transaction: the round is chained to the latest round of any kind, so if
    // another instance started one meanwhile, the unique previous_id refuses this one.
    const last = await this.db.selectFrom('newsletter_digests').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const lastOfKind = await this.db
      .selectFrom('newsletter_digests')
      .select(['window_end', 'created_at'])
      .where('kind', '=', audience.kind)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const planned = plan(lastOfKind ? { windowEnd: lastOfKind.window_end, createdAt: lastOfKind.created_at } : null);
    if (planned === 'not-due') return { started: false, reason: 'not-due' };
    const windowEnd = isoAt(now);
    const listings = await this.newListings(planned.windowStart, windowEnd, audience.maxListings);
    if (listings.length === 0) return { started: false, reason: 'nothing-new' };
    const prepared = await audience.prepare(listings);
    if (!prepared) return { started: false, reason: 'no-subscribers' };
    try {
      return await this.db.transaction().execute(async (trx) => {
        const round = await trx
          .insertInto('newsletter_digests')
          .values({
            kind: audience.kind,
            previous_id: last ? toNumber(last.id) : 0,
            trigger,
            window_start: planned.windowStart,
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
        const digestId = toNumber(round.id);
        const recipients = await prepared.write(trx, digestId);
        await trx
          .updateTable('newsletter_digests')
          .set(recipients > 0 ? { recipient_count: recipients } : { status: 'sent', completed_at: windowEnd })
          .where('id', '=', digestId)
          .execute();
        return { started: true, digestId, listings: listings.length, recipients } as const;
      });
    } catch (error) {
      // Another instance started the round that follows the same previous one.
      if (isUniqueViolation(error)) return { started: false, reason: 'raced' };
      throw error;
    }
  }

  /** Listings active now that became active in (start, end], newest first, as the e-mails show them. */
  async newListings(start: string, end: string, limit: number): Promise<DigestListing[]> {
    const rows = await this.db
      .selectFrom('listings')
      .select(['id', 'price', 'address', 'neighborhood', 'bedrooms', 'bathrooms', 'is_sublet', 'activated_at'])
      .where('status', '=', 'active')
      .where('activated_at', '>', start)
      .where('activated_at', '<=', end)
      .orderBy('activated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    const photos = await this.reader.photosFor(rows.map((r) => toNumber(r.id)));
    return rows.map((row) => {
      const first = photos.get(toNumber(row.id))?.[0];
      const width = first ? (first.widths.find((w) => w >= PHOTO_WIDTH) ?? first.widths.at(-1)) : undefined;
      const url = first && width ? first.url.replace(/-\d+\.webp$/, `-${width}.webp`) : null;
      return {
        ...listingBasics(row),
        isSublet: toBool(row.is_sublet),
        photoUrl: url ? (url.startsWith('/') ? `${this.options.origin}${url}` : url) : null,
        activatedAt: row.activated_at ?? '',
      };
    });
  }

  /**
   * One pacing step for every round being sent: the step is claimed by one instance per second (a
   * conditional UPDATE of the oldest round's next_batch_at) and queues at most `ratePerSecond` e-mails
   * less those of the rounds still waiting in the outbox. Returns how many e-mails it queued.
   */
  async dispatch(now = Date.now()): Promise<number> {
    const sending = await this.db
      .selectFrom('newsletter_digests')
      .select(['id', 'kind', 'listings', 'next_batch_at'])
      .where('status', '=', 'sending')
      .orderBy('id')
      .execute();
    const [first] = sending;
    if (!first || first.next_batch_at > isoAt(now)) return 0;
    const claimed = await this.db
      .updateTable('newsletter_digests')
      .set({ next_batch_at: isoAt(now + 1000) })
      .where('id', '=', first.id)
      .where('status', '=', 'sending')
      .where('next_batch_at', '<=', isoAt(now))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return 0;

    const waiting = await this.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', 'in', ROUND_MAIL_KINDS)
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirst();
    let allowance = this.options.ratePerSecond - toNumber(waiting?.n ?? 0);
    let queued = 0;
    for (const row of sending) {
      if (allowance <= 0) break;
      const audience = this.audiences.get(row.kind);
      if (!audience) continue;
      const round = { id: toNumber(row.id), listings: JSON.parse(row.listings) as DigestListing[] };
      const writer = await audience.writer(round);
      while (allowance > 0) {
        const result = await this.queueChunk(audience, writer, round, Math.min(allowance, QUEUE_CHUNK), now);
        queued += result.queued;
        allowance -= result.taken;
        if (result.done) break;
      }
    }
    if (queued > 0) this.mail.wake();
    return queued;
  }

  /** Queues up to `limit` pending recipients' e-mails of a round in one transaction; `done` when none are left. */
  private async queueChunk(
    audience: RoundAudience,
    writer: RecipientWriter,
    round: { id: number; listings: DigestListing[] },
    limit: number,
    now: number,
  ) {
    const byId = new Map(round.listings.map((l) => [l.id, l]));
    try {
      return await this.db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('newsletter_digest_recipients')
          .select(['search_id', 'email', 'listing_ids'])
          .where('digest_id', '=', round.id)
          .where('status', '=', 'pending')
          .orderBy('search_id')
          .limit(limit)
          .execute();
        const current = await writer.current(
          trx,
          rows.map((r) => toNumber(r.search_id)),
        );
        let queued = 0;
        for (const row of rows) {
          const searchId = toNumber(row.search_id);
          const now_ = current.get(searchId);
          const ids = row.listing_ids ? (JSON.parse(row.listing_ids) as number[]) : round.listings.map((l) => l.id);
          const listings =
            now_ && now_.email === row.email ? await this.claim(trx, audience, round.id, searchId, ids, byId, now) : [];
          const outboxId =
            listings.length > 0 ? await this.mail.queue(trx, writer.mail({ searchId, email: row.email }, now_!, listings)) : null;
          const marked = await trx
            .updateTable('newsletter_digest_recipients')
            .set({ status: outboxId === null ? 'skipped' : 'queued', outbox_id: outboxId })
            .where('digest_id', '=', round.id)
            .where('search_id', '=', searchId)
            .where('status', '=', 'pending')
            .executeTakeFirst();
          // Another instance queued this recipient meanwhile: undo the whole chunk.
          if (Number(marked.numUpdatedRows) !== 1) throw new RaceLost();
          if (outboxId !== null) queued += 1;
        }
        const done = rows.length < limit;
        if (done)
          await trx
            .updateTable('newsletter_digests')
            .set({ status: 'sent', completed_at: isoAt(now) })
            .where('id', '=', round.id)
            .where('status', '=', 'sending')
            .execute();
        return { queued, taken: Math.max(rows.length, 1), done };
      });
    } catch (error) {
      if (error instanceof RaceLost) return { queued: 0, taken: limit, done: false };
      throw error;
    }
  }

  /** Claims the sent-record of each listing for the search; returns the listings not sent to it before, in the round's order. */
  private async claim(
    trx: Trx,
    audience: RoundAudience,
    roundId: number,
    searchId: number,
    ids: number[],
    byId: Map<number, DigestListing>,
    now: number,
  ): Promise<DigestListing[]> {
    const listings = ids.map((id) => byId.get(id)).filter((l): l is DigestListing => l !== undefined);
    if (listings.length === 0) return [];
    const fresh = await claimListingMail(
      trx,
      { kind: audience.searchKind, id: searchId },
      listings.map((l) => ({ id: l.id, activatedAt: l.activatedAt ?? '' })),
      { id: roundId, at: isoAt(now) },
    );
    return listings.filter((l) => fresh.has(l.id));
  }
}
