import { sql, type Expression, type SqlBool } from 'kysely';
import type { ListingStatus } from '../../../shared/listings.ts';
import type { ListingKind } from '../../../shared/listing-household.ts';
import type { ListingDto, ListingPhotoDto } from '../../../shared/listings.schema.ts';
import type { ListingFigureSort, ListingSortColumn } from '../../../shared/listings.schema.ts';
import { figureTotals, type InsightWindow } from '../insights/index.ts';
import type { BuildingDto } from '../../../shared/buildings.schema.ts';
import { BATHROOM_CHOICES, type SearchChoices } from '../../../shared/listing-search.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { LISTING_SEARCH, textSearchCondition } from '../../platform/db/text-search.ts';
import {
  LISTING_COLUMNS,
  PHOTO_COLUMNS,
  toListingDto,
  toPhotoDto,
  type FileUrl,
  type AdminListingColumnsRow,
} from './listing-mapper.ts';
import { byteOrder, caseInsensitiveOrder } from '../../platform/db/sql.ts';

export interface ListingFilter {
  status?: ListingStatus;
  building?: string;
  isSublet?: boolean;
  search?: string;
  /** Only listings whose texts hold flagged wording (back-office). */
  flagged?: boolean;
  /** A renter's filters (shared/listing-search.ts): rent range, bedrooms (3: three or more), at least `baths`, size text. */
  minPrice?: number;
  maxPrice?: number;
  beds?: number;
  baths?: number;
  size?: string;
  /** Available by this New York date ('YYYY-MM-DD', not before today): no move-in date, or one on or before it. */
  availableBy?: string;
  /** Whole apartments or rooms in shared apartments only (the Rooms grid, `?kind=room`). */
  kind?: ListingKind;
}

/** By a column of the listing, or by one of the listing's figures over a window (back-office). */
export type ListingOrder =
  { sort: ListingSortColumn; order: 'asc' | 'desc' } | { sort: ListingFigureSort; order: 'asc' | 'desc'; window: InsightWindow };

export interface StatusCounts {
  total: number;
  active: number;
  pending: number;
  inactive: number;
}

const TEXT_SORTS = new Set<ListingSortColumn>(['address', 'neighborhood', 'status']);

