import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALS_TEXT as T } from '../../src/shared/texts/deals.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { applicationOf, dealBody, outsideDealBody, rentableListing, TENANT_PAID } from './deals-fixtures.ts';

/**
 * The deal's API (issue 35, docs/decisions/061 and 062) on each database: every call, every rule
 * answered 400 in words, money in dollars kept in integer cents, and the staff-only routes.
 */
describe.each(DATABASES)('deals API on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  let listingId: number;

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
    listingId = (await rentableListing(t)).id;
  });
  afterAll(async () => t?.close());

  /** A listing of its own: an apartment has one open deal at a time (docs/decisions/087). */
  const fresh = async () => (await rentableListing(t)).id;
  const create = (body: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/admin/deals', headers: auth, payload: body });
  const patch = (id: number, body: Record<string, unknown>) =>
    t.inject({ method: 'PATCH', url: `/api/admin/deals/${id}`, headers: auth, payload: body });
  const refused = async (res: { statusCode: number; json: () => { success: boolean; message: string } }, message: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  };

  it('POST makes a deal by hand (201): dollars in JSON, integer cents in the database, the lease end computed', async () => {
    const res = await create(dealBody(listingId));
    expect(res.statusCode, res.body).toBe(201);
    const { deal } = res.json();
    expect(deal).toMatchObject({
      listingId,
      listing: { id: listingId, status: 'active', rentedOn: null },
      listingAddress: '145 East 29th Street, New York, NY 10016',
      listingApartment: '4B',
      applicationId: null,
      tenants: [{ name: 'Rita Moreno', email: 'rita@example.com' }],
      leaseStart: '2026-03-01',
      termMonths: 12,
      leaseEnd: '2027-02-28',
      rent: 3650,
      deposit: 3650,
      fee: 5475.5,
      feePaidBy: 'landlord',
      tenantAgreementOn: null,
      commission: 5475.5,
      coBrokeSplit: 50,
      expectedPayOn: '2026-03-15',
      stage: 'pending',
      fellThroughReason: null,
      disclosureRequired: false,
      disclosures: [],
      canRelist: false,
    });
    const row = await t.app.database.db.selectFrom('deals').selectAll().where('id', '=', deal.id).executeTakeFirstOrThrow();
    expect([Number(row.rent_cents), Number(row.fee_cents), Number(row.commission_cents)]).toEqual([365000, 547550, 547550]);
  });

  it('refuses each rule with its words: deposit over a month (GOL §7-108), a tenant fee on the own listing or without the agreement (FARE Act), a lease ending before it starts', async () => {
    await refused(await create(dealBody(listingId, { deposit: 3650.01 })), T.depositOverRent);
    await refused(await create(dealBody(listingId, { feePaidBy: 'tenant' })), T.tenantFeeOnOwnListing);
    await refused(await create(dealBody(listingId, TENANT_PAID)), T.tenantFeeOnOwnListing);
    await refused(await create(outsideDealBody({ feePaidBy: 'tenant' })), T.tenantFeeNeedsAgreement);
    await refused(await create(dealBody(listingId, { termMonths: 0 })), T.leaseEndBeforeStart);
    await refused(await create(dealBody(listingId, { termMonths: -3 })), T.leaseEndBeforeStart);
    const ok = await create(outsideDealBody(TENANT_PAID));
    expect(ok.statusCode, ok.body).toBe(201);
    // The same rules on a change, read against the deal as it would become.
    const id = ok.json().deal.id;
    await refused(await patch(id, { tenantAgreementOn: null }), T.tenantFeeNeedsAgreement);
    await refused(await patch(id, { rent: 3000 }), T.depositOverRent);
    expect((await patch(id, { rent: 3000, deposit: 3000 })).json().deal).toMatchObject({ rent: 3000, deposit: 3000 });
    expect((await patch(id, { fee: 0 })).json().deal.disclosureRequired).toBe(false);
  });

  it('refuses bad input with 400 and a message, never a 500: unknown fields, wrong types, bad days, cents below a cent, too many tenants', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [dealBody(listingId, { surprise: 1 }), 'surprise'],
      [dealBody(listingId, { rent: 'a lot' }), T.amountInvalid('rent')],
      [dealBody(listingId, { rent: 0 }), T.rentRequired],
      [dealBody(listingId, { fee: 10.005 }), T.amountInvalid('fee')],
      [dealBody(listingId, { deposit: -1 }), T.amountInvalid('deposit')],
      [dealBody(listingId, { leaseStart: '2026-02-30' }), T.dayInvalid('leaseStart')],
      [dealBody(listingId, { leaseStart: 20260301 }), T.dayInvalid('leaseStart')],
      [dealBody(listingId, { termMonths: 1.5 }), T.termInvalid],
      [dealBody(listingId, { feePaidBy: 'nobody' }), T.feePaidByInvalid],
      [dealBody(listingId, { coBrokeSplit: 101 }), T.splitInvalid],
      [dealBody(listingId, { tenants: [] }), T.tenantsRequired],
      [dealBody(listingId, { tenants: [{ name: 'A', email: 'not-an-address' }] }), T.tenantEmailInvalid],
      [dealBody(listingId, { tenants: [{ name: 'A', email: 'a@example.com', phone: '1' }] }), 'phone'],
      [
        dealBody(listingId, { tenants: Array.from({ length: 7 }, (_, i) => ({ name: `T${i}`, email: `t${i}@example.com` })) }),
        T.tenantsRequired,
      ],
      [
        dealBody(listingId, {
          tenants: [
            { name: 'A', email: 'a@example.com' },
            { name: 'B', email: 'A@example.com' },
          ],
        }),
        T.tenantsRepeated,
      ],
      [dealBody(listingId, { notes: 'x'.repeat(5001) }), T.notesTooLong],
      [dealBody(listingId, { listingId: 'x' }), T.listingIdInvalid],
      [dealBody(listingId, { stage: 'paid' }), 'stage'],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const { listingId: _drop, ...noListing } = dealBody(listingId);
    await refused(await create(noListing), T.listingRequired);
    expect((await create(dealBody(999_999))).statusCode).toBe(404);
    const notJson = await t.inject({
      method: 'POST',
      url: '/api/admin/deals',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"rent":',
    });
    expect(notJson.statusCode).toBe(400);
    for (const url of ['/api/admin/deals/abc', '/api/admin/deals/0', '/api/admin/deals/99999999999'])
      expect((await t.inject({ method: 'GET', url, headers: auth })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/admin/deals/424242', headers: auth })).statusCode).toBe(404);
    expect((await patch(424242, { notes: 'x' })).statusCode).toBe(404);
    await refused(await patch(1, {}), T.nothingToChange);
    expect((await patch(1, { relist: false })).json().message).toBe(T.relistInvalid);
    for (const query of ['stage=won', 'from=2026-13-01', 'from=2026-05-01&to=2026-04-01', 'page=0', 'limit=1000'])
      expect((await t.inject({ method: 'GET', url: `/api/admin/deals?${query}`, headers: auth })).statusCode, query).toBe(400);
  });

  it('starts a deal from an approved application: its listing and tenants (not the guarantor); any other status is refused', async () => {
    const own = await fresh();
    const approved = await applicationOf(t, own, 'approved');
    const { listingId: _l, tenants: _t, ...terms } = dealBody(own);
    const res = await create({ ...terms, applicationId: approved });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().deal).toMatchObject({
      applicationId: approved,
      listingId: own,
      tenants: [
        { name: 'Rita Moreno', email: 'rita@example.com' },
        { name: 'Sam Lee', email: 'sam@example.com' },
      ],
    });
    for (const status of ['submitted', 'sent_to_landlord', 'declined']) {
      const other = await applicationOf(t, own, status);
      await refused(await create({ ...terms, applicationId: other }), T.applicationNotApproved);
    }
    expect((await create({ ...terms, applicationId: 777777 })).statusCode).toBe(404);
    const elsewhere = (await rentableListing(t, { address: '9 Other Street, New York, NY' })).id;
    await refused(await create({ ...terms, applicationId: approved, listingId: elsewhere }), T.listingMismatch);
  });

  it('GET lists newest first, paged, by stage and by lease start (from/to); GET one; DELETE removes it', async () => {
    const a = (await create(dealBody(await fresh(), { leaseStart: '2026-06-01' }))).json().deal.id;
    const b = (await create(dealBody(await fresh(), { leaseStart: '2026-07-15' }))).json().deal.id;
    await patch(b, { stage: 'fell-through', fellThroughReason: 'The landlord chose another applicant' });
    const list = (q: string) => t.inject({ method: 'GET', url: `/api/admin/deals?${q}`, headers: auth }).then((r) => r.json());
    const all = await list('limit=2');
    expect(all.deals.map((d: { id: number }) => d.id)).toEqual([b, a]);
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect((await list('limit=2&page=2')).deals).toHaveLength(2);
    expect((await list('stage=fell-through')).deals.map((d: { id: number }) => d.id)).toEqual([b]);
    expect((await list('from=2026-06-01&to=2026-06-30')).deals.map((d: { id: number }) => d.id)).toEqual([a]);
    const one = await t.inject({ method: 'GET', url: `/api/admin/deals/${b}`, headers: auth });
    expect(one.headers['cache-control']).toBe('no-store');
    expect(one.json().deal).toMatchObject({
      id: b,
      stage: 'fell-through',
      fellThroughReason: 'The landlord chose another applicant',
    });
    expect((await t.inject({ method: 'DELETE', url: `/api/admin/deals/${a}`, headers: auth })).json()).toEqual({
      success: true,
      message: T.deleted,
    });
    expect((await t.inject({ method: 'GET', url: `/api/admin/deals/${a}`, headers: auth })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `/api/admin/deals/${a}`, headers: auth })).statusCode).toBe(404);
  });

  it('moves Pending → Lease signed → Paid, or to Fell through with a reason; any other move is refused in words', async () => {
    const id = (await create(dealBody(await fresh()))).json().deal.id;
    await refused(await patch(id, { stage: 'paid' }), T.stageNotAllowed('Pending', 'Paid'));
    await refused(await patch(id, { stage: 'fell-through' }), T.fellThroughNeedsReason);
    await refused(await patch(id, { stage: 'fell-through', fellThroughReason: '   ' }), T.fellThroughNeedsReason);
    await refused(await patch(id, { relist: true }), T.relistOnlyFellThrough);
    const signed = (await patch(id, { stage: 'lease-signed' })).json().deal;
    expect(signed).toMatchObject({ stage: 'lease-signed', paidAt: null });
    expect(signed.leaseSignedAt).toBe(signed.stageChangedAt);
    await refused(await patch(id, { stage: 'pending' }), T.stageNotAllowed('Lease signed', 'Pending'));
    const paid = (await patch(id, { stage: 'paid' })).json().deal;
    expect(paid.paidAt).toBe(paid.stageChangedAt);
    await refused(await patch(id, { stage: 'fell-through', fellThroughReason: 'x' }), T.stageNotAllowed('Paid', 'Fell through'));
    // A Paid marked by mistake goes back to Lease signed, and its paid date with it.
    expect((await patch(id, { stage: 'lease-signed' })).json().deal).toMatchObject({ stage: 'lease-signed', paidAt: null });
  });

  it('every deal route refuses an anonymous caller (401) and a forged token', async () => {
    const calls: Array<[string, string]> = [
      ['POST', '/api/admin/deals'],
      ['GET', '/api/admin/deals'],
      ['GET', '/api/admin/deals/1'],
      ['PATCH', '/api/admin/deals/1'],
      ['DELETE', '/api/admin/deals/1'],
    ];
    for (const [method, url] of calls) {
      for (const headers of [{}, { authorization: 'Bearer forged.token.value' }]) {
        const res = await t.inject({
          method: method as 'GET',
          url,
          headers,
          payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().success).toBe(false);
      }
    }
  });
});
