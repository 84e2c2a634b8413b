import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIPS_TEXT as T } from '../../src/shared/texts/tips.ts';
import type { TipDto } from '../../src/shared/tips.schema.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(DATABASES)('tips API on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
  });
  afterAll(() => t.close());

  const create = async (payload: Record<string, unknown>) => {
    const res = await t.inject({ method: 'POST', url: '/api/tips', headers: auth, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().tip as TipDto;
  };
  const publicTips = async () => (await t.inject({ method: 'GET', url: '/api/tips' })).json().tips as TipDto[];
  const adminTips = async (search?: string) =>
    (
      await t.inject({
        method: 'GET',
        url: '/api/admin/tips',
        headers: auth,
        ...(search === undefined ? {} : { query: { search } }),
      })
    ).json().tips as TipDto[];

  it('starts empty: GET /api/tips answers success with no tips', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/tips' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, tips: [] });
  });

  it('creates a tip (active by default) with the exact JSON shape', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/tips',
      headers: auth,
      payload: { title: '  Check the lease  ', content: 'Read every clause.' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(T.created);
    expect(Object.keys(body.tip).sort()).toEqual(['content', 'created_at', 'id', 'is_active', 'title', 'updated_at']);
    expect(body.tip).toMatchObject({ title: 'Check the lease', content: 'Read every clause.', is_active: true });
    expect(typeof body.tip.id).toBe('number');
    expect(body.tip.created_at).toMatch(ISO);
    expect(body.tip.updated_at).toBe(body.tip.created_at);
  });

  it('shows only active tips to visitors, in the order they were added; staff see all', async () => {
    const hidden = await create({ title: 'Hidden draft', content: 'Not ready yet', is_active: false });
    expect(hidden.is_active).toBe(false);
    const second = await create({ title: 'Measure the rooms', content: 'Bring a TAPE measure.', is_active: 'true' });
    const visible = await publicTips();
    expect(visible.map((tip) => tip.title)).toEqual(['Check the lease', 'Measure the rooms']);
    expect(visible.every((tip) => tip.is_active === true)).toBe(true);
    expect((await adminTips()).map((tip) => tip.title)).toEqual(['Check the lease', 'Hidden draft', 'Measure the rooms']);

    // One tip: inactive ones are 404 for visitors, found with a token.
    const anon = await t.inject({ method: 'GET', url: `/api/tips/${hidden.id}` });
    expect(anon.statusCode).toBe(404);
    expect(anon.json()).toEqual({ success: false, message: T.tipNotFound });
    const staff = await t.inject({ method: 'GET', url: `/api/tips/${hidden.id}`, headers: auth });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual({ success: true, tip: hidden });
    const open = await t.inject({ method: 'GET', url: `/api/tips/${second.id}` });
    expect(open.json()).toEqual({ success: true, tip: second });
  });

  it('searches title and content, ignoring case', async () => {
    expect((await adminTips('tape')).map((tip) => tip.title)).toEqual(['Measure the rooms']);
    expect((await adminTips('LEASE')).map((tip) => tip.title)).toEqual(['Check the lease']);
    expect((await adminTips('draft')).map((tip) => tip.title)).toEqual(['Hidden draft']);
    expect(await adminTips('no such words')).toEqual([]);
    expect(await adminTips('%')).toEqual([]);
    expect(await adminTips('_')).toEqual([]);
    expect(await adminTips('   ')).toHaveLength(3);
  });

  it('updates a tip: title, content and is_active, with the updated time moved on', async () => {
    const tip = await create({ title: 'Old', content: 'Old content' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await t.inject({
      method: 'PUT',
      url: `/api/tips/${tip.id}`,
      headers: auth,
      payload: { title: 'New', content: 'New content', is_active: false },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: T.updated });
    expect(body.tip).toMatchObject({
      id: tip.id,
      title: 'New',
      content: 'New content',
      is_active: false,
      created_at: tip.created_at,
    });
    expect(body.tip.updated_at > tip.updated_at).toBe(true);
    expect((await publicTips()).some((x) => x.id === tip.id)).toBe(false);

    // is_active not sent: unchanged.
    const again = await t.inject({
      method: 'PUT',
      url: `/api/tips/${tip.id}`,
      headers: auth,
      payload: { title: 'Newer', content: 'Newer content' },
    });
    expect(again.json().tip).toMatchObject({ title: 'Newer', is_active: false });
    const on = await t.inject({
      method: 'PUT',
      url: `/api/tips/${tip.id}`,
      headers: auth,
      payload: { title: 'Newer', content: 'Newer content', is_active: 1 },
    });
    expect(on.json().tip.is_active).toBe(true);
    expect((await publicTips()).some((x) => x.id === tip.id)).toBe(true);
  });

  it('deletes a tip; a second delete is 404', async () => {
    const tip = await create({ title: 'To delete', content: 'Bye' });
    const res = await t.inject({ method: 'DELETE', url: `/api/tips/${tip.id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: T.deleted });
    const again = await t.inject({ method: 'DELETE', url: `/api/tips/${tip.id}`, headers: auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: T.tipNotFound });
    expect((await adminTips()).some((x) => x.id === tip.id)).toBe(false);
  });

  it('requires title and content, with the spec messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ content: 'x' }, T.titleRequired],
      [{ title: '', content: 'x' }, T.titleRequired],
      [{ title: '   ', content: 'x' }, T.titleRequired],
      [{ title: 'x' }, T.contentRequired],
      [{ title: 'x', content: '  \n ' }, T.contentRequired],
      [{}, T.titleRequired],
    ];
    for (const [payload, message] of cases) {
      for (const method of ['POST', 'PUT'] as const) {
        const tip = method === 'PUT' ? (await adminTips())[0] : undefined;
        const res = await t.inject({ method, url: tip ? `/api/tips/${tip.id}` : '/api/tips', headers: auth, payload });
        expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.json()).toEqual({ success: false, message });
      }
    }
  });

  it('answers bad input with a 4xx envelope, never a 500', async () => {
    const requests: Array<{
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: unknown;
      status: number;
      message?: string;
    }> = [
      { method: 'POST', url: '/api/tips', payload: { title: 42, content: 'x' }, status: 400, message: T.titleRequired },
      { method: 'POST', url: '/api/tips', payload: { title: 'x', content: ['a'] }, status: 400, message: T.contentRequired },
      {
        method: 'POST',
        url: '/api/tips',
        payload: { title: 'x', content: 'y', is_active: 'maybe' },
        status: 400,
        message: T.isActiveInvalid,
      },
      {
        method: 'POST',
        url: '/api/tips',
        payload: { title: 'x', content: 'y', is_active: {} },
        status: 400,
        message: T.isActiveInvalid,
      },
      {
        method: 'POST',
        url: '/api/tips',
        payload: { title: 'x'.repeat(201), content: 'y' },
        status: 400,
        message: T.tooLong('Title', 200),
      },
      { method: 'POST', url: '/api/tips', payload: [1, 2], status: 400 },
      { method: 'POST', url: '/api/tips', payload: 'null', status: 400 },
      { method: 'GET', url: '/api/tips/abc', status: 400, message: T.invalidId },
      { method: 'GET', url: '/api/tips/0', status: 400, message: T.invalidId },
      { method: 'GET', url: '/api/tips/-1', status: 400, message: T.invalidId },
      { method: 'GET', url: '/api/tips/99999999999', status: 400, message: T.invalidId },
      { method: 'GET', url: '/api/tips/1.5', status: 400, message: T.invalidId },
      { method: 'GET', url: '/api/tips/999999', status: 404, message: T.tipNotFound },
      { method: 'PUT', url: '/api/tips/abc', payload: { title: 'x', content: 'y' }, status: 400, message: T.invalidId },
      { method: 'PUT', url: '/api/tips/999999', payload: { title: 'x', content: 'y' }, status: 404, message: T.tipNotFound },
      { method: 'DELETE', url: '/api/tips/abc', status: 400, message: T.invalidId },
      { method: 'DELETE', url: '/api/tips/999999', status: 404, message: T.tipNotFound },
      { method: 'GET', url: `/api/admin/tips?search=${'a'.repeat(201)}`, status: 400, message: T.searchTooLong },
      { method: 'GET', url: '/api/admin/tips?search=a&search=b', status: 400, message: T.searchTooLong },
    ];
    for (const r of requests) {
      const res = await t.inject({
        method: r.method,
        url: r.url,
        headers: { ...auth, ...(typeof r.payload === 'string' ? { 'content-type': 'application/json' } : {}) },
        ...(r.payload === undefined ? {} : { payload: r.payload as never }),
      });
      expect(res.statusCode, `${r.method} ${r.url} ${JSON.stringify(r.payload)}`).toBe(r.status);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(typeof body.message).toBe('string');
      if (r.message) expect(body.message).toBe(r.message);
    }
    // Not JSON at all.
    const junk = await t.inject({
      method: 'POST',
      url: '/api/tips',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().success).toBe(false);
  });

  it('refuses writes and the admin list without a token (401), and keeps the data unchanged', async () => {
    const before = await adminTips();
    const tip = before[0]!;
    const calls = [
      { method: 'GET' as const, url: '/api/admin/tips' },
      { method: 'POST' as const, url: '/api/tips', payload: { title: 'x', content: 'y' } },
      { method: 'PUT' as const, url: `/api/tips/${tip.id}`, payload: { title: 'x', content: 'y' } },
      { method: 'DELETE' as const, url: `/api/tips/${tip.id}` },
    ];
    for (const call of calls) {
      for (const headers of [{}, { authorization: 'Bearer not.a.jwt' }]) {
        const res = await t.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json()).toEqual({ success: false, message: 'Authentication required' });
      }
    }
    expect(await adminTips()).toEqual(before);
  });

  it('moves the tips data version on every write, and not on reads', async () => {
    const tips = t.app.services.tips;
    const v0 = await tips.dataVersion();
    await publicTips();
    await adminTips('x');
    expect(await tips.dataVersion()).toBe(v0);
    const tip = await create({ title: 'Versioned', content: 'c' });
    const v1 = await tips.dataVersion();
    expect(v1).toBeGreaterThan(v0);
    await t.inject({ method: 'PUT', url: `/api/tips/${tip.id}`, headers: auth, payload: { title: 'V', content: 'c' } });
    const v2 = await tips.dataVersion();
    expect(v2).toBeGreaterThan(v1);
    await t.inject({ method: 'DELETE', url: `/api/tips/${tip.id}`, headers: auth });
    expect(await tips.dataVersion()).toBeGreaterThan(v2);
    // The listings version is separate.
    const listingsVersion = await t.app.services.listings.dataVersion();
    await create({ title: 'Another', content: 'c' });
    expect(await t.app.services.listings.dataVersion()).toBe(listingsVersion);
  });
});
