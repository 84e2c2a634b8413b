import { sql, type Transaction, type Updateable } from 'kysely';
import { listingBuildingSlug } from '../../../shared/buildings.ts';
import { DASHBOARD_RECENT, MAX_IMAGES, MAX_LIST_LIMIT, PUBLIC_PAGE_SIZE } from '../../../shared/constants.ts';
import type { BuildingDto } from '../../../shared/buildings.schema.ts';
import type { ListingStatus } from '../../../shared/listings.ts';
import type { DescriptionTranslations, ListingDto } from '../../../shared/listings.schema.ts';
import {
  isFigureSort,
  roomProblem,
  type AdminListingsQuery,
  type ListingInput,
  type ListingsQuery,
  type ListingUpdateInput,
} from '../../../shared/listings.schema.ts';
import { insightWindow } from '../insights/index.ts';
import { LISTINGS_TEXT as T } from '../../../shared/texts/listings.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { nowIso, toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { ListingsTable } from './tables.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import type { PhotoStore, StagedBatch } from '../../platform/images/photo-store.ts';
import type { WordingConfirmation } from '../../../shared/fair-housing/listing-wording.ts';
import { ListingPhotos, parseWidths, type NewPhoto } from './listing-photos.ts';
import { recheckWording, wordingColumns, wordingConfirmation, type WordingConfirmer } from './listing-wording.ts';
import { parseFees } from './listing-mapper.ts';
import { backfillJpegs } from '../../platform/images/jpeg-backfill.ts';
import type { SearchChoices } from '../../../shared/listing-search.ts';
import { ListingsReader, type StatusCounts } from './listings.reader.ts';
import { ResultCache, versionSourceFor, type CacheEntry } from './result-cache.ts';
import { parseHousehold, type ListingKind } from '../../../shared/listing-household.ts';
import { tenantFeeRefusals } from '../../../shared/tenant-fees.ts';

/** A listing to create; no fees unless given, published to the portals unless told not to (demo content, fixtures). */
export type NewListing = Omit<ListingInput, 'fees' | 'syndicate'> & { fees?: ListingInput['fees']; syndicate?: boolean };

/** Thrown inside an edit's transaction when a copy of the same save was applied meanwhile: nothing to do. */
class SaveAlreadyApplied extends Error {}

/** Who is asking: callers without a token only ever see active listings. */
export interface Viewer {
  signedIn: boolean;
}
const PUBLIC_VIEWER: Viewer = { signedIn: false };

export interface ListingsPageResult {
  listings: ListingDto[];
  totalListings: number;
  totalPages: number;
  page: number;
  limit: number;
}

export interface ListingStats {
  stats: StatusCounts;
  recent: ListingDto[];
  /** Active listings whose wording the fair housing check flags. */
  flaggedActive: number;
}

/** What another feature's work may make of its listing inside its transaction (ListingsService.changeWithin). */
export interface ListingChanges {
  /** Off the site, the feeds and the alerts: inactive, marked Rented on the New York day `day`. */
  markRented(day: string): Promise<void>;
  /** Back on the site: active again, no longer Rented. */
  relist(): Promise<void>;
}

/**
 * The columns the listings table keeps for other features (docs/decisions/103): whether renters may
 * book viewings and what a confirmed viewing's renter is told (the viewings feature), whether the
 * listing takes applications (the applications feature). Each is written only through `setHosted`.
 */
export interface HostedColumns {
  viewingsEnabled?: boolean;
  viewingInstructions?: string;
  applicationsEnabled?: boolean;
}

export type { NewPhoto } from './listing-photos.ts';
export type { WordingConfirmer } from './listing-wording.ts';

/**
 * The kind and household columns of an edit, checked against the listing as it will be saved (a field
 * not sent keeps its stored value): 400 when a room would lack its household or an apartment carry one.
 * Turning a room into a whole apartment drops its household.
 */
