import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkDate } from '../../src/shared/new-york-time.ts';
import { DEALS_TEXT as T } from '../../src/shared/texts/deals.ts';
import { DISCLOSURE_TEXT as P } from '../../src/shared/texts/deals-public.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { dealBody, outsideDealBody, rentableListing, TENANT_PAID } from './deals-fixtures.ts';
import { readRefusalHeader, REFUSAL_HEADER } from '../../src/shared/i18n/refusal-header.ts';
import { fieldOfRefusal } from '../../src/web/admin/deals/deal-form-model.ts';

const FARE_ACT = 'NYC Admin Code §20-699.21';

/**
 * Who may charge the tenant a broker's fee (decision 082), one row per case with the law it holds:
 * never on the agent's own listing; on an apartment the agent does not list only with a
 * representation agreement dated on or before the first showing (New York days).
 */
const FEE_RULES: Array<{ case: string; own: boolean; terms: Record<string, unknown>; refusal: string | null; law: string }> = [
  { case: 'own listing, landlord pays', own: true, terms: { feePaidBy: 'landlord', fee: 4380 }, refusal: null, law: FARE_ACT },
  { case: 'own listing, tenant pays', own: true, terms: TENANT_PAID, refusal: T.tenantFeeOnOwnListing, law: FARE_ACT },
  {
    case: 'own listing, tenant pays without dates',
    own: true,
    terms: { feePaidBy: 'tenant', fee: 100 },
    refusal: T.tenantFeeOnOwnListing,
    law: FARE_ACT,
  },
  { case: 'own listing, tenant pays $0', own: true, terms: { feePaidBy: 'tenant', fee: 0 }, refusal: null, law: FARE_ACT },
  { case: 'outside, landlord pays', own: false, terms: { feePaidBy: 'landlord', fee: 4380 }, refusal: null, law: FARE_ACT },
  { case: 'outside, tenant pays, hired before the showing', own: false, terms: TENANT_PAID, refusal: null, law: FARE_ACT },
  {
    case: 'outside, tenant pays, hired on the day of the showing',
    own: false,
    terms: { ...TENANT_PAID, firstShowingOn: TENANT_PAID.tenantAgreementOn },
    refusal: null,
    law: FARE_ACT,
  },
  {
    case: 'outside, tenant pays, no agreement',
    own: false,
    terms: { ...TENANT_PAID, tenantAgreementOn: null },
    refusal: T.tenantFeeNeedsAgreement,
    law: 'FARE Act',
  },
  {
    case: 'outside, tenant pays, no first showing',
    own: false,
    terms: { ...TENANT_PAID, firstShowingOn: null },
    refusal: T.tenantFeeNeedsFirstShowing,
    law: FARE_ACT,
  },
  {
    case: 'outside, tenant pays, hired after the showing',
    own: false,
    terms: { ...TENANT_PAID, tenantAgreementOn: '2026-01-23' },
    refusal: T.agreementAfterShowing,
    law: FARE_ACT,
  },
];

