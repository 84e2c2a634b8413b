// Decided in docs/decisions/007-listings-result-cache: listings: an in-process result cache, checked against a data version on every read.
import type { Kysely, Transaction } from 'kysely';
import type { Db, Dialect } from '../../platform/db/client.ts';
import type { Database } from '../../platform/db/schema.ts';

/**
 * Tells whether cached read results are still current. Every write to the area bumps the version
 * inside its transaction (`bump`) and again once it is over (`afterWrite`); a cached result is served
 * only while the version it was read under is still the current one.
 */
export interface VersionSource {
  current(): number | Promise<number>;
  /** The current version when it is known without a query (in-process), else undefined. */
  known(): number | undefined;
  bump(trx: Transaction<Database>): Promise<void>;
  afterWrite(): void;
}

const bumpRow = (db: Kysely<Database>, name: string) =>
  db
    .updateTable('data_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('name', '=', name)
    .execute();

/**
 * SQLite: one process owns the database file, so every write goes through this process and an
 * in-memory counter, bumped after each write, is exact.
 */
class LocalVersion implements VersionSource {
  private version = 0;
  constructor(private readonly name: string) {}
  current() {
    return this.version;
  }
  known() {
    return this.version;
  }
  async bump(trx: Transaction<Database>) {
    await bumpRow(trx, this.name);
  }
  afterWrite() {
    this.version += 1;
  }
}

/**
 * PostgreSQL: several instances may write, so the version is the `data_versions` row, bumped in the
 * writing transaction and read (one primary-key lookup) before each cached read.
 */
class SharedVersion implements VersionSource {
  constructor(
    private readonly db: Db,
    private readonly name: string,
  ) {}
  async current() {
    const row = await this.db.selectFrom('data_versions').select('version').where('name', '=', this.name).executeTakeFirst();
    return Number(row?.version ?? 0);
  }
  known() {
    return undefined;
  }
  async bump(trx: Transaction<Database>) {
    await bumpRow(trx, this.name);
  }
  afterWrite() {}
}

export function versionSourceFor(db: Db, dialect: Dialect, name: string): VersionSource {
  return dialect === 'sqlite' ? new LocalVersion(name) : new SharedVersion(db, name);
}

export interface CacheEntry<T> {
  readonly value: T;
  /** The data version the value was read under. */
  readonly version: number;
  /** The answer built from `value` (e.g. JSON text), made once per entry and kept as UTF-8 bytes. */
  body(build: (value: T) => string): Buffer;
}

interface StoredEntry {
  version: number;
  weight: number;
  value: unknown;
  bytes?: Buffer;
  body(build: (value: unknown) => string): Buffer;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * A small in-process cache of read results (least recently used first out, bounded by a total
 * weight, e.g. the number of listings held). Results are frozen: callers must not change them.
 * A budget of 0 turns caching off (every read runs its queries).
 */
export class ResultCache {
  private readonly entries = new Map<string, StoredEntry>();
  private readonly loading = new Map<string, Promise<StoredEntry>>();
  private weight = 0;

  constructor(
    readonly versions: VersionSource,
    private readonly maxWeight = 10_000,
  ) {}

  async get<T>(key: string, load: () => Promise<T>, weigh: (value: T) => number = () => 1): Promise<CacheEntry<T>> {
    const current = this.versions.current();
    const version = typeof current === 'number' ? current : await current;
    if (this.maxWeight === 0) return this.store(key, version, deepFreeze(await load()), 0) as CacheEntry<T>;
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit as CacheEntry<T>;
    }
    const loadKey = `${version}\u0000${key}`;
    let pending = this.loading.get(loadKey);
    if (!pending) {
      pending = load().then((value) => this.store(key, version, deepFreeze(value), Math.max(1, weigh(value))));
      this.loading.set(loadKey, pending);
      pending.then(
        () => this.loading.delete(loadKey),
        () => this.loading.delete(loadKey),
      );
    }
    return (await pending) as CacheEntry<T>;
  }

  private store(key: string, version: number, value: unknown, weight: number): StoredEntry {
    const entry: StoredEntry = {
      version,
      weight,
      value,
      body(build) {
        if (this.bytes === undefined) this.bytes = Buffer.from(build(this.value));
        return this.bytes;
      },
    };
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.weight -= old.weight;
    }
    if (weight === 0 || weight > this.maxWeight) return entry;
    this.entries.set(key, entry);
    this.weight += weight;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.weight <= this.maxWeight) break;
      this.entries.delete(oldestKey);
      this.weight -= oldest.weight;
    }
    return entry;
  }

  /** Drops every entry (entries of older versions are never served anyway; this frees their memory). */
  clear() {
    this.entries.clear();
    this.weight = 0;
  }

  get size() {
    return this.entries.size;
  }

  /** False when built with a budget of 0 (caching off). */
  get enabled() {
    return this.maxWeight > 0;
  }
}

/**
 * Answers already sent for a raw request (method scope + who + URL with its query string), while the
 * data version they were read under is still current, so a repeated request skips parsing,
 * validation and the handler. Only where the version is known without a query (SQLite); bounded,
 * oldest first out. Correct for the same reason as ResultCache: a write moves the version on.
 */
export class AnswerMemo {
  private readonly entries = new Map<string, { version: number; body: Buffer }>();

  constructor(
    private readonly knownVersion: () => number | undefined,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version === this.knownVersion()) return entry.body;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, version: number, body: Buffer) {
    if (this.knownVersion() === undefined) return;
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { version, body });
  }
}
