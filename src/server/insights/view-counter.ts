import { hash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { Db } from '../db/client.ts';

/**
 * Views of the public pages, counted on the server (docs/decisions/040): no cookie, no address kept.
 * A view is recorded in memory (a bot's is not); every few seconds the batch is written in one
 * transaction: the visitor's hash for the page and day (address, user agent and the day's salt) is
 * inserted unless there, and only the new ones add to the day's count. So a visitor counts once per
 * page per New York day, on every instance, and a crash loses at most the batch not yet written.
 */

/** Where a view came from, by the referring site's domain. */
export const VIEW_SOURCES = ['streeteasy', 'zillow', 'google', 'social', 'direct', 'other'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];

const SOURCE_DOMAINS: Array<[ViewSource, readonly string[]]> = [
  ['streeteasy', ['streeteasy.com']],
  ['zillow', ['zillow.com', 'hotpads.com', 'trulia.com']],
  ['google', ['google.com', 'google.co.uk', 'google.ca', 'googleusercontent.com', 'android-app']],
  ['social', ['facebook.com', 'fb.com', 'fb.me', 'messenger.com', 'instagram.com', 'whatsapp.com', 'wa.me', 'threads.net']],
];

const inDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The source of a view by its Referer: a known site, 'direct' (none, or this site), else 'other'. */
export function referrerSource(referer: string | undefined, ownHost: string | undefined): ViewSource {
  if (!referer) return 'direct';
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return 'other';
  }
  if (ownHost && host === ownHost.toLowerCase().replace(/:\d+$/, '')) return 'direct';
  if (/^(www\.)?google\.[a-z.]+$/.test(host)) return 'google';
  for (const [source, domains] of SOURCE_DOMAINS) if (domains.some((d) => inDomain(host, d))) return source;
  return 'other';
}

export const VIEW_ZONE = 'America/New_York';

/** The New York day (YYYY-MM-DD) of an instant. */
const newYorkDay = (ms: number): string => DateTime.fromMillis(ms, { zone: VIEW_ZONE }).toISODate() as string;

/** A page a view counts for: 'home', 'building:{slug}' or 'property:{id}'. */
function isCountedPage(page: string): boolean {
  return page === 'home' || /^building:\S{1,200}$/.test(page) || /^property:\d{1,10}$/.test(page);
}

export interface ViewRequest {
  page: string;
  address: string;
  userAgent: string | undefined;
  referer: string | undefined;
  host: string | undefined;
}

interface PendingView {
  day: string;
  page: string;
  source: ViewSource;
  listingId: number | null;
  /** sha256 of address and user agent: held in memory until the batch is written with the day's salt. */
  visitorKey: string;
}

export interface ViewCounterOptions {
  /** How often the batch is written (default 5 s). */
  flushMs?: number;
  /** The clock (tests move it across days). */
  now?: () => number;
  /** Most views held unwritten (while the database is away); later ones are not counted. Default 200,000. */
  maxPending?: number;
  /** Most visitors of the day remembered as written (returning ones then cost no row). Default 50,000. */
  maxCounted?: number;
}

