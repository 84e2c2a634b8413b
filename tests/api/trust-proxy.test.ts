import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

const throttle = { windowMs: 60_000, maxPerAccount: 100, maxPerIp: 3 };

async function failFromSpoofedAddresses(t: TestApp, attempts: number) {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
      payload: { email: `nobody${i}@test.local`, password: 'wrong-password' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('client address for sign-in throttling', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('ignores X-Forwarded-For by default, so a client cannot dodge the per-IP limit', async () => {
    t = await createTestApp({ build: { throttle } });
    expect(await failFromSpoofedAddresses(t, 4)).toEqual([401, 401, 401, 429]);
  });

  it('reads X-Forwarded-For with TRUST_PROXY=true (behind a reverse proxy)', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' }, build: { throttle } });
    expect(await failFromSpoofedAddresses(t, 4)).toEqual([401, 401, 401, 401]);
  });
});
