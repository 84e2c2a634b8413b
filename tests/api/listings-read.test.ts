import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { createListing, type ListingSpec } from './listings-fixtures.ts';

const HERALD = '50 West 34th Street, New York, NY 10001';
const KIPS = '145 East 29th Street, New York, NY 10016';
const MIDTOWN = '230 West 57th Street, New York, NY 10019';

/** Created in this order, so ids 1…9 and newest first means 9 → 1. */
const SPECS: Array<ListingSpec & { key: string }> = [
  {
    key: 'A',
    address: HERALD,
    neighborhood: '23F',
    price: 4000,
    status: 'active',
    description: 'Bright one-bedroom with a VIEW of the Empire State',
  },
  { key: 'B', address: HERALD, neighborhood: '31A', price: 1800, status: 'active', is_sublet: true },
  { key: 'C', address: HERALD, neighborhood: '18D', price: 5000, status: 'inactive' },
  { key: 'D', address: KIPS, neighborhood: '4B', price: 3650, status: 'active' },
  { key: 'E', address: KIPS, neighborhood: '6F', price: 1650, status: 'active', is_sublet: true },
  { key: 'F', address: KIPS, neighborhood: '2A', price: 4800, status: 'pending' },
  { key: 'G', address: 'Herald Towers, 50 West 34th Street', neighborhood: '9C', price: 2500, status: 'active' },
  {
    key: 'H',
    address: MIDTOWN,
    neighborhood: 'PH-B',
    price: 4950,
    status: 'active',
    description: 'Penthouse with 100% natural light',
  },
  { key: 'I', address: MIDTOWN, neighborhood: '7c', price: 3400, status: 'pending', is_sublet: true },
];