/** The listing queries: lean column lists, indexed filters, one photo query per page. */
export class ListingsReader {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly fileUrl: FileUrl,
  ) {}

  private where(filter: ListingFilter) {
    return this.db.selectFrom('listings').where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filter.status) conditions.push(eb('status', '=', filter.status));
      if (filter.building !== undefined) conditions.push(eb('building_slug', '=', filter.building));
      if (filter.isSublet !== undefined) conditions.push(eb('is_sublet', '=', filter.isSublet ? 1 : 0));
      if (filter.flagged) conditions.push(eb('wording_flags', '>', 0));
      if (filter.minPrice !== undefined) conditions.push(eb('price', '>=', filter.minPrice));
      if (filter.maxPrice !== undefined) conditions.push(eb('price', '<=', filter.maxPrice));
      if (filter.beds !== undefined) conditions.push(eb('bedrooms', filter.beds >= 3 ? '>=' : '=', filter.beds));
      if (filter.baths !== undefined) conditions.push(eb('bathrooms', '>=', filter.baths));
      if (filter.size !== undefined) conditions.push(eb('size', '=', filter.size));
      if (filter.availableBy !== undefined)
        conditions.push(eb.or([eb('available_from', 'is', null), eb('available_from', '<=', filter.availableBy)]));
      if (filter.kind !== undefined) conditions.push(eb('kind', '=', filter.kind));
      if (filter.search) conditions.push(textSearchCondition(this.dialect, LISTING_SEARCH, filter.search));
      return eb.and(conditions);
    });
  }

  /**
   * Which of the listings `ids` each filter matches, by the grid's own WHERE clause (so a saved search
   * matches exactly what its grid shows): one UNION ALL query per chunk of filters.
   */
  async matchAll(filters: ListingFilter[], ids: number[]): Promise<Set<number>[]> {
    const matches = filters.map(() => new Set<number>());
    if (ids.length === 0 || filters.length === 0) return matches;
    // SQLite allows 500 terms in a compound SELECT; PostgreSQL one statement's parameters (65,535).
    const chunk = Math.max(1, Math.min(400, Math.floor(30_000 / (ids.length + 8))));
    for (let start = 0; start < filters.length; start += chunk) {
      const parts = filters.slice(start, start + chunk).map((filter, i) =>
        this.where(filter)
          .where('id', 'in', ids)
          .select([sql<number>`${sql.lit(start + i)}`.as('k'), 'id']),
      );
      const query = parts.slice(1).reduce((union, part) => union.unionAll(part), parts[0]);
      for (const row of await query.execute()) matches[toNumber(row.k)].add(toNumber(row.id));
    }
    return matches;
  }

  /** Text sorts compare lower-cased bytes on both databases (PostgreSQL's locale rules would differ from SQLite's). */
  private sortExpression(sort: ListingSortColumn) {
    if (!TEXT_SORTS.has(sort)) return sql.ref(sort);
    return caseInsensitiveOrder(this.dialect, sql.ref(sort));
  }

  /** A page of listings; `admin` adds the back-office columns (the count of flagged phrases). */
  async page(
    filter: ListingFilter,
    order: ListingOrder,
    page: number,
    limit: number,
    options: { admin?: boolean } = {},
  ): Promise<{ listings: ListingDto[]; total: number }> {
    const columns = options.admin ? ([...LISTING_COLUMNS, 'wording_flags', 'rented_on'] as const) : LISTING_COLUMNS;
    const base = this.where(filter);
    const ordered = (query: typeof base) => {
      const sorted =
        'window' in order
          ? // A figure: the listings joined to its totals per listing (none: 0); still one page in SQL.
            query
              .leftJoin(figureTotals(this.db, order.sort, order.window).as('figure'), 'figure.listing_id', 'listings.id')
              .orderBy(sql`coalesce(${sql.ref('figure.n')}, 0)`, order.order)
          : query.orderBy(this.sortExpression(order.sort), order.order);
      return sorted
        .orderBy('listings.id', order.order)
        .limit(limit)
        .offset((page - 1) * limit);
    };
    const count = async () => toNumber((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);

    let rows: Array<AdminListingColumnsRow & { total?: number }>;
    let total: number;
    if (filter.search) {
      // A search scans the table anyway: one scan answers the page and, with a window count, the total.
      rows = await ordered(base)
        .select([...columns, sql<number>`count(*) over ()`.as('total')])
        .execute();
      total = rows.length > 0 ? toNumber(rows[0].total) : page > 1 ? await count() : 0;
    } else {
      // Filters on indexed columns: an index-only count and an index-ordered page, both cheap.
      [total, rows] = await Promise.all([count(), ordered(base).select(columns).execute()]);
    }
    const photos = await this.photosFor(rows.map((r) => toNumber(r.id)));
    return {
      listings: rows.map((row) => toListingDto(row, photos.get(toNumber(row.id)) ?? [])),
      total,
    };
  }

  async byId(id: number): Promise<ListingDto | undefined> {
    const row = await this.db.selectFrom('listings').select(LISTING_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const photos = await this.photosFor([id]);
    return toListingDto(row, photos.get(id) ?? []);
  }

  async recent(limit: number): Promise<ListingDto[]> {
    const { listings } = await this.page({}, { sort: 'created_at', order: 'desc' }, 1, limit);
    return listings;
  }

  async statusCounts(): Promise<StatusCounts> {
    const rows = await this.db
      .selectFrom('listings')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const counts: StatusCounts = { total: 0, active: 0, pending: 0, inactive: 0 };
    for (const row of rows) {
      const n = toNumber(row.n);
      counts.total += n;
      if (row.status in counts) counts[row.status as ListingStatus] += n;
    }
    return counts;
  }

  /** Active listings whose texts hold flagged wording (the dashboard's count). */
  async flaggedActiveCount(): Promise<number> {
    const row = await this.db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .where('wording_flags', '>', 0)
      .executeTakeFirst();
    return toNumber(row?.n ?? 0);
  }

  /** The choices of the filter bar over the listings `filter` selects (one grouped scan of the grid). */
  async searchChoices(filter: ListingFilter): Promise<SearchChoices> {
    const rows = await this.where(filter)
      .select((eb) => [
        'bedrooms',
        'bathrooms',
        'size',
        eb.fn.min('price').as('min_price'),
        eb.fn.max('price').as('max_price'),
        eb.fn.count('available_from').as('dated'),
        eb.fn.countAll<number>().as('n'),
      ])
      .groupBy(['bedrooms', 'bathrooms', 'size'])
      .execute();
    const beds = new Set<number>();
    let maxBaths = 0;
    const sizes = new Map<string, number>();
    let price: SearchChoices['price'] = null;
    let total = 0;
    let dated = false;
    for (const row of rows) {
      total += toNumber(row.n);
      dated ||= toNumber(row.dated) > 0;
      beds.add(Math.min(toNumber(row.bedrooms), 3));
      maxBaths = Math.max(maxBaths, toNumber(row.bathrooms));
      sizes.set(row.size, (sizes.get(row.size) ?? 0) + toNumber(row.n));
      const [min, max] = [toNumber(row.min_price), toNumber(row.max_price)];
      price = price ? { min: Math.min(price.min, min), max: Math.max(price.max, max) } : { min, max };
    }
    return {
      total,
      beds: [...beds].sort((a, b) => a - b),
      baths: BATHROOM_CHOICES.filter((n) => maxBaths >= n),
      sizes: [...sizes].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0)).map(([size]) => size),
      price,
      dated,
    };
  }

  /** Buildings that have active listings, by address (byte order of the lower-cased address). */
  async buildings(): Promise<BuildingDto[]> {
    const rows = await this.db
      .selectFrom('listings')
      .select((eb) => [
        'building_slug',
        // Byte order on both databases, so both pick the same address for a building.
        sql<string>`min(${byteOrder(this.dialect, sql.ref('address'))})`.as('address'),
        eb.fn.countAll<number>().as('n'),
      ])
      .where('status', '=', 'active')
      .groupBy('building_slug')
      .execute();
    return rows
      .map((row) => ({ address: String(row.address), slug: row.building_slug, listingCount: toNumber(row.n) }))
      .sort((a, b) => {
        const x = a.address.toLowerCase();
        const y = b.address.toLowerCase();
        return x < y ? -1 : x > y ? 1 : 0;
      });
  }

  /** The photos of the given listings, in their order, in one query. */
  async photosFor(ids: number[]): Promise<Map<number, ListingPhotoDto[]>> {
    const byListing = new Map<number, ListingPhotoDto[]>();
    if (ids.length === 0) return byListing;
    const rows = await this.db
      .selectFrom('listing_photos')
      .select(PHOTO_COLUMNS)
      .where('listing_id', 'in', ids)
      .orderBy('listing_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const listingId = toNumber(row.listing_id);
      let list = byListing.get(listingId);
      if (!list) byListing.set(listingId, (list = []));
      list.push(toPhotoDto(row, this.fileUrl));
    }
    return byListing;
  }

  /**
   * Active listings marked for the portals, by id after `afterId` (keyset paging: the feeds read all of
   * them a batch at a time), with when each last became active.
   */
  async syndicatedAfter(afterId: number, limit: number): Promise<Array<ListingDto & { activatedAt: string | null }>> {
    const rows = await this.db
      .selectFrom('listings')
      .select([...LISTING_COLUMNS, 'activated_at'])
      .where('status', '=', 'active')
      .where('syndicate', '=', 1)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    const photos = await this.photosFor(rows.map((r) => toNumber(r.id)));
    return rows.map((row) => ({ ...toListingDto(row, photos.get(toNumber(row.id)) ?? []), activatedAt: row.activated_at }));
  }

  /** The photo files of the given listings (for deleting them). */
  async photoFiles(listingIds: number[]) {
    if (listingIds.length === 0) return [];
    return this.db
      .selectFrom('listing_photos')
      .select(['id', 'listing_id', 'file_key', 'widths'])
      .where('listing_id', 'in', listingIds)
      .execute();
  }
}
