import { gunzipSync } from 'node:zlib';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedsService } from '../../src/server/features/feeds/feeds.service.ts';
import type { ListingStatus } from '../../src/shared/listings.ts';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { FEEDS_TEXT as T } from '../../src/shared/texts/feeds.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { child, childrenNamed, childText, elementPaths, parseXml, type XmlElement } from '../support/xml.ts';
import { HOTPADS_SINGLE_UNIT, STREETEASY_DOCUMENT, STREETEASY_LATER_SECTIONS } from './feed-formats.ts';
import { jpeg } from './listings-fixtures.ts';

const TOKEN = 'feed-token-0123456789abcdef';
const PUBLIC_URL = 'https://rentals.example.com';

/** What an agent may paste: CDATA's end, control characters, emoji, ampersands, markup, right-to-left marks. */
const HOSTILE = 'Sunny ]]> corner & "quiet" <b>bold</b>\u0001\u0008\u000b\u001f 🏙️ \u200fشقة\u202e\u200e end\r\nnext line ]]]]>';
/** The same text as the feeds can carry it: XML forbids the control characters; line ends are line feeds. */
const HOSTILE_CARRIED = 'Sunny ]]> corner & "quiet" <b>bold</b> 🏙️ \u200fشقة\u202e\u200e end\nnext line ]]]]>';

const base = {
  address: '145 East 29th Street, New York, NY 10016',
  neighborhood: '4B',
  price: 3450,
  bedrooms: 1,
  bathrooms: 1.5,
  size: 'No Roomies',
  description: 'A bright apartment.',
  status: 'active' as ListingStatus,
  is_sublet: false,
  amenities: ['Dishwasher' as const, 'Elevator' as const],
};

