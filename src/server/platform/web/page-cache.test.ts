import { describe, expect, it } from 'vitest';
import { combineVersions, PageCache } from './page-cache.ts';

const page = (body: string, nonce = 'OLD+nonce/==') => ({
  status: 200,
  headers: [['content-type', 'text/html']] as Array<[string, string]>,
  body: Buffer.from(body),
  nonce,
});

describe('PageCache', () => {
  it('serves a stored page with the new request nonce in place of the one it was rendered with', async () => {
    const cache = new PageCache();
    cache.set('http://x/', page('<script nonce="OLD+nonce/==">a</script><link nonce="OLD+nonce/==">'), await cache.version());
    const hit = await cache.get('http://x/', 'NEW');
    expect(hit?.body.toString()).toBe('<script nonce="NEW">a</script><link nonce="NEW">');
    expect(hit?.status).toBe(200);
    expect(hit?.headers).toEqual([['content-type', 'text/html']]);
    expect(await cache.get('http://x/other', 'NEW')).toBeUndefined();
  });

  it('drops a page once the data version it was rendered under is no longer current', async () => {
    let version = 1;
    const cache = new PageCache({ version: () => version });
    cache.set('k', page('a'), await cache.version());
    expect((await cache.get('k', 'n'))?.body.toString()).toBe('a');
    version = 2;
    expect(await cache.get('k', 'n')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never serves a page stored under a version read before a change', async () => {
    let version = 1;
    const cache = new PageCache({ version: async () => version });
    const before = await cache.version();
    version = 2; // a listing changed while the page was rendering
    cache.set('k', page('stale'), before);
    expect(await cache.get('k', 'n')).toBeUndefined();
  });

  it('expires pages after the time to live', async () => {
    let now = 1000;
    const cache = new PageCache({ ttlMs: 100, now: () => now });
    cache.set('k', page('a'), 0);
    now = 1099;
    expect(await cache.get('k', 'n')).toBeDefined();
    now = 1100;
    expect(await cache.get('k', 'n')).toBeUndefined();
  });

  it('keeps at most maxEntries pages, dropping the least recently used first', async () => {
    const cache = new PageCache({ maxEntries: 2 });
    cache.set('a', page('a'), 0);
    cache.set('b', page('b'), 0);
    await cache.get('a', 'n');
    cache.set('c', page('c'), 0);
    expect(await cache.get('b', 'n')).toBeUndefined();
    expect((await cache.get('a', 'n'))?.body.toString()).toBe('a');
    expect((await cache.get('c', 'n'))?.body.toString()).toBe('c');
  });

  it('keeps within maxBytes (a page and its spare copies) and skips a page larger than the whole cache', async () => {
    const cache = new PageCache({ maxBytes: 1000 });
    cache.set('big', page('x'.repeat(300)), 0);
    expect(cache.size).toBe(0);
    cache.set('a', page('x'.repeat(100)), 0);
    cache.set('b', page('y'.repeat(100)), 0);
    expect(cache.size).toBe(1);
    expect((await cache.get('b', 'n'))?.body.toString()).toBe('y'.repeat(100));
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('never hands out a copy that is still being sent, and reuses it once released', async () => {
    const cache = new PageCache();
    cache.set('k', page('<a nonce="OLD+nonce/==">x</a><b nonce="OLD+nonce/==">'), 0);
    const first = (await cache.get('k', 'FIRST+nonce='))!;
    const second = (await cache.get('k', 'SECOND+nonc='))!;
    expect(second.body).not.toBe(first.body);
    expect(first.body.toString()).toBe('<a nonce="FIRST+nonce=">x</a><b nonce="FIRST+nonce=">');
    expect(second.body.toString()).toBe('<a nonce="SECOND+nonc=">x</a><b nonce="SECOND+nonc=">');
    first.release();
    first.release(); // twice is harmless
    const third = (await cache.get('k', 'THIRD+nonce='))!;
    expect(third.body).toBe(first.body);
    expect(third.body.toString()).toBe('<a nonce="THIRD+nonce=">x</a><b nonce="THIRD+nonce=">');
    expect(second.body.toString()).toContain('SECOND');
  });

  it('serves a nonce of another length with a fresh copy', async () => {
    const cache = new PageCache();
    cache.set('k', page('<a nonce="OLD+nonce/==">x</a>'), 0);
    expect((await cache.get('k', 'short'))?.body.toString()).toBe('<a nonce="short">x</a>');
  });

  it('keeps a page only while every combined data version (listings and tips) is unchanged', async () => {
    let listings = 1;
    let tips = 1;
    const cache = new PageCache({
      version: combineVersions(
        () => listings,
        async () => tips,
      ),
    });
    cache.set('k', page('a'), await cache.version());
    expect((await cache.get('k', 'n'))?.body.toString()).toBe('a');
    tips = 2;
    expect(await cache.get('k', 'n')).toBeUndefined();
    cache.set('k', page('b'), await cache.version());
    expect((await cache.get('k', 'n'))?.body.toString()).toBe('b');
    listings = 2;
    expect(await cache.get('k', 'n')).toBeUndefined();
  });

  it('combines synchronous versions without a promise, and 1.12 differs from 11.2', () => {
    expect(
      combineVersions(
        () => 1,
        () => 12,
      )(),
    ).toBe('1.12');
    expect(
      combineVersions(
        () => 11,
        () => 2,
      )(),
    ).toBe('11.2');
  });
});
