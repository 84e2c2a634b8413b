import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { ConfigError, loadConfig } from '../../src/server/platform/config.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { imagePart, jpeg, listingFields, multipart, photoFileNames, uploadedFiles, type FilePart } from './listings-fixtures.ts';

/**
 * A listing save sent again after a dropped connection (decision 042): with the same Idempotency-Key
 * it is applied once, whether the copies come one after the other or at the same time; nothing is
 * left in the photo store but the photos of the listings that exist.
 */
describe.each(DATABASES)('listing saves sent again, on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database, env: { PHOTO_PARALLELISM: '3' } });
    auth = await t.login();
  });
  afterAll(() => t.close());

  const save = (url: string, fields: Record<string, string>, files: FilePart[], key?: string, headers = auth) => {
    const form = multipart(fields, files);
    return t.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...form.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: form.payload,
    });
  };
  const listingsAt = async (address: string) => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/listings/admin/all?search=${encodeURIComponent(address)}`,
      headers: auth,
    });
    return (res.json() as { listings: ListingDto[] }).listings;
  };
  /** Every file in the store belongs to a photo of an existing listing. */
  const expectNoOrphans = async () => {
    const res = await t.inject({ method: 'GET', url: '/api/listings/admin/all?limit=100', headers: auth });
    const expected = (res.json() as { listings: ListingDto[] }).listings.flatMap((l) => l.images.flatMap(photoFileNames));
    expect((await uploadedFiles(t)).sort()).toEqual(expected.sort());
  };
  const photos = async (n: number) =>
    Promise.all(Array.from({ length: n }, async (_, i) => imagePart(await jpeg(900, 600, `#${(3 + i).toString(16)}5a0c0`), i)));

  it('creates the listing once when the same save arrives twice, one after the other, and answers it both times', async () => {
    const fields = listingFields({ address: '1 Twice Street, New York, NY' });
    const files = await photos(3);
    const first = await save('/api/listings', fields, files, 'create-key-0000000001');
    expect(first.statusCode).toBe(201);
    const again = await save('/api/listings', fields, files, 'create-key-0000000001');
    expect(again.statusCode).toBe(201);
    expect(again.json().listing.id).toBe(first.json().listing.id);
    expect(again.json().listing.images).toEqual(first.json().listing.images);
    expect(await listingsAt('1 Twice Street')).toHaveLength(1);
    await expectNoOrphans();
  });

  it('creates it once when both copies arrive at the same time, with no orphan photo', async () => {
    const fields = listingFields({ address: '2 Together Street, New York, NY' });
    const files = await photos(4);
    const answers = await Promise.all([1, 2, 3].map(() => save('/api/listings', fields, files, 'create-key-0000000002')));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().listing.id)).size).toBe(1);
    const [listing] = await listingsAt('2 Together Street');
    expect(listing?.images).toHaveLength(4);
    expect(await listingsAt('2 Together Street')).toHaveLength(1);
    await expectNoOrphans();
  });

  it('applies an edit once: photos removed and added the first time only, also when the copies race', async () => {
    const created = (
      await save('/api/listings', listingFields({ address: '3 Edit Street, New York, NY' }), await photos(3))
    ).json().listing as ListingDto;
    const edit = { price: '4100', removedImages: JSON.stringify([created.images[0]!.id]) };
    const added = await photos(2);
    const first = await save(`/api/listings/${created.id}`, edit, added, 'edit-key-00000000001');
    expect(first.statusCode).toBe(200);
    const again = await save(`/api/listings/${created.id}`, edit, added, 'edit-key-00000000001');
    expect(again.statusCode).toBe(200);
    expect(again.json().listing.images).toHaveLength(4);
    expect(again.json().listing.price).toBe(4100);

    const racing = { price: '4200' };
    const more = await photos(1);
    const answers = await Promise.all(
      [1, 2].map(() => save(`/api/listings/${created.id}`, racing, more, 'edit-key-00000000002')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [listing] = await listingsAt('3 Edit Street');
    expect(listing?.images).toHaveLength(5);
    expect(listing?.price).toBe(4200);
    await expectNoOrphans();
  });

  it('takes a save whose photos weigh more than a JSON body may (the upload cap, not the 1 MB one)', async () => {
    const big = await Promise.all(
      [0, 1, 2].map(async (i) =>
        imagePart(
          await sharp({
            create: {
              width: 1400,
              height: 1000,
              channels: 3,
              background: '#777',
              noise: { type: 'gaussian', mean: 128, sigma: 60 },
            },
          })
            .jpeg({ quality: 95 })
            .toBuffer(),
          i,
        ),
      ),
    );
    expect(big.reduce((sum, part) => sum + part.data.length, 0)).toBeGreaterThan(1024 * 1024);
    const res = await save(
      '/api/listings',
      listingFields({ address: '7 Heavy Photo Street, New York, NY' }),
      big,
      'create-key-0000000007',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().listing.images).toHaveLength(3);
  });

  it('without a key every save is applied (API clients), and a key already used by another listing is refused', async () => {
    const fields = listingFields({ address: '4 Keyless Street, New York, NY' });
    expect((await save('/api/listings', fields, [])).statusCode).toBe(201);
    expect((await save('/api/listings', fields, [])).statusCode).toBe(201);
    expect(await listingsAt('4 Keyless Street')).toHaveLength(2);

    const other = (await save('/api/listings', listingFields({ address: '5 Other Street, New York, NY' }), [])).json()
      .listing as ListingDto;
    const res = await save(`/api/listings/${other.id}`, { price: '999' }, [], 'create-key-0000000001');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: T.saveKeyInUse });
    expect((await listingsAt('5 Other Street'))[0]?.price).not.toBe(999);
  });

  it('refuses a malformed key, and a stranger gets nothing with a key that exists', async () => {
    for (const key of ['short', 'x'.repeat(101), 'has spaces in it here', 'ünïcödé-key-0000000']) {
      const res = await save('/api/listings', listingFields({ address: '6 Bad Key Street, New York, NY' }), [], key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: T.saveKeyInvalid });
    }
    const stranger = await save('/api/listings', listingFields(), [], 'create-key-0000000001', { authorization: '' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.body).not.toContain('Twice Street');
    expect(await listingsAt('6 Bad Key Street')).toHaveLength(0);
  });
});

describe('PHOTO_PARALLELISM', () => {
  it('is 2 by default, a whole number from 1 to 16 when set', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/nyc-rentals-config-test' }).photoParallelism).toBe(2);
    expect(loadConfig({ DATA_DIR: '/tmp/nyc-rentals-config-test', PHOTO_PARALLELISM: '4' }).photoParallelism).toBe(4);
    for (const bad of ['0', '17', '1.5', 'two'])
      expect(() => loadConfig({ DATA_DIR: '/tmp/nyc-rentals-config-test', PHOTO_PARALLELISM: bad })).toThrow(ConfigError);
  });
});
