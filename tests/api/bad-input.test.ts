import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';

type Method = 'POST' | 'PUT';
const ENDPOINTS: Array<{ method: Method; url: string; signedIn: boolean; valid: object }> = [
  { method: 'POST', url: '/api/auth/login', signedIn: false, valid: { email: 'a@test.local', password: 'x' } },
  { method: 'PUT', url: '/api/auth/profile', signedIn: true, valid: { name: 'A', email: 'a@test.local' } },
  { method: 'PUT', url: '/api/auth/change-password', signedIn: true, valid: { currentPassword: 'x', newPassword: 'yyyyyy' } },
  { method: 'POST', url: '/api/auth/register', signedIn: true, valid: { name: 'A', email: 'a@test.local', password: 'yyyyyy' } },
];

const json = { 'content-type': 'application/json' };

/** Requests no well-behaved client sends: each must get a 4xx envelope (status, message) and never a 500. */
const BAD_REQUESTS: Array<{
  name: string;
  status: number;
  message?: string | RegExp;
  headers?: Record<string, string>;
  body?: string | Buffer;
}> = [
  {
    name: 'truncated JSON',
    status: 400,
    message: 'Request body is not valid JSON',
    headers: json,
    body: '{"email": "a@test.local", ',
  },
  {
    name: 'not JSON at all',
    status: 400,
    message: 'Request body is not valid JSON',
    headers: json,
    body: 'email=a@test.local&password=x',
  },
  { name: 'an empty JSON body', status: 400, message: 'Request body is empty', headers: json, body: '' },
  { name: 'JSON null', status: 400, message: 'Request body must be a JSON object', headers: json, body: 'null' },
  {
    name: 'a JSON array',
    status: 400,
    message: 'Request body must be a JSON object',
    headers: json,
    body: '[{"email":"a@test.local"}]',
  },
  { name: 'a JSON string', status: 400, message: 'Request body must be a JSON object', headers: json, body: '"hello"' },
  { name: 'a JSON number', status: 400, message: 'Request body must be a JSON object', headers: json, body: '42' },
  { name: 'a prototype-pollution key', status: 400, headers: json, body: '{"__proto__":{"admin":true},"email":"a@test.local"}' },
  { name: 'a constructor.prototype key', status: 400, headers: json, body: '{"constructor":{"prototype":{"admin":true}}}' },
  {
    name: 'wrong types everywhere',
    status: 400,
    headers: json,
    body: JSON.stringify({ email: 42, password: ['x'], name: {}, currentPassword: true, newPassword: null }),
  },
  {
    name: 'a body over 1 MB',
    status: 413,
    message: 'Request body is too large',
    headers: json,
    body: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
  },
  {
    name: 'text/plain',
    status: 415,
    message: 'Unsupported content type',
    headers: { 'content-type': 'text/plain' },
    body: 'hello',
  },
  {
    name: 'a url-encoded form',
    status: 415,
    message: 'Unsupported content type',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=a&password=b',
  },
  {
    name: 'XML',
    status: 415,
    message: 'Unsupported content type',
    headers: { 'content-type': 'application/xml' },
    body: '<login/>',
  },
  {
    name: 'binary data',
    status: 415,
    message: 'Unsupported content type',
    headers: { 'content-type': 'application/octet-stream' },
    body: Buffer.from([0, 1, 2, 255]),
  },
  { name: 'JSON in another charset', status: 400, headers: { 'content-type': 'application/json; charset=utf-16' }, body: '{}' },
  { name: 'no body at all', status: 400, message: 'Request body must be a JSON object' },
];

function expectEnvelope(res: { statusCode: number; body: string; headers: Record<string, unknown> }, label: string) {
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  expect(String(res.headers['content-type']), label).toContain('application/json');
  const body = JSON.parse(res.body);
  expect(Object.keys(body).sort(), label).toEqual(['message', 'success']);
  expect(body.success, label).toBe(false);
  expect(typeof body.message, label).toBe('string');
  expect(body.message.length, label).toBeGreaterThan(0);
  // No stack trace, source path or internal error code leaks out.
  expect(res.body, label).not.toMatch(/\bat .+\(|node_modules|\/src\/|\.ts:\d|FST_|SQLITE|stack/i);
  return body as { success: false; message: string };
}

describe.each(DATABASES)('bad input to the sign-in API on %s', (database) => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await createTestApp({ database });
    ({ authorization } = await t.login());
  });
  afterAll(() => t.close());

  describe.each(ENDPOINTS)('$method $url', (endpoint) => {
    it.each(BAD_REQUESTS)('answers $name with $status', async (bad) => {
      const res = await t.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: { ...bad.headers, ...(endpoint.signedIn ? { authorization } : {}) },
        ...(bad.body !== undefined ? { payload: bad.body } : {}),
      });
      const label = `${endpoint.method} ${endpoint.url} with ${bad.name}`;
      expect(res.statusCode, `${label}: ${res.body}`).toBe(bad.status);
      const body = expectEnvelope(res, label);
      if (bad.message instanceof RegExp) expect(body.message, label).toMatch(bad.message);
      else if (bad.message) expect(body.message, label).toBe(bad.message);
    });

    it('names an unknown field next to valid ones', async () => {
      const res = await t.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: endpoint.signedIn ? { authorization } : {},
        payload: { ...endpoint.valid, isAdmin: true },
      });
      expect(res.statusCode).toBe(400);
      expect(expectEnvelope(res, endpoint.url).message).toBe('Unknown field: isAdmin');
    });

    it('answers over-long values with 400, not a database error', async () => {
      const long = 'x'.repeat(5000);
      const payload = Object.fromEntries(
        Object.keys(endpoint.valid).map((key) => [key, key.toLowerCase().includes('email') ? `${long}@test.local` : long]),
      );
      const res = await t.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: endpoint.signedIn ? { authorization } : {},
        payload,
      });
      expect(res.statusCode).toBe(400);
      expectEnvelope(res, endpoint.url);
    });

    it('answers a wrong HTTP method with a 404 envelope', async () => {
      const res = await t.inject({ method: 'PATCH', url: endpoint.url, headers: { authorization }, payload: endpoint.valid });
      expect(res.statusCode).toBe(404);
      expectEnvelope(res, endpoint.url);
    });
  });

  it('answers junk query strings and headers on GET /api/auth/me without a 500', async () => {
    for (const url of [
      '/api/auth/me?x=%E0%A4%A',
      '/api/auth/me?__proto__[admin]=1',
      '/api/auth/me/%',
      '/api/auth/me?a=' + 'b'.repeat(8000),
    ]) {
      const res = await t.inject({ method: 'GET', url, headers: { authorization } });
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode >= 400) expectEnvelope(res, url);
    }
    const res = await t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${'a'.repeat(20000)}` } });
    expect(res.statusCode).toBe(401);
    expectEnvelope(res, 'huge token');
  });
});
