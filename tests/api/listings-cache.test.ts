import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { AnswerMemo, ResultCache, type VersionSource } from '../../src/server/features/listings/result-cache.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { createListing } from './listings-fixtures.ts';

/** A version source the test moves by hand. */
class ManualVersion implements VersionSource {
  version = 0;
  current() {
    return this.version;
  }
  known() {
    return this.version;
  }
  async bump() {}
  afterWrite() {
    this.version += 1;
  }
}

describe('ResultCache', () => {
  it('serves a result only while the version it was read under is current', async () => {
    const versions = new ManualVersion();
    const cache = new ResultCache(versions);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect((await cache.get('k', load)).value).toEqual({ n: 1 });
    expect((await cache.get('k', load)).value).toEqual({ n: 1 });
    versions.afterWrite();
    expect((await cache.get('k', load)).value).toEqual({ n: 2 });
  });

  it('never keeps a result whose read overlapped a write', async () => {
    const versions = new ManualVersion();
    const cache = new ResultCache(versions);
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = () => resolve('before the write'))));
    versions.afterWrite();
    release();
    expect((await slow).value).toBe('before the write');
    expect((await cache.get('k', async () => 'after the write')).value).toBe('after the write');
  });

  it('loads once for concurrent misses of the same key', async () => {
    const cache = new ResultCache(new ManualVersion());
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 5));
      return loads;
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', load)));
    expect(loads).toBe(1);
    expect(new Set(results.map((r) => r.value))).toEqual(new Set([1]));
  });

  it('drops the least recently used entries beyond its weight budget', async () => {
    const cache = new ResultCache(new ManualVersion(), 10);
    await cache.get(
      'a',
      async () => 'a',
      () => 4,
    );
    await cache.get(
      'b',
      async () => 'b',
      () => 4,
    );
    await cache.get('a', async () => 'a2');
    await cache.get(
      'c',
      async () => 'c',
      () => 4,
    );
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => 'reloaded')).value).toBe('a');
    expect((await cache.get('b', async () => 'reloaded')).value).toBe('reloaded');
  });

  it('hands out frozen results and serialises each once', async () => {
    const cache = new ResultCache(new ManualVersion());
    const entry = await cache.get('k', async () => ({ list: [{ id: 1 }] }));
    expect(Object.isFrozen(entry.value.list[0])).toBe(true);
    let builds = 0;
    const build = (v: unknown) => (builds++, JSON.stringify(v));
    expect(entry.body(build).toString()).toBe('{"list":[{"id":1}]}');
    entry.body(build);
    expect(builds).toBe(1);
  });
});

describe('AnswerMemo', () => {
  it('answers a remembered request only while its version is current', () => {
    const versions = new ManualVersion();
    const memo = new AnswerMemo(() => versions.known());
    memo.set('GET /x', 0, Buffer.from('a'));
    expect(memo.get('GET /x')?.toString()).toBe('a');
    expect(memo.get('GET /y')).toBeUndefined();
    versions.afterWrite();
    expect(memo.get('GET /x')).toBeUndefined();
    memo.set('GET /x', 0, Buffer.from('read before the write'));
    expect(memo.get('GET /x')).toBeUndefined();
  });

  it('remembers nothing where the version needs a query (PostgreSQL)', () => {
    const memo = new AnswerMemo(() => undefined);
    memo.set('GET /x', 0, Buffer.from('a'));
    expect(memo.get('GET /x')).toBeUndefined();
  });

  it('keeps at most its limit, oldest first out', () => {
    const memo = new AnswerMemo(() => 0, 2);
    for (const key of ['a', 'b', 'c']) memo.set(key, 0, Buffer.from(key));
    expect(memo.get('a')).toBeUndefined();
    expect(memo.get('b')?.toString()).toBe('b');
    expect(memo.get('c')?.toString()).toBe('c');
  });
});

describe.skipIf(!DATABASES.includes('postgres'))('two instances on one PostgreSQL database', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let other: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    t = await createTestApp({ database: 'postgres' });
    auth = await t.login();
    other = await buildApp(t.config, { web: 'none', logger: false });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it("see each other's writes on the next read", async () => {
    const read = async () => (await other.inject({ method: 'GET', url: '/api/listings' })).json();
    expect((await read()).totalListings).toBe(0);
    const listing = await createListing(t, auth, { status: 'active', price: 2000 });
    expect((await read()).listings.map((l: { id: number }) => l.id)).toEqual([listing.id]);
    await t.inject({
      method: 'PATCH',
      url: `/api/listings/${listing.id}/status`,
      headers: auth,
      payload: { status: 'inactive' },
    });
    expect((await read()).totalListings).toBe(0);
    expect((await other.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: '/api/buildings' })).json().buildings).toEqual([]);
  });
});
