import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textSearchIndexesMigration } from '../../src/server/platform/db/migrations/018-text-search-indexes.ts';
import type { InquiryDto } from '../../src/shared/inquiries.schema.ts';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { INQUIRIES_TEXT as T } from '../../src/shared/texts/inquiries.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { createListing } from './listings-fixtures.ts';

/**
 * The back-office searches answered from their trigram indexes (decision 044): a part of any field
 * in any case, as the LIKE scan they replace found it; the index follows every write; input built to
 * break the query finds rows or nothing, never a 500.
 */
describe.each(DATABASES)('search index on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
  });
  afterAll(() => t.close());

  const at = Date.UTC(2026, 2, 1);
  const row = (
    i: number,
    values: { name: string; email?: string; phone?: string; message?: string; listing_address?: string },
  ) => ({
    email: `person${i}@example.com`,
    phone: '',
    message: 'Hello',
    inquiry_type: values.listing_address ? 'property' : 'general',
    listing_id: null,
    listing_address: null,
    status: 'new' as const,
    notes: '',
    created_at: new Date(at + i * 60_000).toISOString(),
    updated_at: new Date(at + i * 60_000).toISOString(),
    ...values,
  });
  const PEOPLE = [
    row(1, { name: 'Omar Haddad', email: 'omar.h@mailbox.org', phone: '(212) 555-0100', message: 'Is the loft still free?' }),
    row(2, { name: 'Tom Reyes', email: 'treyes@example.com', phone: '646.555.0199', message: 'Do you need a guarantor?' }),
    row(3, { name: 'Zoë Laurent', email: 'zoe@laurent.fr', message: 'Un studio près du métro, s’il vous plaît' }),
    row(4, {
      name: 'Quote Person',
      message: 'Saw the "NEAR(park view)" ad: 50% off_now {name}:oma * stars ^first -minus',
      listing_address: '50 West 34th Street, New York, NY 10001',
    }),
    row(5, { name: '王小明', message: '我想看房子 🏠 next week' }),
  ];

  const list = async (search: string) => {
    const res = await t.inject({ method: 'GET', url: '/api/inquiries', headers: auth, query: { search, limit: '100' } });
    expect(res.statusCode, `${JSON.stringify(search)}: ${res.body}`).toBe(200);
    return res.json() as { inquiries: InquiryDto[]; totalInquiries: number };
  };
  const names = async (search: string) => (await list(search)).inquiries.map((i) => i.name).sort();
  const seed = async () => {
    await t.app.database.db.deleteFrom('inquiries').execute();
    await t.app.database.db.insertInto('inquiries').values(PEOPLE).execute();
  };

  it('finds a part of any field in any case: names, e-mail addresses, phone numbers as written or as digits, messages, the listing', async () => {
    await seed();
    expect(await names('oma')).toEqual(['Omar Haddad', 'Quote Person']);
    expect(await names('OMAR')).toEqual(['Omar Haddad']);
    // Two characters make no trigram: they scan, as every search did before (example.com holds 'om').
    expect(await names('om')).toEqual(['Omar Haddad', 'Quote Person', 'Tom Reyes', '王小明']);
    expect(await names('mailbox.o')).toEqual(['Omar Haddad']);
    expect(await names('555-0100')).toEqual(['Omar Haddad']);
    expect(await names('555.01')).toEqual(['Omar Haddad', 'Tom Reyes']);
    expect(await names('2125550100')).toEqual(['Omar Haddad']);
    expect(await names('212 555 0100')).toEqual(['Omar Haddad']);
    expect(await names('555 0199')).toEqual(['Tom Reyes']);
    expect(await names('5550')).toEqual(['Omar Haddad', 'Tom Reyes']);
    expect(await names('GUARANT')).toEqual(['Tom Reyes']);
    expect(await names('west 34')).toEqual(['Quote Person']);
    expect(await names('ZOË')).toEqual(['Zoë Laurent']);
    expect(await names('près du mé')).toEqual(['Zoë Laurent']);
    expect(await names('小明')).toEqual(['王小明']);
    expect(await names('🏠 next')).toEqual(['王小明']);
    // Words in another order, or across two fields, are not a substring of one field.
    expect(await names('free still')).toEqual([]);
    expect(await names('Haddad omar')).toEqual([]);
    const { totalInquiries, inquiries } = await list('example.com');
    expect(totalInquiries).toBe(3);
    expect(inquiries.map((i) => i.name)).toEqual(['王小明', 'Quote Person', 'Tom Reyes']);
    // With another filter, the total counts the rows both find.
    const filtered = async (query: Record<string, string>) => {
      const res = await t.inject({
        method: 'GET',
        url: '/api/inquiries',
        headers: auth,
        query: { search: 'example.com', ...query },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { inquiries: InquiryDto[]; totalInquiries: number };
    };
    expect((await filtered({ source: 'Property page' })).totalInquiries).toBe(0);
    expect((await filtered({ source: 'Contact form' })).totalInquiries).toBe(3);
    expect((await filtered({ status: 'closed' })).totalInquiries).toBe(0);
    expect((await filtered({ followUp: 'due' })).totalInquiries).toBe(0);
  });

  it('follows every write: new, changed and deleted inquiries, a changed listing', async () => {
    await seed();
    expect(await names('okafor')).toEqual([]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Ada Okafor', email: 'ada@okafor.dev', phone: '917-555-0142', message: 'Viewing on Sunday?' },
    });
    expect(res.statusCode).toBe(201);
    const ada = res.json().inquiry as InquiryDto;
    expect(await names('okafor')).toEqual(['Ada Okafor']);
    expect(await names('9175550142')).toEqual(['Ada Okafor']);

    await t.app.database.db
      .updateTable('inquiries')
      .set({ name: 'Ada Nwosu', email: 'ada@nwosu.dev' })
      .where('id', '=', ada.id)
      .execute();
    expect(await names('okafor')).toEqual([]);
    expect(await names('nwosu')).toEqual(['Ada Nwosu']);
    // A change of status alone leaves the search as it was.
    await t.inject({ method: 'PATCH', url: `/api/inquiries/${ada.id}`, headers: auth, payload: { status: 'closed' } });
    expect(await names('nwosu')).toEqual(['Ada Nwosu']);

    const del = await t.inject({ method: 'DELETE', url: `/api/inquiries/${ada.id}`, headers: auth });
    expect(del.statusCode).toBe(200);
    expect(await names('nwosu')).toEqual([]);

    const listing = await createListing(t, auth, { address: '77 Greenwich Street, New York, NY 10006', neighborhood: '12F' });
    const listings = async (search: string) => {
      const found = await t.inject({ method: 'GET', url: '/api/listings/admin/all', headers: auth, query: { search } });
      expect(found.statusCode, found.body).toBe(200);
      return (found.json().listings as ListingDto[]).map((l) => l.id);
    };
    expect(await listings('greenwich')).toEqual([listing.id]);
    const edit = await t.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}`,
      headers: auth,
      payload: { address: '1 Seaport, New York, NY 10038' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await listings('greenwich')).toEqual([]);
    expect(await listings('SEAPORT')).toEqual([listing.id]);
    expect(await listings('12f')).toEqual([listing.id]);
  });

  it('builds the index for the inquiries and listings already stored (migration 018)', async () => {
    await seed();
    const listing = await createListing(t, auth, { address: '8 Spruce Street, New York, NY 10038', description: 'Corner unit.' });
    const migration = textSearchIndexesMigration(database);
    const db = t.app.database.db as unknown as Kysely<unknown>;
    await migration.down(db);
    // Rows written while there was no index at all.
    await t.app.database.db
      .insertInto('inquiries')
      .values(row(9, { name: 'Ines Backfill', message: 'Written before the index' }))
      .execute();
    await migration.up(db);
    expect(await names('backfill')).toEqual(['Ines Backfill']);
    expect(await names('haddad')).toEqual(['Omar Haddad']);
    const found = await t.inject({ method: 'GET', url: '/api/listings/admin/all', headers: auth, query: { search: 'spruce' } });
    expect((found.json().listings as ListingDto[]).map((l) => l.id)).toEqual([listing.id]);
  });

  it('answers input built to break the query with rows or an empty list, never a 500, and quickly', async () => {
    await seed();
    // Enough rows that a query gone wrong (a scan per character, a runaway pattern) would show.
    const many = Array.from({ length: 2000 }, (_, i) =>
      row(100 + i, { name: `Renter ${i}`, message: `Looking for a one-bedroom near the park, budget ${2000 + i}` }),
    );
    for (let i = 0; i < many.length; i += 500)
      await t.app.database.db
        .insertInto('inquiries')
        .values(many.slice(i, i + 500))
        .execute();

    const hostile = [
      '"',
      '""',
      '"oma',
      'oma"',
      '*',
      'oma*',
      '"oma"*',
      'NEAR(oma haddad)',
      'NEAR(park view)',
      'oma OR tom',
      'oma AND tom',
      'NOT oma',
      '-oma',
      '^oma',
      'name:oma',
      '{name email}:oma',
      '(oma',
      'oma)',
      '+',
      '%',
      '_',
      '%%%',
      '_%_',
      '\\',
      '\\%',
      "'",
      "'; drop table inquiries; --",
      '\u0000',
      'oma\u0000haddad',
      '\u202e\u202d',
      'e\u0301\u0301\u0301',
      '😀',
      '😀😀😀',
      '\uFFFF\uFFFE',
      '*'.repeat(200),
      '"*'.repeat(100),
      'NEAR('.repeat(40),
      'ab'.repeat(100),
      '%_'.repeat(100),
      'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(4).slice(0, 200),
      'park '.repeat(40),
    ];
    let slowest = 0;
    for (const search of hostile) {
      const started = performance.now();
      const res = await t.inject({ method: 'GET', url: '/api/inquiries', headers: auth, query: { search } });
      slowest = Math.max(slowest, performance.now() - started);
      expect(res.statusCode, `${JSON.stringify(search)}: ${res.body}`).toBe(200);
      const body = res.json() as { inquiries: InquiryDto[]; totalInquiries: number };
      expect(Array.isArray(body.inquiries)).toBe(true);
      const listings = await t.inject({ method: 'GET', url: '/api/listings/admin/all', headers: auth, query: { search } });
      expect(listings.statusCode, `${JSON.stringify(search)}: ${listings.body}`).toBe(200);
    }
    // Many matches and few, with two characters (a scan) and with three (the index), in date and in name order.
    const page = async (search: string, sort = 'createdAt') => {
      const res = await t.inject({
        method: 'GET',
        url: '/api/inquiries',
        headers: auth,
        query: { search, sort, order: sort === 'name' ? 'asc' : 'desc', limit: '5' },
      });
      const body = res.json() as { inquiries: InquiryDto[]; totalInquiries: number };
      return { total: body.totalInquiries, names: body.inquiries.map((i) => i.name) };
    };
    const newest = ['Renter 1999', 'Renter 1998', 'Renter 1997', 'Renter 1996', 'Renter 1995'];
    expect(await page('nt')).toEqual({ total: 2002, names: newest });
    expect(await page('ent')).toEqual({ total: 2001, names: newest });
    expect(await page('nt', 'name')).toMatchObject({
      total: 2002,
      names: ['Renter 0', 'Renter 1', 'Renter 10', 'Renter 100', 'Renter 1000'],
    });
    expect(await page('ni')).toEqual({ total: 0, names: [] });
    expect(await page('0%')).toEqual({ total: 1, names: ['Quote Person'] });
    expect(await page('budget 2999')).toEqual({ total: 1, names: ['Renter 999'] });

    // FTS syntax is only text: it finds what holds it, as written.
    expect(await names('"NEAR(park view)"')).toEqual(['Quote Person']);
    expect(await names('{name}:oma *')).toEqual(['Quote Person']);
    expect(await names('50% off_')).toEqual(['Quote Person']);
    expect(await names('"oma')).toEqual([]);
    expect(await names('oma OR tom')).toEqual([]);
    expect((await list('park view')).totalInquiries).toBe(1);
    // Over the limit: refused with its message, as before.
    const long = await t.inject({ method: 'GET', url: '/api/inquiries', headers: auth, query: { search: 'x'.repeat(201) } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ success: false, message: T.searchTooLong });
    // A URL whose search is not UTF-8 is read, not a 500.
    const broken = await t.inject({ method: 'GET', url: '/api/inquiries?search=%ED%A0%80%C3', headers: auth });
    expect(broken.statusCode).toBeLessThan(500);
    // No request held the server: a pathological query would take seconds here.
    expect(slowest).toBeLessThan(1000);
  });
});
