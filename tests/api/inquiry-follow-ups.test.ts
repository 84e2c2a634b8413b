import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkDate } from '../../src/shared/new-york-time.ts';
import type { InquiryDto } from '../../src/shared/inquiries.schema.ts';
import { INQUIRIES_TEXT as T } from '../../src/shared/texts/inquiries.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASES)('inquiry sources, follow-ups and export on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  let listingId: number;

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
    const { id } = await t.app.database.db
      .insertInto('listings')
      .values({
        price: 3000,
        address: '50 West 34th Street',
        neighborhood: '31A',
        bedrooms: 1,
        bathrooms: 1,
        size: 'No Roomies',
        description: 'A test apartment.',
        amenities: '[]',
        status: 'active',
        is_sublet: 0,
        building_slug: 'herald-towers',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    listingId = Number(id);
  });
  afterAll(() => t.close());

  const create = async (payload: Record<string, unknown>) => {
    const res = await t.inject({ method: 'POST', url: '/api/inquiries', payload: { message: 'Hello', ...payload } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().inquiry as InquiryDto;
  };
  const list = async (query: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/inquiries?${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().inquiries as InquiryDto[]).map((i) => i.name).sort();
  };
  const patch = (id: number, payload: Record<string, unknown>) =>
    t.inject({ method: 'PATCH', url: `/api/inquiries/${id}`, headers: auth, payload });

  it('records the source of each form and filters by it; an unknown source is refused', async () => {
    const property = await create({ name: 'Pia Property', email: 'pia@example.com', listingId });
    const contact = await create({ name: 'Carl Contact', email: 'carl@example.com' });
    expect(property).toMatchObject({ source: 'Property page', followUpOn: null, followUpNote: '', listing_apartment: '31A' });
    expect(contact.source).toBe('Contact form');
    expect(await list('source=Property%20page')).toEqual(['Pia Property']);
    expect(await list('source=Contact%20form')).toEqual(['Carl Contact']);
    const bad = await t.inject({ method: 'GET', url: '/api/inquiries?source=Craigslist', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: T.sourceInvalid });
  });

  it("sets a follow-up date and note, lists the follow-ups due (overdue and today, New York's day) and clears one", async () => {
    const today = newYorkDate(new Date());
    const yesterday = newYorkDate(new Date(Date.now() - DAY));
    const tomorrow = newYorkDate(new Date(Date.now() + DAY));
    const due = await create({ name: 'Dee Overdue', email: 'dee@example.com' });
    const now = await create({ name: 'Tom Today', email: 'tom@example.com' });
    const later = await create({ name: 'Lea Later', email: 'lea@example.com' });
    const res = await patch(due.id, { followUpOn: yesterday, followUpNote: 'Call about the guarantor' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: T.followUpSaved,
      inquiry: { followUpOn: yesterday, followUpNote: 'Call about the guarantor' },
    });
    expect((await patch(now.id, { followUpOn: today })).statusCode).toBe(200);
    expect((await patch(later.id, { followUpOn: tomorrow })).statusCode).toBe(200);
    expect(await list('followUp=due')).toEqual(['Dee Overdue', 'Tom Today']);

    for (const followUpOn of ['2026-13-01', 'tomorrow', 20261124, '2026-11-24T00:00']) {
      const bad = await patch(due.id, { followUpOn });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ success: false, message: T.followUpInvalid });
    }
    expect((await patch(due.id, { followUpNote: 'x'.repeat(501) })).json().message).toBe(T.followUpNoteTooLong);
    const cleared = await patch(now.id, { followUpOn: null, followUpNote: '' });
    expect(cleared.json().inquiry).toMatchObject({ followUpOn: null, followUpNote: '' });
    expect(await list('followUp=due')).toEqual(['Dee Overdue']);
    expect((await t.inject({ method: 'GET', url: '/api/inquiries?followUp=soon', headers: auth })).statusCode).toBe(400);
  });

  it('exports the selected or the filtered inquiries as a formula-safe CSV; nothing to export is 404; strangers get 401', async () => {
    const risky = await create({ name: '=HYPERLINK("http://evil.test","Click")', email: 'risky@example.com', listingId });
    await patch(risky.id, { followUpOn: '2026-12-01', followUpNote: 'Line one\nline two, with a comma' });
    const selected = await t.inject({
      method: 'POST',
      url: '/api/inquiries/export',
      headers: auth,
      payload: { ids: [risky.id] },
    });
    expect(selected.statusCode).toBe(200);
    expect(selected.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(selected.headers['content-disposition']).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(selected.headers['x-export-count']).toBe('1');
    // An export holds private records: never stored by a browser or a proxy.
    expect(selected.headers['cache-control']).toBe('no-store');
    const [header, row, end] = selected.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(end).toBe('');
    expect(header).toBe('Name,Email,Phone,Source,Status,Listing,Received,Last change,Replies,Follow up on,Follow-up note');
    expect(row).toBe(
      `"'=HYPERLINK(""http://evil.test"",""Click"")",risky@example.com,,Property page,New,"50 West 34th Street, Apt 31A",${risky.createdAt.slice(0, 10)},${new Date().toISOString().slice(0, 10)},0,2026-12-01,"Line one\nline two, with a comma"`,
    );

    const filtered = await t.inject({
      method: 'POST',
      url: '/api/inquiries/export',
      headers: auth,
      payload: { source: 'Contact form', search: 'carl' },
    });
    expect(filtered.headers['x-export-count']).toBe('1');
    expect(filtered.body).toContain('Carl Contact,carl@example.com');

    const none = await t.inject({
      method: 'POST',
      url: '/api/inquiries/export',
      headers: auth,
      payload: { search: 'nobody-at-all' },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ success: false, message: T.exportNoneFound });
    expect((await t.inject({ method: 'POST', url: '/api/inquiries/export', payload: {} })).statusCode).toBe(401);
  });
});
