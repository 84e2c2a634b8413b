import { hash, randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type SQLite from 'better-sqlite3';
import { isbot } from 'isbot';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { Db } from '../../platform/db/client.ts';
import type { ViewSource } from '../../../shared/insights.schema.ts';
import { NEW_YORK, newYorkDate } from '../../../shared/new-york-time.ts';
import { AgentRotation, ROTATING } from './agent-rotation.ts';

/**
 * Views of the public pages, counted on the server (docs/decisions/040): no cookie, no address kept.
 * A view is recorded in memory (a bot's is not); every few seconds the batch is written in one
 * transaction: the visitor's number for the page and day (a hash of address, user agent, page and
 * the day's salt) is inserted unless there, and only the new ones add to the day's count. So a
 * visitor counts once per page per New York day, on every instance, and a crash loses at most the
 * batch not yet written.
 */

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

/** The New York day (YYYY-MM-DD) of an instant. */
const newYorkDay = (ms: number): string => newYorkDate(new Date(ms));

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

/** Where the views are written: the database, and on SQLite its connection (prepared statements, see writeSqlite). */
export interface ViewStore {
  db: Db;
  sqlite?: SQLite.Database;
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

/** Rows written in one transaction: on SQLite about 3 ms of work, after which requests are served again. */
const CHUNK_ROWS = 1000;
/** Rows in one multi-row insert on PostgreSQL (2 parameters each). */
const BATCH_ROWS = 1000;

/** What a view is of: a page on a day, from a source. One object for all the views alike (ViewKinds). */
interface ViewKind {
  day: string;
  page: string;
  source: ViewSource;
  listing_id: number | null;
}

/** One visitor of a page on a day, as written: `visitor` is its number (visitorId). */
interface VisitorRow {
  visitor: number;
  kind: ViewKind;
}

const byVisitor = (a: VisitorRow, b: VisitorRow) => a.visitor - b.visitor;

/** The first 52 bits of a sha256, as a number (13 hex digits: exact in JavaScript and in PostgreSQL's bigint as read back). */
const hash52 = (text: string): number => parseInt(hash('sha256', text, 'hex').slice(0, 13), 16);

/**
 * A view's key while it waits for its batch, and in the record of whom this instance wrote today:
 * 52 bits of sha256(day, page, address, user agent), held in memory only. A number, so that a view
 * waiting is a map entry (about 40 bytes) and not a string of its own (about 200), and the write has
 * nothing to parse.
 */
const viewKey = (day: string, page: string, address: string, agent: string) => hash52(`${day}\0${page}\0${address}\0${agent}`);

/**
 * The stored visitor of a page on a day: 52 bits of sha256(the day's salt, the view's key), the
 * table's whole key (migration 022). A view whose key or number another of today's or yesterday's
 * page visitors holds would not count: with n page visitors a day, about 2·n² / 2^52 times a day, so
 * once in 60,000 years at 10,000 a day, and once in 6 years at a million.
 */
const visitorId = (salt: string, key: number): number => hash52(`${salt}${key}`);

/** The visitor numbers' range (52 bits), and the slices an old day's rows are deleted in. */
const VISITOR_IDS = 2 ** 52;
const PURGE_SLICES = 256;

const listingOf = (page: string) => (page.startsWith('property:') ? Number(page.slice('property:'.length)) : null);

/** User agents whose bot verdict, and Referers whose source, are remembered (browsers send a few hundred distinct agents a day). */
const KNOWN_INPUTS = 2000;

/**
 * Who this instance has already written today (their view keys), so that a returning visitor costs
 * neither a batch entry nor a database row. It only ever skips a view already counted (by whichever
 * instance); at most `limit` entries (a number each), emptied when the New York day changes; once
 * full, the database's primary key alone tells.
 */
class CountedToday {
  private day = '';
  private readonly keys = new Set<number>();

  constructor(private readonly limit: number) {}

  has(day: string, key: number): boolean {
    return day === this.day && this.keys.has(key);
  }

  add(day: string, key: number): void {
    if (day !== this.day) {
      if (day < this.day) return;
      this.day = day;
      this.keys.clear();
    }
    if (this.keys.size < this.limit) this.keys.add(key);
  }
}

/**
 * The kinds of view (day, page, source), one object each, shared by the views waiting: a view holds a
 * reference, not strings of its own. Started again when the New York day changes (views still waiting
 * keep the objects they hold); pages are the counted ones (home, buildings, listings), so it stays small.
 */
class ViewKinds {
  private day = '';
  private readonly kinds = new Map<string, ViewKind>();

  of(day: string, page: string, source: ViewSource): ViewKind {
    if (day !== this.day) {
      this.day = day;
      this.kinds.clear();
    }
    const name = `${page}\0${source}`;
    let kind = this.kinds.get(name);
    if (!kind) this.kinds.set(name, (kind = { day, page, source, listing_id: listingOf(page) }));
    return kind;
  }
}

/**
 * A function's answers remembered per input: one Map lookup instead of `isbot`'s long regular
 * expression for a user agent, or parsing a Referer as a URL. At most KNOWN_INPUTS, then emptied:
 * many distinct inputs (made up by a script) start it again rather than grow it.
 */
class Remembered<T> {
  private readonly answers = new Map<string, T>();

  constructor(private readonly answer: (input: string) => T) {}

  get(input: string): T {
    let value = this.answers.get(input);
    if (value === undefined) {
      value = this.answer(input);
      if (this.answers.size >= KNOWN_INPUTS) this.answers.clear();
      this.answers.set(input, value);
    }
    return value;
  }
}

/** The SQLite statements of a chunk, prepared once (a multi-row insert through the query builder costs about twice as much per row). */
class SqliteStatements {
  /** Writes a chunk in one transaction (see ViewCounter.writeChunk). */
  readonly write: (chunk: VisitorRow[]) => void;

  constructor(sqlite: SQLite.Database) {
    const addVisitor = sqlite.prepare<[number, string]>(
      'insert into view_visitors (visitor, day) values (?, ?) on conflict do nothing',
    );
    const addViews = sqlite.prepare<[string, string, string, number | null, number]>(
      'insert into page_views (day, page, source, listing_id, views) values (?, ?, ?, ?, ?) ' +
        'on conflict (day, page, source) do update set views = page_views.views + excluded.views',
    );
    this.write = sqlite.transaction((chunk: VisitorRow[]) => {
      const totals = new Totals();
      for (const row of chunk) if (addVisitor.run(row.visitor, row.kind.day).changes > 0) totals.add(row.kind);
      for (const t of totals.rows()) addViews.run(t.day, t.page, t.source, t.listing_id, t.views);
    });
  }
}

/** The day's views per page and source of the visitors a chunk added. */
class Totals {
  private readonly counts = new Map<ViewKind, number>();

  add(kind: ViewKind): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
  }

  rows() {
    return Array.from(this.counts, ([{ day, page, source, listing_id }, views]) => ({ day, page, source, listing_id, views }));
  }
}

export class ViewCounter {
  /** Views recorded and not yet written: view key → what it is of. */
  private pending = new Map<number, ViewKind>();
  private readonly kinds = new ViewKinds();
  private readonly counted: CountedToday;
  private readonly bots = new Remembered(isbot);
  /** Addresses rotating their user agent: counted under one (agent-rotation.ts). */
  private readonly rotation = new AgentRotation();
  /** A Referer's source, by the host it came to and the Referer (joined by NUL, which neither holds). */
  private readonly sources = new Remembered((hostAndReferer) => {
    const [host, referer] = hostAndReferer.split('\0');
    return referrerSource(referer, host || undefined);
  });
  private readonly maxPending: number;
  /** Views not counted because too many were waiting to be written. */
  dropped = 0;
  private readonly salts = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private purgedDay = '';
  private readonly now: () => number;
  private readonly db: Db;
  private statements: SqliteStatements | undefined;
  readonly flushMs: number;

  constructor(
    private readonly store: ViewStore,
    options: ViewCounterOptions = {},
  ) {
    this.db = store.db;
    this.now = options.now ?? Date.now;
    this.flushMs = options.flushMs ?? 5000;
    this.maxPending = options.maxPending ?? 200_000;
    this.counted = new CountedToday(options.maxCounted ?? 50_000);
  }

  /**
   * Records one view; false when it is not counted (a bot, a page that is not counted). Never waits.
   * A returning visitor costs a Map lookup for the agent's verdict, one for its address's recent
   * agents (agent-rotation.ts), one sha256 and a Set lookup; only a new one reads its Referer (its
   * source remembered per Referer) and is kept (a map entry).
   */
  record(view: ViewRequest): boolean {
    const agent = view.userAgent;
    if (!agent || !isCountedPage(view.page) || this.bots.get(agent)) return false;
    const day = this.today();
    const counted = this.rotation.agentOf(day, view.address, agent, this.now());
    // An address just found rotating agents: its views still waiting count as this one.
    if (counted === ROTATING) for (const dropped of this.rotation.takeDropped()) this.pending.delete(dropped);
    const key = viewKey(day, view.page, view.address, counted);
    if (this.pending.has(key) || this.counted.has(day, key)) return true;
    // The database is away and the views pile up: memory stays bounded, what does not fit is not counted.
    if (this.pending.size >= this.maxPending) {
      this.dropped++;
      return false;
    }
    const source = view.referer ? this.sources.get(`${view.host ?? ''}\0${view.referer}`) : 'direct';
    this.pending.set(key, this.kinds.of(day, view.page, source));
    if (counted !== ROTATING) this.rotation.added(view.address, key);
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
      await this.writeBatch(batch);
      // Written, or already there: counted today either way.
      for (const [key, kind] of batch) this.counted.add(kind.day, key);
    } catch (error) {
      // Kept for the next flush (merged with what arrived meanwhile). Chunks already written are
      // not counted twice: their visitors' rows are there.
      for (const [key, kind] of batch) if (!this.pending.has(key)) this.pending.set(key, kind);
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

  private async writeBatch(batch: Map<number, ViewKind>): Promise<void> {
    const salts = new Map<string, string>();
    const rows: VisitorRow[] = [];
    for (const [key, kind] of batch) {
      let salt = salts.get(kind.day);
      if (salt === undefined) salts.set(kind.day, (salt = await this.salt(kind.day)));
      rows.push({ visitor: visitorId(salt, key), kind });
    }
    // In the primary key's order: each chunk walks the B-tree once instead of jumping about in it.
    rows.sort(byVisitor);
    const { sqlite } = this.store;
    for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
      const chunk = rows.slice(i, i + CHUNK_ROWS);
      if (!sqlite) await this.writeChunk(chunk);
      else {
        // SQLite writes on this thread: requests are answered between two chunks.
        if (i > 0) await nextTurn();
        await this.writeSqliteChunk(sqlite, chunk);
      }
    }
    await this.purge();
  }

  /**
   * One transaction: the chunk's visitors inserted unless there, and the new ones added to the day's
   * views. A chunk written before a later one failed stays written: when the batch is tried again,
   * its visitors are there and do not count twice.
   */
  private async writeChunk(chunk: VisitorRow[]): Promise<void> {
    const rowOf = new Map(chunk.map((row) => [row.visitor, row]));
    await this.db.transaction().execute(async (trx) => {
      const totals = new Totals();
      for (let i = 0; i < chunk.length; i += BATCH_ROWS) {
        const inserted = await trx
          .insertInto('view_visitors')
          .values(chunk.slice(i, i + BATCH_ROWS).map(({ visitor, kind }) => ({ visitor, day: kind.day })))
          .onConflict((oc) => oc.column('visitor').doNothing())
          .returning('visitor')
          .execute();
        for (const { visitor } of inserted) {
          const row = rowOf.get(Number(visitor));
          if (row) totals.add(row.kind);
        }
      }
      const views = totals.rows();
      for (let i = 0; i < views.length; i += BATCH_ROWS)
        await trx
          .insertInto('page_views')
          .values(views.slice(i, i + BATCH_ROWS))
          .onConflict((oc) =>
            oc.columns(['day', 'page', 'source']).doUpdateSet({ views: sql`page_views.views + excluded.views` }),
          )
          .execute();
    });
  }

  /** The same on SQLite, with statements prepared once, on the query builder's connection (held, so no other transaction is open). */
  private async writeSqliteChunk(sqlite: SQLite.Database, chunk: VisitorRow[]): Promise<void> {
    const statements = (this.statements ??= new SqliteStatements(sqlite));
    await this.db.connection().execute(async () => statements.write(chunk));
  }

  /**
   * Once a day: the salts and visitors of earlier days go (yesterday's stay for a late batch). The
   * visitors in slices of their numbers' range, each a short statement (on SQLite, requests are
   * answered between two: a busy day's rows are many).
   */
  private async purge(): Promise<void> {
    const today = newYorkDay(this.now());
    if (this.purgedDay === today) return;
    const yesterday = DateTime.fromMillis(this.now(), { zone: NEW_YORK }).minus({ days: 1 }).toISODate() as string;
    const slice = VISITOR_IDS / PURGE_SLICES;
    for (let from = 0; from < VISITOR_IDS; from += slice) {
      await this.db
        .deleteFrom('view_visitors')
        .where('visitor', '>=', from)
        .where('visitor', '<', from + slice)
        .where('day', '<', yesterday)
        .execute();
      if (this.store.sqlite) await nextTurn();
    }
    await this.db.deleteFrom('view_salts').where('day', '<', today).execute();
    for (const day of this.salts.keys()) if (day < today) this.salts.delete(day);
    this.purgedDay = today;
  }
}
