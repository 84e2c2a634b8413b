import { sql, type Expression, type SqlBool } from 'kysely';
import type { ListingDto, ListingPhotoDto, ListingStatus } from '../../../shared/listings.ts';
import type { ListingSortColumn } from '../../../shared/listings.schema.ts';
import type { BuildingDto } from '../../../shared/buildings.ts';
import type { Db, Dialect } from '../../db/client.ts';
import { toNumber } from '../../db/mappers.ts';
import {
  LISTING_COLUMNS,
  PHOTO_COLUMNS,
  toListingDto,
  toPhotoDto,
  type FileUrl,
  type ListingColumnsRow,
} from './listing-mapper.ts';

export interface ListingFilter {
  status?: ListingStatus;
  building?: string;
  isSublet?: boolean;
  search?: string;
}

export interface ListingOrder {
  sort: ListingSortColumn;
  order: 'asc' | 'desc';
}

export interface StatusCounts {
  total: number;
  active: number;
  pending: number;
  inactive: number;
}

const TEXT_SORTS = new Set<ListingSortColumn>(['address', 'neighborhood', 'status']);

/** `%text%` for LIKE, with the wildcard characters of `text` escaped (escape character: backslash). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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
      if (filter.search) {
        // Case-insensitive substring: SQLite's LIKE ignores ASCII case, PostgreSQL has ILIKE.
        const pattern = containsPattern(filter.search);
        const like = sql.raw(this.dialect === 'postgres' ? 'ilike' : 'like');
        conditions.push(
          eb.or(
            (['address', 'neighborhood', 'description'] as const).map(
              (column) => sql<SqlBool>`${sql.ref(column)} ${like} ${pattern} escape '\\'`,
            ),
          ),
        );
      }
      return eb.and(conditions);
    });
  }

  /** Text sorts compare lower-cased bytes on both databases (PostgreSQL's locale rules would differ from SQLite's). */
  private sortExpression(sort: ListingSortColumn) {
    if (!TEXT_SORTS.has(sort)) return sql.ref(sort);
    return this.dialect === 'postgres' ? sql`lower(${sql.ref(sort)}) collate "C"` : sql`lower(${sql.ref(sort)})`;
  }

  async page(
    filter: ListingFilter,
    order: ListingOrder,
    page: number,
    limit: number,
  ): Promise<{ listings: ListingDto[]; total: number }> {
    const base = this.where(filter);
    const ordered = (query: typeof base) =>
      query
        .orderBy(this.sortExpression(order.sort), order.order)
        .orderBy('id', order.order)
        .limit(limit)
        .offset((page - 1) * limit);
    const count = async () => toNumber((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);

    let rows: Array<ListingColumnsRow & { total?: number }>;
    let total: number;
    if (filter.search) {
      // A search scans the table anyway: one scan answers the page and, with a window count, the total.
      rows = await ordered(base)
        .select([...LISTING_COLUMNS, sql<number>`count(*) over ()`.as('total')])
        .execute();
      total = rows.length > 0 ? toNumber(rows[0].total) : page > 1 ? await count() : 0;
    } else {
      // Filters on indexed columns: an index-only count and an index-ordered page, both cheap.
      [total, rows] = await Promise.all([count(), ordered(base).select(LISTING_COLUMNS).execute()]);
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

  /** Buildings that have active listings, by address (byte order of the lower-cased address). */
  async buildings(): Promise<BuildingDto[]> {
    const rows = await this.db
      .selectFrom('listings')
      .select((eb) => [
        'building_slug',
        // Byte order on both databases, so both pick the same address for a building.
        (this.dialect === 'postgres' ? sql<string>`min(address collate "C")` : sql<string>`min(address)`).as('address'),
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
