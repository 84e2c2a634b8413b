import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

describe('API reference', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('documents every API route in an OpenAPI document and serves a browsable reference', async () => {
    t = await createTestApp();
    const doc = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const openapi = doc.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(openapi.openapi).toMatch(/^3\./);
    expect(t.app.routeCatalog.length).toBeGreaterThan(10);
    for (const route of t.app.routeCatalog) {
      const pathKey = route.url.replace(/:(\w+)/g, '{$1}');
      expect(openapi.paths[pathKey]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
    const page = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('first administrator', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('is created with a generated password when none is configured, and that password signs in', async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } });
    const first = t.app.firstAdmin!;
    expect(first.generated).toBe(true);
    expect(first.email).toBe('admin@example.com');
    expect(first.password.length).toBeGreaterThanOrEqual(12);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: first.email, password: first.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
  });

  it('is not created again when the database already has users', async () => {
    t = await createTestApp();
    expect(t.app.firstAdmin).toEqual({ email: 'admin@test.local', password: 'admin-password-1', generated: false });
    expect(await t.app.services.auth.ensureFirstAdmin('other@test.local', 'another-password')).toBeNull();
  });
});