describe.each(DATABASES)('deals on apartments the agent does not list, on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  let listingId: number;

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
    listingId = (await rentableListing(t)).id;
  });
  afterAll(async () => t?.close());

  const create = (body: Record<string, unknown>, headers: Record<string, string> = auth) =>
    t.inject({ method: 'POST', url: '/api/admin/deals', headers, payload: body });
  const patch = (id: number, body: Record<string, unknown>) =>
    t.inject({ method: 'PATCH', url: `/api/admin/deals/${id}`, headers: auth, payload: body });

  it.each(FEE_RULES)('$case ($law)', async ({ own, terms, refusal, law }) => {
    // Each own-listing case on an apartment of its own: one open deal per apartment (decision 087).
    const apartment = own ? (await rentableListing(t)).id : listingId;
    const res = await create(own ? dealBody(apartment, terms) : outsideDealBody(terms));
    if (refusal) {
      expect(refusal).toContain(law);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: refusal });
      return;
    }
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().deal).toMatchObject({ outside: !own, listingId: own ? apartment : null });
  });

  it('a co-broke deal keeps its address and unit; the list and the deal answer them, and the disclosure names the place', async () => {
    const res = await create(
      outsideDealBody({ address: '  200 West 56th Street, New York, NY 10019 ', unit: ' 12C ', ...TENANT_PAID }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const deal = res.json().deal;
    expect(deal).toMatchObject({
      listingId: null,
      listing: null,
      outside: true,
      listingAddress: '200 West 56th Street, New York, NY 10019',
      listingApartment: '12C',
      feePaidBy: 'tenant',
      fee: 4380,
      tenantAgreementOn: '2026-01-20',
      firstShowingOn: '2026-01-22',
      disclosureRequired: true,
      canRelist: false,
    });
    const listed = (await t.inject({ method: 'GET', url: '/api/admin/deals?limit=100', headers: auth })).json().deals;
    expect(listed.find((d: { id: number }) => d.id === deal.id)).toMatchObject({
      listingAddress: '200 West 56th Street, New York, NY 10019',
      listingApartment: '12C',
      outside: true,
    });
    expect((await t.inject({ method: 'GET', url: `/api/admin/deals/${deal.id}`, headers: auth })).json().deal.outside).toBe(true);
    const row = await t.app.database.db.selectFrom('deals').selectAll().where('id', '=', deal.id).executeTakeFirstOrThrow();
    const content = await t.app.services.deals.disclosureOf(row);
    expect(content.place).toBe('200 West 56th Street, New York, NY 10019, Apt 12C');
    expect(content.fees.map((f) => f.amountCents)).toEqual([438000]);

    // Later changes keep the rule: the agreement moved after the showing is refused; relisting has no listing.
    const later = await patch(deal.id, { tenantAgreementOn: '2026-01-25' });
    expect(later.json()).toEqual({ success: false, message: T.agreementAfterShowing });
    expect((await patch(deal.id, { firstShowingOn: '2026-01-25', tenantAgreementOn: '2026-01-25' })).statusCode).toBe(200);
    // A lease signed on an apartment the agent does not list takes nothing off the site.
    expect((await patch(deal.id, { fee: 0, stage: 'lease-signed' })).json().deal).toMatchObject({
      stage: 'lease-signed',
      listing: null,
    });
  });

  it("the agent's own listing still itemizes its screening fee in the disclosure while the landlord pays the broker", async () => {
    const listing = await rentableListing(t, { neighborhood: '6D', fees: [{ name: 'Application fee', amount: 20 }] });
    const res = await create(dealBody(listing.id, { feePaidBy: 'landlord' }));
    expect(res.json().deal).toMatchObject({ outside: false, disclosureRequired: true });
    const row = await t.app.database.db
      .selectFrom('deals')
      .selectAll()
      .where('id', '=', res.json().deal.id)
      .executeTakeFirstOrThrow();
    expect((await t.app.services.deals.disclosureOf(row)).fees).toEqual([
      { name: 'Application fee', payee: P.payeeLandlord, amountCents: 2000 },
    ]);
  });

  it('refuses bad input with 400 and its message, never a 500', async () => {
    const tomorrow = newYorkDate(new Date(Date.now() + 36 * 3600_000));
    const cases: Array<[Record<string, unknown>, string]> = [
      [outsideDealBody({ address: '' }), T.addressInvalid],
      [outsideDealBody({ address: '   ' }), T.addressInvalid],
      [outsideDealBody({ address: 'x'.repeat(201) }), T.addressInvalid],
      [outsideDealBody({ address: 42 }), T.addressInvalid],
      [outsideDealBody({ unit: 'u'.repeat(41) }), T.unitInvalid],
      [outsideDealBody({ unit: ['4B'] }), T.unitInvalid],
      [{ ...outsideDealBody(), listingId }, T.listingOrAddress],
      [{ ...outsideDealBody(), applicationId: 1 }, T.listingOrAddress],
      [dealBody(listingId, { unit: '4B' }), T.unitWithoutAddress],
      [outsideDealBody({ ...TENANT_PAID, firstShowingOn: '2026-02-30' }), T.dayInvalid('firstShowingOn')],
      [outsideDealBody({ ...TENANT_PAID, firstShowingOn: 'yesterday' }), T.dayInvalid('firstShowingOn')],
      [outsideDealBody({ ...TENANT_PAID, firstShowingOn: 20260122 }), T.dayInvalid('firstShowingOn')],
      [outsideDealBody({ ...TENANT_PAID, tenantAgreementOn: '2026-1-20' }), T.dayInvalid('tenantAgreementOn')],
      [outsideDealBody({ ...TENANT_PAID, firstShowingOn: tomorrow }), T.dayInFuture('firstShowingOn')],
      [
        outsideDealBody({ ...TENANT_PAID, tenantAgreementOn: tomorrow, firstShowingOn: tomorrow }),
        T.dayInFuture('tenantAgreementOn'),
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json(), JSON.stringify(body).slice(0, 120)).toEqual({ success: false, message });
    }
    // An over-long body is refused before it is read.
    const huge = await create(outsideDealBody({ notes: 'x'.repeat(2_000_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);
  });

  it('a refusal also says which it is in its header (the deal form places it by that beside its field), the body unchanged', async () => {
    const tomorrow = newYorkDate(new Date(Date.now() + 36 * 3600_000));
    const cases: Array<[Record<string, unknown>, string, string]> = [
      // The schema's refusal, and the rules' (one key, told apart by its value).
      [outsideDealBody({ address: '' }), T.addressInvalid, 'address'],
      [outsideDealBody({ ...TENANT_PAID, firstShowingOn: tomorrow }), T.dayInFuture('firstShowingOn'), 'firstShowingOn'],
      [
        outsideDealBody({ ...TENANT_PAID, tenantAgreementOn: tomorrow, firstShowingOn: tomorrow }),
        T.dayInFuture('tenantAgreementOn'),
        'tenantAgreementOn',
      ],
    ];
    for (const [body, message, field] of cases) {
      const res = await create(body);
      expect(res.body).toBe(JSON.stringify({ success: false, message }));
      expect(fieldOfRefusal(readRefusalHeader(res.headers[REFUSAL_HEADER] as string)), field).toBe(field);
    }
  });

  it('is for staff only: a stranger gets 401 and nothing is stored', async () => {
    const before = await t.app.database.db.selectFrom('deals').select('id').execute();
    const res = await create(outsideDealBody(TENANT_PAID), {});
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
    expect(await t.app.database.db.selectFrom('deals').select('id').execute()).toHaveLength(before.length);
  });
});
