import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { createListing, imagePart, jpeg, listingFields, multipart, photoFiles } from './listings-fixtures.ts';

describe.each(DATABASES)('listings writes on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
  });
  afterAll(() => t.close());

  const postForm = (url: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = [], headers = auth) => {
    const form = multipart(fields, files);
    return t.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
  };
  const total = async () =>
    (await t.inject({ method: 'GET', url: '/api/listings/admin/all', headers: auth })).json().totalListings as number;
  const fetchListing = async (id: number) =>
    (await t.inject({ method: 'GET', url: `/api/listings/${id}`, headers: auth })).json().listing as ListingDto;

  describe('POST /api/listings', () => {
    it('creates a listing from the admin form (multipart, every value as text)', async () => {
      const res = await postForm(
        '/api/listings',
        listingFields({ price: '2500.50', bedrooms: '2', bathrooms: '1.5', is_sublet: 'true' }),
      );
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.message).toBe(T.created);
      expect(body.listing).toMatchObject({
        address: '145 East 29th Street, New York, NY 10016',
        neighborhood: '4B',
        price: 2500.5,
        bedrooms: 2,
        bathrooms: 1.5,
        size: 'No Roomies',
        description: 'Charming one-bedroom.\nClose to the 6 train.',
        amenities: ['Dishwasher', 'Elevator'],
        status: 'active',
        is_sublet: true,
        images: [],
      });
      expect(body.listing.created_at).toBe(body.listing.updated_at);
      expect(await fetchListing(body.listing.id)).toEqual(body.listing);
    });

    it('creates a listing from a JSON body too', async () => {
      const listing = await createListing(t, auth, { price: 4100, bathrooms: 2.5, amenities: ['WiFi'] });
      expect(listing).toMatchObject({ price: 4100, bathrooms: 2.5, amenities: ['WiFi'] });
    });

    it('requires a token', async () => {
      const before = await total();
      const res = await postForm('/api/listings', listingFields(), [], {} as typeof auth);
      expect(res.statusCode).toBe(401);
      expect(await total()).toBe(before);
    });

    it.each([
      ['', 'pending'],
      ['pending', 'pending'],
      ['inactive', 'inactive'],
      ['Active', 'active'],
    ])("status '%s' is stored as %s", async (given, stored) => {
      const res = await postForm('/api/listings', listingFields({ status: given }));
      expect(res.json().listing.status).toBe(stored);
    });

    it('a missing status is pending', async () => {
      const fields = listingFields();
      delete (fields as Partial<typeof fields>).status;
      expect((await postForm('/api/listings', fields)).json().listing.status).toBe('pending');
    });

    it.each([
      ['true', true],
      ['1', true],
      ['false', false],
      ['0', false],
      ['', false],
    ])("is_sublet '%s' is %s", async (given, stored) => {
      expect((await postForm('/api/listings', listingFields({ is_sublet: given }))).json().listing.is_sublet).toBe(stored);
    });

    it('stores amenities as catalogue names, ignoring case and punctuation and dropping the rest', async () => {
      const json = await postForm(
        '/api/listings',
        listingFields({ amenities: JSON.stringify(['wifi', 'IN UNIT LAUNDRY', 'walk in closet', 'Hot Tub', 42]) }),
      );
      expect(json.json().listing.amenities).toEqual(['In-Unit Laundry', 'Walk-in Closet', 'WiFi']);
      const comma = await postForm('/api/listings', listingFields({ amenities: 'pets allowed, Elevator,  rooftop' }));
      expect(comma.json().listing.amenities).toEqual(['Elevator', 'Pets Allowed']);
      const empty = await postForm('/api/listings', listingFields({ amenities: '' }));
      expect(empty.json().listing.amenities).toEqual([]);
    });

    const REQUIRED: Array<[string, string]> = [
      ['address', T.addressRequired],
      ['neighborhood', T.neighborhoodRequired],
      ['price', T.priceRequired],
      ['bedrooms', T.bedroomsRequired],
      ['bathrooms', T.bathroomsRequired],
      ['size', T.sizeRequired],
      ['description', T.descriptionRequired],
    ];
    it.each(REQUIRED)('a missing or empty %s answers %s and creates nothing', async (field, message) => {
      const before = await total();
      const missing = listingFields();
      delete missing[field];
      for (const fields of [missing, listingFields({ [field]: '' }), listingFields({ [field]: '   ' })]) {
        const res = await postForm('/api/listings', fields);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, message });
      }
      expect(await total()).toBe(before);
    });

    it('reports the first invalid field in form order', async () => {
      const res = await postForm('/api/listings', { price: '-1' });
      expect(res.json().message).toBe(T.addressRequired);
    });

    it.each([
      ['price', '0', T.pricePositive],
      ['price', '-250', T.pricePositive],
      ['price', 'abc', T.pricePositive],
      ['bedrooms', '-1', T.bedroomsNonNegative],
      ['bedrooms', 'two', T.bedroomsNonNegative],
      ['bedrooms', '1.5', T.bedroomsWhole],
      ['bathrooms', '-0.5', T.bathroomsNonNegative],
      ['bathrooms', '1.25', T.bathroomsStep],
    ])('%s %s answers %s', async (field, value, message) => {
      const before = await total();
      const res = await postForm('/api/listings', listingFields({ [field]: value }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
      expect(await total()).toBe(before);
    });

    it('accepts a studio (0 bedrooms), 0 bathrooms and half bathrooms', async () => {
      const res = await postForm('/api/listings', listingFields({ bedrooms: '0', bathrooms: '0' }));
      expect(res.json().listing).toMatchObject({ bedrooms: 0, bathrooms: 0 });
      expect((await postForm('/api/listings', listingFields({ bathrooms: '2.5' }))).json().listing.bathrooms).toBe(2.5);
    });
  });

  describe('POST /api/listings/{id} (edit)', () => {
    it('changes the fields sent and keeps the others', async () => {
      const listing = await createListing(t, auth, { price: 3000, amenities: ['Pool'], is_sublet: true });
      await new Promise((r) => setTimeout(r, 5));
      const res = await postForm(`/api/listings/${listing.id}`, { price: '3100', description: 'New text\nwith two lines' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(T.updated);
      const edited = res.json().listing;
      expect(edited).toEqual({ ...listing, price: 3100, description: 'New text\nwith two lines', updated_at: edited.updated_at });
      expect(edited.updated_at > listing.updated_at).toBe(true);
      expect(await fetchListing(listing.id)).toEqual(edited);
    });

    it('edits every field from the full admin form', async () => {
      const listing = await createListing(t, auth);
      const res = await postForm(
        `/api/listings/${listing.id}`,
        listingFields({
          address: '305 West 72nd Street, New York, NY 10023',
          neighborhood: '9A',
          price: '5200',
          bedrooms: '2',
          bathrooms: '1.5',
          size: '1 Roomie',
          status: 'inactive',
          is_sublet: 'true',
          amenities: '["storage"]',
          removedImages: '[]',
        }),
      );
      expect(res.json().listing).toMatchObject({
        address: '305 West 72nd Street, New York, NY 10023',
        neighborhood: '9A',
        price: 5200,
        bedrooms: 2,
        bathrooms: 1.5,
        size: '1 Roomie',
        status: 'inactive',
        is_sublet: true,
        amenities: ['Storage'],
      });
    });

    it('files the listing under its new building when the address changes', async () => {
      const listing = await createListing(t, auth, { address: '1 Edit Street, New York, NY', status: 'active' });
      const before = (await t.inject({ method: 'GET', url: '/api/listings?building=1-edit-street' })).json();
      expect(before.listings.map((l: ListingDto) => l.id)).toEqual([listing.id]);
      await postForm(`/api/listings/${listing.id}`, { address: '50 West 34th Street, New York, NY 10001' });
      const old = (await t.inject({ method: 'GET', url: '/api/listings?building=1-edit-street' })).json();
      expect(old.totalListings).toBe(0);
      const herald = (await t.inject({ method: 'GET', url: '/api/listings?building=herald-towers' })).json();
      expect(herald.listings.map((l: ListingDto) => l.id)).toContain(listing.id);
    });

    it('refuses an empty required field and leaves the listing as it was', async () => {
      const listing = await createListing(t, auth);
      for (const [field, message] of [
        ['price', T.priceRequired],
        ['address', T.addressRequired],
        ['bedrooms', T.bedroomsRequired],
      ]) {
        const res = await postForm(`/api/listings/${listing.id}`, { [field]: '' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, message });
      }
      expect(await fetchListing(listing.id)).toEqual(listing);
    });

    it('answers 404 for an unknown listing', async () => {
      const res = await postForm('/api/listings/987654', { price: '100' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: T.listingNotFound });
    });

    it('requires a token', async () => {
      const listing = await createListing(t, auth);
      const res = await postForm(`/api/listings/${listing.id}`, { price: '1' }, [], {} as typeof auth);
      expect(res.statusCode).toBe(401);
      expect(await fetchListing(listing.id)).toEqual(listing);
    });

    it('removes the photos listed in removedImages (and their files) and appends new ones', async () => {
      const photos = await Promise.all(['#aa3344', '#33aa44', '#3344aa'].map((c) => jpeg(900, 600, c)));
      const created = (
        await postForm(
          '/api/listings',
          listingFields(),
          photos.map((p, i) => imagePart(p, i)),
        )
      ).json().listing as ListingDto;
      expect(created.images).toHaveLength(3);
      const [first, second, third] = created.images;
      for (const photo of created.images) for (const file of photoFiles(t, photo)) expect(existsSync(file)).toBe(true);

      const res = await postForm(`/api/listings/${created.id}`, { removedImages: JSON.stringify([second.id]) }, [
        imagePart(await jpeg(700, 500, '#999999'), 0),
      ]);
      expect(res.statusCode).toBe(200);
      const images = res.json().listing.images as ListingDto['images'];
      expect(images.map((p) => p.id).slice(0, 2)).toEqual([first.id, third.id]);
      expect(images).toHaveLength(3);
      expect(images[2].widths).toEqual([480, 700]);
      for (const file of photoFiles(t, second)) expect(existsSync(file)).toBe(false);
      for (const photo of images) for (const file of photoFiles(t, photo)) expect(existsSync(file)).toBe(true);
    });

    it("refuses a removedImages id of another listing's photo and changes nothing", async () => {
      const a = (await postForm('/api/listings', listingFields(), [imagePart(await jpeg(600, 400))])).json()
        .listing as ListingDto;
      const b = (await postForm('/api/listings', listingFields(), [imagePart(await jpeg(600, 400))])).json()
        .listing as ListingDto;
      const res = await postForm(`/api/listings/${a.id}`, { price: '9999', removedImages: JSON.stringify([b.images[0].id]) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: T.removedImageUnknown(b.images[0].id) });
      expect(await fetchListing(a.id)).toEqual(a);
      expect(await fetchListing(b.id)).toEqual(b);
      for (const file of photoFiles(t, b.images[0])) expect(existsSync(file)).toBe(true);
    });
  });

  describe('PATCH /api/listings/{id}/status', () => {
    it('sets the status', async () => {
      const listing = await createListing(t, auth, { status: 'active' });
      const res = await t.inject({
        method: 'PATCH',
        url: `/api/listings/${listing.id}/status`,
        headers: auth,
        payload: { status: 'inactive' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: T.statusUpdated,
        listing: { id: listing.id, status: 'inactive' },
      });
      const publicView = await t.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
      expect(publicView.statusCode).toBe(404);
    });

    it('refuses an unknown status, an unknown listing and callers without a token', async () => {
      const listing = await createListing(t, auth, { status: 'active' });
      const bad = await t.inject({
        method: 'PATCH',
        url: `/api/listings/${listing.id}/status`,
        headers: auth,
        payload: { status: 'sold' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ success: false, message: T.statusInvalid });
      const unknown = await t.inject({
        method: 'PATCH',
        url: '/api/listings/999999/status',
        headers: auth,
        payload: { status: 'active' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, message: T.listingNotFound });
      const anonymous = await t.inject({
        method: 'PATCH',
        url: `/api/listings/${listing.id}/status`,
        payload: { status: 'inactive' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(await fetchListing(listing.id)).toEqual(listing);
    });
  });

  describe('DELETE /api/listings/{id}', () => {
    it('deletes the listing and its photo files', async () => {
      const listing = (await postForm('/api/listings', listingFields(), [imagePart(await jpeg(1000, 700))])).json()
        .listing as ListingDto;
      const files = photoFiles(t, listing.images[0]);
      for (const file of files) expect(existsSync(file)).toBe(true);
      const res = await t.inject({ method: 'DELETE', url: `/api/listings/${listing.id}`, headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: T.deleted });
      expect((await t.inject({ method: 'GET', url: `/api/listings/${listing.id}`, headers: auth })).statusCode).toBe(404);
      for (const file of files) expect(existsSync(file)).toBe(false);
      const again = await t.inject({ method: 'DELETE', url: `/api/listings/${listing.id}`, headers: auth });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ success: false, message: T.listingNotFound });
    });

    it('requires a token', async () => {
      const listing = await createListing(t, auth);
      expect((await t.inject({ method: 'DELETE', url: `/api/listings/${listing.id}` })).statusCode).toBe(401);
      expect(await fetchListing(listing.id)).toEqual(listing);
    });
  });

  describe('bulk actions', () => {
    it('sets the status of several listings and says how many', async () => {
      const a = await createListing(t, auth, { status: 'pending' });
      const b = await createListing(t, auth, { status: 'active' });
      const res = await t.inject({
        method: 'POST',
        url: '/api/listings/bulk/status',
        headers: auth,
        payload: { ids: [a.id, b.id, 999999], status: 'inactive' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Successfully updated 2 listings', count: 2 });
      expect((await fetchListing(a.id)).status).toBe('inactive');
      expect((await fetchListing(b.id)).status).toBe('inactive');
      const activate = await t.inject({
        method: 'POST',
        url: '/api/listings/bulk/status',
        headers: auth,
        payload: { ids: [String(a.id)], status: 'active' },
      });
      expect(activate.json()).toEqual({ success: true, message: 'Successfully updated 1 listings', count: 1 });
    });

    it('answers 404 when none of the ids exists', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/listings/bulk/status',
        headers: auth,
        payload: { ids: [999998, 999999], status: 'active' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
      const del = await t.inject({
        method: 'DELETE',
        url: '/api/listings/bulk/delete',
        headers: auth,
        payload: { ids: [999998] },
      });
      expect(del.statusCode).toBe(404);
    });

    it('deletes several listings with their photo files and says how many', async () => {
      const a = (await postForm('/api/listings', listingFields(), [imagePart(await jpeg(640, 480))])).json()
        .listing as ListingDto;
      const b = await createListing(t, auth);
      const keep = await createListing(t, auth);
      const res = await t.inject({
        method: 'DELETE',
        url: '/api/listings/bulk/delete',
        headers: auth,
        payload: { ids: [a.id, b.id] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Successfully deleted 2 listings', count: 2 });
      for (const id of [a.id, b.id])
        expect((await t.inject({ method: 'GET', url: `/api/listings/${id}`, headers: auth })).statusCode).toBe(404);
      for (const file of photoFiles(t, a.images[0])) expect(existsSync(file)).toBe(false);
      expect(await fetchListing(keep.id)).toEqual(keep);
    });

    it('requires a token', async () => {
      const a = await createListing(t, auth);
      expect(
        (await t.inject({ method: 'POST', url: '/api/listings/bulk/status', payload: { ids: [a.id], status: 'inactive' } }))
          .statusCode,
      ).toBe(401);
      expect((await t.inject({ method: 'DELETE', url: '/api/listings/bulk/delete', payload: { ids: [a.id] } })).statusCode).toBe(
        401,
      );
      expect(await fetchListing(a.id)).toEqual(a);
    });
  });

  describe('reads follow writes at once (result cache)', () => {
    it('shows each change in the next read', async () => {
      const listing = await createListing(t, auth, { address: '9 Cache Lane, New York, NY', status: 'active', price: 1000 });
      const read = async () => (await t.inject({ method: 'GET', url: '/api/listings?building=9-cache-lane' })).json();
      const buildings = async () =>
        (await t.inject({ method: 'GET', url: '/api/buildings' })).json().buildings.map((b: { slug: string }) => b.slug);
      const stats = async () => (await t.inject({ method: 'GET', url: '/api/listings/admin/stats', headers: auth })).json().stats;
      expect((await read()).listings[0].price).toBe(1000);
      expect(await buildings()).toContain('9-cache-lane');
      const statsBefore = await stats();

      await postForm(`/api/listings/${listing.id}`, { price: '1100' });
      expect((await read()).listings[0].price).toBe(1100);
      expect((await t.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json().listing.price).toBe(1100);

      await t.inject({
        method: 'PATCH',
        url: `/api/listings/${listing.id}/status`,
        headers: auth,
        payload: { status: 'inactive' },
      });
      expect((await read()).totalListings).toBe(0);
      expect(await buildings()).not.toContain('9-cache-lane');
      expect(await stats()).toEqual({ ...statsBefore, active: statsBefore.active - 1, inactive: statsBefore.inactive + 1 });

      await t.inject({
        method: 'POST',
        url: '/api/listings/bulk/status',
        headers: auth,
        payload: { ids: [listing.id], status: 'active' },
      });
      expect((await read()).totalListings).toBe(1);

      await t.inject({ method: 'DELETE', url: `/api/listings/${listing.id}`, headers: auth });
      expect((await read()).totalListings).toBe(0);
      expect((await t.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).statusCode).toBe(404);
    });
  });
});
