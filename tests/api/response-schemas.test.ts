import Fastify, { type InjectOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedSerializer } from '../../src/server/platform/plugins/checked-serializer.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { imagePart, jpeg, listingFields, multipart } from './listings-fixtures.ts';

/**
 * Every route of the OpenAPI document answers a real request, and each answer matches the schema its
 * route declares: the API tests' app checks every answer against it (checkResponses), so a mismatch
 * is a 500 here. Routes with a worked example below are called with it and must succeed; every route
 * is also called with nothing (no body, no token, a path id that names nothing) and must answer one of
 * the statuses it documents.
 */

type Operation = { responses?: Record<string, unknown> };
type Ids = { listing: number; tip: number; inquiry: number; subscriber: number; settings: unknown };
type Call = (request: InjectOptions) => Promise<{ json: () => any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Example = (ids: Ids, call: Call) => InjectOptions | Promise<InjectOptions>;

/** The id of what a successful create answered, e.g. `created(call, 'POST', '/api/tips', { … }, 'tip')`. */
async function created(call: Call, url: string, payload: unknown, key: string): Promise<number> {
  return (await call(json('POST', url, payload))).json()[key].id;
}

const json = (method: InjectOptions['method'], url: string, payload?: unknown): InjectOptions => ({
  method,
  url,
  payload: payload as never,
});

/** A request that succeeds for each route, in an order where the later ones find what the earlier made. */
const EXAMPLES: Array<[string, Example]> = [
  ['GET /api/health', () => json('GET', '/api/health')],
  ['GET /api/auth/me', () => json('GET', '/api/auth/me')],
  ['PUT /api/auth/profile', () => json('PUT', '/api/auth/profile', { name: 'Site Admin', email: 'admin@test.local' })],
  [
    'POST /api/auth/register',
    () =>
      json('POST', '/api/auth/register', {
        name: 'Agent One',
        email: 'agent1@test.local',
        password: 'agent-password-1',
        role: 'agent',
      }),
  ],
  ['GET /api/listings', () => json('GET', '/api/listings')],
  ['POST /api/listings', () => json('POST', '/api/listings', { ...listingFields(), fees: [] })],
  ['GET /api/listings/admin/all', () => json('GET', '/api/listings/admin/all?search=East')],
  ['GET /api/listings/admin/stats', () => json('GET', '/api/listings/admin/stats')],
  ['GET /api/listings/{id}', ({ listing }) => json('GET', `/api/listings/${listing}`)],
  [
    'POST /api/listings/{id}',
    async ({ listing }) => {
      const form = multipart({ price: '3700' }, [imagePart(await jpeg(800, 600))]);
      return { method: 'POST', url: `/api/listings/${listing}`, headers: form.headers, payload: form.payload };
    },
  ],
  ['PATCH /api/listings/{id}/status', ({ listing }) => json('PATCH', `/api/listings/${listing}/status`, { status: 'active' })],
  [
    'POST /api/listings/bulk/status',
    ({ listing }) => json('POST', '/api/listings/bulk/status', { ids: [listing], status: 'active' }),
  ],
  ['GET /api/buildings', () => json('GET', '/api/buildings')],
  ['POST /api/tips', () => json('POST', '/api/tips', { title: 'Bring references', content: 'Landlords ask for them.' })],
  ['GET /api/tips', () => json('GET', '/api/tips')],
  ['GET /api/admin/tips', () => json('GET', '/api/admin/tips')],
  ['GET /api/tips/{id}', ({ tip }) => json('GET', `/api/tips/${tip}`)],
  ['PUT /api/tips/{id}', ({ tip }) => json('PUT', `/api/tips/${tip}`, { title: 'Bring references', content: 'Two letters.' })],
  ['POST /api/subscribers', () => json('POST', '/api/subscribers', { email: 'reader@test.local', name: 'Reader' })],
  ['GET /api/subscribers', () => json('GET', '/api/subscribers')],
  ['POST /api/subscribers/export', ({ subscriber }) => json('POST', '/api/subscribers/export', { ids: [subscriber] })],
  [
    'POST /api/subscribers/bulk/status',
    ({ subscriber }) => json('POST', '/api/subscribers/bulk/status', { ids: [subscriber], status: 'active' }),
  ],
  ['GET /api/newsletter/digests', () => json('GET', '/api/newsletter/digests')],
  ['POST /api/newsletter/digest', () => json('POST', '/api/newsletter/digest')],
  [
    'POST /api/inquiries',
    ({ listing }) =>
      json('POST', '/api/inquiries', {
        name: 'Omar Renter',
        email: 'omar@test.local',
        message: 'Is it still free?',
        listingId: listing,
      }),
  ],
  ['GET /api/inquiries', () => json('GET', '/api/inquiries')],
  ['GET /api/inquiries/{id}', ({ inquiry }) => json('GET', `/api/inquiries/${inquiry}`)],
  ['PATCH /api/inquiries/{id}', ({ inquiry }) => json('PATCH', `/api/inquiries/${inquiry}`, { status: 'new' })],
  [
    'POST /api/inquiries/{id}/reply',
    ({ inquiry }) =>
      json('POST', `/api/inquiries/${inquiry}/reply`, {
        subject: 'Re: your inquiry',
        message: 'Yes, it is.',
        recipientEmail: 'omar@test.local',
      }),
  ],
  ['GET /api/inquiries/{id}/replies', ({ inquiry }) => json('GET', `/api/inquiries/${inquiry}/replies`)],
  [
    'POST /api/inquiries/bulk/status',
    ({ inquiry }) => json('POST', '/api/inquiries/bulk/status', { ids: [inquiry], status: 'responded' }),
  ],
  ['GET /api/settings', () => json('GET', '/api/settings')],
  ['PUT /api/settings', ({ settings }) => json('PUT', '/api/settings', settings)],
  [
    'POST /api/settings/photo',
    async () => {
      const form = multipart({}, [imagePart(await jpeg(600, 900))]);
      return { method: 'POST', url: '/api/settings/photo', headers: form.headers, payload: form.payload };
    },
  ],
  ['DELETE /api/settings/photo', () => json('DELETE', '/api/settings/photo')],
  ['POST /api/subscribers/unsubscribe', () => json('POST', '/api/subscribers/unsubscribe', { email: 'reader@test.local' })],
  ['DELETE /api/subscribers/{id}', ({ subscriber }) => json('DELETE', `/api/subscribers/${subscriber}`)],
  [
    'DELETE /api/subscribers/bulk/delete',
    async (_ids, call) =>
      json('DELETE', '/api/subscribers/bulk/delete', {
        ids: [await created(call, '/api/subscribers', { email: 'second@test.local' }, 'subscriber')],
      }),
  ],
  ['DELETE /api/inquiries/{id}', ({ inquiry }) => json('DELETE', `/api/inquiries/${inquiry}`)],
  [
    'DELETE /api/inquiries/bulk/delete',
    async (_ids, call) =>
      json('DELETE', '/api/inquiries/bulk/delete', {
        ids: [await created(call, '/api/inquiries', { name: 'Ana', email: 'ana@test.local', message: 'Hello' }, 'inquiry')],
      }),
  ],
  ['DELETE /api/tips/{id}', ({ tip }) => json('DELETE', `/api/tips/${tip}`)],
  ['DELETE /api/listings/{id}', ({ listing }) => json('DELETE', `/api/listings/${listing}`)],
  [
    'DELETE /api/listings/bulk/delete',
    async (_ids, call) =>
      json('DELETE', '/api/listings/bulk/delete', { ids: [await created(call, '/api/listings', listingFields(), 'listing')] }),
  ],
  [
    'PUT /api/auth/change-password',
    () =>
      json('PUT', '/api/auth/change-password', {
        currentPassword: 'admin-password-1',
        newPassword: 'admin-password-2',
      }),
  ],
];

/** Whether a route documents a status, by itself or by its class ('4XX'). */
const documents = (statuses: string[], status: number) =>
  statuses.some((documented) => documented === String(status) || documented.toUpperCase() === `${String(status)[0]}XX`);

/** The routes of the OpenAPI document as 'METHOD /path' with the statuses each documents. */
function documentedRoutes(t: TestApp): Map<string, string[]> {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const routes = new Map<string, string[]>();
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      routes.set(`${method.toUpperCase()} ${route}`, Object.keys(operation.responses ?? {}));
    }
  }
  return routes;
}

