import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';

/** A concrete URL for a catalogued route: every :param and wildcard becomes 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, '1');

const sign = (secret: string, claims: { sub: string; tv: number }, exp: number | string) =>
  new SignJWT({ tv: claims.tv })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(typeof exp === 'number' ? exp - 3600 : undefined)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

describe.each(DATABASES)('authorization matrix on %s', (database) => {
  let t: TestApp;
  /** Authorization header values that must all be refused on every private route. */
  const refused: Record<string, string | undefined> = {};

  beforeAll(async () => {
    t = await createTestApp({ database });
    const login = await t.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const { token, user } = login.json();
    const sub = String(user.id);
    const now = Math.floor(Date.now() / 1000);

    // A token revoked by a password change (the password is changed back, revoking the second token too).
    const change = await t.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: ADMIN.password, newPassword: 'temporary-password' },
    });
    expect(change.statusCode).toBe(200);
    const restore = await t.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${change.json().token}` },
      payload: { currentPassword: 'temporary-password', newPassword: ADMIN.password },
    });
    expect(restore.statusCode).toBe(200);

    Object.assign(refused, {
      'no token': undefined,
      'malformed token': 'Bearer not.a.jwt',
      'bearer without token': 'Bearer',
      'another scheme': `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`,
      'expired token': `Bearer ${await sign(t.config.jwtSecret, { sub, tv: 2 }, now - 60)}`,
      'token revoked by a password change': `Bearer ${token}`,
      'forged token (other secret)': `Bearer ${await sign('another-secret-another-secret-12345', { sub, tv: 2 }, '1h')}`,
      'token of an unknown user': `Bearer ${await sign(t.config.jwtSecret, { sub: '999999', tv: 0 }, '1h')}`,
      'unsigned token (alg none)': `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub, tv: 2, exp: now + 3600 })).toString('base64url')}.`,
    });
  });
  afterAll(() => t.close());

  it('catalogues the API routes with their access, and the sign-in API among them', () => {
    const catalog = t.app.routeCatalog.map((r) => `${r.method} ${r.url} ${r.access}`);
    expect(catalog).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login public',
        'GET /api/auth/me private',
        'PUT /api/auth/profile private',
        'PUT /api/auth/change-password private',
        'POST /api/auth/register private',
        'POST /api/auth/logout optional',
        'GET /api/users private',
        'PATCH /api/users/:id private',
        'DELETE /api/users/:id private',
        'GET /api/health public',
      ]),
    );
  });

  it('still accepts the current token (the matrix below is not refusing everything)', async () => {
    const headers = await t.login();
    for (const route of t.app.routeCatalog.filter((r) => r.method === 'GET' && r.access === 'private' && !r.url.includes(':'))) {
      const res = await t.inject({ method: 'GET', url: concrete(route.url), headers });
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(401);
    }
  });

  it('refuses every private route with 401 and the error envelope, for every kind of bad token', async () => {
    const privateRoutes = t.app.routeCatalog.filter((r) => r.access === 'private');
    expect(privateRoutes.length).toBeGreaterThanOrEqual(4);
    const failures: string[] = [];
    for (const route of privateRoutes) {
      for (const [kind, authorization] of Object.entries(refused)) {
        const hasBody = !['GET', 'DELETE', 'OPTIONS'].includes(route.method);
        const res = await t.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: authorization ? { authorization } : {},
          ...(hasBody ? { payload: {} } : {}),
        });
        const body = res.headers['content-type']?.toString().includes('json') ? res.json() : res.body;
        if (
          res.statusCode !== 401 ||
          JSON.stringify(body) !== JSON.stringify({ success: false, message: 'Authentication required' })
        ) {
          failures.push(`${route.method} ${route.url} with ${kind}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('never refuses a public or optional route for a bad token', async () => {
    const open = t.app.routeCatalog.filter((r) => r.access !== 'private' && r.method === 'GET');
    for (const route of open) {
      for (const [kind, authorization] of Object.entries(refused)) {
        const res = await t.inject({ method: 'GET', url: concrete(route.url), headers: authorization ? { authorization } : {} });
        expect(res.statusCode, `${route.url} with ${kind}`).not.toBe(401);
        expect(res.statusCode, `${route.url} with ${kind}`).toBeLessThan(500);
      }
    }
  });
});
