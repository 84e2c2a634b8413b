import { hash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/platform/config.ts';
import { referrerSource, ViewCounter } from '../../src/server/features/insights/view-counter.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ip = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Views counted on the server: exact, once per visitor per page per day, no bots, cached pages too, across instances and restarts. */
describe.each(DATABASES)('page views on %s', (database) => {
  let t: TestApp;
  let clock = Date.parse('2026-03-07T15:00:00Z');
  let listingId = 0;

  beforeAll(async () => {
    t = await createTestApp({ database, build: { web: 'build', views: { flushMs: 3_600_000, now: () => clock } } });
    const auth = await t.login();
    const res = await t.inject({
      method: 'POST',
      url: '/api/listings',
      headers: auth,
      payload: {
        address: '350 West 42nd Street, New York, NY 10036',
        neighborhood: '4B',
        price: 3200,
        bedrooms: 1,
        bathrooms: 1,
        size: 'No Roomies',
        description: 'Bright.',
        status: 'active',
      },
    });
    listingId = res.json().listing.id;
  });
  afterAll(() => t.close());

  const views = async (where: { page?: string; day?: string; source?: string } = {}) => {
    let query = t.app.database.db
      .selectFrom('page_views')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('views'), eb.lit(0)).as('n'));
    if (where.page) query = query.where('page', '=', where.page);
    if (where.day) query = query.where('day', '=', where.day);
    if (where.source) query = query.where('source', '=', where.source);
    return Number((await query.executeTakeFirst())?.n ?? 0);
  };
  const visit = (url: string, n: number, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url, remoteAddress: ip(n), headers: { 'user-agent': BROWSER, ...headers } });

  it('10,000 views from 100 parallel clients add up exactly, while batches are written', async () => {
    const before = await views({ page: 'home' });
    const counter = t.app.services.views;
    const flushes: Array<Promise<void>> = [];
    await Promise.all(
      Array.from({ length: 100 }, async (_, client) => {
        for (let i = 0; i < 100; i++) {
          const n = 100_000 + client * 100 + i;
          expect(
            counter.record({ page: 'home', address: ip(n), userAgent: BROWSER, referer: undefined, host: 'localhost' }),
          ).toBe(true);
          // Batches are written while views keep arriving.
          if (n % 997 === 0) flushes.push(counter.flush());
          if (i % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
        }
      }),
    );
    await Promise.all(flushes);
    await counter.flush();
    expect(await views({ page: 'home' })).toBe(before + 10_000);

    // Through HTTP: 100 parallel clients, 5 page loads each, nothing written per request.
    const written = await views({ page: 'home' });
    await Promise.all(
      Array.from({ length: 100 }, async (_, client) => {
        for (let i = 0; i < 5; i++) {
          const res = await visit(i % 2 ? '/_root.data' : '/', 300_000 + client * 5 + i);
          expect(res.statusCode).toBe(200);
          expect(res.headers['x-page-view']).toBeUndefined();
        }
      }),
    );
    expect(await views({ page: 'home' })).toBe(written);
    expect(counter.pendingCount).toBe(500);
    await counter.flush();
    expect(await views({ page: 'home' })).toBe(written + 500);
  });

  it('counts a visitor once per page per New York day, and again the next day; cached pages count', async () => {
    const page = `property:${listingId}`;
    const first = await visit(`/property/${listingId}`, 1);
    const second = await visit(`/property/${listingId}`, 1);
    expect(second.headers['x-cache']).toBe('HIT');
    await t.app.services.views.flush();
    // And a later batch does not count them again.
    await visit(`/property/${listingId}`, 1);
    await t.app.services.views.flush();
    expect(first.statusCode).toBe(200);
    expect(await views({ page, day: '2026-03-07' })).toBe(1);
    // Another visitor, served from the page cache, counts.
    const other = await visit(`/property/${listingId}`, 2);
    expect(other.headers['x-cache']).toBe('HIT');
    // The same address with another browser is another visitor.
    await visit(`/property/${listingId}`, 1, { 'user-agent': `${BROWSER} Edg/140.0` });
    await t.app.services.views.flush();
    expect(await views({ page, day: '2026-03-07' })).toBe(3);

    // 03:30 UTC on March 8 is still March 7 in New York.
    clock = Date.parse('2026-03-08T03:30:00Z');
    await visit(`/property/${listingId}`, 1);
    await t.app.services.views.flush();
    expect(await views({ page, day: '2026-03-07' })).toBe(3);
    clock = Date.parse('2026-03-08T15:00:00Z');
    await visit(`/property/${listingId}`, 1);
    await t.app.services.views.flush();
    expect(await views({ page, day: '2026-03-08' })).toBe(1);

    // The day before yesterday's salt and visitor hashes are gone; no address is stored anywhere.
    clock = Date.parse('2026-03-10T15:00:00Z');
    await visit(`/property/${listingId}`, 3);
    await t.app.services.views.flush();
    const salts = await t.app.database.db.selectFrom('view_salts').select('day').execute();
    expect(salts.map((s) => s.day)).toEqual(['2026-03-10']);
    const visitorDays = await t.app.database.db.selectFrom('view_visitors').select('day').distinct().execute();
    expect(visitorDays.map((v) => v.day).sort()).toEqual(['2026-03-10']);
    const stored = JSON.stringify(await t.app.database.db.selectFrom('view_visitors').selectAll().execute());
    expect(stored).not.toContain(ip(3));
    expect(stored).not.toContain('iPhone');
    // The visitor is the first 52 bits of sha256(day's salt, the first 52 bits of sha256(day, page, address, user agent)):
    // the rows of every instance agree.
    const { salt } = await t.app.database.db.selectFrom('view_salts').select('salt').executeTakeFirstOrThrow();
    const bits52 = (text: string) => {
      const digest = hash('sha256', text, 'buffer');
      return digest.readUIntBE(0, 6) * 16 + (digest[6]! >> 4);
    };
    const viewKey = bits52(`2026-03-10\0${page}\0${ip(3)}\0${BROWSER}`);
    const rows = await t.app.database.db.selectFrom('view_visitors').select('visitor').execute();
    expect(rows.map((r) => Number(r.visitor))).toEqual([bits52(`${salt}${viewKey}`)]);
  });

  it('writes a batch of several thousand views in chunks, every view once', async () => {
    const at = { now: Date.parse('2026-03-22T15:00:00Z') };
    const counter = new ViewCounter(t.app.database, { flushMs: 3_600_000, now: () => at.now });
    const visit = (n: number, page = 'home') =>
      counter.record({ page, address: ip(700_000 + n), userAgent: BROWSER, referer: undefined, host: 'localhost' });
    for (let n = 0; n < 2500; n++) visit(n, n % 2 ? 'home' : `property:${listingId}`);
    await counter.flush();
    expect(await views({ day: '2026-03-22', page: 'home' })).toBe(1250);
    expect(await views({ day: '2026-03-22', page: `property:${listingId}` })).toBe(1250);
    // Another instance (nothing remembered) sends the same visitors again and 100 new ones.
    const other = new ViewCounter(t.app.database, { flushMs: 3_600_000, now: () => at.now });
    for (let n = 0; n < 2600; n++)
      other.record({ page: 'home', address: ip(700_000 + n), userAgent: BROWSER, referer: undefined, host: 'localhost' });
    await other.stop();
    expect(await views({ day: '2026-03-22', page: 'home' })).toBe(1250 + 1250 + 100);
    await counter.stop();
  });

  it('counts building pages and keeps the referring site as a source', async () => {
    clock = Date.parse('2026-03-12T15:00:00Z');
    await visit('/herald-towers', 10, { referer: 'https://streeteasy.com/building/herald-towers' });
    await visit('/350-west-42nd-street', 11, { referer: 'https://www.google.com/' });
    await visit('/', 12, { referer: 'https://l.instagram.com/?u=x' });
    await visit('/', 13, { referer: 'https://www.zillow.com/homedetails/1' });
    await visit('/', 14);
    await visit('/', 15, { referer: 'https://example.org/blog' });
    await t.app.services.views.flush();
    const day = '2026-03-12';
    expect(await views({ day, page: 'building:herald-towers', source: 'streeteasy' })).toBe(1);
    expect(await views({ day, page: 'building:350-west-42nd-street', source: 'google' })).toBe(1);
    for (const source of ['social', 'zillow', 'direct', 'other']) expect(await views({ day, page: 'home', source })).toBe(1);
  });

  it('remembers whom it wrote today: a returning visitor adds nothing to the next batch, the next day counts again', async () => {
    const at = { now: Date.parse('2026-03-20T15:00:00Z') };
    const counter = new ViewCounter(t.app.database, { flushMs: 3_600_000, now: () => at.now, maxCounted: 2 });
    const visit = (n: number) =>
      counter.record({ page: 'home', address: ip(600_000 + n), userAgent: BROWSER, referer: undefined, host: 'localhost' });
    [0, 1, 2].forEach(visit);
    await counter.flush();
    expect(await views({ page: 'home', day: '2026-03-20' })).toBe(3);
    [0, 1, 2].forEach(visit);
    // Two are remembered (maxCounted); the third is checked against the database again, and not counted twice.
    expect(counter.pendingCount).toBe(1);
    await counter.flush();
    expect(await views({ page: 'home', day: '2026-03-20' })).toBe(3);
    at.now = Date.parse('2026-03-21T15:00:00Z');
    visit(0);
    expect(counter.pendingCount).toBe(1);
    await counter.stop();
    expect(await views({ page: 'home', day: '2026-03-21' })).toBe(1);
  });

  it('holds at most maxPending views unwritten (a database outage cannot take the memory), and says how many it left out', async () => {
    const counter = new ViewCounter(t.app.database, { flushMs: 3_600_000, now: () => clock, maxPending: 3 });
    const seen = (n: number) =>
      counter.record({ page: 'home', address: ip(500_000 + n), userAgent: BROWSER, referer: undefined, host: 'localhost' });
    expect([0, 1, 2, 3, 4].map(seen)).toEqual([true, true, true, false, false]);
    // A visitor already waiting is still one view, not one more left out.
    expect(seen(1)).toBe(true);
    expect({ pending: counter.pendingCount, dropped: counter.dropped }).toEqual({ pending: 3, dropped: 2 });
    await counter.stop();
    expect(counter.pendingCount).toBe(0);
    expect(seen(3)).toBe(true);
    await counter.stop();
  });

  it('does not count bots, back-office pages, other pages, HEAD requests or pages that are not found', async () => {
    clock = Date.parse('2026-03-14T15:00:00Z');
    await visit('/', 20, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await visit('/', 21, { 'user-agent': 'curl/8.5.0' });
    await visit('/', 22, { 'user-agent': '' });
    await visit('/admin/dashboard', 23);
    await visit('/about', 24);
    await visit('/blog', 25);
    await visit('/property/999999', 26);
    await visit('/no-such-building', 27);
    await t.inject({ method: 'HEAD', url: '/', remoteAddress: ip(28), headers: { 'user-agent': BROWSER } });
    await t.app.services.views.flush();
    expect(await views({ day: '2026-03-14' })).toBe(0);
  });

  it('answers the dashboard figures and the CSV to staff only', async () => {
    const stranger = await t.inject({ method: 'GET', url: '/api/insights' });
    expect(stranger.statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/insights/daily.csv' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: `/api/insights/listings?ids=${listingId}` })).statusCode).toBe(401);
    const auth = await t.login(ADMIN);
    const bad = await t.inject({ method: 'GET', url: '/api/insights/listings?ids=1,x', headers: auth });
    expect(bad.statusCode).toBe(400);
    const tooMany = await t.inject({
      method: 'GET',
      url: `/api/insights/listings?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
      headers: auth,
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('referring sites', () => {
  it('sorts a Referer into StreetEasy, Zillow, Google, social, direct or other', () => {
    expect(referrerSource('https://streeteasy.com/rental/1', 'example.com')).toBe('streeteasy');
    expect(referrerSource('https://www.hotpads.com/x', undefined)).toBe('zillow');
    expect(referrerSource('https://www.google.co.uk/', undefined)).toBe('google');
    expect(referrerSource('https://lm.facebook.com/l.php', undefined)).toBe('social');
    expect(referrerSource('https://wa.me/1', undefined)).toBe('social');
    expect(referrerSource(undefined, 'example.com')).toBe('direct');
    expect(referrerSource('https://example.com/about', 'example.com:443')).toBe('direct');
    expect(referrerSource('https://notgoogle.com/', undefined)).toBe('other');
    expect(referrerSource('not a url', undefined)).toBe('other');
  });
});

describe.each(DATABASES)('page views across instances and restarts on %s', (database) => {
  const dirs: string[] = [];
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (database === 'postgres') {
      // A database of this test's own, kept across the instances and the restart.
      const base = new URL(process.env.TEST_DATABASE_URL!);
      const name = `views_${Date.now().toString(36)}`;
      const pg = await import('pg');
      const admin = new pg.default.Client({ connectionString: base.toString() });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      base.pathname = `/${name}`;
      databaseUrl = base.toString();
      drop = async () => {
        const client = new pg.default.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      };
    }
  });
  afterAll(async () => {
    await drop?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const start = async (dataDir: string) => {
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        DEMO_CONTENT: 'false',
        BACKUPS: 'false',
        LOG_LEVEL: 'silent',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      {},
    );
    const app = await buildApp(config, { web: 'build', logger: false, views: { flushMs: 3_600_000 } });
    await app.ready();
    return app;
  };
  const total = async (app: Awaited<ReturnType<typeof start>>) =>
    Number(
      (
        await app.database.db
          .selectFrom('page_views')
          .select((eb) => eb.fn.sum<number>('views').as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const visit = (app: Awaited<ReturnType<typeof start>>, n: number) =>
    app.inject({ method: 'GET', url: '/', remoteAddress: ip(n), headers: { 'user-agent': BROWSER } });

  it('two instances add up, and a restart loses nothing counted before it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-views-'));
    dirs.push(dir);
    const first = await start(dir);
    // Two instances on one database (PostgreSQL; SQLite runs one instance per data folder).
    const second = database === 'postgres' ? await start(mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-views-'))) : null;
    if (second) dirs.push(second.config.dataDir);
    for (let i = 0; i < 50; i++) await visit(first, i);
    // The same 50 visitors through the other instance are not counted twice; 30 new ones are.
    if (second) for (let i = 20; i < 100; i++) await visit(second, i);
    await first.services.views.flush();
    await second?.services.views.flush();
    const expected = second ? 100 : 50;
    expect(await total(first)).toBe(expected);

    // Views not yet written when the server stops are written by its shutdown, and read after a restart.
    for (let i = 1000; i < 1040; i++) await visit(first, i);
    expect(first.services.views.pendingCount).toBe(40);
    await second?.close();
    await first.close();
    const restarted = await start(dir);
    expect(await total(restarted)).toBe(expected + 40);
    await restarted.close();
  });
});
