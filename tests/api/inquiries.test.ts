import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryDto } from '../../src/shared/inquiries.schema.ts';
import { INQUIRIES_TEXT as T } from '../../src/shared/texts/inquiries.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { createListing } from './listings-fixtures.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const visitor = { name: 'Ann Visitor', email: 'ann@example.com', message: 'Is it still available?' };

describe.each(DATABASES)('inquiries API on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
  });
  afterAll(() => t.close());

  const send = async (payload: Record<string, unknown>) => {
    const res = await t.inject({ method: 'POST', url: '/api/inquiries', payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().inquiry as InquiryDto;
  };
  const list = async (query: Record<string, string> = {}) => {
    const res = await t.inject({ method: 'GET', url: '/api/inquiries', headers: auth, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { success: true; inquiries: InquiryDto[]; totalInquiries: number; totalPages: number };
  };
  const clear = async () => {
    await t.app.database.db.deleteFrom('inquiries').execute();
  };
  const get = async (id: number) => {
    const res = await t.inject({ method: 'GET', url: `/api/inquiries/${id}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().inquiry as InquiryDto & { replies: unknown[] };
  };

  it('stores a general inquiry from the contact page: 201, status new, both spellings, replyCount 0', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...visitor, email: ' Ann@Example.COM ', phone: ' 212-555-0101 ', inquiryType: 'general' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: T.submitted });
    expect(Object.keys(body.inquiry).sort()).toEqual(
      [
        'createdAt',
        'created_at',
        'email',
        'id',
        'inquiry_type',
        'listingId',
        'listing_address',
        'listing_apartment',
        'source',
        'followUpOn',
        'followUpNote',
        'language',
        'listing_id',
        'message',
        'name',
        'notes',
        'phone',
        'replyCount',
        'status',
        'updatedAt',
        'updated_at',
      ].sort(),
    );
    expect(body.inquiry).toMatchObject({
      name: 'Ann Visitor',
      email: 'ann@example.com',
      phone: '212-555-0101',
      message: 'Is it still available?',
      inquiry_type: 'general',
      listing_id: null,
      listingId: null,
      listing_address: null,
      status: 'new',
      notes: '',
      replyCount: 0,
    });
    expect(body.inquiry.created_at).toMatch(ISO);
    expect(body.inquiry.createdAt).toBe(body.inquiry.created_at);
    expect(body.inquiry.updatedAt).toBe(body.inquiry.updated_at);
    expect(await get(body.inquiry.id)).toEqual({ ...body.inquiry, replies: [], messages: [], events: [] });
    expect((await send({ ...visitor })).phone).toBe('');
  });

  it('answers the validation messages in the spec order: name, email, email shape, message; phone optional', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, T.nameRequired],
      [{ email: 'nope', message: '' }, T.nameRequired],
      [{ name: '   ', email: 'x@y.com', message: 'm' }, T.nameRequired],
      [{ name: 'A' }, T.emailRequired],
      [{ name: 'A', email: '  ', message: '' }, T.emailRequired],
      [{ name: 'A', email: 'not-an-email' }, T.emailInvalid],
      [{ name: 'A', email: 'a@b', message: 'm' }, T.emailInvalid],
      [{ name: 'A', email: 'a@b.com' }, T.messageRequired],
      [{ name: 'A', email: 'a@b.com', message: ' \n ' }, T.messageRequired],
      [{ name: 'x'.repeat(101), email: 'a@b.com', message: 'm' }, T.nameTooLong],
      [{ name: 'A', email: 'a@b.com', message: 'x'.repeat(5001) }, T.messageTooLong],
      [{ name: 'A', email: 'a@b.com', message: 'm', phone: '1'.repeat(41) }, T.phoneInvalid],
      [{ name: 'A', email: 'a@b.com', message: 'm', phone: { n: 1 } }, T.phoneInvalid],
      [{ name: 'A', email: 'a@b.com', message: 'm', listingId: 'abc' }, T.listingIdInvalid],
      [{ name: 'A', email: 'a@b.com', message: 'm', listingId: -3 }, T.listingIdInvalid],
      [{ name: 'A', email: 'a@b.com', message: 'm', inquiryType: 'spam' }, T.inquiryTypeInvalid],
      [{ name: 42, email: 'a@b.com', message: 'm' }, T.nameRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await t.inject({ method: 'POST', url: '/api/inquiries', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ success: false, message });
    }
    for (const payload of ['{"name":', '[1,2]', 'null']) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/inquiries',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const text = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
  });

  it("keeps a property inquiry's listing and address, also after the listing is deleted", async () => {
    const listing = await createListing(t, auth, { address: '10 Hudson Yards, New York, NY 10001', neighborhood: '12C' });
    const inquiry = await send({ ...visitor, listingId: String(listing.id) });
    expect(inquiry).toMatchObject({
      inquiry_type: 'property',
      listing_id: listing.id,
      listingId: listing.id,
      listing_address: '10 Hudson Yards, New York, NY 10001',
    });
    const del = await t.inject({ method: 'DELETE', url: `/api/listings/${listing.id}`, headers: auth });
    expect(del.statusCode).toBe(200);
    const after = await get(inquiry.id);
    expect(after).toMatchObject({ listing_id: null, listingId: null, listing_address: '10 Hudson Yards, New York, NY 10001' });
    expect(after.inquiry_type).toBe('property');
  });

  it('keeps the lead as a general inquiry when the listing id names no listing; placeholders mean no listing', async () => {
    const gone = await send({ ...visitor, listingId: 987654 });
    expect(gone).toMatchObject({ inquiry_type: 'general', listing_id: null, listing_address: null });
    for (const placeholder of ['', 'undefined', 'null', null]) {
      expect((await send({ ...visitor, listingId: placeholder })).inquiry_type).toBe('general');
    }
  });

  it('does not tell a visitor the address of a listing that is not public, but keeps it for the agent', async () => {
    const hidden = await createListing(t, auth, { address: '1 Secret Lane, New York, NY 10002', status: 'pending' });
    const answered = await send({ ...visitor, listingId: hidden.id });
    expect(answered.listing_address).toBeNull();
    expect((await get(answered.id)).listing_address).toBe('1 Secret Lane, New York, NY 10002');
  });

  it('drops an inquiry whose honeypot field is filled, answering 201 as if it were stored', async () => {
    await clear();
    const res = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...visitor, website: 'http://spam.example' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: T.submitted, inquiry: { name: visitor.name, status: 'new' } });
    expect((await list()).totalInquiries).toBe(0);
    await send({ ...visitor, website: '' });
    expect((await list()).totalInquiries).toBe(1);
  });

  it('lists newest first, searches each field (any case, wildcards literal), filters, sorts on every column', async () => {
    await clear();
    const listing = await createListing(t, auth, { address: '350 Fifth Avenue, New York, NY 10118' });
    const made: InquiryDto[] = [];
    const people: Array<Record<string, unknown>> = [
      { name: 'Zoe Park', email: 'zoe@alpha.com', message: 'Looking for a studio', inquiryType: 'general' },
      { name: 'adam Smith', email: 'adam@beta.com', message: 'Pets allowed?', listingId: listing.id },
      { name: 'Mia Chen', email: 'mia@gamma.com', message: 'Budget 100%_max' },
      { name: 'Bob Stone', email: 'bob@delta.com', message: 'Move in June' },
    ];
    for (const person of people) {
      made.push(await send(person));
      await new Promise((r) => setTimeout(r, 3));
    }
    const all = await list();
    expect(all).toMatchObject({ success: true, totalInquiries: 4, totalPages: 1 });
    expect(all.inquiries.map((i) => i.name)).toEqual(['Bob Stone', 'Mia Chen', 'adam Smith', 'Zoe Park']);
    expect(all.inquiries[3]).toEqual(made[0]);

    const names = async (query: Record<string, string>) => (await list(query)).inquiries.map((i) => i.name);
    expect(await names({ search: 'ZOE' })).toEqual(['Zoe Park']);
    expect(await names({ search: 'BETA.COM' })).toEqual(['adam Smith']);
    expect(await names({ search: 'june' })).toEqual(['Bob Stone']);
    expect(await names({ search: 'fifth avenue' })).toEqual(['adam Smith']);
    expect(await names({ search: '100%_' })).toEqual(['Mia Chen']);
    expect(await names({ search: '%' })).toEqual(['Mia Chen']);
    expect((await list({ search: 'nothing like this' })).totalInquiries).toBe(0);

    await t.inject({ method: 'PATCH', url: `/api/inquiries/${made[1].id}`, headers: auth, payload: { status: 'responded' } });
    await t.inject({ method: 'PATCH', url: `/api/inquiries/${made[2].id}`, headers: auth, payload: { status: 'closed' } });
    expect(await names({ status: 'new' })).toEqual(['Bob Stone', 'Zoe Park']);
    expect(await names({ status: 'responded' })).toEqual(['adam Smith']);
    expect(await names({ status: 'closed' })).toEqual(['Mia Chen']);
    expect(await names({ status: 'all' })).toHaveLength(4);
    expect((await list({ status: 'new', search: 'zoe' })).totalInquiries).toBe(1);

    expect(await names({ sort: 'name', order: 'asc' })).toEqual(['adam Smith', 'Bob Stone', 'Mia Chen', 'Zoe Park']);
    expect(await names({ sort: 'name', order: 'desc' })).toEqual(['Zoe Park', 'Mia Chen', 'Bob Stone', 'adam Smith']);
    expect(await names({ sort: 'email', order: 'asc' })).toEqual(['adam Smith', 'Bob Stone', 'Mia Chen', 'Zoe Park']);
    expect((await names({ sort: 'property', order: 'desc' }))[0]).toBe('adam Smith');
    expect((await names({ sort: 'property', order: 'asc' }))[3]).toBe('adam Smith');
    expect(await names({ sort: 'status', order: 'asc' })).toEqual(['Mia Chen', 'Zoe Park', 'Bob Stone', 'adam Smith']);
    expect(await names({ sort: 'createdAt', order: 'asc' })).toEqual(['Zoe Park', 'adam Smith', 'Mia Chen', 'Bob Stone']);
  });

  it('pages 250 inquiries with exact totals, every one reachable', async () => {
    await clear();
    const at = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: 250 }, (_, i) => ({
      name: `Person ${String(i).padStart(3, '0')}`,
      email: `p${i}@example.com`,
      phone: '',
      message: i % 10 === 0 ? 'Wants a balcony' : 'Hello',
      inquiry_type: 'general',
      listing_id: null,
      listing_address: null,
      status: (i % 5 === 0 ? 'closed' : 'new') as 'closed' | 'new',
      notes: '',
      created_at: new Date(at + i * 1000).toISOString(),
      updated_at: new Date(at + i * 1000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 50)
      await t.app.database.db
        .insertInto('inquiries')
        .values(rows.slice(i, i + 50))
        .execute();

    const first = await list({ limit: '10' });
    expect(first).toMatchObject({ totalInquiries: 250, totalPages: 25 });
    expect(first.inquiries[0].name).toBe('Person 249');
    const seen = new Set<number>();
    for (let page = 1; page <= 3; page++)
      for (const i of (await list({ limit: '100', page: String(page) })).inquiries) seen.add(i.id);
    expect(seen.size).toBe(250);
    const last = await list({ limit: '100', page: '3' });
    expect(last.inquiries).toHaveLength(50);
    expect(last.inquiries.at(-1)!.name).toBe('Person 000');
    expect((await list({ limit: '100', page: '4' })).inquiries).toEqual([]);
    expect(await list({ search: 'balcony', limit: '10' })).toMatchObject({ totalInquiries: 25, totalPages: 3 });
    expect(await list({ status: 'closed', limit: '7' })).toMatchObject({ totalInquiries: 50, totalPages: 8 });
    expect(await list({ status: 'closed', search: 'balcony' })).toMatchObject({ totalInquiries: 25, totalPages: 1 });
  });

  it('refuses bad list queries with 400 and a clear message', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ page: '0' }, T.pageInvalid],
      [{ page: 'x' }, T.pageInvalid],
      [{ limit: '101' }, T.limitInvalid],
      [{ status: 'open' }, T.statusFilterInvalid],
      [{ sort: 'phone' }, T.sortInvalid],
      [{ order: 'up' }, T.orderInvalid],
      [{ search: 'x'.repeat(201) }, T.searchTooLong],
    ];
    for (const [query, message] of cases) {
      const res = await t.inject({ method: 'GET', url: '/api/inquiries', headers: auth, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
  });

  it('PATCH sets status and/or notes with the spec messages; 400 and 404 otherwise', async () => {
    const inquiry = await send(visitor);
    const patch = (payload: unknown, id: number | string = inquiry.id) =>
      t.inject({ method: 'PATCH', url: `/api/inquiries/${id}`, headers: auth, payload: payload as object });

    const status = await patch({ status: 'closed' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      success: true,
      message: 'Inquiry status updated to closed',
      inquiry: { status: 'closed' },
    });
    const notes = await patch({ notes: 'Called back.\nWants a viewing on Friday.' });
    expect(notes.json()).toMatchObject({
      success: true,
      message: T.notesAdded,
      inquiry: { status: 'closed', notes: 'Called back.\nWants a viewing on Friday.' },
    });
    const both = await patch({ status: 'new', notes: '' });
    expect(both.json()).toMatchObject({ message: T.inquiryUpdated, inquiry: { status: 'new', notes: '' } });
    expect(both.json().inquiry.updated_at >= inquiry.updated_at).toBe(true);

    const bad: Array<[unknown, string]> = [
      [{}, T.nothingToUpdate],
      [{ status: 'done' }, T.statusInvalid],
      [{ notes: 'x'.repeat(5001) }, T.notesTooLong],
      [{ notes: 5 }, T.notesTooLong],
    ];
    for (const [payload, message] of bad) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect((await patch({ status: 'new' }, 999999)).json()).toEqual({ success: false, message: T.inquiryNotFound });
    expect((await patch({ status: 'new' }, 999999)).statusCode).toBe(404);
    expect((await patch({ status: 'new' }, 'abc')).statusCode).toBe(400);
  });

  it('deletes one and many, saying how many changed; bulk status likewise', async () => {
    await clear();
    const [a, b, c] = [await send(visitor), await send(visitor), await send(visitor)];
    const bulk = await t.inject({
      method: 'POST',
      url: '/api/inquiries/bulk/status',
      headers: auth,
      payload: { ids: [a.id, b.id, 999999], status: 'responded' },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({ success: true, message: '2 inquiries updated successfully', count: 2 });
    expect((await list({ status: 'responded' })).totalInquiries).toBe(2);
    const closed = await t.inject({
      method: 'POST',
      url: '/api/inquiries/bulk/status',
      headers: auth,
      payload: { ids: [String(c.id)], status: 'closed' },
    });
    expect(closed.json()).toMatchObject({ message: '1 inquiries updated successfully', count: 1 });

    const one = await t.inject({ method: 'DELETE', url: `/api/inquiries/${c.id}`, headers: auth });
    expect(one.json()).toEqual({ success: true, message: T.deleted });
    const again = await t.inject({ method: 'DELETE', url: `/api/inquiries/${c.id}`, headers: auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: T.inquiryNotFound });

    const many = await t.inject({
      method: 'DELETE',
      url: '/api/inquiries/bulk/delete',
      headers: auth,
      payload: { ids: [a.id, b.id, c.id] },
    });
    expect(many.json()).toEqual({ success: true, message: '2 inquiries deleted successfully', count: 2 });
    expect((await list()).totalInquiries).toBe(0);

    for (const payload of [
      {},
      { ids: [] },
      { ids: ['x'] },
      { ids: [0] },
      { ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
    ]) {
      const res = await t.inject({ method: 'DELETE', url: '/api/inquiries/bulk/delete', headers: auth, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const badStatus = await t.inject({
      method: 'POST',
      url: '/api/inquiries/bulk/status',
      headers: auth,
      payload: { ids: [1], status: 'x' },
    });
    expect(badStatus.json()).toEqual({ success: false, message: T.statusInvalid });
    expect((await t.inject({ method: 'GET', url: '/api/inquiries/0', headers: auth })).json()).toEqual({
      success: false,
      message: T.invalidId,
    });
  });

  it('answers only POST /inquiries without a token (401 for every other call)', async () => {
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/inquiries'],
      ['GET', '/api/inquiries/1'],
      ['PATCH', '/api/inquiries/1', { status: 'new' }],
      ['DELETE', '/api/inquiries/1'],
      ['POST', '/api/inquiries/bulk/status', { ids: [1], status: 'new' }],
      ['DELETE', '/api/inquiries/bulk/delete', { ids: [1] }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.inject({ method: method as 'GET', url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().success).toBe(false);
    }
    const routes = t.app.routeCatalog.filter((r) => r.url.startsWith('/api/inquiries'));
    expect(routes.filter((r) => r.access !== 'private').map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/inquiries']);
  });
});
