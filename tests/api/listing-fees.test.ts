import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { classifyTenantFee, type TenantFeeKind } from '../../src/shared/tenant-fees.ts';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { child, childrenNamed, childText, parseXml } from '../support/xml.ts';
import { jpeg, listingFields, multipart } from './listings-fixtures.ts';
import { listingFields as serviceListing } from './viewings-fixtures.ts';

const FARE_ACT = 'NYC Admin Code §20-699.21';
const RPL_238A = 'NY Real Property Law §238-a(1)(b)';
const TOKEN = 'feed-token-0123456789abcdef';

/**
 * What a tenant may be charged on a listing the agent publishes, by construction (decision 082): the
 * fees are named in English, Spanish or Chinese and classified; only the background and credit check
 * passes, at most $20 in all with the application settings' screening fee. Each row names the law.
 */
const FEE_RULES: Array<{
  fees: Array<{ name: string; amount: number }>;
  kinds: TenantFeeKind[];
  refusal: string | null;
  law: string;
}> = [
  { fees: [{ name: 'Application fee', amount: 20 }], kinds: ['screening'], refusal: null, law: RPL_238A },
  { fees: [{ name: 'Background and credit check', amount: 20 }], kinds: ['screening'], refusal: null, law: RPL_238A },
  { fees: [{ name: 'Tarifa de solicitud', amount: 20 }], kinds: ['screening'], refusal: null, law: RPL_238A },
  { fees: [{ name: 'Verificación de crédito', amount: 20 }], kinds: ['screening'], refusal: null, law: RPL_238A },
  { fees: [{ name: '申请费', amount: 20 }], kinds: ['screening'], refusal: null, law: RPL_238A },
  { fees: [{ name: '信用调查费', amount: 15 }], kinds: ['screening'], refusal: null, law: RPL_238A },
  {
    fees: [
      { name: 'Credit check', amount: 12 },
      { name: 'Application fee', amount: 8 },
    ],
    kinds: ['screening', 'screening'],
    refusal: null,
    law: RPL_238A,
  },
  { fees: [{ name: 'Application fee', amount: 25 }], kinds: ['screening'], refusal: T.screeningTotalCap, law: RPL_238A },
  { fees: [{ name: 'Rental application', amount: 20.01 }], kinds: ['screening'], refusal: T.screeningTotalCap, law: RPL_238A },
  {
    fees: [
      { name: 'Credit check', amount: 15 },
      { name: 'Application fee', amount: 10 },
    ],
    kinds: ['screening', 'screening'],
    refusal: T.screeningTotalCap,
    law: RPL_238A,
  },
  { fees: [{ name: "Broker's fee", amount: 4380 }], kinds: ['broker'], refusal: T.brokerFeeRefused, law: FARE_ACT },
  { fees: [{ name: 'Brokerage commission', amount: 1 }], kinds: ['broker'], refusal: T.brokerFeeRefused, law: FARE_ACT },
  { fees: [{ name: 'Broker fee', amount: 0 }], kinds: ['broker'], refusal: T.brokerFeeRefused, law: FARE_ACT },
  { fees: [{ name: 'Comisión del corredor', amount: 3000 }], kinds: ['broker'], refusal: T.brokerFeeRefused, law: FARE_ACT },
  { fees: [{ name: '中介费', amount: 3000 }], kinds: ['broker'], refusal: T.brokerFeeRefused, law: FARE_ACT },
  { fees: [{ name: 'Move-in fee', amount: 250 }], kinds: ['move-in'], refusal: T.moveInFeeRefused('Move-in fee'), law: FARE_ACT },
  {
    fees: [{ name: 'Cuota de mudanza', amount: 250 }],
    kinds: ['move-in'],
    refusal: T.moveInFeeRefused('Cuota de mudanza'),
    law: FARE_ACT,
  },
  { fees: [{ name: '入住费', amount: 250 }], kinds: ['move-in'], refusal: T.moveInFeeRefused('入住费'), law: FARE_ACT },
  { fees: [{ name: 'Amenity fee', amount: 50 }], kinds: ['other'], refusal: T.otherFeeRefused('Amenity fee'), law: FARE_ACT },
  { fees: [{ name: 'Pet fee', amount: 300 }], kinds: ['other'], refusal: T.otherFeeRefused('Pet fee'), law: FARE_ACT },
  {
    fees: [{ name: 'Credit card processing fee', amount: 5 }],
    kinds: ['other'],
    refusal: T.otherFeeRefused('Credit card processing fee'),
    law: FARE_ACT,
  },
  {
    fees: [
      { name: 'Application fee', amount: 20 },
      { name: 'Move-in fee', amount: 250 },
    ],
    kinds: ['screening', 'move-in'],
    refusal: T.moveInFeeRefused('Move-in fee'),
    law: FARE_ACT,
  },
];

