import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The production build serves the pages (npm test builds it first).
    t = await createTestApp({ build: { web: 'build' } });
  });
  afterAll(() => t.close());

  it('API answers allow no content at all and carry the common headers', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('a page allows inline script only with its own fresh nonce, and every inline script carries it', async () => {
    const first = await t.inject({ method: 'GET', url: '/' });
    const second = await t.inject({ method: 'GET', url: '/' });
    const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
    expect(String(first.headers['content-security-policy'])).not.toContain("unsafe-inline'; script");
    expect(String(first.headers['content-security-policy'])).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);

    const scripts = [...first.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    const executable = scripts.filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
    expect(executable.length).toBeGreaterThan(0);
    for (const attrs of executable) {
      if (/\bsrc=/.test(attrs)) continue;
      expect(attrs).toContain(`nonce="${nonce}"`);
    }
  });
});
