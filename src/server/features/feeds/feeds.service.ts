import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { PORTAL_NAMES, PORTALS, missingFor, type PortalName } from '../../../shared/syndication.ts';
import type { FeedDto } from '../../../shared/feeds.schema.ts';
import type { ListingsService } from '../listings/index.ts';
import type { SiteSettingsService } from '../settings/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { nowIso, toNumber } from '../../platform/db/mappers.ts';
import { FEED_FORMATS, type FeedContext, type FeedListing } from './feed-formats.ts';

/** Changes whenever the feeds' shape changes, so a new release regenerates them (and their ETags). */
const FORMAT_REVISION = 2;

/** One generated feed document: a gzip file kept for its data version, and what describes it. */
export interface FeedSnapshot {
  name: PortalName;
  /** `DATA_DIR/feeds/{name}-{listings}.{settings}-{config}.xml.gz` */
  file: string;
  /** Compressed size in bytes. */
  size: number;
  /** The same on every instance for the same data: `"{name}-{listings}.{settings}-{config}"`. */
  etag: string;
  /** When the first instance generated this version (shared through `listing_feeds`). */
  lastModified: Date;
  listingCount: number;
  heldBack: number;
}

interface SnapshotMeta {
  listingCount: number;
  heldBack: number;
  generatedAt: string;
}

const BATCH = 500;
/** Characters of XML handed to gzip at a time. */
const WRITE_BLOCK = 64 * 1024;
/** A fetch by the same user agent within this time is not written again (a portal retrying, a benchmark). */
const FETCH_RECORD_INTERVAL_MS = 10_000;
const MAX_USER_AGENT = 300;

export interface FeedsOptions {
  db: Db;
  listings: ListingsService;
  siteSettings: SiteSettingsService;
  /** Where the generated documents are kept (`DATA_DIR/feeds`). */
  dir: string;
  /** PUBLIC_URL, or the local address. */
  origin: string;
  /** The address a stored file is served from (photo store), part of what the documents depend on. */
  fileUrl: (name: string) => string;
  token?: string;
}

/**
 * The StreetEasy and Zillow feeds (docs/decisions/037). Each is generated once per data version
 * (the listings and site settings versions, read from the database so every instance and every
 * restart agrees), streamed a batch of listings at a time by xmlbuilder's streaming writer through a gzip stream into a file that
 * is kept and served as it is. The ETag names the version, so any instance answers a portal's
 * If-None-Match with 304; generation time, listing count and the last fetch live in `listing_feeds`.
 */
export class FeedsService {
  private readonly configTag: string;
  private readonly ready = new Map<PortalName, FeedSnapshot>();
  private readonly generating = new Map<string, Promise<FeedSnapshot>>();
  private readonly lastRecorded = new Map<PortalName, { at: number; userAgent: string }>();

  constructor(private readonly options: FeedsOptions) {
    this.configTag = createHash('sha256')
      .update(`${FORMAT_REVISION}\n${options.origin}\n${options.fileUrl('x')}`)
      .digest('hex')
      .slice(0, 10);
  }

  /** Whether `given` is the feed token (always, when none is set). */
  tokenAccepts(given: unknown): boolean {
    const expected = this.options.token;
    if (!expected) return true;
    if (typeof given !== 'string') return false;
    const digest = (text: string) => createHash('sha256').update(text).digest();
    // Compared as digests of equal length, in constant time.
    return digest(given).equals(digest(expected)) && given === expected;
  }

