import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { LISTINGS_TEXT as LT } from '../../src/shared/texts/listings.ts';
import { PUBLIC_TEXT as T } from '../../src/shared/texts/public.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';

const KIPS = '145 East 29th Street, New York, NY 10016';
const MIDTOWN = '230 West 57th Street, New York, NY 10019';

/** Created oldest first (A … L), so newest first is L → A. */
const SPECS = [
  { key: 'A', price: 1650, bedrooms: 0, bathrooms: 1, size: 'No Roomies', address: KIPS },
  { key: 'B', price: 2450, bedrooms: 1, bathrooms: 1, size: '1 Roomie', address: KIPS, is_sublet: true },
  { key: 'C', price: 3150, bedrooms: 2, bathrooms: 1.5, size: 'No Roomies', address: MIDTOWN, available_from: '2026-12-01' },
  { key: 'D', price: 3300, bedrooms: 1, bathrooms: 1, size: 'No Roomies', address: MIDTOWN },
  { key: 'E', price: 3650, bedrooms: 1, bathrooms: 2, size: '2 Roomies', address: KIPS },
  { key: 'F', price: 4295, bedrooms: 2, bathrooms: 2, size: 'No Roomies', address: KIPS, available_from: '2027-01-15' },
  // Already past: available now, like a listing without a date.
  { key: 'G', price: 4950, bedrooms: 3, bathrooms: 2, size: 'No Roomies', address: MIDTOWN, available_from: '2026-11-01' },
  { key: 'H', price: 8900, bedrooms: 4, bathrooms: 3, size: 'No Roomies', address: MIDTOWN, available_from: '2026-11-25' },
  { key: 'I', price: 2000, bedrooms: 0, bathrooms: 0.5, size: '1 Roomie', address: KIPS, is_sublet: true },
  { key: 'J', price: 3300, bedrooms: 2, bathrooms: 1, size: '1 Roomie', address: KIPS },
  // Not public: never in a visitor's results or choices.
  { key: 'K', price: 3000, bedrooms: 5, bathrooms: 4, size: 'Whole floor', address: KIPS, status: 'pending' as const },
  { key: 'L', price: 3000, bedrooms: 1, bathrooms: 1, size: 'No Roomies', address: MIDTOWN, status: 'inactive' as const },
];

/** The present of the tests: 10:00 AM on Tuesday, November 24, 2026 in New York. */
const TODAY = '2026-11-24';
const MORNING = Date.parse('2026-11-24T15:00:00Z');

