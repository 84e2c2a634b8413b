import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

// With the web app mounted (its catch-all serves every other path), as `npm start` runs it.
describe('unknown API paths and preflights', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ build: { web: 'build' } });
  });
  afterAll(() => t.close());

  const unknown = ['/api/no-such-endpoint', '/api/listings/1/nothing-here', '/api', '/api/tips/1/x?y=1'];
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    it(`answers ${method} on an unknown /api path with the JSON 404 envelope`, async () => {
      for (const url of unknown) {
        const res = await t.inject({ method, url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { a: 1 } }) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
        expect(res.json(), `${method} ${url}`).toEqual({ success: false, message: 'Route not found' });
      }
    });
  }

  it('still serves pages outside /api (a path that merely starts with "api" is a page)', async () => {
    const res = await t.inject({ method: 'GET', url: '/apiary' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves /favicon.ico (which a tab showing a PDF asks for) as the site\'s icon, not a 404 page', async () => {
    const res = await t.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // An ICO directory of one image, a PNG.
    expect([...res.rawPayload.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(res.rawPayload.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
  });

  it('answers a cross-origin preflight with 204 and the allowed methods, no CORS grant and nothing in the error log', async () => {
    const errors = vi.spyOn(console, 'error');
    const res = await t.inject({
      method: 'OPTIONS',
      url: '/api/listings',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();

    const one = await t.inject({ method: 'OPTIONS', url: '/api/listings/12' });
    expect(one.statusCode).toBe(204);
    expect(one.headers.allow?.split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST']);

    const page = await t.inject({ method: 'OPTIONS', url: '/property/1' });
    expect(page.statusCode).toBe(204);

    const nowhere = await t.inject({ method: 'OPTIONS', url: '/api/no-such-endpoint' });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toEqual({ success: false, message: 'Route not found' });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