describe('the tenant fee table names the law of each refusal', () => {
  it.each(FEE_RULES)('$fees.0.name: $law', ({ fees, kinds, refusal, law }) => {
    expect(fees.map((fee) => classifyTenantFee(fee.name))).toEqual(kinds);
    if (refusal) expect(refusal).toContain(law);
  });
});

describe.each(DATABASES)('listing fees on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database, env: { FEED_TOKEN: TOKEN } });
    auth = await t.login();
  });
  afterAll(() => t.close());

  const postForm = (url: string, fields: Record<string, string>) => {
    const form = multipart(fields);
    return t.inject({ method: 'POST', url, headers: { ...auth, ...form.headers }, payload: form.payload });
  };
  const read = async (id: number) => (await t.inject({ method: 'GET', url: `/api/listings/${id}` })).json().listing as ListingDto;
  const setScreeningFee = (screeningFee: number) =>
    t.inject({
      method: 'PUT',
      url: '/api/admin/applications/settings',
      headers: auth,
      payload: { screeningFee, retentionDays: 60 },
    });

  it('a listing without fees discloses none', async () => {
    const res = await postForm('/api/listings', listingFields({ status: 'active' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().listing.fees).toEqual([]);
  });

  // First, while no listing charges a screening fee of its own.
  it("counts the settings' screening fee in the $20, both ways (NY Real Property Law §238-a(1)(b))", async () => {
    expect((await setScreeningFee(15)).statusCode).toBe(200);
    const over = await postForm(
      '/api/listings',
      listingFields({ fees: JSON.stringify([{ name: 'Application fee', amount: 10 }]) }),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ success: false, message: T.screeningTotalWithSettings(15) });
    expect(T.screeningTotalWithSettings(15)).toContain(RPL_238A);

    const within = await postForm(
      '/api/listings',
      listingFields({ neighborhood: '9F', fees: JSON.stringify([{ name: 'Application fee', amount: 5 }]) }),
    );
    expect(within.statusCode, within.body).toBe(201);
    // Raising the settings' fee would take that listing over $20: refused, the listing named.
    const raised = await setScreeningFee(20);
    expect(raised.statusCode).toBe(400);
    expect(raised.json()).toEqual({
      success: false,
      message: T.screeningFeeOverListing('145 East 29th Street, New York, NY 10016, Apt 9F', 5),
    });
    expect(raised.json().message).toContain(RPL_238A);
    expect(
      (await t.inject({ method: 'GET', url: '/api/admin/applications/settings', headers: auth })).json().settings.screeningFee,
    ).toBe(15);
    await t.inject({ method: 'POST', url: `/api/listings/${within.json().listing.id}`, headers: auth, payload: { fees: [] } });
    expect((await setScreeningFee(20)).statusCode).toBe(200);
    expect((await setScreeningFee(0)).statusCode).toBe(200);
  });

  it('stores the fees on create (multipart JSON text), answers them on read, replaces them on edit', async () => {
    const fees = [
      { name: ' Application fee ', amount: '15' },
      { name: 'Credit check', amount: 4.5 },
    ];
    const created = await postForm('/api/listings', listingFields({ status: 'active', fees: JSON.stringify(fees) }));
    expect(created.statusCode, created.body).toBe(201);
    const listing = created.json().listing as ListingDto;
    const expected = [
      { name: 'Application fee', amount: 15 },
      { name: 'Credit check', amount: 4.5 },
    ];
    expect(listing.fees).toEqual(expected);
    expect((await read(listing.id)).fees).toEqual(expected);

    // Edit (JSON body): a field not sent keeps its fees; sent, they are replaced.
    const untouched = await t.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}`,
      headers: auth,
      payload: { price: 3100 },
    });
    expect(untouched.json().listing.fees).toEqual(expected);
    const edited = await t.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}`,
      headers: auth,
      payload: { fees: [{ name: 'Background check', amount: 20 }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().listing.fees).toEqual([{ name: 'Background check', amount: 20 }]);
    expect((await read(listing.id)).fees).toEqual([{ name: 'Background check', amount: 20 }]);
    const cleared = await postForm(`/api/listings/${listing.id}`, { fees: '[]' });
    expect(cleared.json().listing.fees).toEqual([]);
  });

  it.each(FEE_RULES)('$fees.0.name on create and on edit, by the API and the service ($law)', async ({ fees, refusal }) => {
    const created = await postForm('/api/listings', listingFields({ fees: JSON.stringify(fees) }));
    if (!refusal) {
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().listing.fees).toEqual(fees);
      return;
    }
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ success: false, message: refusal });

    const id = (await postForm('/api/listings', listingFields())).json().listing.id as number;
    const edit = await t.inject({ method: 'POST', url: `/api/listings/${id}`, headers: auth, payload: { fees } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ success: false, message: refusal });
    expect((await read(id)).fees).toEqual([]);
    // The service itself (the demo content, imports) holds the same rule.
    await expect(t.app.services.listings.create({ ...serviceListing(), fees })).rejects.toMatchObject({
      statusCode: 400,
      message: refusal,
    });
  });

  it("the feeds say 'No Fee' only when the tenant pays nothing but the screening fee", async () => {
    const photo = await jpeg(1200, 800);
    const base = {
      address: '145 East 29th Street, New York, NY 10016',
      price: 3450,
      bedrooms: 1,
      bathrooms: 1,
      size: 'No Roomies',
      description: 'A bright apartment.',
      status: 'active' as const,
      is_sublet: false,
      amenities: [],
    };
    const screened = await t.app.services.listings.create(
      { ...base, neighborhood: '5A', fees: [{ name: 'Application fee', amount: 20 }] },
      [{ data: photo, caption: '' }],
    );
    const older = await t.app.services.listings.create({ ...base, neighborhood: '5B' }, [{ data: photo, caption: '' }]);
    // A listing saved before decision 082 may still hold a move-in fee until it is edited.
    await t.app.database.db
      .updateTable('listings')
      .set({ fees: JSON.stringify([{ name: 'Move-in fee', amount: 250 }]) })
      .where('id', '=', older.id)
      .execute();
    const res = await t.inject({ method: 'GET', url: `/feeds/streeteasy.xml?token=${TOKEN}` });
    expect(res.statusCode, res.body).toBe(200);
    const properties = childrenNamed(child(parseXml(res.body), 'properties'), 'property');
    const noFee = (id: number) =>
      childrenNamed(
        child(
          properties.find((p) => Number(p.attributes.id) === id)!,
          'details',
        ),
        'noFee',
      ).length;
    expect(noFee(screened.id)).toBe(1);
    expect(noFee(older.id)).toBe(0);
    const zillow = parseXml((await t.inject({ method: 'GET', url: `/feeds/zillow.xml?token=${TOKEN}` })).body);
    const feeTypes = (id: number) =>
      childrenNamed(
        child(
          childrenNamed(zillow, 'Listing').find((l) => Number(l.attributes.id) === id)!,
          'fees',
        ),
        'fee',
      ).map((f) => childText(f, 'feeType'));
    expect(feeTypes(screened.id)).toEqual(['applicationFee']);
    expect(feeTypes(older.id)).toEqual(['customFee']);
  });

  it('validates every fee with a clear message', async () => {
    const cases: Array<[unknown, string]> = [
      ['not json', T.feesInvalid],
      [JSON.stringify({ name: 'x' }), T.feesInvalid],
      [JSON.stringify([{ name: '', amount: 10 }]), T.feeNameRequired],
      [JSON.stringify([{ name: 'Application fee' }]), T.feeAmountRequired],
      [JSON.stringify([{ name: 'Application fee', amount: -5 }]), T.feeAmountInvalid],
      [JSON.stringify([{ name: 'Application fee', amount: 'lots' }]), T.feeAmountInvalid],
      [JSON.stringify(Array.from({ length: 21 }, (_, i) => ({ name: `Application fee ${i}`, amount: 0 }))), T.feesTooMany],
    ];
    for (const [fees, message] of cases) {
      const res = await postForm('/api/listings', listingFields({ fees: fees as string }));
      expect(res.statusCode, String(fees)).toBe(400);
      expect(res.json().message, String(fees)).toBe(message);
    }
  });
});
