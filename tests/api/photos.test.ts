import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { S3PhotoStore } from '../../src/server/platform/images/s3-photo-store.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startS3, type TestS3 } from '../support/s3.ts';
import {
  imagePart,
  jpeg,
  listingFields,
  multipart,
  photoFileNames,
  readStoredFile,
  uploadedFiles,
  type FilePart,
} from './listings-fixtures.ts';

/** A JPEG as a phone takes it: EXIF with camera, GPS position and a 90° orientation flag. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#88aacc' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhoneMaker', Model: 'Pocket 15', Copyright: 'Owner Name' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 5489/100', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 1152/100' },
    })
    .toBuffer();
}

/** Random pixels do not compress: a valid PNG of more than 5 MB. */
async function sixMegabyteImage(): Promise<Buffer> {
  const png = await sharp({
    create: { width: 1800, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 90 } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(png.length).toBeGreaterThan(6 * 1024 * 1024);
  return png;
}

/** Every photo test runs on each database with the local folder and with an S3 bucket (s3rver on loopback). */
const STORES = DATABASES.flatMap((database) => (['local', 's3'] as const).map((store) => [database, store] as const));

describe.each(STORES)('listing photos on %s, stored in %s', (database, store) => {
  let t: TestApp;
  let s3: TestS3 | null = null;
  let auth: { authorization: string };

  beforeAll(async () => {
    if (store === 's3') s3 = await startS3();
    t = await createTestApp({ database, env: s3?.env });
    auth = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const postForm = (url: string, fields: Record<string, string>, files: FilePart[] = []) => {
    const form = multipart(fields, files);
    return t.inject({ method: 'POST', url, headers: { ...auth, ...form.headers }, payload: form.payload });
  };
  const snapshot = async () => (await t.inject({ method: 'GET', url: '/api/listings/admin/all', headers: auth })).body;
  /** Files left in staging: the local staging folder, or the bucket's staging/ prefix. */
  const staged = async (): Promise<string[]> => {
    const photos = t.app.services.photos;
    if (!(photos instanceof S3PhotoStore)) return readdir(path.join(t.dataDir, 'tmp', 'photos')).catch(() => []);
    const page = await photos.client.send(new ListObjectsV2Command({ Bucket: photos.bucket, Prefix: 'staging/' }));
    return (page.Contents ?? []).map((o) => o.Key!);
  };
  const exists = async (name: string) => (await readStoredFile(t, name)) !== null;

  it('stores photos in the configured store', () => {
    expect(t.app.services.photos.kind).toBe(store);
  });

  it('strips every piece of metadata (GPS too), applies the orientation and stores WebP variants', async () => {
    const original = await phonePhoto();
    const meta = await sharp(original).metadata();
    expect(meta.exif?.includes(Buffer.from('TestPhoneMaker'))).toBe(true);
    expect(meta.orientation).toBe(6);

    const res = await postForm('/api/listings', listingFields(), [imagePart(original)]);
    expect(res.statusCode).toBe(201);
    const [photo] = (res.json().listing as ListingDto).images;
    // Turned upright: the 1200×800 landscape pixels with orientation 6 are an 800×1200 portrait.
    expect(photo).toMatchObject({ width: 800, height: 1200, widths: [480, 800], caption: '' });
    expect(photo.url).toMatch(/^\/uploads\/photos\/[0-9a-f]{2}\/[0-9a-f]{20}-800\.webp$/);
    expect(photo.srcset).toBe(`${photo.url.replace('-800.webp', '-480.webp')} 480w, ${photo.url} 800w`);

    expect(await uploadedFiles(t)).toEqual(photoFileNames(photo).sort());
    expect(await staged()).toEqual([]);
    for (const name of photoFileNames(photo)) {
      const bytes = (await readStoredFile(t, name))!;
      const stored = await sharp(bytes).metadata();
      // The WebP variants, the 1200×630 link-preview JPEG and the portal JPEG: no metadata in any of them.
      expect(stored.format).toBe(name.endsWith('.jpg') ? 'jpeg' : 'webp');
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.iptc).toBeUndefined();
      expect(stored.icc).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('TestPhoneMaker'))).toBe(false);
      // Portrait once the orientation is applied (the link preview is always 1200×630).
      if (!name.endsWith('-og.jpg')) expect(stored.height! > stored.width!).toBe(true);
    }
  });

  it('never upscales: a small photo keeps its own width only', async () => {
    const res = await postForm('/api/listings', listingFields(), [imagePart(await jpeg(300, 200))]);
    expect(res.json().listing.images[0]).toMatchObject({ width: 300, height: 200, widths: [300] });
  });

  it('caps the largest variant at 1600 px', async () => {
    const res = await postForm('/api/listings', listingFields(), [imagePart(await jpeg(2400, 1600))]);
    expect(res.json().listing.images[0]).toMatchObject({ width: 1600, height: 1067, widths: [480, 960, 1600] });
  });

  it('serves the photos under /uploads with immutable caching', async () => {
    const res = await postForm('/api/listings', listingFields(), [imagePart(await jpeg(600, 400))]);
    const photo = res.json().listing.images[0];
    const file = await t.inject({ method: 'GET', url: photo.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.rawPayload.equals((await readStoredFile(t, photoFileNames(photo).at(-3)!))!)).toBe(true);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(600);
  });

  it('answers 404 under /uploads for a file that does not exist or is not a photo', async () => {
    for (const url of ['/uploads/photos/ab/abababababababababab-480.webp', '/uploads/../app.db', '/uploads/staging/x']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('refuses a text file named .jpg with 415 and stores nothing', async () => {
    const before = await snapshot();
    const files = await uploadedFiles(t);
    const fake = {
      name: 'image_0',
      filename: 'holiday.jpg',
      contentType: 'image/jpeg',
      data: Buffer.from('This is not a picture, just some text.\n'.repeat(50)),
    };
    const res = await postForm('/api/listings', listingFields(), [fake]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: T.imageNotAnImage });
    expect(await snapshot()).toBe(before);
    expect(await uploadedFiles(t)).toEqual(files);
  });

  it('refuses an SVG drawing (not a photo; it could reference other files) with 415', async () => {
    const svg = {
      name: 'image_0',
      filename: 'plan.svg',
      contentType: 'image/svg+xml',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
    };
    const res = await postForm('/api/listings', listingFields(), [svg]);
    expect(res.statusCode).toBe(415);
  });

  it('leaves no file behind when the second of three photos is not an image', async () => {
    const before = await snapshot();
    const files = await uploadedFiles(t);
    const res = await postForm('/api/listings', listingFields(), [
      imagePart(await jpeg(800, 600), 0),
      { name: 'image_1', filename: 'b.jpg', contentType: 'image/jpeg', data: Buffer.from('garbage') },
      imagePart(await jpeg(800, 600), 2),
    ]);
    expect(res.statusCode).toBe(415);
    expect(await snapshot()).toBe(before);
    expect(await uploadedFiles(t)).toEqual(files);
    expect(await staged()).toEqual([]);
  });

  it('refuses a 6 MB image with 413 and leaves the listing exactly as it was', async () => {
    const listing = (await postForm('/api/listings', listingFields(), [imagePart(await jpeg(600, 400))])).json()
      .listing as ListingDto;
    const before = await snapshot();
    const files = await uploadedFiles(t);
    const res = await postForm(
      `/api/listings/${listing.id}`,
      { price: '9999', removedImages: JSON.stringify([listing.images[0].id]) },
      [imagePart(await sixMegabyteImage(), 0, 'huge.png')],
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: T.imageTooLarge });
    expect(await snapshot()).toBe(before);
    expect(await uploadedFiles(t)).toEqual(files);
    const create = await postForm('/api/listings', listingFields(), [imagePart(await sixMegabyteImage(), 0, 'huge.png')]);
    expect(create.statusCode).toBe(413);
    expect(await snapshot()).toBe(before);
  });

  it('refuses an 11th photo on create and on edit', async () => {
    const small = await jpeg(320, 240);
    const before = await snapshot();
    const eleven = Array.from({ length: 11 }, (_, i) => imagePart(small, i));
    const create = await postForm('/api/listings', listingFields(), eleven);
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({ success: false, message: 'You can only upload a maximum of 10 images.' });
    expect(await snapshot()).toBe(before);

    const ten = await postForm('/api/listings', listingFields(), eleven.slice(0, 10));
    expect(ten.statusCode).toBe(201);
    const listing = ten.json().listing as ListingDto;
    expect(listing.images).toHaveLength(10);
    const files = await uploadedFiles(t);
    const more = await postForm(`/api/listings/${listing.id}`, { price: '1' }, [imagePart(small, 10)]);
    expect(more.statusCode).toBe(400);
    expect(more.json()).toEqual({ success: false, message: 'You can only upload a maximum of 10 images.' });
    expect((await t.inject({ method: 'GET', url: `/api/listings/${listing.id}`, headers: auth })).json().listing).toEqual(
      listing,
    );
    expect(await uploadedFiles(t)).toEqual(files);

    // Removing one makes room for one.
    const swap = await postForm(`/api/listings/${listing.id}`, { removedImages: JSON.stringify([listing.images[0].id]) }, [
      imagePart(small, 10),
    ]);
    expect(swap.statusCode).toBe(200);
    expect(swap.json().listing.images).toHaveLength(10);
  });

  it('deletes the files of a removed photo and keeps the others', async () => {
    const listing = (
      await postForm('/api/listings', listingFields(), [
        imagePart(await jpeg(1000, 700), 0),
        imagePart(await jpeg(1000, 700, '#aa5500'), 1),
      ])
    ).json().listing as ListingDto;
    const [gone, kept] = listing.images;
    const res = await postForm(`/api/listings/${listing.id}`, { removedImages: JSON.stringify([gone.id]) });
    expect(res.json().listing.images).toEqual([kept]);
    for (const name of photoFileNames(gone)) expect(await exists(name)).toBe(false);
    for (const name of photoFileNames(kept)) expect(await exists(name)).toBe(true);
    expect((await t.inject({ method: 'GET', url: gone.url })).statusCode).toBe(404);
  });
});

describe('photos served from S3_PUBLIC_URL (a CDN or a public bucket)', () => {
  let t: TestApp;
  let s3: TestS3;

  beforeAll(async () => {
    s3 = await startS3();
    t = await createTestApp({ env: { ...s3.env, S3_PUBLIC_URL: 'https://photos.example.com/rentals/' } });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('hands out addresses under the public URL, lets pages load images from it, and still streams /uploads', async () => {
    const form = multipart(listingFields(), [imagePart(await jpeg(1000, 700))]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { ...(await t.login()), ...form.headers },
      payload: form.payload,
    });
    const photo = (res.json().listing as ListingDto).images[0];
    expect(photo.url).toMatch(/^https:\/\/photos\.example\.com\/rentals\/photos\/[0-9a-f]{2}\/[0-9a-f]{20}-1000\.webp$/);
    expect(photo.srcset).toBe(
      `${photo.url.replace('-1000.webp', '-480.webp')} 480w, ${photo.url.replace('-1000.webp', '-960.webp')} 960w, ${photo.url} 1000w`,
    );

    const page = await t.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://photos.example.com;");

    const streamed = await t.inject({ method: 'GET', url: photo.url.replace('https://photos.example.com/rentals', '/uploads') });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toBe('image/webp');
    const again = await t.inject({
      method: 'GET',
      url: photo.url.replace('https://photos.example.com/rentals', '/uploads'),
      headers: { 'if-none-match': String(streamed.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('link-preview images of photos stored before they existed', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('are made at start from the largest variant and named by the photo answer', async () => {
    t = await createTestApp();
    const auth = await t.login();
    const form = multipart(listingFields(), [imagePart(await jpeg(1600, 1200))]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    const photo = res.json().listing.images[0];
    const preview = photoFileNames(photo).find((name) => name.endsWith('-og.jpg'))!;
    // As a photo stored before previews: no JPEG, not marked.
    await rm(path.join(t.config.uploadsDir, preview));
    await t.app.database.db.updateTable('listing_photos').set({ has_preview: 0 }).execute();
    const before = await t.inject({ method: 'GET', url: `/api/listings/${res.json().listing.id}` });
    expect(before.json().listing.images[0].previewUrl).toBeNull();

    expect(await t.app.services.listings.makeMissingPreviews()).toBe(1);
    const after = await t.inject({ method: 'GET', url: `/api/listings/${res.json().listing.id}` });
    expect(after.json().listing.images[0].previewUrl).toBe(`/uploads/${preview}`);
    const meta = await sharp((await readStoredFile(t, preview))!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(await t.app.services.listings.makeMissingPreviews()).toBe(0);
  });
});
