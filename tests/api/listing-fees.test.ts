import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { listingFields, multipart } from './listings-fixtures.ts';

/** FARE Act disclosure: the fees a tenant pays, on create, edit and read; New York's $20 application fee cap. */
describe.each(DATABASES)('listing fees on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
  });
  afterAll(() => t.close());

  const postForm = (url: string, fields: Record<string, string>) => {
    const form = multipart(fields);
    return t.inject({ method: 'POST', url, headers: { ...auth, ...form.headers }, payload: form.payload });
  };
  const read = async (id: number) => (await t.inject({ method: 'GET', url: `/api/listings/${id}` })).json().listing as ListingDto;

  it('a listing without fees discloses none', async () => {
    const res = await postForm('/api/listings', listingFields({ status: 'active' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().listing.fees).toEqual([]);
  });

  it('stores the fees on create (multipart JSON text), answers them on read, replaces them on edit', async () => {
    const fees = [
      { name: ' Application fee ', amount: '20' },
      { name: 'Move-in fee', amount: 250.5 },
    ];
    const created = await postForm('/api/listings', listingFields({ status: 'active', fees: JSON.stringify(fees) }));
    expect(created.statusCode, created.body).toBe(201);
    const listing = created.json().listing as ListingDto;
    const expected = [
      { name: 'Application fee', amount: 20 },
      { name: 'Move-in fee', amount: 250.5 },
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
      payload: { fees: [{ name: 'Pet fee', amount: 300 }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().listing.fees).toEqual([{ name: 'Pet fee', amount: 300 }]);
    expect((await read(listing.id)).fees).toEqual([{ name: 'Pet fee', amount: 300 }]);
    const cleared = await postForm(`/api/listings/${listing.id}`, { fees: '[]' });
    expect(cleared.json().listing.fees).toEqual([]);
  });

  it('refuses an application fee of $25 with the cap in its message, and accepts $20', async () => {
    const refused = await postForm(
      '/api/listings',
      listingFields({ fees: JSON.stringify([{ name: 'Application fee', amount: 25 }]) }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: T.applicationFeeCap });
    expect(T.applicationFeeCap).toContain('$20');

    const id = (await postForm('/api/listings', listingFields({ status: 'active' }))).json().listing.id as number;
    const edit = await t.inject({
      method: 'POST',
      url: `/api/listings/${id}`,
      headers: auth,
      payload: { fees: [{ name: 'Rental application', amount: 25 }] },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(T.applicationFeeCap);
    expect((await read(id)).fees).toEqual([]);

    const accepted = await postForm(
      '/api/listings',
      listingFields({ fees: JSON.stringify([{ name: 'Application fee', amount: 20 }]) }),
    );
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().listing.fees).toEqual([{ name: 'Application fee', amount: 20 }]);
  });

  it('validates every fee with a clear message', async () => {
    const cases: Array<[unknown, string]> = [
      ['not json', T.feesInvalid],
      [JSON.stringify({ name: 'x' }), T.feesInvalid],
      [JSON.stringify([{ name: '', amount: 10 }]), T.feeNameRequired],
      [JSON.stringify([{ name: 'Move-in fee' }]), T.feeAmountRequired],
      [JSON.stringify([{ name: 'Move-in fee', amount: -5 }]), T.feeAmountInvalid],
      [JSON.stringify([{ name: 'Move-in fee', amount: 'lots' }]), T.feeAmountInvalid],
      [JSON.stringify(Array.from({ length: 21 }, (_, i) => ({ name: `Fee ${i}`, amount: 1 }))), T.feesTooMany],
    ];
    for (const [fees, message] of cases) {
      const res = await postForm('/api/listings', listingFields({ fees: fees as string }));
      expect(res.statusCode, String(fees)).toBe(400);
      expect(res.json().message, String(fees)).toBe(message);
    }
  });
});
