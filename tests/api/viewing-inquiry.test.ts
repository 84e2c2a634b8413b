import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryWithReplies } from '../../src/shared/inquiries.schema.ts';
import type { SlotDto } from '../../src/shared/viewings.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { listingFields } from './viewings-fixtures.ts';

/** Monday, November 23, 2026, 9:30 AM in New York. */
const START = new Date('2026-11-23T14:30:00Z');
const HOUR = 3_600_000;

/**
 * The inquiry a viewing booking made follows the viewing: each confirmation, decline, release,
 * reschedule and cancellation sets its status (it no longer counts as New), adds a timeline entry with
 * the viewing's time, and a reschedule moves the time its message names.
 */
describe.each(DATABASES)('the inquiry of a viewing on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  let listingId: number;
  let now = START;

  beforeAll(async () => {
    t = await createTestApp({
      database,
      build: { clock: () => now, viewingReminders: false, digestScheduler: false, followUpDigest: false },
    });
    auth = await t.login();
    listingId = (await t.app.services.listings.create(listingFields())).id;
    await t.app.services.listingViewings.setOptions(listingId, { enabled: true, instructions: '' });
  });
  afterAll(() => t?.close());

  const slots = async (): Promise<SlotDto[]> =>
    (await t.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${listingId}` })).json().slots;
  const book = async (slot: SlotDto, email: string, message?: string) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/viewings',
      payload: { agencyAcknowledged: true, listingId, start: slot.start, name: 'Riley Renter', email, ...(message ? { message } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (await t.app.services.viewings.get(res.json().viewing.id as number)) as { id: number; inquiryId: number };
  };
  const inquiry = async (id: number) => {
    const res = await t.inject({ method: 'GET', url: `/api/inquiries/${id}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().inquiry as InquiryWithReplies;
  };
  const act = async (id: number, action: string, payload?: object) => {
    const res = await t.inject({
      method: 'POST',
      url: `/api/viewings/${id}/${action}`,
      headers: auth,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const newCount = async () =>
    (await t.inject({ method: 'GET', url: '/api/inquiries?status=new', headers: auth })).json().totalInquiries as number;

  it('confirming, moving and the renter cancelling: Responded, the new time in the message, then Closed, each in the timeline', async () => {
    now = START;
    const [first, , , second] = (await slots()).filter((s) => s.date === '2026-11-25');
    const viewing = await book(first, 'riley@example.com', 'Can I bring my dog?');
    const before = await inquiry(viewing.inquiryId);
    expect(before.status).toBe('new');
    expect(before.message).toBe('Viewing: Wed, Nov 25, 10:00 AM\n\nCan I bring my dog?');
    expect(before.events).toEqual([]);
    const waiting = await newCount();

    now = new Date(START.getTime() + HOUR);
    await act(viewing.id, 'confirm');
    const confirmed = await inquiry(viewing.inquiryId);
    expect(confirmed.status).toBe('responded');
    expect(await newCount()).toBe(waiting - 1);
    expect(confirmed.events).toEqual([
      expect.objectContaining({
        kind: 'viewing-confirmed',
        viewingId: viewing.id,
        viewingStart: first.start,
        when: 'Wed, Nov 25, 10:00 AM',
        at: now.toISOString(),
      }),
    ]);

    now = new Date(START.getTime() + 2 * HOUR);
    await act(viewing.id, 'reschedule', { start: second.start });
    const moved = await inquiry(viewing.inquiryId);
    expect(moved.message).toBe('Viewing: Wed, Nov 25, 11:30 AM\n\nCan I bring my dog?');
    expect(moved.status).toBe('responded');
    expect(moved.events.map((e) => [e.kind, e.when])).toEqual([
      ['viewing-confirmed', 'Wed, Nov 25, 10:00 AM'],
      ['viewing-rescheduled', 'Wed, Nov 25, 11:30 AM'],
    ]);

    now = new Date(START.getTime() + 3 * HOUR);
    const row = await t.app.database.db
      .selectFrom('viewings')
      .select('manage_token')
      .where('id', '=', viewing.id)
      .executeTakeFirstOrThrow();
    await t.app.services.viewings.cancelByToken(t.app.services.viewings.manageToken(row));
    const cancelled = await inquiry(viewing.inquiryId);
    expect(cancelled.status).toBe('closed');
    expect(cancelled.events.map((e) => e.kind)).toEqual([
      'viewing-confirmed',
      'viewing-rescheduled',
      'viewing-cancelled-by-renter',
    ]);
  });

  it('declining, the agent cancelling and a release each answer the inquiry; a deleted inquiry leaves the viewing working', async () => {
    now = START;
    const free = (await slots()).filter((s) => s.date === '2026-11-27');
    const declined = await book(free[0], 'dee@example.com');
    await act(declined.id, 'decline');
    expect((await inquiry(declined.inquiryId)).status).toBe('responded');
    expect((await inquiry(declined.inquiryId)).events.map((e) => e.kind)).toEqual(['viewing-declined']);

    const cancelled = await book(free[1], 'cal@example.com');
    await act(cancelled.id, 'cancel');
    expect((await inquiry(cancelled.inquiryId)).status).toBe('closed');
    expect((await inquiry(cancelled.inquiryId)).events.map((e) => e.kind)).toEqual(['viewing-cancelled']);

    const released = await book(free[2], 'rae@example.com');
    const orphan = await book(free[3], 'orphan@example.com');
    expect((await t.inject({ method: 'DELETE', url: `/api/inquiries/${orphan.inquiryId}`, headers: auth })).statusCode).toBe(200);
    now = new Date(START.getTime() + 25 * HOUR);
    expect(await t.app.services.viewings.releaseUnconfirmed()).toBeGreaterThanOrEqual(2);
    const answered = await inquiry(released.inquiryId);
    expect(answered.status).toBe('responded');
    expect(answered.events.map((e) => [e.kind, e.when])).toEqual([['viewing-released', 'Fri, Nov 27, 11:00 AM']]);
    expect((await t.app.services.viewings.get(orphan.id)).status).toBe('declined');
  });
});
