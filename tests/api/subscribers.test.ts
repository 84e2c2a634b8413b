import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriberDto } from '../../src/shared/subscribers.schema.ts';
import { SUBSCRIBERS_TEXT as T } from '../../src/shared/texts/subscribers.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { outboxMails } from '../support/mail.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(DATABASES)('subscribers API on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
  });
  afterAll(() => t.close());

  const subscribe = async (payload: Record<string, unknown>) => {
    const res = await t.inject({ method: 'POST', url: '/api/subscribers', payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().subscriber as SubscriberDto;
  };
  const list = async (query: Record<string, string> = {}) => {
    const res = await t.inject({ method: 'GET', url: '/api/subscribers', headers: auth, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { success: true; subscribers: SubscriberDto[]; totalSubscribers: number; totalPages: number };
  };
  const clear = async () => {
    const { subscribers } = await list();
    if (subscribers.length === 0) return;
    const res = await t.inject({
      method: 'DELETE',
      url: '/api/subscribers/bulk/delete',
      headers: auth,
      payload: { ids: subscribers.map((s) => s.id) },
    });
    expect(res.statusCode).toBe(200);
  };

  it('subscribes a visitor: 201 with the message and the exact subscriber JSON', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/subscribers',
      payload: { email: '  Reader@Example.COM ', name: '  Ann Reader ' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Thank you for subscribing!' });
    expect(Object.keys(body.subscriber).sort()).toEqual([
      'createdAt',
      'created_at',
      'email',
      'id',
      'name',
      'newsletter',
      'savedSearches',
      'status',
      'subscribedAt',
    ]);
    expect(body.subscriber).toMatchObject({
      email: 'reader@example.com',
      name: 'Ann Reader',
      status: 'active',
      newsletter: true,
      savedSearches: [],
    });
    expect(typeof body.subscriber.id).toBe('number');
    expect(body.subscriber.created_at).toMatch(ISO);
    expect(body.subscriber.createdAt).toBe(body.subscriber.created_at);
    expect(body.subscriber.subscribedAt).toBe(body.subscriber.created_at);

    const noName = await subscribe({ email: 'plain@example.com' });
    expect(noName.name).toBeNull();
  });

  it('drops a subscription whose honeypot field is filled: 201 as if it were stored, nothing stored, no welcome e-mail', async () => {
    const outbox = async () =>
      Number(
        (
          await t.app.database.db
            .selectFrom('mail_outbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await outbox();
    const res = await t.inject({
      method: 'POST',
      url: '/api/subscribers',
      payload: { email: 'bot@spam.example', website: 'https://spam.example' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: T.subscribed,
      subscriber: { email: 'bot@spam.example', status: 'active' },
    });
    expect((await list({ search: 'spam.example' })).totalSubscribers).toBe(0);
    expect(await outbox()).toBe(before);
    // An empty honeypot is a person.
    await subscribe({ email: 'person@spam.example', website: '' });
    expect((await list({ search: 'spam.example' })).totalSubscribers).toBe(1);
  });

  it("answers 409 'Email already subscribed' for an address already on the list (any case)", async () => {
    const res = await t.inject({ method: 'POST', url: '/api/subscribers', payload: { email: 'READER@example.com' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Email already subscribed' });
  });

  it('validates the subscription: email required and valid, name a short text', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, T.emailRequired],
      [{ email: '' }, T.emailRequired],
      [{ email: '   ' }, T.emailRequired],
      [{ email: 42 }, T.emailRequired],
      [{ email: 'not-an-email' }, T.emailInvalid],
      [{ email: 'a@b' }, T.emailInvalid],
      [{ email: 'ok@example.com', name: 'x'.repeat(101) }, T.nameTooLong],
      [{ email: 'ok@example.com', name: { first: 'A' } }, T.nameTooLong],
    ];
    for (const [payload, message] of cases) {
      const res = await t.inject({ method: 'POST', url: '/api/subscribers', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ success: false, message });
    }
    const raw = await t.inject({
      method: 'POST',
      url: '/api/subscribers',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().success).toBe(false);
    const list = await t.inject({ method: 'POST', url: '/api/subscribers', payload: [1, 2] as unknown as object });
    expect(list.statusCode).toBe(400);
  });

  it('unsubscribe by address answers every address alike, names nobody, and e-mails the subscriber their own link', async () => {
    const unsubscribe = (email: string) => t.inject({ method: 'POST', url: '/api/subscribers/unsubscribe', payload: { email } });
    const known = await unsubscribe('Plain@Example.com');
    const unknown = await unsubscribe('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.rawPayload.equals(unknown.rawPayload)).toBe(true);
    expect(known.json()).toEqual({ success: true, message: T.unsubscribeLinkSent });
    // Nobody was unsubscribed by it: only the link sent to the address does that.
    const { subscribers } = await list({ search: 'plain@example.com' });
    expect(subscribers.map((s) => s.status)).toEqual(['active']);
    const links = await outboxMails(t, { kind: 'unsubscribe-link' });
    expect(links.map((l) => l.recipient)).toEqual(['plain@example.com']);
    expect(links[0].text).toMatch(/\/unsubscribe\?token=/);
    // Asking again the same day sends nothing more (one link a day to an address).
    expect((await unsubscribe('plain@example.com')).rawPayload.equals(unknown.rawPayload)).toBe(true);
    const again = await t.app.database.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'unsubscribe-link').execute();
    expect(again).toHaveLength(1);

    const bad = await unsubscribe('nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: T.emailInvalid });
  });

  it('lists for signed-in staff: newest first by default, totals, paging, search over email and name, status, sort', async () => {
    await clear();
    const made: SubscriberDto[] = [];
    const people = [
      ['zoe@alpha.com', 'Zoe Park'],
      ['adam@beta.com', 'Adam Smith'],
      ['mia@gamma.com', 'Mia 100%_Real'],
      ['bob@delta.com', null],
      ['carol@alpha.com', 'Carol Jones'],
    ] as const;
    for (const [email, name] of people) {
      made.push(await subscribe(name ? { email, name } : { email }));
      await new Promise((r) => setTimeout(r, 5));
    }

    const all = await list();
    expect(all).toMatchObject({ success: true, totalSubscribers: 5, totalPages: 1 });
    expect(all.subscribers.map((s) => s.email)).toEqual([...made].reverse().map((s) => s.email));
    expect(all.subscribers[0]).toEqual(made[4]);

    const page1 = await list({ limit: '2', page: '1' });
    const page3 = await list({ limit: '2', page: '3' });
    expect(page1).toMatchObject({ totalSubscribers: 5, totalPages: 3 });
    expect(page1.subscribers.map((s) => s.email)).toEqual(['carol@alpha.com', 'bob@delta.com']);
    expect(page3.subscribers.map((s) => s.email)).toEqual(['zoe@alpha.com']);
    expect((await list({ limit: '2', page: '9' })).subscribers).toEqual([]);

    expect((await list({ search: 'ALPHA' })).subscribers.map((s) => s.email).sort()).toEqual([
      'carol@alpha.com',
      'zoe@alpha.com',
    ]);
    const byName = await list({ search: 'smith' });
    expect(byName.subscribers.map((s) => s.email)).toEqual(['adam@beta.com']);
    expect(byName.totalSubscribers).toBe(1);
    expect((await list({ search: '100%_' })).subscribers.map((s) => s.email)).toEqual(['mia@gamma.com']);
    expect((await list({ search: '%' })).totalSubscribers).toBe(1);
    expect((await list({ search: 'nothing-like-this' })).totalSubscribers).toBe(0);

    const sortedAsc = await list({ sort: 'email', order: 'asc' });
    expect(sortedAsc.subscribers.map((s) => s.email)).toEqual([
      'adam@beta.com',
      'bob@delta.com',
      'carol@alpha.com',
      'mia@gamma.com',
      'zoe@alpha.com',
    ]);
    const sortedDesc = await list({ sort: 'email', order: 'desc' });
    expect(sortedDesc.subscribers.map((s) => s.email)).toEqual(sortedAsc.subscribers.map((s) => s.email).reverse());
    const oldest = await list({ sort: 'subscribedAt', order: 'asc' });
    expect(oldest.subscribers.map((s) => s.email)).toEqual(made.map((s) => s.email));

    const bulk = await t.inject({
      method: 'POST',
      url: '/api/subscribers/bulk/status',
      headers: auth,
      payload: { ids: [made[0]!.id, made[1]!.id], status: 'unsubscribed' },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toMatchObject({ success: true, count: 2 });
    const unsub = await list({ status: 'unsubscribed' });
    expect(unsub.subscribers.map((s) => s.email).sort()).toEqual(['adam@beta.com', 'zoe@alpha.com']);
    expect((await list({ status: 'active' })).totalSubscribers).toBe(3);
    expect((await list({ status: 'all' })).totalSubscribers).toBe(5);
    const byStatus = await list({ sort: 'status', order: 'desc' });
    expect(byStatus.subscribers.slice(0, 2).every((s) => s.status === 'unsubscribed')).toBe(true);

    const back = await t.inject({
      method: 'POST',
      url: '/api/subscribers/bulk/status',
      headers: auth,
      payload: { ids: [made[0]!.id], status: 'active' },
    });
    expect(back.json()).toMatchObject({ success: true, count: 1 });
    expect((await list({ status: 'unsubscribed' })).subscribers.map((s) => s.email)).toEqual(['adam@beta.com']);
  });

  it('deletes one subscriber, then several', async () => {
    const { subscribers } = await list();
    const [first, ...rest] = subscribers;
    const res = await t.inject({ method: 'DELETE', url: `/api/subscribers/${first!.id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Subscriber deleted successfully' });
    const again = await t.inject({ method: 'DELETE', url: `/api/subscribers/${first!.id}`, headers: auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: T.subscriberNotFound });

    const ids = rest.slice(0, 3).map((s) => s.id);
    const bulk = await t.inject({
      method: 'DELETE',
      url: '/api/subscribers/bulk/delete',
      headers: auth,
      payload: { ids: [...ids, ids[0], 999_999] },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({ success: true, message: '3 subscribers deleted successfully', count: 3 });
    const left = await list();
    expect(left.totalSubscribers).toBe(subscribers.length - 4);
    expect(left.subscribers.some((s) => ids.includes(s.id))).toBe(false);
  });

  it('answers 401 to the staff endpoints without a valid token; subscribe and unsubscribe stay public', async () => {
    const calls = [
      { method: 'GET', url: '/api/subscribers' },
      { method: 'DELETE', url: '/api/subscribers/1' },
      { method: 'DELETE', url: '/api/subscribers/bulk/delete', payload: { ids: [1] } },
      { method: 'POST', url: '/api/subscribers/bulk/status', payload: { ids: [1], status: 'active' } },
    ] as const;
    for (const call of calls) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
        const res = await t.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json().success).toBe(false);
      }
    }
    const count = (await list()).totalSubscribers;
    expect(count).toBeGreaterThan(0);
  });

  it('answers bad input with a 4xx envelope, never a 500', async () => {
    const bad: Array<{
      method: 'GET' | 'POST' | 'DELETE';
      url: string;
      payload?: unknown;
      query?: Record<string, string>;
      message?: string;
    }> = [
      { method: 'GET', url: '/api/subscribers', query: { limit: '101' }, message: T.limitInvalid },
      { method: 'GET', url: '/api/subscribers', query: { limit: '0' }, message: T.limitInvalid },
      { method: 'GET', url: '/api/subscribers', query: { page: '-1' }, message: T.pageInvalid },
      { method: 'GET', url: '/api/subscribers', query: { page: 'abc' }, message: T.pageInvalid },
      { method: 'GET', url: '/api/subscribers', query: { sort: 'password' }, message: T.sortInvalid },
      { method: 'GET', url: '/api/subscribers', query: { order: 'sideways' }, message: T.orderInvalid },
      { method: 'GET', url: '/api/subscribers', query: { status: 'deleted' }, message: T.statusFilterInvalid },
      { method: 'GET', url: '/api/subscribers', query: { search: 'x'.repeat(201) }, message: T.searchTooLong },
      { method: 'DELETE', url: '/api/subscribers/abc', message: T.invalidId },
      { method: 'DELETE', url: '/api/subscribers/0', message: T.invalidId },
      { method: 'DELETE', url: '/api/subscribers/99999999999', message: T.invalidId },
      { method: 'DELETE', url: '/api/subscribers/bulk/delete', payload: {}, message: T.idsRequired },
      { method: 'DELETE', url: '/api/subscribers/bulk/delete', payload: { ids: [] }, message: T.idsRequired },
      { method: 'DELETE', url: '/api/subscribers/bulk/delete', payload: { ids: ['x'] }, message: T.idsRequired },
      { method: 'DELETE', url: '/api/subscribers/bulk/delete', payload: { ids: 'all' }, message: T.idsRequired },
      { method: 'DELETE', url: '/api/subscribers/bulk/delete', payload: { ids: [-3] }, message: T.idsRequired },
      {
        method: 'DELETE',
        url: '/api/subscribers/bulk/delete',
        payload: { ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
        message: T.idsTooMany,
      },
      { method: 'POST', url: '/api/subscribers/bulk/status', payload: { ids: [1], status: 'deleted' }, message: T.statusInvalid },
      { method: 'POST', url: '/api/subscribers/bulk/status', payload: { ids: [1] }, message: T.statusInvalid },
      { method: 'POST', url: '/api/subscribers/bulk/status', payload: { status: 'active' }, message: T.idsRequired },
      { method: 'POST', url: '/api/subscribers/bulk/status', payload: 'ids=1' },
      { method: 'POST', url: '/api/subscribers/unsubscribe', payload: {}, message: T.emailRequired },
    ];
    for (const call of bad) {
      const res = await t.inject({
        method: call.method,
        url: call.url,
        headers: auth,
        ...(call.query ? { query: call.query } : {}),
        ...(call.payload === undefined ? {} : { payload: call.payload as object }),
      });
      const label = `${call.method} ${call.url} ${JSON.stringify(call.query ?? call.payload ?? '')}`;
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      expect(res.json().success, label).toBe(false);
      if (call.message) expect(res.json().message, label).toBe(call.message);
    }
  });
});
