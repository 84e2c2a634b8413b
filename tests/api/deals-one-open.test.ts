import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALS_TEXT as T } from '../../src/shared/texts/deals.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { applicationOf, dealBody, rentableListing } from './deals-fixtures.ts';

/**
 * One open deal per apartment and per application, and a commission said outright (issue 46,
 * docs/decisions/087-one-open-deal-and-no-silent-commission.md), on each database.
 */
describe.each(DATABASES)('one open deal, and no silent $0 commission, on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
  });
  afterAll(async () => t?.close());

  const create = (body: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/admin/deals', headers: auth, payload: body });
  const patch = (id: number, body: Record<string, unknown>) =>
    t.inject({ method: 'PATCH', url: `/api/admin/deals/${id}`, headers: auth, payload: body });
  const count = async (listingId: number) =>
    Number(
      (
        await t.app.database.db
          .selectFrom('deals')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('listing_id', '=', listingId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a second deal for an apartment with one open is 409 naming the first; once it fell through another may start', async () => {
    const listingId = (await rentableListing(t)).id;
    const first = (await create(dealBody(listingId))).json().deal.id;
    const second = await create(dealBody(listingId, { tenants: [{ name: 'Other Renter', email: 'other@example.com' }] }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: T.openDealForListing(first) });
    // Lease signed is still open.
    expect((await patch(first, { stage: 'lease-signed' })).statusCode).toBe(200);
    expect((await create(dealBody(listingId))).statusCode).toBe(409);
    // Paid closes it: the apartment's next lease may be a deal.
    expect((await patch(first, { stage: 'paid' })).statusCode).toBe(200);
    const next = await create(dealBody(listingId, { leaseStart: '2027-03-01' }));
    expect(next.statusCode, next.body).toBe(201);
    const nextId = next.json().deal.id;
    expect(await count(listingId)).toBe(2);
    // Fell through, then another; taking the first up again is then refused, naming the open one.
    expect((await patch(nextId, { stage: 'fell-through', fellThroughReason: 'The renter found another place' })).statusCode).toBe(
      200,
    );
    const third = (await create(dealBody(listingId, { leaseStart: '2027-04-01' }))).json().deal.id;
    const again = await patch(nextId, { stage: 'pending' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: T.openDealForListing(third) });
    expect((await t.inject({ method: 'GET', url: `/api/admin/deals/${nextId}`, headers: auth })).json().deal.stage).toBe(
      'fell-through',
    );
  });

  it("a second deal from one application is 409 naming the first; the application's screen offers 'Open deal' instead", async () => {
    const listingId = (await rentableListing(t)).id;
    const approved = await applicationOf(t, listingId, 'approved');
    const { listingId: _l, tenants: _t, ...terms } = dealBody(listingId);
    const before = await t.inject({ method: 'GET', url: `/api/admin/applications/${approved}`, headers: auth });
    expect(before.json().application.openDealId).toBeNull();
    const first = await create({ ...terms, applicationId: approved });
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().deal.id;
    const second = await create({ ...terms, applicationId: approved });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: T.openDealForApplication(id) });
    const after = await t.inject({ method: 'GET', url: `/api/admin/applications/${approved}`, headers: auth });
    expect(after.json().application.openDealId).toBe(id);
    expect(await count(listingId)).toBe(1);
  });

  it('two presses at once make one deal: the other is 409', async () => {
    const listingId = (await rentableListing(t)).id;
    const answers = await Promise.all([create(dealBody(listingId)), create(dealBody(listingId)), create(dealBody(listingId))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await count(listingId)).toBe(1);
  });

  it('a deal needs a commission or noCommission: true; no silent $0', async () => {
    const listingId = (await rentableListing(t)).id;
    const refused = async (body: Record<string, unknown>, message: string) => {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    };
    const { commission: _c, ...noCommission } = dealBody(listingId);
    await refused(noCommission, T.commissionRequired);
    await refused({ ...noCommission, commission: 0 }, T.commissionRequired);
    await refused({ ...noCommission, commission: 100, noCommission: true }, T.noCommissionWithAmount);
    await refused({ ...noCommission, noCommission: 'yes' }, T.noCommissionInvalid);
    expect(await count(listingId)).toBe(0);

    const none = await create({ ...noCommission, noCommission: true });
    expect(none.statusCode, none.body).toBe(201);
    const id = none.json().deal.id;
    expect(none.json().deal.commission).toBe(0);
    // Changed later: an amount, then back to none only when said.
    expect((await patch(id, { commission: 2190.5 })).json().deal.commission).toBe(2190.5);
    const zero = await patch(id, { commission: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(T.commissionRequired);
    expect((await patch(id, { noCommission: true })).json().deal.commission).toBe(0);
    // Both spellings of the refusal are documented on the route.
    const docs = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = docs.paths['/api/admin/deals'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toContain('noCommission');
    expect(body.required ?? []).not.toContain('commission');
  });
});
