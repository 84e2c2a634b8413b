import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { PROPERTY_TEXT as P } from '../../src/shared/texts/property.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { listingFields, multipart } from './listings-fixtures.ts';

/** A listing's 'Available from' date: the back-office form writes it, the property page shows it in New York days. */
describe.each(DATABASES)("a listing's 'Available from' date on %s", (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  /** 11 PM on Monday, November 30, 2026 in New York: already December 1 in UTC. */
  let now = Date.parse('2026-12-01T04:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ database, build: { web: 'build', clock: () => new Date(now) } });
    auth = await t.login();
  });
  afterAll(() => t?.close());

  const postForm = (url: string, fields: Record<string, string>) => {
    const form = multipart(fields);
    return t.inject({ method: 'POST', url, headers: { ...auth, ...form.headers }, payload: form.payload });
  };
  const edit = (id: number, payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: `/api/listings/${id}`, headers: auth, payload });
  const read = async (id: number) => (await t.inject({ method: 'GET', url: `/api/listings/${id}` })).json().listing as ListingDto;
  /** The property page's 'Available …' badge, or null. */
  const badge = async (id: number) => {
    const res = await t.inject({ method: 'GET', url: `/property/${id}` });
    expect(res.statusCode).toBe(200);
    return />(Available [^<]+)<\/span>/.exec(res.body)?.[1] ?? null;
  };

  it('the form stores the date (multipart), the API answers it, an edit that does not send it keeps it, an empty one clears it', async () => {
    const created = await postForm('/api/listings', listingFields({ status: 'active', available_from: '2026-12-15' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json().listing as ListingDto).id;
    expect((await read(id)).available_from).toBe('2026-12-15');

    expect((await edit(id, { price: 3100 })).json().listing.available_from).toBe('2026-12-15');
    expect((await edit(id, { available_from: '2027-01-15' })).json().listing.available_from).toBe('2027-01-15');
    const form = await postForm(`/api/listings/${id}`, listingFields({ available_from: '' }));
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().listing.available_from).toBeNull();
    expect((await edit(id, { available_from: '2026-12-24' })).json().listing.available_from).toBe('2026-12-24');
    expect((await edit(id, { available_from: null })).json().listing.available_from).toBeNull();

    const plain = await postForm('/api/listings', listingFields({ status: 'active' }));
    expect(plain.json().listing.available_from).toBeNull();
  });

  it.each(['tomorrow', '2026-02-30', '12/01/2026', '1999-12-31', '2100-01-01', '2026-12-01T10:00', '20261-01-01', 42])(
    'refuses %s with 400 and the form message, on create and on edit',
    async (value) => {
      const created = await postForm('/api/listings', listingFields({ status: 'active', available_from: String(value) }));
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({ success: false, message: T.availableFromInvalid });
      const id = (await postForm('/api/listings', listingFields({ status: 'active' }))).json().listing.id as number;
      const edited = await edit(id, { available_from: value });
      expect(edited.statusCode).toBe(400);
      expect(edited.json()).toEqual({ success: false, message: T.availableFromInvalid });
      expect((await read(id)).available_from).toBeNull();
    },
  );

  it("the property page shows 'Available Dec 1' until that New York day, then 'Available now'; none without a date", async () => {
    const create = async (available_from?: string) =>
      (await postForm('/api/listings', listingFields({ status: 'active', ...(available_from ? { available_from } : {}) }))).json()
        .listing.id as number;
    const december = await create('2026-12-01');
    const nextYear = await create('2027-01-15');
    const past = await create('2026-11-01');
    const undated = await create();
    // 11 PM on November 30 in New York (December 1 in UTC): not yet.
    expect(await badge(december)).toBe(P.availableOn('Dec 1'));
    expect(P.availableOn('Dec 1')).toBe('Available Dec 1');
    expect(await badge(nextYear)).toBe('Available Jan 15, 2027');
    expect(await badge(past)).toBe(P.availableNow);
    expect(await badge(undated)).toBeNull();
    // Midnight in New York: the day has come (the page cache is emptied by the write below).
    now = Date.parse('2026-12-01T05:00:00Z');
    await edit(undated, { price: 2999 });
    expect(await badge(december)).toBe('Available now');
  });
});
