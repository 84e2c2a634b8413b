import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryDto } from '../../src/shared/inquiries.schema.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';

/** GET /api/listings/admin/stats also carries the dashboard's inquiry and subscriber figures. */
describe.each(DATABASES)('dashboard figures on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
  });
  afterAll(() => t.close());

  const stats = async () => {
    const res = await t.inject({ method: 'GET', url: '/api/listings/admin/stats', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      totalInquiries: number;
      newInquiries: number;
      totalSubscribers: number;
      recentInquiries: InquiryDto[];
      stats: { total: number };
    };
  };
  const inquire = async (name: string) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name, email: `${name.toLowerCase()}@example.com`, message: `Hello from ${name}`, inquiryType: 'general' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { inquiry: InquiryDto }).inquiry;
  };

  it('is zero with nothing on file, and still needs a token', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/listings/admin/stats' })).statusCode).toBe(401);
    const body = await stats();
    expect(body).toMatchObject({ totalInquiries: 0, newInquiries: 0, totalSubscribers: 0, recentInquiries: [] });
    expect(body.stats.total).toBe(0);
  });

  it('counts inquiries, the new ones, active subscribers, and lists the 4 newest inquiries', async () => {
    const sent = [];
    for (const name of ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay']) sent.push(await inquire(name));
    const [a, b] = sent;
    const patch = await t.inject({
      method: 'PATCH',
      url: `/api/inquiries/${a!.id}`,
      headers: auth,
      payload: { status: 'responded' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await t.inject({ method: 'PATCH', url: `/api/inquiries/${b!.id}`, headers: auth, payload: { status: 'closed' } });

    const added = [];
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      const res = await t.inject({ method: 'POST', url: '/api/subscribers', payload: { email } });
      expect(res.statusCode).toBe(201);
      added.push(res.json().subscriber as { id: number; email: string });
    }
    const { newsletter } = t.app.services;
    expect(await newsletter.unsubscribe(newsletter.tokenFor(added[1]))).toMatchObject({ status: 'unsubscribed' });

    const body = await stats();
    expect(body.totalInquiries).toBe(6);
    expect(body.newInquiries).toBe(4);
    expect(body.totalSubscribers).toBe(2);
    expect(body.recentInquiries.map((i) => i.name)).toEqual(['Fay', 'Eve', 'Dan', 'Cat']);
    expect(body.recentInquiries[0]).toMatchObject({ status: 'new', listing_address: null, replyCount: 0 });
  });
});
