import { sql, type Transaction } from 'kysely';
import type { Db } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { SeekerForMatch } from './matching.ts';
import { activeRooms, MATCH_COLUMNS, seekerForMatch, type RoomListing } from './seeker-rows.ts';

type Named = SeekerForMatch & { name: string };

/** One read kept while its table's fingerprint (count, newest id, last change) stays the same. */
class Snapshot<T> {
  private key = '';
  private value: T | null = null;
  private loading: Promise<T> | null = null;

  constructor(
    private readonly fingerprint: () => Promise<string>,
    private readonly load: () => Promise<T>,
  ) {}

  async get(): Promise<T> {
    const key = await this.fingerprint();
    if (this.value !== null && key === this.key) return this.value;
    if (!this.loading)
      this.loading = this.load()
        .then((value) => {
          this.value = value;
          this.key = key;
          return value;
        })
        .finally(() => {
          this.loading = null;
        });
    return this.loading;
  }
}

/** The data version of the confirmed seekers, bumped by every change to one (bumpSeekers). */
const SEEKERS_VERSION = 'roommate_seekers';

/** Bumps the seekers' data version in the transaction that changes a confirmed seeker. */
export async function bumpSeekers(executor: Db | Transaction<Database>): Promise<void> {
  await executor
    .insertInto('data_versions')
    .values({ name: SEEKERS_VERSION, version: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ version: sql<number>`data_versions.version + 1` }))
    .execute();
}

/**
 * What ranking reads, parsed once and kept per instance (docs/decisions/065): the confirmed seekers and
 * the active rooms. Each call reads their data versions (one primary-key lookup each), which every
 * change bumps in its own transaction, so a change made by any instance is seen at the next call; only
 * then is the table read again.
 */
export class MatchCache {
  private readonly seekerSnapshot: Snapshot<{ all: Named[]; introduce: Named[] }>;
  private readonly roomSnapshot: Snapshot<RoomListing[]>;

  constructor(db: Db) {
    const version = async (name: string) =>
      String((await db.selectFrom('data_versions').select('version').where('name', '=', name).executeTakeFirst())?.version ?? 0);
    this.seekerSnapshot = new Snapshot(
      () => version(SEEKERS_VERSION),
      async () => {
        const rows = await db
          .selectFrom('roommate_seekers')
          .select([...MATCH_COLUMNS, 'name'])
          .where('status', '=', 'confirmed')
          .orderBy('id', 'desc')
          .execute();
        const all = rows.map((r) => ({ ...seekerForMatch(r), name: r.name }));
        return { all, introduce: all.filter((s) => s.introduce) };
      },
    );
    // Every listing write bumps the listings' data version in its transaction (decision 010).
    this.roomSnapshot = new Snapshot(
      () => version('listings'),
      () => activeRooms(db),
    );
  }

  /** The confirmed seekers, newest first (`introduce`: only those who consent to introductions). */
  async seekers(introduce = false): Promise<Named[]> {
    const seekers = await this.seekerSnapshot.get();
    return introduce ? seekers.introduce : seekers.all;
  }

  /** The active rooms, newest first. */
  rooms(): Promise<RoomListing[]> {
    return this.roomSnapshot.get();
  }

  /** One active room, or undefined. */
  async room(id: number): Promise<RoomListing | undefined> {
    return (await this.rooms()).find((r) => toNumber(r.id) === id);
  }
}
