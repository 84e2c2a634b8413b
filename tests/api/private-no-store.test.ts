import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';

/** A concrete URL for a catalogued route: every :param and wildcard becomes 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, '1');

const noStore = (header: unknown) =>
  String(header ?? '')
    .split(/\s*,\s*/)
    .includes('no-store');

/**
 * Issue 44 item 7 (docs/decisions/093): every answer of a private route says `cache-control: no-store`, by
 * default from its access (not feature by feature), the old routes included: the walk goes over the whole route
 * catalogue, signed in (whatever the answer: 200, 400, 404) and not (401); an optional route's answer to a
 * signed-in user and Login's session token too.
 */
describe.each(DATABASES)('no-store on every private answer on %s', (database) => {
  let t: TestApp;
  let headers: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database, build: { digestScheduler: false } });
    headers = await t.login();
  });
  afterAll(() => t?.close());

  it('walks the route catalogue: every private route answers no-store, signed in or not', async () => {
    const privateRoutes = t.app.routeCatalog.filter((r) => r.access === 'private');
    expect(privateRoutes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const route of privateRoutes) {
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      const send = (authorization?: string) =>
        t.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: authorization ? { authorization } : {},
          ...(hasBody ? { payload: {} } : {}),
        });
      let signedIn = await send(headers.authorization);
      // A route may have ended the session it was called with: sign in again and ask once more.
      if (signedIn.statusCode === 401) {
        headers = await t.login();
        signedIn = await send(headers.authorization);
      }
      statuses.set(signedIn.statusCode, (statuses.get(signedIn.statusCode) ?? 0) + 1);
      if (!noStore(signedIn.headers['cache-control']))
        failures.push(
          `${route.method} ${route.url} signed in: ${signedIn.statusCode} ${String(signedIn.headers['cache-control'])}`,
        );
      const stranger = await send();
      if (stranger.statusCode !== 401 || !noStore(stranger.headers['cache-control']))
        failures.push(
          `${route.method} ${route.url} without a token: ${stranger.statusCode} ${String(stranger.headers['cache-control'])}`,
        );
    }
    expect(failures).toEqual([]);
    // The walk reached the handlers, not only the access check.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(20);
  });

  it('says no-store on the old routes’ own answers: login, me, users, inquiries, subscribers and the CSV exports', async () => {
    const login = await t.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toEqual(expect.any(String));
    expect(login.headers['cache-control']).toBe('no-store');
    headers = { authorization: `Bearer ${login.json().token}` };
    // An inquiry and a subscriber, so the lists and the exports have a row.
    const inquiry = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Ann Visitor', email: 'ann@example.com', message: 'Is it still available?', inquiryType: 'general' },
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    const subscriber = await t.inject({ method: 'POST', url: '/api/subscribers', payload: { email: 'bea@example.com' } });
    expect(subscriber.statusCode, subscriber.body).toBeLessThan(300);
    const subscribers = await t.inject({ method: 'GET', url: '/api/subscribers', headers });
    const ids = (subscribers.json().subscribers as Array<{ id: number }>).map((s) => s.id);
    expect(ids).toHaveLength(1);
    const answers: Array<{ method: 'GET' | 'POST'; url: string; payload?: object }> = [
      { method: 'GET', url: '/api/auth/me' },
      { method: 'GET', url: '/api/users' },
      { method: 'GET', url: '/api/inquiries' },
      { method: 'GET', url: '/api/subscribers' },
      { method: 'POST', url: '/api/inquiries/export', payload: {} },
      { method: 'POST', url: '/api/subscribers/export', payload: { ids } },
      { method: 'GET', url: '/api/insights/daily.csv' },
      { method: 'GET', url: '/api/admin/deals/export.csv' },
    ];
    for (const { method, url, payload } of answers) {
      const res = await t.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("keeps an optional route's answer to a signed-in user out of caches, and leaves public answers alone", async () => {
    const optional = t.app.routeCatalog.filter((r) => r.access === 'optional' && r.method === 'GET');
    expect(optional.length).toBeGreaterThan(0);
    for (const route of optional) {
      const signedIn = await t.inject({ method: 'GET', url: concrete(route.url), headers });
      expect(noStore(signedIn.headers['cache-control']), `${route.url} signed in`).toBe(true);
    }
    const tips = await t.inject({ method: 'GET', url: '/api/tips' });
    expect(tips.statusCode).toBe(200);
    expect(noStore(tips.headers['cache-control'])).toBe(false);
  });
});