describe.each(DATABASES)('listing feeds on %s', (database) => {
  let t: TestApp;
  let photo: Buffer;
  const ids: Record<string, number> = {};
  const withToken = (url: string) => `${url}${url.includes('?') ? '&' : '?'}token=${TOKEN}`;
  const fetchFeed = (name: 'streeteasy' | 'zillow', headers: Record<string, string> = {}) =>
    t.inject({
      method: 'GET',
      url: withToken(`/feeds/${name}.xml`),
      headers: { 'user-agent': `${name}-fetcher/1.0`, ...headers },
    });
  const feed = async (name: 'streeteasy' | 'zillow') => {
    const res = await fetchFeed(name);
    expect(res.statusCode, res.body).toBe(200);
    return parseXml(res.body);
  };
  const create = async (
    key: string,
    overrides: Partial<typeof base> & { syndicate?: boolean; fees?: ListingDto['fees']; available_from?: string },
    photos = 1,
  ) => {
    const listing = await t.app.services.listings.create(
      { ...base, ...overrides },
      Array.from({ length: photos }, () => ({ data: photo, caption: key === 'hostile' ? HOSTILE : 'Living room' })),
    );
    ids[key] = listing.id;
    return listing;
  };

  beforeAll(async () => {
    t = await createTestApp({ database, env: { FEED_TOKEN: TOKEN, PUBLIC_URL } });
    photo = await jpeg(1200, 800);
    await create('complete', {
      available_from: '2026-12-01',
      // The only fee a tenant pays on a listing the agent publishes (decision 082).
      fees: [{ name: 'Application fee', amount: 20 }],
    });
    await create('hostile', {
      address: `12 Smith & ${HOSTILE}, New York, NY 10014`,
      neighborhood: '3 & ]]> 🏙️',
      description: HOSTILE,
    });
    await create('inactive', { status: 'inactive' });
    await create('pending', { status: 'pending' });
    await create('unpublished', { syndicate: false });
    await create('deleted', {});
    await t.app.services.listings.remove(ids.deleted);
    await create('noApartment', { neighborhood: 'N/A' });
    await create('noPhoto', {}, 0);
  }, 60_000);
  afterAll(() => t.close());

  it('StreetEasy: well-formed format 1.6 of the active, published, complete listings only', async () => {
    const doc = await feed('streeteasy');
    expect(doc.name).toBe('streeteasy');
    expect(doc.attributes.version).toBe('1.6');
    const properties = childrenNamed(child(doc, 'properties'), 'property');
    expect(properties.map((p) => Number(p.attributes.id)).sort((a, b) => a - b)).toEqual([ids.complete, ids.hostile]);
    // Every element is one the format names.
    const allowed = new Set([...STREETEASY_DOCUMENT.elements, ...STREETEASY_LATER_SECTIONS]);
    expect([...elementPaths(doc)].filter((p) => !allowed.has(p))).toEqual([]);
    for (const p of properties) {
      expect(Object.keys(p.attributes).sort()).toEqual([...STREETEASY_DOCUMENT.propertyAttributes].sort());
      expect(p.attributes).toMatchObject({ type: 'rental', status: 'active', url: `${PUBLIC_URL}/property/${p.attributes.id}` });
      expect(STREETEASY_DOCUMENT.statuses).toContain(p.attributes.status);
      expect(STREETEASY_DOCUMENT.detailPropertyTypes).toContain(childText(child(p, 'details'), 'propertyType'));
    }
    const complete = properties.find((p) => Number(p.attributes.id) === ids.complete)!;
    const location = child(complete, 'location');
    expect(['address', 'apartment', 'city', 'state', 'zipcode'].map((e) => childText(location, e))).toEqual([
      '145 East 29th Street',
      '4B',
      'New York',
      'NY',
      '10016',
    ]);
    const details = child(complete, 'details');
    expect(childText(details, 'price')).toBe('3450');
    expect(childrenNamed(details, 'noFee')).toHaveLength(1);
    expect([childText(details, 'bedrooms'), childText(details, 'bathrooms')]).toEqual(['1', '1.5']);
    // Its 'Available from' date; a listing without one is available from the day it became active.
    expect(childText(details, 'availableOn')).toBe('2026-12-01');
    const hostile = properties.find((p) => Number(p.attributes.id) === ids.hostile)!;
    expect(childText(child(hostile, 'details'), 'availableOn')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(childText(child(details, 'amenities'), 'other')).toBe('Dishwasher, Elevator');
    const agent = child(child(complete, 'agents'), 'agent');
    const site = await t.app.services.siteSettings.get();
    expect([childText(agent, 'name'), childText(agent, 'company'), childText(agent, 'email')]).toEqual([
      site.agent.name,
      site.brokerageName,
      site.agent.email,
    ]);
    expect(childText(child(agent, 'phone_numbers'), 'main')).toBe(site.agent.phone);
    const photos = childrenNamed(child(complete, 'media'), 'photo');
    expect(photos).toHaveLength(1);
    expect(photos[0].attributes.url).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/photos/.+-portal\\.jpg$`));
  });

  it('Zillow: well-formed HotPads 2.1 with the company, listings, contact and FARE Act fees', async () => {
    const doc = await feed('zillow');
    expect(doc.name).toBe('hotPadsItems');
    expect(doc.attributes.version).toBe('2.1');
    expect([...elementPaths(doc)].filter((p) => !HOTPADS_SINGLE_UNIT.elements.includes(p))).toEqual([]);
    const site = await t.app.services.siteSettings.get();
    const company = child(doc, 'Company');
    expect(company.attributes.id).toBe('rentals.example.com');
    expect(childText(company, 'name')).toBe(site.brokerageName);
    const listings = childrenNamed(doc, 'Listing');
    // No apartment number is no problem for Zillow; no photo is.
    expect(listings.map((l) => Number(l.attributes.id)).sort((a, b) => a - b)).toEqual([
      ids.complete,
      ids.hostile,
      ids.noApartment,
    ]);
    for (const l of listings) {
      expect(Object.keys(l.attributes).sort()).toEqual([...HOTPADS_SINGLE_UNIT.listingAttributes].sort());
      expect(l.attributes).toMatchObject({ type: 'RENTAL', companyId: 'rentals.example.com' });
      for (const required of HOTPADS_SINGLE_UNIT.required) expect(childText(l, required), required).toBeTruthy();
    }
    const complete = listings.find((l) => Number(l.attributes.id) === ids.complete)!;
    expect(['street', 'unit', 'city', 'state', 'zip', 'price'].map((e) => childText(complete, e))).toEqual([
      '145 East 29th Street',
      '4B',
      'New York',
      'NY',
      '10016',
      '3450',
    ]);
    expect([childText(complete, 'numFullBaths'), childText(complete, 'numHalfBaths')]).toEqual(['1', '1']);
    expect(childText(complete, 'dateAvailable')).toBe('2026-12-01');
    expect([
      childText(complete, 'contactName'),
      childText(complete, 'contactEmail'),
      childText(complete, 'contactPhone'),
    ]).toEqual([site.agent.name, site.agent.email, site.agent.phone]);
    const fees = childrenNamed(child(complete, 'fees'), 'fee').map((f) => ({
      type: childText(f, 'feeType'),
      name: childText(f, 'feeName'),
      amount: child(f, 'feeCalculationType').attributes.value,
    }));
    expect(fees).toEqual([{ type: 'applicationFee', name: undefined, amount: '20' }]);
    expect(childrenNamed(complete, 'ListingPhoto')[0].attributes.source).toMatch(
      /^https:\/\/rentals\.example\.com\/uploads\/.+-portal\.jpg$/,
    );
  });

  it('carries hostile text through both feeds and back', async () => {
    const se = childrenNamed(child(await feed('streeteasy'), 'properties'), 'property').find(
      (p) => Number(p.attributes.id) === ids.hostile,
    )!;
    const description = child(child(se, 'details'), 'description').text;
    // StreetEasy reads HTML in the CDATA description: escaped text, line breaks as <br>.
    const unescaped = description.replace(/<br>/g, '\n').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(unescaped).toBe(HOSTILE_CARRIED);
    expect(childText(child(se, 'location'), 'address')).toBe(`12 Smith & ${HOSTILE_CARRIED.split(',')[0]}`.trim());
    expect(childText(child(se, 'location'), 'apartment')).toBe('3 & ]]> 🏙️');
    expect(child(child(se, 'media'), 'photo').attributes.description).toBe(HOSTILE_CARRIED.replace(/\n/g, ' '));

    const z = childrenNamed(await feed('zillow'), 'Listing').find((l) => Number(l.attributes.id) === ids.hostile)!;
    expect(child(z, 'description').text).toBe(HOSTILE_CARRIED);
    expect(childText(z, 'unit')).toBe('3 & ]]> 🏙️');
  });

  it('answers 304 to a matching If-None-Match and If-Modified-Since, and a new ETag after a change', async () => {
    const first = await fetchFeed('streeteasy');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"streeteasy-/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await fetchFeed('streeteasy', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await fetchFeed('streeteasy', { 'if-modified-since': first.headers['last-modified'] as string })).statusCode).toBe(
      304,
    );
    expect((await fetchFeed('streeteasy', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);

    // Deactivated: gone from the next fetch, under a new ETag.
    await t.app.services.listings.setStatus(ids.complete, 'inactive');
    const changed = await fetchFeed('streeteasy', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(childrenNamed(child(parseXml(changed.body), 'properties'), 'property').map((p) => Number(p.attributes.id))).toEqual([
      ids.hostile,
    ]);
    await t.app.services.listings.setStatus(ids.complete, 'active');
  });

  it('generates a new version once for a crowd of fetches, and keeps only the newest file', async () => {
    await t.app.services.listings.update(ids.complete, { price: 3500 });
    const crowd = await Promise.all(Array.from({ length: 20 }, () => fetchFeed('zillow')));
    expect(new Set(crowd.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(crowd.map((r) => r.headers.etag)).size).toBe(1);
    expect(new Set(crowd.map((r) => r.body)).size).toBe(1);
    const files = (await readdir(path.join(t.dataDir, 'feeds'))).filter((f) => f.startsWith('zillow-'));
    expect(files.sort()).toEqual([
      `${(crowd[0].headers.etag as string).slice(1, -1)}.json`,
      `${(crowd[0].headers.etag as string).slice(1, -1)}.xml.gz`,
    ]);
  });

  it('sends the kept document gzip-compressed to a client that takes gzip', async () => {
    const plain = await fetchFeed('zillow');
    const gzipped = await fetchFeed('zillow', { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.rawPayload.length);
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
  });

  it('enforces FEED_TOKEN: no token, a wrong one, several or a huge one is refused with 403', async () => {
    for (const url of [
      '/feeds/streeteasy.xml',
      '/feeds/zillow.xml?token=',
      `/feeds/zillow.xml?token=${TOKEN.slice(0, -1)}`,
      `/feeds/zillow.xml?token=${TOKEN}x`,
      `/feeds/zillow.xml?token=${TOKEN}&token=${TOKEN}`,
      `/feeds/zillow.xml?token=${'a'.repeat(50_000)}`,
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ success: false, message: T.tokenRequired });
    }
    expect((await t.inject({ method: 'HEAD', url: '/feeds/zillow.xml' })).statusCode).toBe(403);
  });

  it('records the last fetch where every instance sees it, and answers the same ETag and date from another instance', async () => {
    await t.inject({
      method: 'GET',
      url: withToken('/feeds/zillow.xml'),
      headers: { 'user-agent': 'Zillow Rental Feeds/2.1 (+test)' },
    });
    const auth = await t.login();
    const res = await t.inject({ method: 'GET', url: '/api/feeds', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const zillow = res.json().feeds.find((f: { name: string }) => f.name === 'zillow');
    expect(zillow).toMatchObject({
      label: 'Zillow',
      url: `${PUBLIC_URL}/feeds/zillow.xml?token=${TOKEN}`,
      listingCount: 3,
      heldBack: 1,
      lastUserAgent: 'Zillow Rental Feeds/2.1 (+test)',
    });
    expect(res.json().feeds.find((f: { name: string }) => f.name === 'streeteasy')).toMatchObject({
      listingCount: 2,
      heldBack: 2,
    });
    expect((await t.inject({ method: 'GET', url: '/api/feeds' })).statusCode).toBe(401);

    // A second instance on the same database: its own file, the same ETag and Last-Modified, the same last fetch.
    const s = t.app.services;
    const other = new FeedsService({
      db: t.app.database.db,
      listings: s.listings,
      siteSettings: s.siteSettings,
      dir: path.join(t.dataDir, 'feeds-other'),
      origin: PUBLIC_URL,
      fileUrl: (name) => s.photos.url(name),
      token: TOKEN,
    });
    const mine = await s.feeds.snapshot('zillow');
    const theirs = await other.snapshot('zillow');
    expect(theirs.file).not.toBe(mine.file);
    expect([theirs.etag, theirs.lastModified.toISOString()]).toEqual([mine.etag, mine.lastModified.toISOString()]);
    expect((await other.overview()).find((f) => f.name === 'zillow')?.lastUserAgent).toBe('Zillow Rental Feeds/2.1 (+test)');
  });
});

describe('listing feeds without FEED_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are open, address the local site, and hold nothing on an empty database', async () => {
    const res = await t.inject({ method: 'GET', url: '/feeds/streeteasy.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const doc: XmlElement = parseXml(res.body);
    expect(childrenNamed(child(doc, 'properties'), 'property')).toEqual([]);
    const auth = await t.login();
    const feeds = (await t.inject({ method: 'GET', url: '/api/feeds', headers: auth })).json();
    expect(feeds.tokenRequired).toBe(false);
    expect(feeds.feeds.map((f: { url: string }) => f.url)).toEqual([
      `http://localhost:${t.config.port}/feeds/streeteasy.xml`,
      `http://localhost:${t.config.port}/feeds/zillow.xml`,
    ]);
  });
});