describe('the checked serializer', () => {
  it('turns an answer that does not match its declared schema into a 500', async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(checkedSerializer);
    app.get('/ok', { schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => ({ id: 1 }));
    app.get('/drifted', { schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => ({ id: '1' }) as never);
    const quiet = console.error;
    console.error = () => {};
    try {
      expect((await app.inject({ url: '/ok' })).json()).toEqual({ id: 1 });
      expect((await app.inject({ url: '/drifted' })).statusCode).toBe(500);
    } finally {
      console.error = quiet;
      await app.close();
    }
  });
});

describe.each(DATABASES)('every route answers its documented shape (%s)', (database) => {
  let t: TestApp;
  let routes: Map<string, string[]>;
  beforeAll(async () => {
    t = await createTestApp({ database });
    routes = documentedRoutes(t);
  });
  afterAll(() => t?.close());

  it('answers each worked example with a success that matches its schema', async () => {
    const auth = await t.login();
    const ids: Ids = { listing: 0, tip: 0, inquiry: 0, subscriber: 0, settings: null };
    const answered = new Set<string>();
    for (const [route, example] of EXAMPLES) {
      if (!routes.has(route)) throw new Error(`${route} is not in the OpenAPI document`);
      const call: Call = (request) => t.inject({ ...request, headers: { ...auth, ...request.headers } });
      const request = await example(ids, call);
      const res = await t.inject({ ...request, headers: { ...auth, ...request.headers } });
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
      expect(documents(routes.get(route)!, res.statusCode), `${route} answered ${res.statusCode}`).toBe(true);
      const body = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : null;
      if (route === 'POST /api/listings') ids.listing = body.listing.id;
      if (route === 'POST /api/tips') ids.tip = body.tip.id;
      if (route === 'POST /api/subscribers') ids.subscriber = body.subscriber.id;
      if (route === 'POST /api/inquiries') ids.inquiry = body.inquiry.id;
      if (route === 'GET /api/settings') ids.settings = body.settings;
      answered.add(route);
    }
    expect(ids.listing * ids.tip * ids.inquiry * ids.subscriber).toBeGreaterThan(0);
    expect(answered.size).toBe(EXAMPLES.length);
  });

  it('answers every route of the document, called with nothing, with a status it documents', async () => {
    const auth = await t.login({ email: 'admin@test.local', password: 'admin-password-2' }).catch(() => t.login());
    for (const [route, statuses] of routes) {
      const [method, template] = route.split(' ') as [InjectOptions['method'], string];
      const url = template.replace(/\{[^}]+\}/g, '2147483000');
      for (const headers of [{}, auth]) {
        const res = await t.inject({ method, url, headers });
        expect(res.statusCode, `${route}: ${res.body}`).not.toBe(500);
        expect(documents(statuses, res.statusCode), `${route} answered ${res.statusCode}`).toBe(true);
      }
    }
  });
});