describe.each(DATABASES)('listing search on %s', (database) => {
  let t: TestApp;
  const byId = new Map<number, string>();
  const keys = (listings: ListingDto[]) => listings.map((l) => byId.get(l.id)).join('');

  const api = async (query: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/listings?limit=100&${query}` });
    return { status: res.statusCode, body: res.json() };
  };

  let now = MORNING;

  beforeAll(async () => {
    t = await createTestApp({ database, build: { web: 'build', clock: () => new Date(now) } });
    const start = Date.parse('2026-03-01T12:00:00Z');
    for (const [i, { key, ...spec }] of SPECS.entries()) {
      const listing = await t.app.services.listings.create(
        {
          neighborhood: `${i + 1}A`,
          description: 'A flat.',
          status: 'active',
          is_sublet: false,
          amenities: [],
          ...spec,
        },
        [],
        { createdAt: new Date(start + i * 60_000).toISOString() },
      );
      byId.set(listing.id, key);
    }
  });
  afterAll(() => t?.close());

  describe('GET /api/listings with filters', () => {
    it.each([
      ['', 'JIHGFEDCBA'],
      ['minPrice=3300', 'JHGFED'],
      ['maxPrice=3300', 'JIDCBA'],
      ['minPrice=3000&maxPrice=4000', 'JEDC'],
      ['minPrice=0', 'JIHGFEDCBA'],
      ['beds=0', 'IA'],
      ['beds=1', 'EDB'],
      ['beds=2', 'JFC'],
      ['beds=3', 'HG'],
      ['baths=1', 'JHGFEDCBA'],
      ['baths=2', 'HGFE'],
      ['size=No%20Roomies', 'HGFDCA'],
      ['size=1%20Roomie', 'JIB'],
      ['size=Whole%20floor', ''],
      ['beds=1&baths=2', 'E'],
      ['beds=2&maxPrice=3500', 'JC'],
      ['minPrice=2000&maxPrice=5000&baths=1&size=No%20Roomies', 'GFDC'],
      ['beds=3&minPrice=5000', 'H'],
      ['isSublet=true&maxPrice=2200', 'I'],
      ['building=230-west-57th-street&beds=2', 'C'],
      // Available by: no date or a date on or before it; a past date asks for what is available now.
      [`availableBy=${TODAY}`, 'JIGEDBA'],
      ['availableBy=2026-11-25', 'JIHGEDBA'],
      ['availableBy=2026-12-01', 'JIHGEDCBA'],
      ['availableBy=2027-01-15', 'JIHGFEDCBA'],
      ['availableBy=2026-11-01', 'JIGEDBA'],
      ['availableBy=2000-01-01', 'JIGEDBA'],
      ['availableBy=%202026-12-01%20', 'JIHGEDCBA'],
      ['availableBy=', 'JIHGFEDCBA'],
      ['availableBy=2026-12-01&beds=2', 'JC'],
      ['availableBy=2026-12-31&minPrice=3000&baths=2&sort=price&order=desc', 'HGE'],
      ['availableBy=2026-12-01&building=230-west-57th-street', 'HGDC'],
    ])('?%s answers %s with its count', async (query, expected) => {
      const { status, body } = await api(query);
      expect(status).toBe(200);
      expect(keys(body.listings)).toBe(expected);
      expect(body.totalListings).toBe(expected.length);
    });

    it.each([
      ['sort=price&order=asc', 'AIBCDJEFGH'],
      ['sort=price&order=desc', 'HGFEJDCBIA'],
      ['sort=price&order=asc&beds=1', 'BDE'],
      ['sort=price&order=desc&minPrice=3000&baths=1', 'HGFEJDC'],
    ])('sorts ?%s as %s (equal rents by id)', async (query, expected) => {
      const { body } = await api(query);
      expect(keys(body.listings)).toBe(expected);
    });

    it("'today' is the New York day: 10 PM on November 24 is still the 24th, 12:30 AM is the 25th", async () => {
      try {
        now = Date.parse('2026-11-25T03:00:00Z');
        expect(keys((await api(`availableBy=${TODAY}`)).body.listings)).toBe('JIGEDBA');
        now = Date.parse('2026-11-25T05:30:00Z');
        expect(keys((await api(`availableBy=${TODAY}`)).body.listings)).toBe('JIHGEDBA');
      } finally {
        now = MORNING;
      }
    });

    it('pages a filtered list with its count', async () => {
      const at = async (page: number) =>
        (await t.inject({ method: 'GET', url: `/api/listings?baths=1&limit=4&page=${page}` })).json();
      const first = await at(1);
      expect(first).toMatchObject({ totalListings: 9, totalPages: 3, page: 1 });
      expect(keys(first.listings)).toBe('JHGF');
      expect(keys((await at(3)).listings)).toBe('A');
    });

    it.each([
      ['minPrice=-1', LT.minPriceInvalid],
      ['minPrice=abc', LT.minPriceInvalid],
      ['maxPrice=1.5', LT.maxPriceInvalid],
      ['maxPrice=99999999999', LT.maxPriceInvalid],
      ['minPrice=1000000001', LT.minPriceInvalid],
      ['minPrice=5000&maxPrice=1000', LT.priceRangeReversed],
      ['beds=4', LT.bedsInvalid],
      ['beds=-1', LT.bedsInvalid],
      ['beds=studio', LT.bedsInvalid],
      ['baths=3', LT.bathsInvalid],
      ['baths=1.5', LT.bathsInvalid],
      [`size=${'x'.repeat(101)}`, LT.sizeFilterInvalid],
      ['availableBy=tomorrow', LT.availableByInvalid],
      ['availableBy=2026-02-30', LT.availableByInvalid],
      ['availableBy=2026-13-01', LT.availableByInvalid],
      ['availableBy=12%2F01%2F2026', LT.availableByInvalid],
      ['availableBy=1999-12-31', LT.availableByInvalid],
      ['availableBy=2100-01-01', LT.availableByInvalid],
      ['availableBy=+20261-01-01', LT.availableByInvalid],
      ['availableBy=2026-12-01T00:00', LT.availableByInvalid],
    ])('refuses ?%s with 400 and a clear message', async (query, message) => {
      const { status, body } = await api(query);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, message });
    });
  });

  describe('the listing pages read the search from the URL', () => {
    const page = async (url: string) => {
      const res = await t.inject({ method: 'GET', url });
      return { status: res.statusCode, html: res.body };
    };
    /** The card titles of the page, in order, as keys. */
    const cardKeys = (html: string) =>
      [...html.matchAll(/href="\/property\/(\d+)"/g)]
        .map((m) => byId.get(Number(m[1])))
        .filter((key, i, all) => all.indexOf(key) === i)
        .join('');

    it.each([
      ['/', 'JIHGFE', T.pageOf(1, 2, 10)],
      ['/?page=2', 'DCBA', T.pageOf(2, 2, 10)],
      ['/?minPrice=3000&maxPrice=4000', 'JEDC', T.pageOf(1, 1, 4)],
      ['/?maxPrice=4000&minPrice=3000', 'JEDC', T.pageOf(1, 1, 4)],
      ['/?beds=3', 'HG', T.pageOf(1, 1, 2)],
      ['/?beds=3%2B', 'HG', T.pageOf(1, 1, 2)],
      ['/?beds=0', 'IA', T.pageOf(1, 1, 2)],
      ['/?baths=2', 'HGFE', T.pageOf(1, 1, 4)],
      ['/?size=1+Roomie', 'JIB', T.pageOf(1, 1, 3)],
      ['/?sort=price-asc', 'AIBCDJ', T.pageOf(1, 2, 10)],
      ['/?sort=price-asc&page=2', 'EFGH', T.pageOf(2, 2, 10)],
      ['/?sort=price-desc', 'HGFEJD', T.pageOf(1, 2, 10)],
      ['/?beds=1&baths=1&sort=price-desc', 'EDB', T.pageOf(1, 1, 3)],
      ['/sublets?maxPrice=2200', 'I', T.pageOf(1, 1, 1)],
      ['/230-west-57th-street?sort=price-asc', 'CDGH', T.pageOf(1, 1, 4)],
      // Reversed range: put the right way round; bad values: left out; $ and commas: read.
      ['/?minPrice=4000&maxPrice=3000', 'JEDC', T.pageOf(1, 1, 4)],
      ['/?minPrice=%243%2C000&maxPrice=4000', 'JEDC', T.pageOf(1, 1, 4)],
      ['/?minPrice=-5&beds=9&baths=x&sort=cheapest&size=', 'JIHGFE', T.pageOf(1, 2, 10)],
      ['/?maxPrice=99999999999999999999', 'JIHGFE', T.pageOf(1, 2, 10)],
      ['/?minPrice=&maxPrice=&beds=&baths=&size=&sort=', 'JIHGFE', T.pageOf(1, 2, 10)],
      ['/?availableBy=2026-12-01', 'JIHGED', T.pageOf(1, 2, 9)],
      ['/?availableBy=2026-12-01&page=2', 'CBA', T.pageOf(2, 2, 9)],
      ['/?availableBy=2026-11-24&sort=price-asc', 'AIBDJE', T.pageOf(1, 2, 7)],
      ['/230-west-57th-street?availableBy=2026-11-30', 'HGD', T.pageOf(1, 1, 3)],
      // Not a date, or far out: left out.
      ['/?availableBy=soon', 'JIHGFE', T.pageOf(1, 2, 10)],
      ['/?availableBy=2026-02-30', 'JIHGFE', T.pageOf(1, 2, 10)],
      ['/?availableBy=1900-01-01&beds=3', 'HG', T.pageOf(1, 1, 2)],
      ['/?availableBy=9999-12-31', 'JIHGFE', T.pageOf(1, 2, 10)],
    ])('%s shows %s and "%s"', async (url, expected, count) => {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(cardKeys(html)).toBe(expected);
      expect(html).toContain(count);
    });

    it("answers 'No listings match your search.' with 'Clear filters' to the bare grid", async () => {
      const { status, html } = await page('/?minPrice=9000');
      expect(status).toBe(200);
      expect(html).toContain(T.noMatch);
      expect(html).toMatch(new RegExp(`<a[^>]*href="/"[^>]*>${T.clearFilters}</a>`));
    });

    it('a page past the last of a search is 404, never a 500', async () => {
      expect((await page('/?beds=3&page=2')).status).toBe(404);
      expect((await page('/?beds=3&page=abc')).status).toBe(404);
      expect((await page(`/?size=${'%FF'.repeat(50)}&minPrice=${'9'.repeat(5000)}`)).status).toBe(200);
    });

    it('a searched page is noindex, follow with its canonical link on the unfiltered page', async () => {
      const searched = (await page('/?beds=1&sort=price-asc&page=1')).html;
      expect(searched).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(searched).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/"\/>/);
      const paged = (await page('/?page=2')).html;
      expect(paged).not.toContain('noindex');
      expect(paged).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/\?page=2"\/>/);
    });

    it('offers only the choices the grid can answer, and keeps the search in the form and the page links', async () => {
      const { html } = await page('/?baths=1&size=No+Roomies&sort=price-asc');
      const options = (name: string) =>
        [
          ...(new RegExp(`<select name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '').matchAll(/value="([^"]*)"/g),
        ].map((m) => m[1]);
      expect(options('beds')).toEqual(['', '0', '1', '2', '3']);
      expect(options('baths')).toEqual(['', '1', '2']);
      // Sizes of active listings, the most common first; 'Whole floor' is only on a pending listing.
      expect(options('size')).toEqual(['', 'No Roomies', '1 Roomie', '2 Roomies']);
      expect(html).toMatch(/<option value="No Roomies" selected="">/);
      expect(html).toMatch(/<option value="price-asc" selected="">/);
      // The sublets grid has no two-bathroom listing and only a studio and a one-bedroom.
      const sublets = (await page('/sublets')).html;
      expect(sublets).toMatch(
        /<select name="baths"[^>]*><option value=""[^>]*>Any<\/option><option value="1">1\+<\/option><\/select>/,
      );
      expect(sublets).toMatch(
        /<select name="beds"[^>]*><option value=""[^>]*>Any<\/option><option value="0">Studio<\/option><option value="1">1<\/option><\/select>/,
      );
      // 'Available by' is offered where some listing has a move-in date, with the searched date filled in.
      expect(html).toMatch(/<input type="date"[^>]* name="availableBy"\/>/);
      expect((await page('/?availableBy=2026-12-01')).html).toMatch(
        /<input type="date"[^>]* name="availableBy" value="2026-12-01"\/>/,
      );
      // No sublet has one: the sublets grid does not offer it (unless a shared link names a date).
      expect(sublets).not.toContain('name="availableBy"');
      expect((await page('/sublets?availableBy=2026-12-01')).html).toContain('name="availableBy"');
      // Next keeps the search, in the canonical order.
      const first = (await page('/?sort=price-asc&junk=1&baths=1')).html;
      expect(first).toContain('href="/?baths=1&amp;sort=price-asc&amp;page=2#listings"');
    });

    it('the page cache keeps a search under its canonical query: order, unknown parameters and blanks do not matter', async () => {
      const variants = [
        '/?beds=2&maxPrice=3500',
        '/?maxPrice=3500&beds=2',
        '/?utm_source=mail&beds=2&maxPrice=3500&minPrice=',
        '/?maxPrice=%243%2C500&beds=2&page=1',
        '/?beds=2&availableBy=&maxPrice=3500',
        '/?beds=2&availableBy=not-a-date&maxPrice=3500',
      ];
      const answers = [];
      for (const url of variants) {
        const res = await t.inject({ method: 'GET', url });
        answers.push(res.headers['x-cache']);
        expect(cardKeys(res.body)).toBe('JC');
      }
      expect(answers).toEqual(['MISS', 'HIT', 'HIT', 'HIT', 'HIT', 'HIT']);
      // A different search is a different page.
      expect((await t.inject({ method: 'GET', url: '/?beds=2&maxPrice=3400' })).headers['x-cache']).toBe('MISS');
      const dated = await t.inject({ method: 'GET', url: '/?availableBy=2026-12-01&beds=2&utm_campaign=x' });
      expect(dated.headers['x-cache']).toBe('MISS');
      expect((await t.inject({ method: 'GET', url: '/?beds=2&availableBy=2026-12-01' })).headers['x-cache']).toBe('HIT');
      // Next keeps the date in its place: after size, before sort.
      expect((await page('/?sort=price-asc&availableBy=2026-12-31')).html).toContain(
        'href="/?availableBy=2026-12-31&amp;sort=price-asc&amp;page=2#listings"',
      );
      // React Router's route discovery gets its whole query (it is no page).
      const version = /manifest-(\w+)\.js/.exec((await page('/')).html)![1];
      const manifest = await t.inject({ method: 'GET', url: `/__manifest?paths=%2Fsublets&version=${version}` });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.body).toContain('routes/public/sublets');
      // A page that is not a number still reaches the page (404), not the first page's entry.
      expect((await t.inject({ method: 'GET', url: '/?beds=2&maxPrice=3500&page=x' })).statusCode).toBe(404);
    });
  });
});
