import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { createListing, imagePart, jpeg, listingFields, multipart, uploadedFiles } from './listings-fixtures.ts';

/**
 * Whatever a client sends, the answer is a 4xx envelope `{ success: false, message }` and nothing
 * changes: never a 500, never a half-applied write.
 */
describe.each(DATABASES)('listings bad input on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  let listing: ListingDto;
  let before: string;
  let filesBefore: string[];

  const state = async () => (await t.inject({ method: 'GET', url: '/api/listings/admin/all', headers: auth })).body;

  const expectRefused = (res: { statusCode: number; json: () => unknown }, status: number, message?: string) => {
    expect(res.statusCode).toBe(status);
    const body = res.json() as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    if (message !== undefined) expect(body.message).toBe(message);
  };

  const postForm = (url: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) => {
    const form = multipart(fields, files);
    return t.inject({ method: 'POST', url, headers: { ...auth, ...form.headers }, payload: form.payload });
  };

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
    const form = multipart(listingFields({ status: 'active' }), [imagePart(await jpeg(640, 480))]);
    listing = (
      await t.inject({ method: 'POST', url: '/api/listings', headers: { ...auth, ...form.headers }, payload: form.payload })
    ).json().listing;
    await createListing(t, auth, { status: 'inactive' });
    before = await state();
    filesBefore = await uploadedFiles(t);
  });
  afterAll(async () => {
    // Nothing any test in this file sent changed anything.
    expect(await state()).toBe(before);
    expect(await uploadedFiles(t)).toEqual(filesBefore);
    await t.close();
  });

  describe('ids that are not listing ids', () => {
    const BAD_IDS = ['abc', '1.5', '-1', '0', '1e3', '99999999999', '2147483648', '%20', '1;drop'];
    it.each(BAD_IDS)("'%s' answers 400 on every listing route", async (id) => {
      const url = `/api/listings/${id}`;
      for (const res of [
        await t.inject({ method: 'GET', url }),
        await t.inject({ method: 'GET', url, headers: auth }),
        await postForm(url, { price: '1' }),
        await t.inject({ method: 'PATCH', url: `${url}/status`, headers: auth, payload: { status: 'active' } }),
        await t.inject({ method: 'DELETE', url, headers: auth }),
      ]) {
        expectRefused(res, 400, T.invalidId);
      }
    });

    it('an unknown id answers 404 on every listing route', async () => {
      const url = '/api/listings/2147483647';
      expectRefused(await t.inject({ method: 'GET', url, headers: auth }), 404, T.propertyNotFound);
      expectRefused(await postForm(url, { price: '1' }), 404, T.listingNotFound);
      expectRefused(
        await t.inject({ method: 'PATCH', url: `${url}/status`, headers: auth, payload: { status: 'active' } }),
        404,
        T.listingNotFound,
      );
      expectRefused(await t.inject({ method: 'DELETE', url, headers: auth }), 404, T.listingNotFound);
    });
  });

  describe('query strings', () => {
    it.each([
      ['/api/listings?page=abc', T.pageInvalid],
      ['/api/listings?page=0', T.pageInvalid],
      ['/api/listings?page=-1', T.pageInvalid],
      ['/api/listings?page=1.5', T.pageInvalid],
      ['/api/listings?page=99999999999999', T.pageInvalid],
      ['/api/listings?limit=0', T.limitInvalid],
      ['/api/listings?limit=101', T.limitInvalid],
      ['/api/listings?limit=ten', T.limitInvalid],
      ['/api/listings?isSublet=maybe', T.isSubletFilterInvalid],
      ['/api/listings?status=deleted', T.statusFilterInvalid],
      ['/api/listings?sort=password', T.sortInvalid],
      ['/api/listings?sort=price&order=sideways', T.orderInvalid],
      [`/api/listings?building=${'x'.repeat(201)}`, T.buildingInvalid],
      ['/api/listings?page=1&page=2', T.pageInvalid],
      [`/api/listings/admin/all?search=${'a'.repeat(201)}`, T.searchTooLong],
      ['/api/listings/admin/all?sort=id;drop', T.sortInvalid],
      ['/api/listings/admin/all?status=archived', T.statusFilterInvalid],
      ['/api/listings/admin/all?limit=1000', T.limitInvalid],
    ])('%s answers 400', async (url, message) => {
      expectRefused(await t.inject({ method: 'GET', url, headers: auth }), 400, message);
    });

    it('ignores query parameters it does not know (cache busters)', async () => {
      expect((await t.inject({ method: 'GET', url: '/api/listings?_=123' })).statusCode).toBe(200);
    });
  });

  describe('listing bodies', () => {
    it.each([
      ['address as a number', { address: 123 }, T.addressRequired],
      ['price as an object', { price: { amount: 5 } }, T.pricePositive],
      ['price as a list', { price: [5] }, T.pricePositive],
      ['price as Infinity text', { price: 'Infinity' }, T.pricePositive],
      ['price too large', { price: 1e12 }, T.priceTooLarge],
      ['bedrooms as a boolean', { bedrooms: true }, T.bedroomsNonNegative],
      ['bedrooms too many', { bedrooms: 500 }, T.bedroomsTooMany],
      ['bathrooms in hex', { bathrooms: '0x10' }, T.bathroomsNonNegative],
      ['is_sublet as text', { is_sublet: 'perhaps' }, T.isSubletInvalid],
      ['status unknown', { status: 'sold' }, T.statusInvalid],
      ['amenities as an object', { amenities: { wifi: true } }, T.amenitiesInvalid],
      ['amenities as a number', { amenities: 7 }, T.amenitiesInvalid],
      ['a huge description', { description: 'x'.repeat(100_000) }, T.tooLong('Description', 5000)],
      ['a huge address', { address: 'x'.repeat(1000) }, T.tooLong('Address', 200)],
    ])('JSON with %s answers 400', async (_name, change, message) => {
      const body = { ...listingFields(), amenities: [], ...change };
      expectRefused(await t.inject({ method: 'POST', url: '/api/listings', headers: auth, payload: body }), 400, message);
      expectRefused(
        await t.inject({ method: 'POST', url: `/api/listings/${listing.id}`, headers: auth, payload: body }),
        400,
        message,
      );
    });

    it.each([
      ['amenities', '[wifi', T.amenitiesInvalid],
      ['amenities', '{"a":1}', T.amenitiesInvalid],
      ['amenities', '"wifi"', T.amenitiesInvalid],
      ['removedImages', '[1,', T.removedImagesInvalid],
      ['removedImages', 'abc', T.removedImagesInvalid],
      ['removedImages', '{"id":1}', T.removedImagesInvalid],
      ['removedImages', '[1.5]', T.removedImagesInvalid],
      ['removedImages', '[-1]', T.removedImagesInvalid],
      ['removedImages', '["abc"]', T.removedImagesInvalid],
      ['removedImages', '[99999999999]', T.removedImagesInvalid],
      ['removedImages', '[424242]', T.removedImageUnknown(424242)],
    ])('multipart %s = %s answers 400', async (field, value, message) => {
      expectRefused(await postForm(`/api/listings/${listing.id}`, { ...listingFields(), [field]: value }), 400, message);
      if (field === 'amenities')
        expectRefused(await postForm('/api/listings', { ...listingFields(), [field]: value }), 400, message);
    });

    it('a form field longer than 64 KB answers 400', async () => {
      const res = await postForm('/api/listings', listingFields({ description: 'y'.repeat(70 * 1024) }));
      expectRefused(res, 400, T.fieldTooLong('description'));
    });

    it('a JSON body over 1 MB answers 413', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/listings',
        headers: auth,
        payload: { ...listingFields(), description: 'z'.repeat(1_100_000) },
      });
      expectRefused(res, 413);
    });

    it('malformed JSON answers 400', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/listings',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{"address": "x",',
      });
      expectRefused(res, 400);
    });

    it('a JSON array or text instead of an object answers 400', async () => {
      expectRefused(await t.inject({ method: 'POST', url: '/api/listings', headers: auth, payload: [listingFields()] }), 400);
      expectRefused(
        await t.inject({
          method: 'POST',
          url: '/api/listings',
          headers: { ...auth, 'content-type': 'application/json' },
          payload: '"text"',
        }),
        400,
      );
    });

    it('another content type answers 415', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/listings',
        headers: { ...auth, 'content-type': 'text/plain' },
        payload: 'address=x',
      });
      expectRefused(res, 415);
    });

    it('a truncated multipart form answers 400', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/listings',
        headers: { ...auth, 'content-type': 'multipart/form-data; boundary=abc' },
        payload: '--abc\r\ncontent-disposition: form-data; name="address"\r\n\r\nunfinished',
      });
      expectRefused(res, 400, T.formMalformed);
    });

    it('a __proto__ form field answers 400', async () => {
      const boundary = 'proto-boundary';
      const payload = `--${boundary}\r\ncontent-disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${boundary}--\r\n`;
      const res = await t.inject({
        method: 'POST',
        url: '/api/listings',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expectRefused(res, 400);
    });
  });

  describe('status and bulk bodies', () => {
    it.each([
      ['no body', undefined],
      ['empty object', {}],
      ['unknown status', { status: 'archived' }],
      ['status as a number', { status: 1 }],
      ['an extra field', { status: 'active', price: 1 }],
    ])('PATCH status with %s answers 400', async (_name, payload) => {
      expectRefused(await t.inject({ method: 'PATCH', url: `/api/listings/${listing.id}/status`, headers: auth, payload }), 400);
    });

    const BAD_IDS: Array<[string, unknown]> = [
      ['missing', undefined],
      ['text', 'abc'],
      ['an empty list', []],
      ['a fraction', [1.5]],
      ['a negative', [-1]],
      ['zero', [0]],
      ['a word', ['abc']],
      ['an object', [{ id: 1 }]],
      ['too large', [99999999999]],
      ['more than 1000', Array.from({ length: 1001 }, (_, i) => i + 1)],
    ];
    it.each(BAD_IDS)('bulk ids %s answers 400', async (_name, ids) => {
      expectRefused(
        await t.inject({ method: 'POST', url: '/api/listings/bulk/status', headers: auth, payload: { ids, status: 'inactive' } }),
        400,
      );
      expectRefused(await t.inject({ method: 'DELETE', url: '/api/listings/bulk/delete', headers: auth, payload: { ids } }), 400);
    });

    it('bulk status without a valid status answers 400', async () => {
      for (const status of [undefined, '', 'sold', 5]) {
        expectRefused(
          await t.inject({
            method: 'POST',
            url: '/api/listings/bulk/status',
            headers: auth,
            payload: { ids: [listing.id], status },
          }),
          400,
        );
      }
    });

    it('bulk bodies with unknown fields answer 400', async () => {
      const res = await t.inject({
        method: 'DELETE',
        url: '/api/listings/bulk/delete',
        headers: auth,
        payload: { ids: [listing.id], all: true },
      });
      expectRefused(res, 400, 'Unknown field: all');
    });
  });

  describe('over real HTTP', () => {
    it('answers a too-large upload and an 11th file with the envelope (no dropped connection)', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}`;
      const big = await sharp({
        create: {
          width: 1800,
          height: 1200,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 90 },
        },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      const small = await jpeg(200, 150);
      const cases: Array<[Parameters<typeof multipart>[1], number, string]> = [
        [[imagePart(big, 0, 'big.png')], 413, T.imageTooLarge],
        [Array.from({ length: 11 }, (_, i) => imagePart(small, i)), 400, T.tooManyImages(10)],
      ];
      for (const [files, status, message] of cases) {
        const form = multipart(listingFields(), files);
        const res = await fetch(`${base}/api/listings/${listing.id}`, {
          method: 'POST',
          headers: { ...auth, ...form.headers },
          body: form.payload,
        });
        expect(res.status).toBe(status);
        expect(await res.json()).toEqual({ success: false, message });
      }
      // The server still answers normally afterwards.
      expect((await fetch(`${base}/api/listings`)).status).toBe(200);
    });
  });
});
