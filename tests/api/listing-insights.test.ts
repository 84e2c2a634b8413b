import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { INQUIRY_SOURCES } from '../../src/shared/inquiries.schema.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';

const ZONE = 'America/New_York';
/** A New York day `n` days before today, and an instant at noon of it. */
const dayAgo = (n: number) => DateTime.now().setZone(ZONE).minus({ days: n }).toISODate() as string;
const noonAgo = (n: number) => DateTime.now().setZone(ZONE).minus({ days: n }).set({ hour: 12 }).toUTC().toISO() as string;

/**
 * The listings table's 30-day figures: sorting by views, inquiries or viewings in the database query
 * (pages stay whole and in order, filters and search still apply, never a stale answer), the figures
 * per listing, and the dashboard's lead sources read from the inquiry's source.
 */
describe.each(DATABASES)('listing figures on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  /** Listing ids in creation order; views[i], inquiries[i], viewings[i] are their figures of the last 30 days. */
  const ids: number[] = [];
  const views = [5, 0, 12, 3, 12, 7, 0, 1, 9, 2, 0, 4];
  const inquiries = [1, 0, 0, 4, 2, 2, 0, 0, 3, 0, 1, 0];
  const viewings = [0, 0, 0, 2, 1, 0, 0, 0, 1, 0, 0, 0];

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login(ADMIN);
    const db = t.app.database.db;
    for (let i = 0; i < views.length; i++) {
      const listing = await t.app.services.listings.create({
        address: `${100 + i} Figure Street, New York, NY`,
        neighborhood: `${i + 1}A`,
        price: 2000 + i * 100,
        bedrooms: 1,
        bathrooms: 1,
        size: 'No Roomies',
        description: i % 2 ? 'Quiet courtyard.' : 'Sunny corner.',
        amenities: [],
        status: i % 3 === 2 ? 'inactive' : 'active',
        is_sublet: false,
      });
      ids.push(listing.id);
    }
    // Views over two days of the window and two sources, and views from before the window (not counted).
    const pageViews = ids.flatMap((id, i) => [
      { day: dayAgo(3), page: `property:${id}`, source: 'direct', listing_id: id, views: Math.ceil(views[i] / 2) },
      { day: dayAgo(12), page: `property:${id}`, source: 'google', listing_id: id, views: Math.floor(views[i] / 2) },
      { day: dayAgo(45), page: `property:${id}`, source: 'direct', listing_id: id, views: 100 },
    ]);
    await db.insertInto('page_views').values(pageViews).execute();
    const inquiry = (listingId: number, n: number, created: string, source: string) => ({
      name: `Lead ${listingId}-${n}`,
      email: `lead${listingId}-${n}@example.com`,
      phone: '',
      message: 'Is it available?',
      inquiry_type: 'property',
      listing_id: listingId,
      listing_address: 'x',
      status: 'new' as const,
      notes: '',
      source,
      created_at: created,
      updated_at: created,
    });
    const rows = ids.flatMap((id, i) => [
      ...Array.from({ length: inquiries[i] }, (_, n) => inquiry(id, n, noonAgo(2 + n), INQUIRY_SOURCES[(i + n) % 4])),
      // Old inquiries count for neither the figures nor the lead sources.
      inquiry(id, 99, noonAgo(40), 'Zillow'),
    ]);
    await db.insertInto('inquiries').values(rows).execute();
    let slot = 0;
    await db
      .insertInto('viewings')
      .values(
        ids.flatMap((id, i) =>
          Array.from({ length: viewings[i] }, () => {
            slot++;
            const start = DateTime.fromISO('2030-01-07T10:00:00', { zone: ZONE }).plus({ hours: slot });
            return {
              listing_id: id,
              listing_address: 'x',
              apartment: 'x',
              inquiry_id: null,
              start_at: start.toUTC().toISO() as string,
              end_at: start.plus({ minutes: 30 }).toUTC().toISO() as string,
              status: 'confirmed',
              name: 'Renter',
              email: 'renter@example.com',
              phone: '',
              message: '',
              manage_token: `token-${id}-${slot}`,
              created_at: noonAgo(1),
              updated_at: noonAgo(1),
            };
          }),
        ),
      )
      .execute();
  });
  afterAll(() => t.close());

  const adminPage = async (query: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/listings/admin/all?${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { listings: ListingDto[]; totalListings: number; totalPages: number };
  };
  /** Every page of a query, in order. */
  const allPages = async (query: string, limit: number) => {
    const first = await adminPage(`${query}&limit=${limit}&page=1`);
    const listings = [...first.listings];
    for (let page = 2; page <= first.totalPages; page++)
      listings.push(...(await adminPage(`${query}&limit=${limit}&page=${page}`)).listings);
    return { ids: listings.map((l) => l.id), total: first.totalListings };
  };
  /** Ids ordered by a figure, ties by id, as the table pages through them. */
  const expected = (figure: number[], order: 'asc' | 'desc', keep: (i: number) => boolean = () => true) =>
    ids
      .map((id, i) => ({ id, n: figure[i], i }))
      .filter(({ i }) => keep(i))
      .sort((a, b) => (order === 'desc' ? b.n - a.n || b.id - a.id : a.n - b.n || a.id - b.id))
      .map(({ id }) => id);

  it('sorts by the views of the last 30 days across whole pages, both ways', async () => {
    const desc = await allPages('sort=views&order=desc', 5);
    expect(desc).toEqual({ ids: expected(views, 'desc'), total: 12 });
    const asc = await allPages('sort=views&order=asc', 5);
    expect(asc).toEqual({ ids: expected(views, 'asc'), total: 12 });
  });

  it('sorts by inquiries and by viewings of the last 30 days', async () => {
    expect((await allPages('sort=inquiries&order=desc', 4)).ids).toEqual(expected(inquiries, 'desc'));
    expect((await allPages('sort=viewings&order=desc', 4)).ids).toEqual(expected(viewings, 'desc'));
  });

  it('keeps the status filter and the search while sorting by a figure', async () => {
    const active = await allPages('status=active&sort=views&order=desc', 3);
    expect(active).toEqual({ ids: expected(views, 'desc', (i) => i % 3 !== 2), total: 8 });
    const searched = await allPages('search=courtyard&sort=inquiries&order=desc', 2);
    expect(searched).toEqual({ ids: expected(inquiries, 'desc', (i) => i % 2 === 1), total: 6 });
  });

  it('answers a figure sort afresh: new views reorder it without any change to the listings', async () => {
    const before = await adminPage('sort=views&order=desc&limit=1');
    const last = expected(views, 'desc').at(-1)!;
    expect(before.listings[0].id).not.toBe(last);
    await t.app.database.db
      .insertInto('page_views')
      .values({ day: dayAgo(0), page: `property:${last}`, source: 'zillow', listing_id: last, views: 50 })
      .execute();
    const after = await adminPage('sort=views&order=desc&limit=1');
    expect(after.listings[0].id).toBe(last);
    await t.app.database.db.deleteFrom('page_views').where('day', '=', dayAgo(0)).execute();
  });

  it('gives the figures of the listings of a page, over the last 30 days only', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/insights/listings?ids=${ids.join(',')}`, headers: auth });
    expect(res.statusCode).toBe(200);
    const figures = new Map(
      (res.json().listings as Array<{ listingId: number; views: number; inquiries: number; viewings: number }>).map((f) => [
        f.listingId,
        [f.views, f.inquiries, f.viewings],
      ]),
    );
    expect(ids.map((id) => figures.get(id))).toEqual(ids.map((_, i) => [views[i], inquiries[i], viewings[i]]));
  });

  it('refuses a sort it does not know, and figure sorts outside the back-office', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/listings/admin/all?sort=clicks', headers: auth })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/listings?sort=views' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/listings/admin/all?sort=views' })).statusCode).toBe(401);
  });

  it("counts the dashboard's lead sources by the inquiry's source, over the last 30 days", async () => {
    // A source written by an older version, or entered outside the list, counts as Other.
    await t.app.database.db.updateTable('inquiries').set({ source: 'Fax' }).where('name', '=', `Lead ${ids[3]}-3`).execute();
    const res = await t.inject({ method: 'GET', url: '/api/insights', headers: auth });
    expect(res.statusCode).toBe(200);
    const sources = res.json().leadSources as Array<{ source: string; count: number }>;
    const want = new Map<string, number>(INQUIRY_SOURCES.map((s) => [s, 0]));
    ids.forEach((_, i) => {
      for (let n = 0; n < inquiries[i]; n++) {
        const source = i === 3 && n === 3 ? 'Other' : INQUIRY_SOURCES[(i + n) % 4];
        want.set(source, want.get(source)! + 1);
      }
    });
    expect(new Map(sources.map((s) => [s.source, s.count]))).toEqual(want);
    // Most first, and the 40-day-old Zillow inquiries are not there.
    expect(sources.map((s) => s.count)).toEqual([...sources.map((s) => s.count)].sort((a, b) => b - a));
    expect(sources.find((s) => s.source === 'Zillow')?.count).toBe(0);
    expect(sources.reduce((n, s) => n + s.count, 0)).toBe(inquiries.reduce((a, b) => a + b, 0));
  });
});
