// Decided in docs/decisions/008-public-site-pages: public site: rendered once, cached per URL, small JavaScript.
/**
 * A cache of rendered public pages, in memory, keyed by URL.
 *
 * Public pages are the same for every visitor, so a page rendered once can be answered again
 * without running its loaders or React. Only responses that opt in are stored: a route says it may
 * be cached by sending the `x-page-cache` header (removed before the response leaves), and only
 * 200 answers to GET requests without credentials are kept.
 *
 * Freshness: an entry remembers the data versions it was rendered under (listings and tips, combined
 * by `combineVersions`) and is served only while they are all current, so any listing or tip change
 * (on this instance or, on PostgreSQL, on any instance) drops every page at once. Entries also expire after `ttlMs` (the copyright year, site
 * settings changes on deploy) and the least recently used go first beyond `maxEntries`/`maxBytes`.
 *
 * Nonces: every response carries its own CSP nonce in its script tags. A stored page is kept as bytes
 * with the places of the nonce it was rendered with; each answer is a copy with the current request's
 * nonce written into those places. Copies are reused once their response is finished (`release`), so
 * a busy page is served without allocating or copying its body again.
 */

/** The response header a route sets to let its page be cached (its value names what the page depends on). */
export const PAGE_CACHE_HEADER = 'x-page-cache';
/** Set by the pages whose views are counted ('home', 'building:{slug}', 'property:{id}'); never sent. */
export const PAGE_VIEW_HEADER = 'x-page-view';

export interface CacheablePage {
  status: number;
  headers: Array<[string, string]>;
  /** The page as rendered, UTF-8 bytes (kept as they are: the caller must not change them). */
  body: Buffer;
  /** The CSP nonce the body was rendered with. */
  nonce: string;
}

interface Entry {
  status: number;
  headers: Array<[string, string]>;
  /** The body as rendered, UTF-8 bytes. */
  body: Buffer;
  /** Byte offsets of the nonce in `body`. */
  slots: number[];
  nonceLength: number;
  /** Copies of the body whose responses are finished, ready for the next answers. */
  spare: Buffer[];
  version: DataVersion;
  expires: number;
  bytes: number;
}

export interface CachedAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  /** Call once the response is finished or aborted: the body may then be reused. */
  release: () => void;
}

/** At most this many finished copies are kept per page (more only while more are in flight). */
const SPARE_COPIES = 4;

function nonceSlots(body: Buffer, nonce: Buffer): number[] {
  const slots: number[] = [];
  if (nonce.length === 0) return slots;
  for (let at = body.indexOf(nonce); at !== -1; at = body.indexOf(nonce, at + nonce.length)) slots.push(at);
  return slots;
}

/** A data version: a counter, or several counters combined (see combineVersions). */
export type DataVersion = number | string;

/**
 * One version out of several data versions (e.g. listings and tips): it changes whenever any of them
 * does. Stays synchronous when every source is (SQLite), so a cache hit needs no await of a query.
 */
export function combineVersions(...sources: Array<() => number | Promise<number>>): () => DataVersion | Promise<DataVersion> {
  return () => {
    const values = sources.map((source) => source());
    if (values.every((v): v is number => typeof v === 'number')) return values.join('.');
    return Promise.all(values).then((resolved) => resolved.join('.'));
  };
}

export interface PageCacheOptions {
  /** The current data version (e.g. the listings service's); an entry of another version is stale. */
  version?: () => DataVersion | Promise<DataVersion>;
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly versionOf: () => DataVersion | Promise<DataVersion>;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.versionOf = options.version ?? (() => 0);
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The data version now: read it BEFORE rendering and store the page under it (a change during the render makes it stale). */
  async version(): Promise<DataVersion> {
    const v = this.versionOf();
    return typeof v === 'number' || typeof v === 'string' ? v : await v;
  }

  /** The page for `key` with `nonce` in place of the one it was rendered with, or undefined. */
  async get(key: string, nonce: string): Promise<CachedAnswer | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now() || entry.version !== (await this.version())) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    const { status, headers } = entry;
    const nonceBytes = Buffer.from(nonce);
    if (entry.slots.length === 0) return { status, headers, body: entry.body, release: () => {} };
    if (nonceBytes.length !== entry.nonceLength) {
      // Not the usual nonce size: a fresh copy, cut and joined.
      const pieces: Buffer[] = [];
      let from = 0;
      for (const at of entry.slots) {
        pieces.push(entry.body.subarray(from, at), nonceBytes);
        from = at + entry.nonceLength;
      }
      pieces.push(entry.body.subarray(from));
      return { status, headers, body: Buffer.concat(pieces), release: () => {} };
    }
    const copy = entry.spare.pop() ?? Buffer.from(entry.body);
    for (const at of entry.slots) nonceBytes.copy(copy, at);
    let released = false;
    const release = () => {
      if (released || this.entries.get(key) !== entry || entry.spare.length >= SPARE_COPIES) return;
      released = true;
      entry.spare.push(copy);
    };
    return { status, headers, body: copy, release };
  }

  set(key: string, page: CacheablePage, version: DataVersion) {
    const body = page.body;
    const nonce = Buffer.from(page.nonce);
    // Room for the page and its spare copies.
    const bytes = body.length * (1 + SPARE_COPIES) + key.length * 2;
    if (bytes > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, {
      status: page.status,
      headers: page.headers,
      body,
      slots: nonceSlots(body, nonce),
      nonceLength: nonce.length,
      spare: [],
      version,
      expires: this.now() + this.ttlMs,
      bytes,
    });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** Drops every page. */
  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
