import { DateTime } from 'luxon';
import type { Selectable, Transaction } from 'kysely';
import { MAX_ALERTS_PER_ADDRESS, type AlertFrequency } from '../../../shared/saved-searches.ts';
import type { SubscriberSearchDto } from '../../../shared/subscribers.schema.ts';
import { NEW_YORK } from '../../../shared/new-york-time.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { Db } from '../../platform/db/client.ts';
import { isoAt, toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { SavedSearchesTable } from './tables.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import type { DigestListing } from '../newsletter/index.ts';
import type { ListingMailer, RecipientWriter, RoundAudience, RoundOutcome } from '../newsletter/index.ts';
import type { NewsletterSender } from '../newsletter/index.ts';
import type { UnsubscribeTokens } from '../newsletter/index.ts';
import { addRoundRecipients, forgetListingMail } from '../newsletter/index.ts';
import { keepAlertSubscriber, releaseAlertSubscriber } from '../subscribers/index.ts';
import { alertMail, confirmationMail, searchWords, type AlertSearch } from './alert-mail.ts';
import {
  criteriaText,
  describeSearch,
  readCriteria,
  storedCriteria,
  type AlertCriteria,
  type AlertGrid,
} from '../../../shared/saved-search.ts';
import { searchFilter } from './saved-search.ts';

/** An unconfirmed search expires this long after it was asked for (and its link stops working). */
export const PENDING_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How often instant alerts go out at most: a round every this many ms (the scheduler checks every 20 s). */
const INSTANT_ROUND_MS = 15_000;
/** Daily alerts go out at this hour, New York time, in the first minutes after it (a restart then still sends them). */
const DAILY_HOUR = 8;
const DAILY_WINDOW_MS = 15 * 60 * 1000;
/** An alert round looks back at most this far (after an outage, older listings are not news). */
const MAX_LOOKBACK_MS = 2 * 24 * 60 * 60 * 1000;
/** A round of alerts takes at most this many new listings (each e-mail shows the newest 24 that match). */
const MAX_ROUND_LISTINGS = 500;
/** Sent-records older than this are pruned: no round's window reaches that far back. */
const SENT_RECORD_TTL_MS = 90 * 24 * 60 * 60 * 1000;

type Trx = Transaction<Database>;
type SearchRow = Pick<
  Selectable<SavedSearchesTable>,
  'email' | 'grid' | 'grid_label' | 'criteria' | 'frequency' | 'status' | 'created_at' | 'confirmed_at' | 'language'
> & { id: number };

/** A saved search as its manage page shows it. */
export interface SavedSearchView {
  id: number;
  email: string;
  status: 'pending' | 'active' | 'stopped';
  frequency: AlertFrequency;
  grid: string;
  gridLabel: string;
  criteria: AlertCriteria;
  /** The canonical query of the criteria ('' for none). */
  query: string;
  words: string;
  /** The language the search was saved in: its e-mails are written in it (decision 072). */
  language: Language;
}

/** A subscriber's saved searches in the back-office. */
export type SubscriberSearch = SubscriberSearchDto;

export interface SavedSearchesContext {
  db: Db;
  mail: MailService;
  mailer: ListingMailer;
  tokens: UnsubscribeTokens;
  sender: () => NewsletterSender | Promise<NewsletterSender>;
  origin: string;
}

const COLUMNS = [
  'id',
  'email',
  'grid',
  'grid_label',
  'criteria',
  'frequency',
  'status',
  'created_at',
  'confirmed_at',
  'language',
] as const;

/** This morning's (or the last) 8:00 in New York, as an instant. */
export function lastDailyTime(now: number): number {
  const local = DateTime.fromMillis(now, { zone: NEW_YORK });
  let at = local.set({ hour: DAILY_HOUR, minute: 0, second: 0, millisecond: 0 });
  if (at > local) at = at.minus({ days: 1 }).set({ hour: DAILY_HOUR });
  return at.toMillis();
}

/**
 * Saved searches and their alerts (docs/decisions/039): a renter saves a grid's search with an address;
 * the address confirms it by its link (double opt-in; unconfirmed, it expires after 7 days and nothing
 * else is sent); then the new listings that match go out in the instant or daily rounds of the one
 * listing sender, which the newsletter's digests share. Every answer to the public is the same whether
 * or not the address has searches already; the confirmation e-mails to one address are capped.
 */
export class SavedSearchesService {
  private readonly audiences: Record<AlertFrequency, RoundAudience>;

  constructor(private readonly ctx: SavedSearchesContext) {
    const audience = (frequency: AlertFrequency): RoundAudience => ({
      kind: frequency,
      searchKind: 'alert',
      maxListings: MAX_ROUND_LISTINGS,
      prepare: (listings) => this.prepareRound(frequency, listings),
      writer: () => this.writer(),
    });
    this.audiences = { instant: audience('instant'), daily: audience('daily') };
    for (const a of Object.values(this.audiences)) ctx.mailer.addAudience(a);
  }

  private get db(): Db {
    return this.ctx.db;
  }

  tokenFor(search: { id: number; email: string }): string {
    return this.ctx.tokens.sign(search);
  }

  /**
   * Saving a search: a pending search and its confirmation e-mail, in one transaction, unless the
   * address had its day's confirmations (then nothing is stored either). The caller answers the same
   * in every case, so the form tells nobody whether an address has alerts.
   */
  async request(
    input: { email: string; grid: AlertGrid; query: string; frequency: AlertFrequency; language?: Language },
    now = Date.now(),
  ) {
    const language = input.language ?? 'en';
    const criteria = readCriteria(new URLSearchParams(input.query));
    const at = isoAt(now);
    const sender = await this.ctx.sender();
    const queued = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('saved_searches')
        .values({
          email: input.email,
          subscriber_id: null,
          grid: input.grid.path,
          grid_label: input.grid.label,
          criteria: criteriaText(criteria),
          frequency: input.frequency,
          status: 'pending',
          language,
          created_at: at,
          confirmed_at: null,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const search = this.alertSearch({
        id: toNumber(row.id),
        email: input.email,
        grid: input.grid.path,
        grid_label: input.grid.label,
        criteria: criteriaText(criteria),
        frequency: input.frequency,
        language,
      });
      const outboxId = await this.ctx.mail.queueWithinCap(trx, confirmationMail(sender, search, this.ctx.origin));
      // Past the address's cap: no e-mail, so nothing worth keeping.
      if (outboxId === null) await trx.deleteFrom('saved_searches').where('id', '=', toNumber(row.id)).execute();
      return outboxId !== null;
    });
    if (queued) this.ctx.mail.wake();
  }

  /** The search a link names, or null for a forged or altered link, a deleted search, or an unconfirmed one past 7 days. */
  async find(token: string, now = Date.now()): Promise<SavedSearchView | null> {
    const row = await this.row(token);
    if (!row || this.expired(row, now)) return null;
    return this.view(row);
  }

  /**
   * Confirms a pending search (the confirmation link's button). The address becomes a subscriber (with
   * alerts only, unless it also takes the newsletter). The same search already active for the address
   * takes the new frequency instead; the answer names the search that stays (its token).
   */
  async confirm(token: string, now = Date.now()): Promise<{ token: string } | { refused: 'invalid' | 'too-many' }> {
    const row = await this.row(token);
    if (!row || this.expired(row, now)) return { refused: 'invalid' };
    if (row.status !== 'pending') return { token };
    const at = isoAt(now);
    return this.db.transaction().execute(async (trx) => {
      const twin = await trx
        .selectFrom('saved_searches')
        .select(['id', 'email'])
        .where('email', '=', row.email)
        .where('grid', '=', row.grid)
        .where('criteria', '=', row.criteria)
        .where('status', 'in', ['active', 'stopped'])
        .orderBy('id')
        .executeTakeFirst();
      if (twin) {
        await trx
          .updateTable('saved_searches')
          .set({ frequency: row.frequency, status: 'active', updated_at: at })
          .where('id', '=', twin.id)
          .execute();
        await trx.deleteFrom('saved_searches').where('id', '=', row.id).execute();
        await this.keepSubscriber(trx, row.email, at);
        return { token: this.tokenFor({ id: toNumber(twin.id), email: twin.email }) };
      }
      const active = await trx
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', '=', row.email)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (toNumber(active?.n ?? 0) >= MAX_ALERTS_PER_ADDRESS) return { refused: 'too-many' as const };
      const subscriberId = await this.keepSubscriber(trx, row.email, at);
      const confirmed = await trx
        .updateTable('saved_searches')
        .set({ status: 'active', confirmed_at: at, updated_at: at, subscriber_id: subscriberId })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(confirmed.numUpdatedRows) === 0) return { refused: 'invalid' as const };
      return { token };
    });
  }

  /** Changes an active or stopped search's criteria and frequency (the manage page). */
  async update(token: string, changes: { query: string; frequency: AlertFrequency }, now = Date.now()) {
    const row = await this.row(token);
    if (!row || row.status === 'pending') return null;
    await this.db
      .updateTable('saved_searches')
      .set({
        criteria: criteriaText(readCriteria(new URLSearchParams(changes.query))),
        frequency: changes.frequency,
        updated_at: isoAt(now),
      })
      .where('id', '=', row.id)
      .execute();
    return this.find(token, now);
  }

  /** Stops a search (manage page, or the one-click unsubscribe of its e-mails). An address left with nothing is no longer a subscriber. */
  async stop(token: string, now = Date.now()): Promise<SavedSearchView | null> {
    const row = await this.row(token);
    if (!row || this.expired(row, now)) return null;
    if (row.status === 'active') {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('saved_searches')
          .set({ status: 'stopped', updated_at: isoAt(now) })
          .where('id', '=', row.id)
          .where('status', '=', 'active')
          .execute();
        const left = await trx
          .selectFrom('saved_searches')
          .select('id')
          .where('email', '=', row.email)
          .where('status', '=', 'active')
          .limit(1)
          .executeTakeFirst();
        if (!left) await releaseAlertSubscriber(trx, row.email, isoAt(now));
      });
    }
    return this.find(token, now);
  }

  /** Turns a stopped search back on (its link proves the address). */
  async resume(token: string, now = Date.now()): Promise<SavedSearchView | null> {
    const row = await this.row(token);
    if (!row || row.status !== 'stopped') return this.find(token, now);
    const at = isoAt(now);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('saved_searches').set({ status: 'active', updated_at: at }).where('id', '=', row.id).execute();
      await this.keepSubscriber(trx, row.email, at);
    });
    return this.find(token, now);
  }

  /** The instant round (when 15 s have passed since the last) and the daily round (once a day, 8:00 to 8:15 New York time). */
  async runScheduled(now = Date.now()): Promise<{ instant: RoundOutcome; daily: RoundOutcome }> {
    const lookback = isoAt(now - MAX_LOOKBACK_MS);
    const later = (a: string, b: string) => (a > b ? a : b);
    const instant = await this.ctx.mailer.start(this.audiences.instant, 'scheduled', now, (last) =>
      last && now - Date.parse(last.createdAt) < INSTANT_ROUND_MS
        ? 'not-due'
        : { windowStart: later(last?.windowEnd ?? lookback, lookback) },
    );
    const eight = lastDailyTime(now);
    const daily = await this.ctx.mailer.start(this.audiences.daily, 'scheduled', now, (last) =>
      now - eight >= DAILY_WINDOW_MS || (last && Date.parse(last.createdAt) >= eight)
        ? 'not-due'
        : { windowStart: later(last?.windowEnd ?? isoAt(now - 24 * 60 * 60 * 1000), lookback) },
    );
    return { instant, daily };
  }

  /** Deletes unconfirmed searches past 7 days and sent-records past 90; returns how many searches expired. */
  async expire(now = Date.now()): Promise<number> {
    const expired = await this.db
      .deleteFrom('saved_searches')
      .where('status', '=', 'pending')
      .where('created_at', '<=', isoAt(now - PENDING_TTL_MS))
      .executeTakeFirst();
    await forgetListingMail(this.db, isoAt(now - SENT_RECORD_TTL_MS));
    return Number(expired.numDeletedRows);
  }

  /** The saved searches of these subscribers (back-office), active first. */
  async ofSubscribers(ids: number[]): Promise<Map<number, SubscriberSearch[]>> {
    const bySubscriber = new Map<number, SubscriberSearch[]>();
    if (ids.length === 0) return bySubscriber;
    const rows = await this.db
      .selectFrom('saved_searches')
      .select(['id', 'subscriber_id', 'grid_label', 'criteria', 'frequency', 'status'])
      .where('subscriber_id', 'in', ids)
      .where('status', 'in', ['active', 'stopped'])
      .orderBy('status')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const list = bySubscriber.get(toNumber(row.subscriber_id)) ?? [];
      list.push({
        id: toNumber(row.id),
        description: describeSearch(row.grid_label, storedCriteria(row.criteria)),
        frequency: row.frequency,
        status: row.status === 'stopped' ? 'stopped' : 'active',
      });
      bySubscriber.set(toNumber(row.subscriber_id), list);
    }
    return bySubscriber;
  }

  /** The address's subscriber row (kept by the subscribers feature), with the address's searches tied to it. */
  private async keepSubscriber(trx: Trx, email: string, at: string): Promise<number> {
    const id = await keepAlertSubscriber(trx, email, at);
    await trx
      .updateTable('saved_searches')
      .set({ subscriber_id: id })
      .where('email', '=', email)
      .where('status', 'in', ['active', 'stopped'])
      .execute();
    return id;
  }

  /** Who a round of alerts goes to: each active search of the frequency, with the new listings that match it and came after it was confirmed. */
  private async prepareRound(frequency: AlertFrequency, listings: DigestListing[]) {
    const searches = await this.db
      .selectFrom('saved_searches')
      .select(['id', 'email', 'grid', 'criteria', 'confirmed_at'])
      .where('status', '=', 'active')
      .where('frequency', '=', frequency)
      .execute();
    if (searches.length === 0) return null;
    const recipients = await this.match(searches, listings);
    return {
      write: async (trx: Trx, digestId: number) => {
        await addRoundRecipients(trx, digestId, recipients);
        return recipients.length;
      },
    };
  }

  /**
   * Matches saved searches against listings: one query per distinct (grid, criteria), by the grid's
   * own WHERE clause (listings.reader.ts), so a search matches what its grid would show.
   */
  async match(
    searches: Array<{ id: number | string; email: string; grid: string; criteria: string; confirmed_at: string | null }>,
    listings: Array<Pick<DigestListing, 'id' | 'activatedAt'>>,
  ): Promise<Array<{ searchId: number; email: string; listingIds: number[] }>> {
    const distinct = new Map<string, number>();
    const filters = [];
    for (const s of searches) {
      const key = `${s.grid}?${s.criteria}`;
      if (!distinct.has(key)) {
        distinct.set(key, filters.length);
        filters.push(searchFilter(s.grid, s.criteria));
      }
    }
    const matched = await this.ctx.mailer.reader.matchAll(
      filters,
      listings.map((l) => l.id),
    );
    const recipients = [];
    for (const s of searches) {
      const hits = matched[distinct.get(`${s.grid}?${s.criteria}`)!];
      const since = s.confirmed_at ?? '';
      const listingIds = listings.filter((l) => hits.has(l.id) && (l.activatedAt ?? '') > since).map((l) => l.id);
      if (listingIds.length > 0) recipients.push({ searchId: toNumber(s.id), email: s.email, listingIds });
    }
    return recipients;
  }

  private async writer(): Promise<RecipientWriter> {
    const sender = await this.ctx.sender();
    return {
      current: async (trx, ids) => {
        if (ids.length === 0) return new Map();
        const rows = await trx
          .selectFrom('saved_searches')
          .select(['id', 'email', 'grid', 'grid_label', 'criteria', 'frequency', 'language'])
          .where('id', 'in', ids)
          .where('status', '=', 'active')
          .execute();
        return new Map(rows.map((r) => [toNumber(r.id), { ...r, id: toNumber(r.id) }]));
      },
      mail: (_recipient, now, listings) =>
        alertMail(
          sender,
          this.alertSearch(now as unknown as Parameters<SavedSearchesService['alertSearch']>[0]),
          listings,
          this.ctx.origin,
        ),
    };
  }

  private alertSearch(
    row: Pick<SearchRow, 'id' | 'email' | 'grid' | 'grid_label' | 'criteria' | 'frequency' | 'language'>,
  ): AlertSearch {
    const query = row.criteria ? `?${row.criteria}` : '';
    return {
      email: row.email,
      words: searchWords({ grid: row.grid, gridLabel: row.grid_label, criteria: row.criteria, language: row.language }),
      frequency: row.frequency,
      searchPath: `${row.grid}${query}`,
      token: this.tokenFor({ id: row.id, email: row.email }),
      language: row.language,
    };
  }

  private expired(row: SearchRow, now: number) {
    return row.status === 'pending' && Date.parse(row.created_at) <= now - PENDING_TTL_MS;
  }

  private async row(token: string): Promise<SearchRow | null> {
    const id = this.ctx.tokens.parse(token);
    if (id === null) return null;
    const row = await this.db.selectFrom('saved_searches').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row || !this.ctx.tokens.verify(token, { id: toNumber(row.id), email: row.email })) return null;
    return { ...row, id: toNumber(row.id) };
  }

  private view(row: SearchRow): SavedSearchView {
    const criteria = storedCriteria(row.criteria);
    return {
      id: row.id,
      email: row.email,
      status: row.status,
      frequency: row.frequency,
      grid: row.grid,
      gridLabel: row.grid_label,
      criteria,
      query: row.criteria ? `?${row.criteria}` : '',
      // In the search's language (its manage page is linked from its e-mails in that language, decision 072).
      words: searchWords({ grid: row.grid, gridLabel: row.grid_label, criteria: row.criteria, language: row.language }),
      language: row.language,
    };
  }
}