describe('feed photos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are JPEGs of at most 2048 px on the long side without metadata, also for photos stored before them', async () => {
    // A large phone photo with EXIF (GPS, camera), a tall one, a small PNG with transparency.
    const large = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#8899aa' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestPhoneMaker', Copyright: 'Owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 54/1' },
      })
      .toBuffer();
    const tall = await sharp({ create: { width: 1500, height: 3000, channels: 3, background: '#aa8866' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 640, height: 480, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const listing = await t.app.services.listings.create(base, [{ data: large }, { data: tall }, { data: png }]);
    // As a photo stored before portal JPEGs: unmarked, made at start from its largest WebP variant.
    await t.app.database.db
      .updateTable('listing_photos')
      .set({ has_portal_jpeg: 0 })
      .where('id', '=', listing.images[2].id)
      .execute();
    expect(await t.app.services.listings.makeMissingPortalJpegs()).toBe(1);

    const doc = parseXml((await t.inject({ method: 'GET', url: '/feeds/streeteasy.xml' })).body);
    const urls = childrenNamed(child(child(child(doc, 'properties'), 'property'), 'media'), 'photo').map((p) => p.attributes.url);
    expect(urls).toHaveLength(3);
    const sizes = [];
    for (const url of urls) {
      const res = await t.inject({ method: 'GET', url: new URL(url).pathname });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2048);
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(res.rawPayload.includes(Buffer.from('TestPhoneMaker'))).toBe(false);
      sizes.push([meta.width, meta.height]);
    }
    // Never enlarged: the PNG keeps its 640 px.
    expect(sizes).toEqual([
      [2048, 1536],
      [1024, 2048],
      [640, 480],
    ]);
  });
});