const BATCH_ROWS = 500;

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The stored visitor: the first 128 bits of sha256(day's salt, visitorKey), 22 characters (a smaller index than all 256). */
const visitorHash = (salt: string, visitorKey: string) =>
  hash('sha256', `${salt}${visitorKey}`, 'buffer').subarray(0, 16).toString('base64url');
/** User agents whose bot verdict is remembered (browsers send a few hundred distinct ones a day). */
const KNOWN_AGENTS = 2000;

/**
 * Who this instance has already written today (day, page and visitor key), so that a returning
 * visitor costs neither a batch entry nor a database row. It only ever skips a view already counted
 * (by whichever instance); at most `limit` entries (about 130 bytes each), emptied when the New York
 * day changes; once full, the database's primary key alone tells.
 */
class CountedToday {
  private day = '';
  private readonly keys = new Set<string>();

  constructor(private readonly limit: number) {}

  has(day: string, key: string): boolean {
    return day === this.day && this.keys.has(key);
  }

  add(day: string, key: string): void {
    if (day !== this.day) {
      if (day < this.day) return;
      this.day = day;
      this.keys.clear();
    }
    if (this.keys.size < this.limit) this.keys.add(key);
  }
}

/** `isbot` with its verdicts remembered per user agent: one Map lookup instead of a long regular expression. */
class BotCheck {
  private readonly verdicts = new Map<string, boolean>();

  isBot(agent: string): boolean {
    let verdict = this.verdicts.get(agent);
    if (verdict === undefined) {
      verdict = isbot(agent);
      // Many distinct agents (made up by a script): start again rather than grow.
      if (this.verdicts.size >= KNOWN_AGENTS) this.verdicts.clear();
      this.verdicts.set(agent, verdict);
    }
    return verdict;
  }
}

export class ViewCounter {
  private pending = new Map<string, PendingView>();
  private readonly counted: CountedToday;
  private readonly bots = new BotCheck();
  private readonly maxPending: number;
  /** Views not counted because too many were waiting to be written. */
  dropped = 0;
  private readonly salts = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private purgedDay = '';
  private readonly now: () => number;
  readonly flushMs: number;

  constructor(
    private readonly db: Db,
    options: ViewCounterOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.flushMs = options.flushMs ?? 5000;
    this.maxPending = options.maxPending ?? 200_000;
    this.counted = new CountedToday(options.maxCounted ?? 50_000);
  }

  /** Records one view; false when it is not counted (a bot, a page that is not counted). Never waits. */
  record(view: ViewRequest): boolean {
    if (!isCountedPage(view.page)) return false;
    const agent = view.userAgent ?? '';
    if (!agent || this.bots.isBot(agent)) return false;
    const day = this.today();
    const visitorKey = hash('sha256', `${view.address}\0${agent}`, 'base64url');
    const key = `${day}|${view.page}|${visitorKey}`;
    if (this.pending.has(key) || this.counted.has(day, key)) return true;
    // The database is away and the views pile up: memory stays bounded, what does not fit is not counted.
    if (this.pending.size >= this.maxPending) {
      this.dropped++;
      return false;
    }
    const listingId = view.page.startsWith('property:') ? Number(view.page.slice('property:'.length)) : null;
    this.pending.set(key, { day, page: view.page, source: referrerSource(view.referer, view.host), listingId, visitorKey });
    return true;
  }

  private day = { day: '', until: 0 };

  /** Today's New York day, worked out again at most once a second (a view must cost next to nothing). */
  private today(): string {
    const now = this.now();
    if (now >= this.day.until || now < this.day.until - 1000) this.day = { day: newYorkDay(now), until: now + 1000 };
    return this.day.day;
  }

  /** Views recorded and not yet written. */
  get pendingCount(): number {
    return this.pending.size;
  }

  start(onError: (error: unknown) => void): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush().catch(onError), this.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is pending. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Writes the pending views (one batch at a time; a failed batch is kept for the next try). */
  flush(): Promise<void> {
    const next = this.writing.then(() => this.write());
    this.writing = next.catch(() => undefined);
    return next;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.writeBatch([...batch.values()]);
      // Written, or already there: counted today either way.
      for (const [key, view] of batch) this.counted.add(view.day, key);
    } catch (error) {
      // Kept for the next flush (merged with what arrived meanwhile).
      for (const [key, view] of batch) if (!this.pending.has(key)) this.pending.set(key, view);
      throw error;
    }
  }

  private async salt(day: string): Promise<string> {
    const known = this.salts.get(day);
    if (known) return known;
    await this.db
      .insertInto('view_salts')
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    const row = await this.db.selectFrom('view_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
    this.salts.set(day, row.salt);
    return row.salt;
  }

  private async writeBatch(views: PendingView[]): Promise<void> {
    const salts = new Map<string, string>();
    for (const view of views) if (!salts.has(view.day)) salts.set(view.day, await this.salt(view.day));
    const byVisitor = new Map<string, PendingView>();
    const rows: Array<{ day: string; page: string; visitor: string }> = [];
    for (const view of views) {
      const visitor = visitorHash(salts.get(view.day)!, view.visitorKey);
      byVisitor.set(`${view.day}|${view.page}|${visitor}`, view);
      rows.push({ day: view.day, page: view.page, visitor });
    }
    // In the primary key's order: each batch walks the index once instead of jumping about in it.
    rows.sort((a, b) => compare(a.day, b.day) || compare(a.page, b.page) || compare(a.visitor, b.visitor));
    await this.db.transaction().execute(async (trx) => {
      const counts = new Map<
        string,
        { day: string; page: string; source: ViewSource; listing_id: number | null; views: number }
      >();
      for (let i = 0; i < rows.length; i += BATCH_ROWS) {
        const inserted = await trx
          .insertInto('view_visitors')
          .values(rows.slice(i, i + BATCH_ROWS))
          .onConflict((oc) => oc.columns(['day', 'page', 'visitor']).doNothing())
          .returning(['day', 'page', 'visitor'])
          .execute();
        for (const row of inserted) {
          const view = byVisitor.get(`${row.day}|${row.page}|${row.visitor}`);
          if (!view) continue;
          const key = `${view.day}|${view.page}|${view.source}`;
          const count = counts.get(key);
          if (count) count.views++;
          else counts.set(key, { day: view.day, page: view.page, source: view.source, listing_id: view.listingId, views: 1 });
        }
      }
      const totals = [...counts.values()];
      for (let i = 0; i < totals.length; i += BATCH_ROWS)
        await trx
          .insertInto('page_views')
          .values(totals.slice(i, i + BATCH_ROWS))
          .onConflict((oc) =>
            oc.columns(['day', 'page', 'source']).doUpdateSet({ views: sql`page_views.views + excluded.views` }),
          )
          .execute();
    });
    await this.purge();
  }

  /** Once a day: the salts and visitor hashes of earlier days go (yesterday's stay for a late batch). */
  private async purge(): Promise<void> {
    const today = newYorkDay(this.now());
    if (this.purgedDay === today) return;
    const yesterday = DateTime.fromMillis(this.now(), { zone: VIEW_ZONE }).minus({ days: 1 }).toISODate() as string;
    await this.db.deleteFrom('view_visitors').where('day', '<', yesterday).execute();
    await this.db.deleteFrom('view_salts').where('day', '<', today).execute();
    for (const day of this.salts.keys()) if (day < today) this.salts.delete(day);
    this.purgedDay = today;
  }
}
