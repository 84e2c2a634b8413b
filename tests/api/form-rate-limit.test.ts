import { randomInt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { INQUIRIES_TEXT as T } from '../../src/shared/texts/inquiries.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/** A fresh client address per test, so counts kept in a shared Redis never collide between runs. */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const inquiry = { name: 'Bot Or Not', email: 'who@example.com', message: 'Hello' };

async function post(t: TestApp, url: string, remoteAddress: string, n: number, headers: Record<string, string> = {}) {
  const statuses: number[] = [];
  let last;
  for (let i = 0; i < n; i++) {
    const payload = url === '/api/subscribers' ? { email: `r${randomInt(1e9)}@example.com` } : inquiry;
    last = await t.inject({ method: 'POST', url, remoteAddress, headers, payload });
    statuses.push(last.statusCode);
  }
  return { statuses, last: last! };
}

const stores = [
  ['memory', {}],
  ...(process.env.TEST_REDIS_URL ? [['Redis', { REDIS_URL: process.env.TEST_REDIS_URL }]] : []),
] as Array<[string, Record<string, string>]>;

describe.each(stores)('public form rate limit (%s store)', (_store, env) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('answers 429 with a clear message past FORM_RATE_LIMIT per address, for inquiries and subscriptions alike', async () => {
    t = await createTestApp({ env: { ...env, FORM_RATE_LIMIT: '3' } });
    const ip = address();
    const inquiries = await post(t, '/api/inquiries', ip, 4);
    expect(inquiries.statuses).toEqual([201, 201, 201, 429]);
    expect(inquiries.last.json()).toEqual({ success: false, message: T.tooManyRequests(10) });
    expect(Number(inquiries.last.headers['retry-after'])).toBeGreaterThan(500);
    // Nothing past the limit was stored.
    const stored = await t.app.database.db
      .selectFrom('inquiries')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(stored?.n)).toBe(3);
    // Each form counts on its own; another address is not affected.
    expect((await post(t, '/api/subscribers', ip, 4)).statuses).toEqual([201, 201, 201, 429]);
    expect((await post(t, '/api/inquiries', address(), 1)).statuses).toEqual([201]);
    // Invalid sends count too (a bot cannot probe for free), and the staff routes are not limited.
    const other = address();
    for (let i = 0; i < 3; i++) await t.inject({ method: 'POST', url: '/api/inquiries', remoteAddress: other, payload: {} });
    expect((await post(t, '/api/inquiries', other, 1)).statuses).toEqual([429]);
  });

  it('reads the client address from X-Forwarded-For only with TRUST_PROXY=true', async () => {
    t = await createTestApp({ env: { ...env, FORM_RATE_LIMIT: '2' } });
    const proxy = address();
    const spoofed = [0, 1, 2].map(() => ({ 'x-forwarded-for': address() }));
    const statuses = [];
    for (const headers of spoofed) statuses.push((await post(t, '/api/inquiries', proxy, 1, headers)).statuses[0]);
    expect(statuses).toEqual([201, 201, 429]);
    await t.close();

    t = await createTestApp({ env: { ...env, FORM_RATE_LIMIT: '2', TRUST_PROXY: 'true' } });
    const behindProxy = address();
    const client = address();
    const results = [];
    for (let i = 0; i < 3; i++)
      results.push((await post(t, '/api/inquiries', behindProxy, 1, { 'x-forwarded-for': client })).statuses[0]);
    expect(results).toEqual([201, 201, 429]);
    expect((await post(t, '/api/inquiries', behindProxy, 1, { 'x-forwarded-for': address() })).statuses).toEqual([201]);
  });
});