describe.each(DATABASES)('listings reads on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  const byKey = new Map<string, ListingDto>();
  const keyOf = (id: number) => [...byKey].find(([, l]) => l.id === id)?.[0];
  const keys = (listings: ListingDto[]) => listings.map((l) => keyOf(l.id)).join('');

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
    for (const { key, ...spec } of SPECS) byKey.set(key, await createListing(t, auth, spec));
  });
  afterAll(() => t.close());

  describe('GET /api/listings', () => {
    it('gives a visitor the active listings only, newest first, 6 per page by default', async () => {
      const { status, body } = await get('/api/listings');
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(keys(body.listings)).toBe('HGEDBA');
      expect(body).toMatchObject({ totalListings: 6, totalPages: 1, page: 1, limit: 6 });
    });

    it.each(['inactive', 'pending', 'all', 'active'])(
      'gives a visitor active listings only even when asking status=%s',
      async (s) => {
        const { body } = await get(`/api/listings?status=${s}`);
        expect(keys(body.listings)).toBe('HGEDBA');
        expect(body.totalListings).toBe(6);
      },
    );

    it('lets a signed-in caller filter by any status, or see all', async () => {
      expect(keys((await get('/api/listings?status=inactive', auth)).body.listings)).toBe('C');
      expect(keys((await get('/api/listings?status=pending', auth)).body.listings)).toBe('IF');
      const all = (await get('/api/listings?limit=20', auth)).body;
      expect(keys(all.listings)).toBe('IHGFEDCBA');
      expect(all.totalListings).toBe(9);
      expect(keys((await get('/api/listings?status=all&limit=20', auth)).body.listings)).toBe('IHGFEDCBA');
    });

    it('filters sublets', async () => {
      const { body } = await get('/api/listings?isSublet=true');
      expect(keys(body.listings)).toBe('EB');
      expect(body.totalListings).toBe(2);
      expect(keys((await get('/api/listings?isSublet=false')).body.listings)).toBe('HGDA');
    });

    it('filters by building slug, Herald Towers by name or by its address', async () => {
      expect(keys((await get('/api/listings?building=herald-towers')).body.listings)).toBe('GBA');
      expect(keys((await get('/api/listings?building=145-east-29th-street')).body.listings)).toBe('ED');
      expect(keys((await get('/api/listings?building=herald-towers&isSublet=true')).body.listings)).toBe('B');
      const none = (await get('/api/listings?building=nowhere-street')).body;
      expect(none).toEqual({ success: true, listings: [], totalListings: 0, totalPages: 0, page: 1, limit: 6 });
    });

    it('paginates with totals on every page', async () => {
      const p1 = (await get('/api/listings?limit=4&page=1')).body;
      const p2 = (await get('/api/listings?limit=4&page=2')).body;
      const p3 = (await get('/api/listings?limit=4&page=3')).body;
      expect(keys(p1.listings)).toBe('HGED');
      expect(keys(p2.listings)).toBe('BA');
      expect(p3.listings).toEqual([]);
      for (const p of [p1, p2, p3]) expect(p).toMatchObject({ totalListings: 6, totalPages: 2, limit: 4 });
    });

    it('sorts by price, address and creation date in both directions', async () => {
      expect(keys((await get('/api/listings?sort=price&order=asc')).body.listings)).toBe('EBGDAH');
      expect(keys((await get('/api/listings?sort=price&order=desc')).body.listings)).toBe('HADGBE');
      // Lower-cased byte order: '145 east…' < '230 west…' < '50 west…' < 'herald towers…'; ties by id.
      expect(keys((await get('/api/listings?sort=address&order=asc')).body.listings)).toBe('DEHABG');
      expect(keys((await get('/api/listings?sort=createdAt&order=asc')).body.listings)).toBe('ABDEGH');
      expect(keys((await get('/api/listings?sort=created_at&order=DESC')).body.listings)).toBe('HGEDBA');
    });

    it('answers each listing with the fields of docs/product.md §3', async () => {
      const { body } = await get('/api/listings?building=herald-towers&isSublet=true');
      const b = body.listings[0];
      expect(Object.keys(b).sort()).toEqual(
        [
          'address',
          'amenities',
          'available_from',
          'bathrooms',
          'bedrooms',
          'created_at',
          'description',
          'fees',
          'household',
          'id',
          'images',
          'is_sublet',
          'kind',
          'neighborhood',
          'price',
          'size',
          'status',
          'syndicate',
          'updated_at',
        ].sort(),
      );
      expect(b).toMatchObject({
        address: HERALD,
        neighborhood: '31A',
        price: 1800,
        is_sublet: true,
        status: 'active',
        images: [],
      });
    });
  });

  describe('GET /api/listings/{id}', () => {
    it('shows an active listing to anyone', async () => {
      const { status, body } = await get(`/api/listings/${byKey.get('A')!.id}`);
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, listing: byKey.get('A') });
    });

    it("hides a non-active listing from visitors as 'Property not found'", async () => {
      for (const key of ['C', 'F', 'I']) {
        const { status, body } = await get(`/api/listings/${byKey.get(key)!.id}`);
        expect(status).toBe(404);
        expect(body).toEqual({ success: false, message: T.propertyNotFound });
      }
    });

    it('shows any listing to a signed-in caller', async () => {
      const { status, body } = await get(`/api/listings/${byKey.get('C')!.id}`, auth);
      expect(status).toBe(200);
      expect(body.listing.status).toBe('inactive');
    });

    it('answers 404 for an id that does not exist', async () => {
      expect(await get('/api/listings/424242', auth)).toEqual({
        status: 404,
        body: { success: false, message: T.propertyNotFound },
      });
    });
  });

  describe('GET /api/listings/admin/all', () => {
    it('requires a token', async () => {
      const { status, body } = await get('/api/listings/admin/all');
      expect(status).toBe(401);
      expect(body.success).toBe(false);
    });

    it('lists every status, newest first, up to 100 per page', async () => {
      const { status, body } = await get('/api/listings/admin/all', auth);
      expect(status).toBe(200);
      expect(keys(body.listings)).toBe('IHGFEDCBA');
      expect(body).toMatchObject({ success: true, totalListings: 9, totalPages: 1, page: 1, limit: 100 });
    });

    it('filters by status', async () => {
      expect(keys((await get('/api/listings/admin/all?status=pending', auth)).body.listings)).toBe('IF');
      expect(keys((await get('/api/listings/admin/all?status=all', auth)).body.listings)).toBe('IHGFEDCBA');
    });

    it('searches address, apartment number and description, ignoring case', async () => {
      expect(keys((await get('/api/listings/admin/all?search=view', auth)).body.listings)).toBe('A');
      expect(keys((await get('/api/listings/admin/all?search=7C', auth)).body.listings)).toBe('I');
      expect(keys((await get('/api/listings/admin/all?search=EAST%2029TH', auth)).body.listings)).toBe('FED');
      const west = (await get('/api/listings/admin/all?search=west&status=active', auth)).body;
      expect(keys(west.listings)).toBe('HGBA');
      expect(west.totalListings).toBe(4);
    });

    it('treats % and _ in the search as plain characters', async () => {
      expect(keys((await get('/api/listings/admin/all?search=100%25', auth)).body.listings)).toBe('H');
      expect((await get('/api/listings/admin/all?search=%25', auth)).body.listings.map((l: ListingDto) => keyOf(l.id))).toEqual([
        'H',
      ]);
      expect((await get('/api/listings/admin/all?search=_', auth)).body.totalListings).toBe(0);
    });

    it('paginates', async () => {
      const p2 = (await get('/api/listings/admin/all?limit=4&page=2', auth)).body;
      expect(keys(p2.listings)).toBe('EDCB');
      expect(p2).toMatchObject({ totalListings: 9, totalPages: 3, page: 2, limit: 4 });
    });

    const text = (v: unknown) => String(v).toLowerCase();
    const COLUMNS: Array<[string, (l: ListingDto) => number | string]> = [
      ['address', (l) => text(l.address)],
      ['neighborhood', (l) => text(l.neighborhood)],
      ['price', (l) => l.price],
      ['status', (l) => l.status],
      ['is_sublet', (l) => (l.is_sublet ? 1 : 0)],
      ['created_at', (l) => l.created_at],
    ];
    it.each(COLUMNS)('sorts by %s in both directions (ties by id)', async (column, value) => {
      const all = [...byKey.values()];
      for (const order of ['asc', 'desc'] as const) {
        const sign = order === 'asc' ? 1 : -1;
        const expected = [...all]
          .sort((a, b) => {
            const x = value(a);
            const y = value(b);
            return sign * (x < y ? -1 : x > y ? 1 : a.id - b.id);
          })
          .map((l) => l.id);
        const { body } = await get(`/api/listings/admin/all?sort=${column}&order=${order}`, auth);
        expect(body.listings.map((l: ListingDto) => l.id)).toEqual(expected);
      }
    });
  });

  describe('GET /api/listings/admin/stats', () => {
    it('requires a token', async () => {
      expect((await get('/api/listings/admin/stats')).status).toBe(401);
    });

    it('answers the counts by status and the 4 newest listings in one call', async () => {
      const { status, body } = await get('/api/listings/admin/stats', auth);
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.stats).toEqual({ total: 9, active: 6, pending: 2, inactive: 1 });
      expect(keys(body.recent)).toBe('IHGF');
    });
  });
});