  /** The address to give the portal, with the token when there is one. */
  url(name: PortalName): string {
    const token = this.options.token;
    return `${this.options.origin}${PORTALS[name].path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  }

  /** The feed for the current data, generated first if this instance has not got it yet. */
  async snapshot(name: PortalName): Promise<FeedSnapshot> {
    const id = `${name}-${await this.dataKey()}-${this.configTag}`;
    const ready = this.ready.get(name);
    if (ready && path.basename(ready.file) === `${id}.xml.gz`) return ready;
    let pending = this.generating.get(id);
    if (!pending) {
      pending = this.load(name, id).finally(() => this.generating.delete(id));
      this.generating.set(id, pending);
    }
    const snapshot = await pending;
    this.ready.set(name, snapshot);
    return snapshot;
  }

  /** Notes a fetch (time and user agent) where every instance sees it; repeated fetches within seconds are written once. */
  async recordFetch(name: PortalName, userAgent: string | undefined): Promise<void> {
    const agent = (userAgent ?? '').slice(0, MAX_USER_AGENT);
    const now = Date.now();
    const last = this.lastRecorded.get(name);
    if (last && last.userAgent === agent && now - last.at < FETCH_RECORD_INTERVAL_MS) return;
    this.lastRecorded.set(name, { at: now, userAgent: agent });
    await this.options.db
      .updateTable('listing_feeds')
      .set({ last_fetched_at: new Date(now).toISOString(), last_user_agent: agent })
      .where('name', '=', name)
      .execute();
  }

  /** Both feeds for the back-office: address, size, and the last fetch. */
  async overview(): Promise<FeedDto[]> {
    const snapshots = await Promise.all(PORTAL_NAMES.map((name) => this.snapshot(name)));
    const rows = await this.options.db
      .selectFrom('listing_feeds')
      .select(['name', 'last_fetched_at', 'last_user_agent'])
      .execute();
    return snapshots.map((s) => {
      const row = rows.find((r) => r.name === s.name);
      return {
        name: s.name,
        label: PORTALS[s.name].label,
        format: PORTALS[s.name].format,
        url: this.url(s.name),
        listingCount: s.listingCount,
        heldBack: s.heldBack,
        generatedAt: s.lastModified.toISOString(),
        lastFetchedAt: row?.last_fetched_at ?? null,
        lastUserAgent: row?.last_user_agent || null,
      };
    });
  }

  /** `{listings}.{settings}`: the data versions in the database, the same for every instance and after a restart. */
  private async dataKey(): Promise<string> {
    const rows = await this.options.db
      .selectFrom('data_versions')
      .select(['name', 'version'])
      .where('name', 'in', ['listings', 'settings'])
      .execute();
    const version = (name: string) => toNumber(rows.find((r) => r.name === name)?.version ?? 0);
    return `${version('listings')}.${version('settings')}`;
  }

  /** The kept file of this version, or a new one; then the shared row says when it was first made. */
  private async load(name: PortalName, id: string): Promise<FeedSnapshot> {
    const file = path.join(this.options.dir, `${id}.xml.gz`);
    const metaFile = path.join(this.options.dir, `${id}.json`);
    let meta: SnapshotMeta;
    try {
      meta = JSON.parse(await readFile(metaFile, 'utf8')) as SnapshotMeta;
    } catch {
      meta = await this.generate(name, file);
      await writeFile(metaFile, JSON.stringify(meta));
      await this.removeOlder(name, id);
    }
    const { size } = await stat(file);
    const lastModified = await this.sharedGeneration(name, id, meta);
    return { name, file, size, etag: `"${id}"`, lastModified, listingCount: meta.listingCount, heldBack: meta.heldBack };
  }

  /** Writes the document a batch of listings at a time: XML writer → gzip → temporary file → renamed into place. */
  private async generate(name: PortalName, file: string): Promise<SnapshotMeta> {
    // xmlbuilder loads with the first feed written (decision 110).
    const { default: xmlbuilder } = await import('xmlbuilder');
    await mkdir(this.options.dir, { recursive: true });
    const format = FEED_FORMATS[name];
    const site = await this.options.siteSettings.get();
    const ctx: FeedContext = { origin: this.options.origin, site, companyId: new URL(this.options.origin).hostname };
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    const gzip = createGzip({ level: 6 });
    const written = pipeline(gzip, createWriteStream(temporary));
    // The writer hands out many tiny pieces (a tag, an attribute): they go to gzip in blocks of about 64 KB.
    let pending = '';
    const flush = () => {
      if (pending) gzip.write(pending);
      pending = '';
    };
    // Characters XML cannot carry are dropped (the formats have already removed them; this is the net).
    const xml = xmlbuilder.begin({ invalidCharReplacement: '' }, (chunk: string) => {
      pending += chunk;
      if (pending.length >= WRITE_BLOCK) flush();
    });
    let listingCount = 0;
    let heldBack = 0;
    try {
      format.open(xml, ctx);
      for await (const batch of this.options.listings.syndicated(BATCH)) {
        for (const listing of batch) {
          const feedListing: FeedListing = { ...listing, images: listing.images.filter((p) => p.portalUrl !== null) };
          // A kind the portal does not take (a room, for StreetEasy) is left out, not held back.
          if (!format.takes(feedListing)) continue;
          if (missingFor({ ...feedListing, photoCount: feedListing.images.length }, name)) {
            heldBack += 1;
            continue;
          }
          format.listing(xml, feedListing, ctx);
          listingCount += 1;
        }
        // Backpressure: the next batch is read once the compressed bytes have gone to the file.
        if (gzip.writableNeedDrain) await new Promise((resolve) => gzip.once('drain', resolve));
      }
      format.close(xml);
      flush();
      gzip.end();
      await written;
      await rename(temporary, file);
    } catch (error) {
      gzip.destroy();
      await written.catch(() => undefined);
      await rm(temporary, { force: true });
      throw error;
    }
    return { listingCount, heldBack, generatedAt: nowIso() };
  }

  /** The first instance to record this version sets the time; the others read it (one Last-Modified for all). */
  private async sharedGeneration(name: PortalName, id: string, meta: SnapshotMeta): Promise<Date> {
    const db = this.options.db;
    await db
      .updateTable('listing_feeds')
      .set({ version: id, generated_at: meta.generatedAt, listing_count: meta.listingCount, held_back: meta.heldBack })
      .where('name', '=', name)
      .where((eb) => eb.or([eb('version', 'is', null), eb('version', '<>', id)]))
      .execute();
    const row = await db
      .selectFrom('listing_feeds')
      .select(['version', 'generated_at'])
      .where('name', '=', name)
      .executeTakeFirst();
    const at = row?.version === id && row.generated_at ? row.generated_at : meta.generatedAt;
    return new Date(at);
  }

  /** Files of this feed's earlier versions (a request still streaming one keeps reading it). */
  private async removeOlder(name: PortalName, id: string) {
    const files = await readdir(this.options.dir).catch(() => [] as string[]);
    await Promise.all(
      files
        .filter((f) => f.startsWith(`${name}-`) && !f.startsWith(`${id}.`) && !f.endsWith('.tmp'))
        .map((f) => rm(path.join(this.options.dir, f), { force: true })),
    );
  }
}