async function roomChanges(
  trx: Transaction<Database>,
  id: number,
  input: ListingUpdateInput,
): Promise<Updateable<ListingsTable>> {
  if (input.kind === undefined && input.household === undefined && input.bedrooms === undefined) return {};
  const stored = await trx
    .selectFrom('listings')
    .select(['kind', 'household', 'bedrooms'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const kind = input.kind ?? stored.kind;
  const household =
    input.household !== undefined ? input.household : input.kind === 'apartment' ? null : parseHousehold(stored.household);
  const problem = roomProblem({ kind, household, bedrooms: input.bedrooms ?? toNumber(stored.bedrooms) });
  if (problem) throw badRequest(problem.message);
  return { kind, household: kind === 'room' && household ? JSON.stringify(household) : null };
}

const clampInt = (value: number | undefined, min: number, max: number, fallback: number) =>
  Number.isInteger(value) ? Math.min(max, Math.max(min, value as number)) : fallback;

/**
 * `activated_at` for a write that sets `status` (new-listing digests): the time of the write when the
 * listing becomes active, its old value while it stays active; nothing for other statuses.
 */
function activation(status: ListingStatus | undefined, now: string) {
  return status === 'active'
    ? {
        activated_at: sql<
          string | null
        >`case when ${sql.ref('status')} = 'active' then ${sql.ref('activated_at')} else ${now} end`,
        // Back on the site: no longer Rented (migration 030).
        rented_on: null,
      }
    : {};
}

/**
 * Listings and their photos: the rules of docs/product.md §4 (visibility, statuses), §5 (photos) and §7, for
 * the API routes and the page loaders alike. Reads are cached and every write invalidates the cache.
 */
export class ListingsService {
  private readonly reader: ListingsReader;
  /** The photos' files and rows (listing-photos.ts). */
  private readonly photoFiles: ListingPhotos;
  private readonly cache: ResultCache;
  /** The present: which New York day is today (tests move it). */
  private readonly clock: () => Date;
  /** Reads that are never kept (the same shape as cached ones). */
  private readonly uncached: ResultCache;

  private readonly screeningFee: () => Promise<number>;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly photos: PhotoStore,
    options: {
      cache?: boolean;
      photoParallelism?: number;
      clock?: () => Date;
      /** The application settings' screening fee (dollars): it counts in the tenant's $20 (decision 082). */
      screeningFee?: () => Promise<number>;
    } = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.screeningFee = options.screeningFee ?? (async () => 0);
    this.photoFiles = new ListingPhotos(dialect, photos, options.photoParallelism ?? 2);
    this.reader = new ListingsReader(db, dialect, (name) => photos.url(name));
    this.cache = new ResultCache(versionSourceFor(db, dialect, 'listings'), options.cache === false ? 0 : undefined);
    this.uncached = new ResultCache(this.cache.versions, 0);
    // Staging folders older than an hour are leftovers of a crash mid-upload.
    photos.sweepStaging().catch(() => undefined);
  }

  /**
   * The listings data version: it changes with every write to listings (on PostgreSQL, by any
   * instance). Caches of things built from listings (the server's page cache) store it and compare.
   */
  dataVersion(): number | Promise<number> {
    return this.cache.versions.current();
  }

  /** The data version when it is known without a query (SQLite), else undefined. */
  knownDataVersion(): number | undefined {
    return this.cache.enabled ? this.cache.versions.known() : undefined;
  }

  /** Today in New York, 'YYYY-MM-DD', by the service's clock (a listing's 'Available from' is compared with it). */
  today(): string {
    return newYorkDate(this.clock());
  }

  // ---- Reads ----------------------------------------------------------------------------------

  /** GET /listings: a page of listings, newest first unless asked otherwise. */
  list(query: Partial<ListingsQuery> = {}, viewer: Viewer = PUBLIC_VIEWER): Promise<ListingsPageResult> {
    return this.listEntry(query, viewer).then((entry) => entry.value);
  }

  listEntry(query: Partial<ListingsQuery> = {}, viewer: Viewer = PUBLIC_VIEWER): Promise<CacheEntry<ListingsPageResult>> {
    const page = clampInt(query.page, 1, 1_000_000, 1);
    const limit = clampInt(query.limit, 1, MAX_LIST_LIMIT, PUBLIC_PAGE_SIZE);
    const status: ListingStatus | undefined = !viewer.signedIn ? 'active' : query.status === 'all' ? undefined : query.status;
    const { building, isSublet, minPrice, maxPrice, beds, baths, size, kind } = query;
    // A move-in date already past asks for what is available now: today's listings too.
    const availableBy = query.availableBy === undefined ? undefined : [query.availableBy, this.today()].sort()[1];
    const filter = { status, building, isSublet, minPrice, maxPrice, beds, baths, size, availableBy, kind };
    const order = { sort: query.sort ?? 'created_at', order: query.order ?? 'desc' } as const;
    const key = `list|${JSON.stringify([filter, order.sort, order.order, page, limit])}`;
    return this.cache.get(
      key,
      () => this.loadPage(filter, order, page, limit),
      (v) => v.listings.length,
    );
  }

  /**
   * GET /listings/admin/all: every status, searchable, sortable by every column of the admin table and
   * by the listings' views, inquiries or viewings of the last 30 New York days.
   */
  adminList(query: Partial<AdminListingsQuery> = {}): Promise<ListingsPageResult> {
    return this.adminListEntry(query).then((entry) => entry.value);
  }

  adminListEntry(query: Partial<AdminListingsQuery> = {}): Promise<CacheEntry<ListingsPageResult>> {
    const page = clampInt(query.page, 1, 1_000_000, 1);
    const limit = clampInt(query.limit, 1, MAX_LIST_LIMIT, MAX_LIST_LIMIT);
    const status = query.status === 'all' ? undefined : query.status;
    const search = query.search?.trim() || undefined;
    const flagged = query.wording === 'flagged';
    const filter = { status, search, flagged, kind: query.kind };
    const sort = query.sort ?? 'created_at';
    const direction = query.order ?? 'desc';
    // Figures change with every batch of views and every inquiry, not with listings: never cached.
    if (isFigureSort(sort))
      return this.uncached.get('figures', () =>
        this.loadPage(filter, { sort, order: direction, window: insightWindow(this.clock()) }, page, limit, { admin: true }),
      );
    const key = `admin|${status ?? '*'}|${flagged ? 'flagged' : ''}|${query.kind ?? ''}|${sort}|${direction}|${page}|${limit}|${search ?? ''}`;
    return this.cache.get(
      key,
      () => this.loadPage(filter, { sort, order: direction }, page, limit, { admin: true }),
      (v) => v.listings.length,
    );
  }

  private async loadPage(
    filter: Parameters<ListingsReader['page']>[0],
    order: Parameters<ListingsReader['page']>[1],
    page: number,
    limit: number,
    options: { admin?: boolean } = {},
  ): Promise<ListingsPageResult> {
    const { listings, total } = await this.reader.page(filter, order, page, limit, options);
    return { listings, totalListings: total, totalPages: Math.ceil(total / limit), page, limit };
  }

  /** GET /listings/{id}: a non-active listing is 'Property not found' for callers without a token. */
  async get(id: number, viewer: Viewer = PUBLIC_VIEWER): Promise<ListingDto> {
    const entry = await this.cache.get(`one|${id}`, async () => (await this.reader.byId(id)) ?? null);
    const listing = entry.value;
    if (!listing || (!viewer.signedIn && listing.status !== 'active')) throw notFound(T.propertyNotFound);
    return listing;
  }

  /**
   * A listing whose lease was signed (inactive, marked Rented: decision 061) as its page names it after
   * (issue 46 item 7: 410 'This apartment has been rented'), or null for any other listing or none.
   */
  async rented(id: number): Promise<ListingDto | null> {
    const row = await this.db.selectFrom('listings').select(['status', 'rented_on']).where('id', '=', id).executeTakeFirst();
    if (!row || row.status === 'active' || row.rented_on === null) return null;
    return (await this.reader.byId(id)) ?? null;
  }

  /**
   * The agent's Spanish and Chinese descriptions of listings ('' when not given; decision 072), by id:
   * the back-office's form, and the Spanish and Chinese pages (agentText: the English marked where none).
   */
  async descriptionTranslations(ids: number[]): Promise<Map<number, DescriptionTranslations>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('listings')
      .select(['id', 'description_es', 'description_zh'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [toNumber(r.id), { description_es: r.description_es, description_zh: r.description_zh }]));
  }

  /** The back-office dashboard in one read: counts by status and the newest listings. */
  async stats(): Promise<ListingStats> {
    const entry = await this.cache.get(
      'stats',
      async () => {
        const [stats, recent, flaggedActive] = await Promise.all([
          this.reader.statusCounts(),
          this.reader.recent(DASHBOARD_RECENT),
          this.reader.flaggedActiveCount(),
        ]);
        return { stats, recent, flaggedActive };
      },
      () => DASHBOARD_RECENT,
    );
    return entry.value;
  }

  /** The last confirmation of publishing flagged wording on a listing, or null. */
  wordingConfirmation(id: number): Promise<WordingConfirmation | null> {
    return wordingConfirmation(this.db, id);
  }

  /** Recounts the flagged phrases of listings counted by another version of the phrase list (run at start). */
  recheckWording(batchSize = 200): Promise<number> {
    return recheckWording(this.db, (work) => this.write(work), batchSize);
  }

  /** The filter bar's choices on a public grid (all active listings, or a building's, the sublets or the rooms). */
  async searchChoices(grid: { building?: string; isSublet?: boolean; kind?: ListingKind } = {}): Promise<SearchChoices> {
    const filter = { status: 'active' as const, building: grid.building, isSublet: grid.isSublet, kind: grid.kind };
    const entry = await this.cache.get(
      `choices|${filter.building ?? ''}|${filter.isSublet ?? ''}|${filter.kind ?? ''}`,
      () => this.reader.searchChoices(filter),
      (v) => v.sizes.length,
    );
    return entry.value;
  }

  /** GET /buildings: the distinct buildings of active listings. */
  async buildings(): Promise<BuildingDto[]> {
    const entry = await this.cache.get(
      'buildings',
      () => this.reader.buildings(),
      (v) => v.length,
    );
    return entry.value;
  }

  /**
   * Every active listing marked for the portals, a batch at a time (uncached: the feeds read them
   * once per data version and write them out as they come).
   */
  async *syndicated(batchSize = 500): AsyncGenerator<Array<ListingDto & { activatedAt: string | null }>> {
    let afterId = 0;
    for (;;) {
      const batch = await this.reader.syndicatedAfter(afterId, batchSize);
      if (batch.length === 0) return;
      yield batch;
      if (batch.length < batchSize) return;
      afterId = batch[batch.length - 1].id;
    }
  }

  // ---- Writes ---------------------------------------------------------------------------------

  /**
   * Creates a listing with its photos; all or nothing (no listing without its photos, no stray files).
   * `createdAt` back-dates the listing (demo content).
   */
  async create(
    input: NewListing,
    newPhotos: NewPhoto[] = [],
    options: { createdAt?: string; confirmedBy?: WordingConfirmer; saveKey?: string } = {},
  ): Promise<ListingDto> {
    if (newPhotos.length > MAX_IMAGES) throw badRequest(T.tooManyImages(MAX_IMAGES));
    await this.checkTenantFees(input.fees);
    // The same save sent again (its answer was lost): the listing it made, not a second one.
    const saved = await this.savedWith(options.saveKey);
    if (saved !== null) return this.fresh(saved);
    const batch = await this.photoFiles.stage(newPhotos);
    let id: number;
    try {
      id = await this.insertListing(input, newPhotos, batch, options);
    } catch (error) {
      // Sent twice at once: the other copy won the key; this one's staged photos are already discarded.
      const winner = isUniqueViolation(error) ? await this.savedWith(options.saveKey) : null;
      if (winner === null) throw error;
      return this.fresh(winner);
    }
    return this.fresh(id);
  }

  /**
   * What the tenant pays on a listing the agent publishes (src/shared/tenant-fees.ts, decision 082):
   * nothing but the background and credit check, at most $20 with the settings' screening fee. The
   * schema checks the list alone; here every caller (the API, the demo content, the fixtures) is held
   * to it with the settings' fee counted.
   */
  private async checkTenantFees(fees: ReadonlyArray<{ name: string; amount: number }> | undefined): Promise<void> {
    if (!fees || fees.length === 0) return;
    const [refusal] = tenantFeeRefusals(fees, await this.screeningFee());
    if (refusal) throw badRequest(refusal.message);
  }

  /** The id of the listing the save with this key was applied to, or null. */
  private async savedWith(saveKey: string | undefined): Promise<number | null> {
    if (!saveKey) return null;
    const row = await this.db.selectFrom('listings').select('id').where('save_key', '=', saveKey).executeTakeFirst();
    return row ? toNumber(row.id) : null;
  }

  private insertListing(
    input: NewListing,
    newPhotos: NewPhoto[],
    batch: StagedBatch,
    options: { createdAt?: string; confirmedBy?: WordingConfirmer; saveKey?: string },
  ): Promise<number> {
    return this.write(async (trx) => {
      const now = options.createdAt ?? nowIso();
      const row = await trx
        .insertInto('listings')
        .values({
          price: input.price,
          address: input.address,
          neighborhood: input.neighborhood,
          bedrooms: input.bedrooms,
          bathrooms: input.bathrooms,
          size: input.size,
          description: input.description,
          description_es: input.description_es ?? '',
          description_zh: input.description_zh ?? '',
          amenities: JSON.stringify(input.amenities),
          fees: JSON.stringify(input.fees ?? []),
          status: input.status,
          is_sublet: input.is_sublet ? 1 : 0,
          syndicate: input.syndicate === false ? 0 : 1,
          available_from: input.available_from ?? null,
          kind: input.kind ?? 'apartment',
          household: input.kind === 'room' && input.household ? JSON.stringify(input.household) : null,
          building_slug: listingBuildingSlug(input.address),
          activated_at: input.status === 'active' ? now : null,
          ...wordingColumns(input, input.status, options.confirmedBy, now),
          save_key: options.saveKey ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const listingId = toNumber(row.id);
      await this.photoFiles.insert(trx, listingId, batch, newPhotos, 0);
      await batch.publish();
      return listingId;
    }, batch);
  }

  /**
   * Edits a listing: the fields sent (a field not sent keeps its value), photos removed by id and new
   * photos appended, at most MAX_IMAGES in all. All or nothing; removed photos' files are deleted.
   */
  async update(
    id: number,
    input: ListingUpdateInput,
    newPhotos: NewPhoto[] = [],
    options: { confirmedBy?: WordingConfirmer; saveKey?: string } = {},
  ): Promise<ListingDto> {
    const removed = input.removedImages ?? [];
    await this.checkTenantFees(input.fees);
    // The same save sent again (its answer was lost): the listing as that save left it, not applied twice.
    if ((await this.savedWith(options.saveKey)) === id) return this.fresh(id);
    // Checked before the (slow) photo processing, and again under the lock.
    await this.photoFiles.checkChange(this.db, id, removed, newPhotos.length);
    const batch = await this.photoFiles.stage(newPhotos);
    const removedFiles = await this.write(async (trx) => {
      const current = await this.photoFiles.checkChange(trx, id, removed, newPhotos.length, true);
      // Under the lock: a copy of this save sent at the same time may have been applied meanwhile.
      if (options.saveKey) {
        const applied = await trx.selectFrom('listings').select('save_key').where('id', '=', id).executeTakeFirst();
        if (applied?.save_key === options.saveKey) throw new SaveAlreadyApplied();
      }
      const changes: Updateable<ListingsTable> = { updated_at: nowIso(), save_key: options.saveKey ?? null };
      if (input.address !== undefined) {
        changes.address = input.address;
        changes.building_slug = listingBuildingSlug(input.address);
      }
      if (input.neighborhood !== undefined) changes.neighborhood = input.neighborhood;
      if (input.price !== undefined) changes.price = input.price;
      if (input.bedrooms !== undefined) changes.bedrooms = input.bedrooms;
      if (input.bathrooms !== undefined) changes.bathrooms = input.bathrooms;
      if (input.size !== undefined) changes.size = input.size;
      if (input.description !== undefined) changes.description = input.description;
      if (input.description_es !== undefined) changes.description_es = input.description_es;
      if (input.description_zh !== undefined) changes.description_zh = input.description_zh;
      if (input.status !== undefined) changes.status = input.status;
      if (input.is_sublet !== undefined) changes.is_sublet = input.is_sublet ? 1 : 0;
      if (input.syndicate !== undefined) changes.syndicate = input.syndicate ? 1 : 0;
      if (input.available_from !== undefined) changes.available_from = input.available_from;
      if (input.amenities !== undefined) changes.amenities = JSON.stringify(input.amenities);
      if (input.fees !== undefined) changes.fees = JSON.stringify(input.fees);
      Object.assign(changes, await roomChanges(trx, id, input));
      await trx
        .updateTable('listings')
        .set(changes)
        .set(activation(input.status, changes.updated_at as string))
        .where('id', '=', id)
        .execute();
      // The texts as they are now (a field not sent kept its value), checked by the wording rules.
      const texts = await trx
        .selectFrom('listings')
        .select(['description', 'size', 'fees', 'status', 'kind', 'household'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('listings')
        .set(
          wordingColumns(
            { ...texts, fees: parseFees(texts.fees), household: parseHousehold(texts.household) },
            texts.status,
            options.confirmedBy,
            changes.updated_at as string,
          ),
        )
        .where('id', '=', id)
        .execute();
      if (removed.length > 0)
        await trx.deleteFrom('listing_photos').where('listing_id', '=', id).where('id', 'in', removed).execute();
      await this.photoFiles.insert(trx, id, batch, newPhotos, current.nextPosition);
      await batch.publish();
      return current.photos.filter((p) => removed.includes(p.id));
    }, batch).catch((error: unknown) => {
      if (error instanceof SaveAlreadyApplied) return [];
      // The key is another listing's: a client reusing keys across listings, refused.
      if (isUniqueViolation(error)) throw conflict(T.saveKeyInUse);
      throw error;
    });
    await this.photoFiles.remove(removedFiles);
    return this.fresh(id);
  }

  /** PATCH /listings/{id}/status. */
  async setStatus(id: number, status: ListingStatus): Promise<ListingDto> {
    const changed = await this.write(async (trx) => {
      const now = nowIso();
      const result = await trx
        .updateTable('listings')
        .set({ status, updated_at: now })
        .set(activation(status, now))
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    });
    if (changed === 0) throw notFound(T.listingNotFound);
    return this.fresh(id);
  }

  /**
   * Another feature's work and what it makes of the listing `id`, in one transaction (docs/decisions/061,
   * 103): `work` changes its own rows and, through `listing`, the listing's state (Rented, put back). When
   * the listing changes, the listings version is bumped in the same transaction, so the public pages,
   * both portal feeds and the alert matching drop (or take back) the listing as soon as it commits. The
   * feature decides when; what Rented is stays here. With no listing (`id` null) `listing` changes nothing.
   */
  async changeWithin<R>(id: number | null, work: (trx: Transaction<Database>, listing: ListingChanges) => Promise<R>): Promise<R> {
    let changed = false;
    try {
      return await this.db.transaction().execute(async (trx) => {
        const set = async (status: ListingStatus, rentedOn?: string) => {
          if (id === null) return;
          const now = nowIso();
          await trx
            .updateTable('listings')
            // Rented on the day; put back, activation() clears the mark (one assignment per column: PostgreSQL refuses two).
            .set(status === 'inactive' ? { status, rented_on: rentedOn, updated_at: now } : { status, updated_at: now })
            .set(activation(status, now))
            .where('id', '=', id)
            .execute();
          await this.cache.versions.bump(trx);
          changed = true;
        };
        return work(trx, { markRented: (day) => set('inactive', day), relist: () => set('active') });
      });
    } finally {
      if (changed) {
        this.cache.versions.afterWrite();
        this.cache.clear();
      }
    }
  }

  /** DELETE /listings/{id}: the listing, its photos and their files. */
  async remove(id: number): Promise<void> {
    const count = await this.removeMany([id]);
    if (count === 0) throw notFound(T.listingNotFound);
  }

  /** POST /listings/bulk/status: how many of the listings exist and were set. */
  async bulkStatus(ids: number[], status: ListingStatus): Promise<number> {
    const count = await this.write(async (trx) => {
      const now = nowIso();
      const result = await trx
        .updateTable('listings')
        .set({ status, updated_at: now })
        .set(activation(status, now))
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    });
    if (count === 0) throw notFound(T.noListingsFound);
    return count;
  }

  /** DELETE /listings/bulk/delete: how many listings were deleted. */
  async bulkDelete(ids: number[]): Promise<number> {
    const count = await this.removeMany(ids);
    if (count === 0) throw notFound(T.noListingsFound);
    return count;
  }

  private async removeMany(ids: number[]): Promise<number> {
    const { count, files } = await this.write(async (trx) => {
      const files = await trx
        .selectFrom('listing_photos')
        .select(['id', 'file_key', 'widths'])
        .where('listing_id', 'in', ids)
        .execute();
      await trx.deleteFrom('listing_photos').where('listing_id', 'in', ids).execute();
      const result = await trx.deleteFrom('listings').where('id', 'in', ids).executeTakeFirst();
      return {
        count: Number(result.numDeletedRows),
        files: files.map((f) => ({ id: toNumber(f.id), fileKey: f.file_key, widths: parseWidths(f.widths) })),
      };
    });
    await this.photoFiles.remove(files);
    return count;
  }

  /** Makes the link-preview JPEGs missing for photos stored before previews existed (run at start). */
  makeMissingPreviews(): Promise<number> {
    return backfillJpegs(this.db, this.photos, 'preview', () => this.write(async () => undefined));
  }

  /** Makes the portal JPEGs missing for photos stored before the listing feeds existed (run at start). */
  makeMissingPortalJpegs(): Promise<number> {
    return backfillJpegs(this.db, this.photos, 'portal', () => this.write(async () => undefined));
  }

  /**
   * Writes columns the listings table keeps for another feature (docs/decisions/103): that feature
   * decides what they mean and when they change; the write bumps the listings version, so the pages
   * that show 'Schedule a Viewing' or 'Apply' follow. Answers whether there was such a listing.
   */
  async setHosted(id: number, values: HostedColumns): Promise<boolean> {
    const changes: Updateable<ListingsTable> = {};
    if (values.viewingsEnabled !== undefined) changes.viewings_enabled = values.viewingsEnabled ? 1 : 0;
    if (values.viewingInstructions !== undefined) changes.viewing_instructions = values.viewingInstructions;
    if (values.applicationsEnabled !== undefined) changes.applications_enabled = values.applicationsEnabled ? 1 : 0;
    return this.write(async (trx) => {
      const result = await trx.updateTable('listings').set(changes).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    });
  }

  // ---- Helpers --------------------------------------------------------------------------------

  /** Runs a write in a transaction that also bumps the listings version; on failure the staged photos are discarded. */
  private async write<R>(work: (trx: Transaction<Database>) => Promise<R>, batch?: StagedBatch): Promise<R> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const result = await work(trx);
        await this.cache.versions.bump(trx);
        return result;
      });
    } catch (error) {
      await batch?.discard();
      throw error;
    } finally {
      this.cache.versions.afterWrite();
      this.cache.clear();
    }
  }

  /** The listing just written, read past the cache. */
  private async fresh(id: number): Promise<ListingDto> {
    const listing = await this.reader.byId(id);
    if (!listing) throw notFound(T.listingNotFound);
    return listing;
  }
}
