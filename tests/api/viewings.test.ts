import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRIES_TEXT as I } from '../../src/shared/texts/inquiries.ts';
import { VIEWINGS_TEXT as T } from '../../src/shared/texts/viewings.ts';
import { DEFAULT_VIEWING_SETTINGS, type SlotDto, type ViewingSettings } from '../../src/shared/viewings.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { listingFields } from './viewings-fixtures.ts';

/** Monday, November 23, 2026, 9:30 AM in New York. */
const MONDAY_930 = new Date('2026-11-23T14:30:00Z');

const renter = (n: number | string) => ({ name: `Renter ${n}`, email: `renter${n}@example.com`, phone: '212 555 0100' });

describe.each(DATABASES)('viewings API on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  let now = MONDAY_930;
  let listingId: number;

  beforeAll(async () => {
    t = await createTestApp({ database, build: { clock: () => now, viewingReminders: false, digestScheduler: false } });
    auth = await t.login();
    listingId = (await t.app.services.listings.create(listingFields())).id;
  });
  afterAll(() => t.close());

  const setSettings = async (change: Partial<ViewingSettings>) => {
    const res = await t.inject({
      method: 'PUT',
      url: '/api/viewings/settings',
      headers: auth,
      payload: { ...DEFAULT_VIEWING_SETTINGS, ...change },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const slotsOf = async (id = listingId): Promise<SlotDto[]> => {
    const res = await t.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().timeZone).toBe('America/New_York');
    return res.json().slots;
  };
  const book = (payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/viewings', payload: { agencyAcknowledged: true, ...payload } });
  const counts = async () => {
    const db = t.app.database.db;
    const v = await db
      .selectFrom('viewings')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const i = await db
      .selectFrom('inquiries')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return { viewings: Number(v.n), inquiries: Number(i.n) };
  };
  const clearViewings = () => t.app.database.db.deleteFrom('viewings').execute();

  it('starts a fresh installation on Monday–Saturday 10:00–18:00, 30-minute slots, 2 hours notice, 14 days, confirm each', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/viewings/settings', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual({
      hours: [
        { open: true, start: '10:00', end: '18:00' },
        { open: true, start: '10:00', end: '18:00' },
        { open: true, start: '10:00', end: '18:00' },
        { open: true, start: '10:00', end: '18:00' },
        { open: true, start: '10:00', end: '18:00' },
        { open: true, start: '10:00', end: '18:00' },
        { open: false, start: '10:00', end: '18:00' },
      ],
      slotMinutes: 30,
      noticeHours: 2,
      daysAhead: 14,
      daysOff: [],
      mode: 'request',
      // Issue 31: a request not confirmed within this many hours is released (decision 054).
      releaseHours: 24,
    });
  });

  it('offers the free slots within the hours, after the notice, for 14 days, not on Sundays nor days off', async () => {
    now = MONDAY_930;
    await setSettings({ daysOff: ['2026-11-26'] });
    const slots = await slotsOf();
    const days = [...new Set(slots.map((s) => s.day))];
    // Today from 11:30 AM (2 hours' notice), then every day but Sunday and Thanksgiving, through Saturday, December 5.
    expect(days).toEqual([
      'Mon, Nov 23',
      'Tue, Nov 24',
      'Wed, Nov 25',
      'Fri, Nov 27',
      'Sat, Nov 28',
      'Mon, Nov 30',
      'Tue, Dec 1',
      'Wed, Dec 2',
      'Thu, Dec 3',
      'Fri, Dec 4',
      'Sat, Dec 5',
    ]);
    const monday = slots.filter((s) => s.date === '2026-11-23');
    expect(monday[0]).toEqual({
      start: '2026-11-23T16:30:00Z',
      end: '2026-11-23T17:00:00Z',
      date: '2026-11-23',
      day: 'Mon, Nov 23',
      time: '11:30 AM',
    });
    expect(monday.map((s) => s.time).at(-1)).toBe('5:30 PM');
    expect(monday).toHaveLength(13);
    const tuesday = slots.filter((s) => s.date === '2026-11-24');
    expect(tuesday).toHaveLength(16);
    expect(tuesday[0].time).toBe('10:00 AM');
    expect(slots.some((s) => s.date === '2026-11-29' || s.date === '2026-11-26' || s.date >= '2026-12-06')).toBe(false);
    await setSettings({});
  });

  it('a booked slot is no longer offered; other listings share the agent: it is gone from theirs too', async () => {
    now = MONDAY_930;
    await clearViewings();
    const other = (await t.app.services.listings.create(listingFields({ address: '50 West 34th Street, New York, NY 10001' })))
      .id;
    const before = await slotsOf(other);
    const target = before.find((s) => s.date === '2026-11-24' && s.time === '2:00 PM')!;
    const res = await book({ listingId, start: target.start, ...renter('a') });
    expect(res.statusCode, res.body).toBe(201);
    const after = await slotsOf(other);
    expect(after).toHaveLength(before.length - 1);
    expect(after.some((s) => s.start === target.start)).toBe(false);
  });

  it('books a slot: 201 Viewing requested, a request, an inquiry of type viewing linked to the listing and the viewing', async () => {
    now = MONDAY_930;
    await clearViewings();
    const [slot] = (await slotsOf()).filter((s) => s.date === '2026-11-25');
    const res = await book({ listingId, start: slot.start, ...renter('b'), message: 'Can I bring my dog?' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Viewing requested',
      viewing: { id: expect.any(Number), status: 'requested', start: slot.start, end: slot.end, when: 'Wed, Nov 25, 10:00 AM' },
    });
    const [viewing] = (await t.inject({ method: 'GET', url: '/api/viewings', headers: auth })).json().viewings;
    expect(viewing).toMatchObject({ id: body.viewing.id, listingId, status: 'requested', name: 'Renter b', apartment: '4B' });
    const inquiry = (await t.inject({ method: 'GET', url: `/api/inquiries/${viewing.inquiryId}`, headers: auth })).json().inquiry;
    expect(inquiry).toMatchObject({
      inquiry_type: 'viewing',
      listing_id: listingId,
      email: 'renterb@example.com',
      message: 'Viewing: Wed, Nov 25, 10:00 AM\n\nCan I bring my dog?',
    });
    const linked = (await t.inject({ method: 'GET', url: `/api/viewings?inquiryId=${inquiry.id}`, headers: auth })).json();
    expect(linked.viewings.map((v: { id: number }) => v.id)).toEqual([body.viewing.id]);
  });

  it("answers 'Viewing confirmed' and status confirmed when bookings are confirmed at once", async () => {
    now = MONDAY_930;
    await setSettings({ mode: 'instant' });
    const [slot] = (await slotsOf()).filter((s) => s.date === '2026-11-27');
    const res = await book({ listingId, start: slot.start, ...renter('c') });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Viewing confirmed', viewing: { status: 'confirmed' } });
    await setSettings({});
  });

  it('refuses every bad booking with a 4xx and a clear message, and stores nothing', async () => {
    now = MONDAY_930;
    await clearViewings();
    const slots = await slotsOf();
    const free = slots.find((s) => s.date === '2026-11-28')!;
    const taken = slots.find((s) => s.date === '2026-11-30')!;
    expect((await book({ listingId, start: taken.start, ...renter('d') })).statusCode).toBe(201);
    const hidden = (await t.app.services.listings.create(listingFields({ status: 'inactive' }))).id;
    const viewingsOff = (await t.app.services.listings.create(listingFields())).id;
    await t.app.database.db.updateTable('listings').set({ viewings_enabled: 0 }).where('id', '=', viewingsOff).execute();
    const before = await counts();

    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['unknown listing', { listingId: 999_999, start: free.start, ...renter(1) }, 404, T.listingUnavailable],
      ['hidden listing', { listingId: hidden, start: free.start, ...renter(1) }, 404, T.listingUnavailable],
      ['listing with viewings off', { listingId: viewingsOff, start: free.start, ...renter(1) }, 404, T.listingUnavailable],
      ['listingId not an id', { listingId: 'abc', start: free.start, ...renter(1) }, 400, T.listingIdRequired],
      ['no start', { listingId, ...renter(1) }, 400, T.startRequired],
      ['start not a date', { listingId, start: 'tomorrow at ten', ...renter(1) }, 400, T.startRequired],
      ['start without offset', { listingId, start: '2026-11-28T10:00:00', ...renter(1) }, 400, T.startRequired],
      ['start off the grid', { listingId, start: '2026-11-28T15:10:00Z', ...renter(1) }, 400, T.notASlot],
      ['start outside the hours', { listingId, start: '2026-11-28T03:00:00Z', ...renter(1) }, 400, T.notASlot],
      ['start on a Sunday', { listingId, start: '2026-11-29T15:00:00Z', ...renter(1) }, 400, T.notASlot],
      ['start beyond the window', { listingId, start: '2026-12-08T15:00:00Z', ...renter(1) }, 400, T.notASlot],
      ['start in the past', { listingId, start: '2026-11-20T15:00:00Z', ...renter(1) }, 400, T.inThePast],
      ['start inside the notice', { listingId, start: '2026-11-23T15:30:00Z', ...renter(1) }, 400, T.insideNotice(2)],
      ['slot taken', { listingId, start: taken.start, ...renter(1) }, 409, T.slotTaken],
      ['no name', { listingId, start: free.start, email: 'a@example.com' }, 400, I.nameRequired],
      ['blank name', { listingId, start: free.start, name: '  ', email: 'a@example.com' }, 400, I.nameRequired],
      ['no email', { listingId, start: free.start, name: 'Ann' }, 400, I.emailRequired],
      ['bad email', { listingId, start: free.start, name: 'Ann', email: 'ann@' }, 400, I.emailInvalid],
      ['long name', { listingId, start: free.start, name: 'x'.repeat(101), email: 'a@example.com' }, 400, I.nameTooLong],
      ['long phone', { listingId, start: free.start, ...renter(1), phone: '1'.repeat(41) }, 400, I.phoneInvalid],
      ['long message', { listingId, start: free.start, ...renter(1), message: 'x'.repeat(2001) }, 400, T.messageTooLong],
      [
        'header injection in the email',
        { listingId, start: free.start, name: 'A', email: 'a@example.com\r\nBcc: b@x.com' },
        400,
        I.emailInvalid,
      ],
    ];
    for (const [label, payload, status, message] of cases) {
      const res = await book(payload);
      expect({ label, status: res.statusCode, body: res.json() }).toEqual({ label, status, body: { success: false, message } });
    }
    const bodies = [
      { payload: 'not json', headers: { 'content-type': 'application/json' } },
      { payload: '[]', headers: { 'content-type': 'application/json' } },
      { payload: 'name=a', headers: { 'content-type': 'text/plain' } },
    ];
    for (const b of bodies) {
      const res = await t.inject({ method: 'POST', url: '/api/viewings', ...b });
      expect(res.statusCode, b.payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, b.payload).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    const big = await t.inject({
      method: 'POST',
      url: '/api/viewings',
      payload: { agencyAcknowledged: true, listingId, start: free.start, ...renter(1), message: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it('slots of an unknown, hidden or viewings-off listing are 404; a bad listingId is 400', async () => {
    const hidden = (await t.app.services.listings.create(listingFields({ status: 'pending' }))).id;
    expect((await t.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${hidden}` })).json()).toEqual({
      success: false,
      message: T.listingUnavailable,
    });
    for (const q of ['', '?listingId=', '?listingId=abc', '?listingId=-1', '?listingId=99999999999']) {
      const res = await t.inject({ method: 'GET', url: `/api/viewings/slots${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toEqual({ success: false, message: T.listingIdRequired });
    }
    expect((await t.inject({ method: 'GET', url: '/api/viewings/slots?listingId=424242' })).statusCode).toBe(404);
  });

  it('a filled honeypot answers like a booking and stores nothing', async () => {
    now = MONDAY_930;
    const slot = (await slotsOf()).find((s) => s.date === '2026-12-01')!;
    const before = await counts();
    const res = await book({ listingId, start: slot.start, ...renter('bot'), website: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Viewing requested');
    expect(await counts()).toEqual(before);
    expect((await slotsOf()).some((s) => s.start === slot.start)).toBe(true);
  });

  it('20 renters booking one slot at once: exactly one 201 and nineteen 409, one viewing stored', async () => {
    now = MONDAY_930;
    await clearViewings();
    const slot = (await slotsOf()).find((s) => s.date === '2026-12-02')!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book({ listingId, start: slot.start, ...renter(`p${i}`) })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().message).toBe(T.slotTaken);
    const stored = await t.app.database.db.selectFrom('viewings').select('id').where('start_at', '=', slot.start).execute();
    expect(stored).toHaveLength(1);
  });

  it('the availability is written by administrators only, and validated', async () => {
    await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: auth,
      payload: { name: 'Agent A', email: 'agent@test.local', password: 'agent-password-1', role: 'agent' },
    });
    const agent = await t.login({ email: 'agent@test.local', password: 'agent-password-1' });
    expect((await t.inject({ method: 'GET', url: '/api/viewings/settings', headers: agent })).statusCode).toBe(200);
    const put = await t.inject({
      method: 'PUT',
      url: '/api/viewings/settings',
      headers: agent,
      payload: DEFAULT_VIEWING_SETTINGS,
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(T.adminOnly);

    const bad: Array<[Partial<ViewingSettings> | Record<string, unknown>, string]> = [
      [{ hours: DEFAULT_VIEWING_SETTINGS.hours.map((h, i) => (i === 1 ? { ...h, end: '09:00' } : h)) }, T.timeInvalid('Tuesday')],
      [
        { hours: DEFAULT_VIEWING_SETTINGS.hours.map((h, i) => (i === 0 ? { ...h, start: '25:00' } : h)) },
        T.timeInvalid('Monday'),
      ],
      [{ slotMinutes: 7 }, T.slotLengthInvalid],
      [{ noticeHours: -1 }, T.noticeInvalid],
      [{ daysAhead: 0 }, T.daysAheadInvalid],
      [{ daysAhead: 91 }, T.daysAheadInvalid],
      [{ daysOff: ['2026-13-01'] }, T.dayOffInvalid('2026-13-01')],
      [{ mode: 'sometimes' }, T.modeInvalid],
    ];
    for (const [change, message] of bad) {
      const res = await t.inject({
        method: 'PUT',
        url: '/api/viewings/settings',
        headers: auth,
        payload: { ...DEFAULT_VIEWING_SETTINGS, ...change },
      });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
  });

  it("a listing's viewings turn off and on from its form's API: off, its slots and bookings are 404", async () => {
    now = MONDAY_930;
    const id = (await t.app.services.listings.create(listingFields())).id;
    const url = `/api/viewings/listings/${id}`;
    expect((await t.inject({ method: 'GET', url, headers: auth })).json().options).toEqual({ enabled: true, instructions: '' });
    const off = await t.inject({
      method: 'PUT',
      url,
      headers: auth,
      payload: { enabled: false, instructions: ' Ring the super, apt 1A ' },
    });
    expect(off.json().options).toEqual({ enabled: false, instructions: 'Ring the super, apt 1A' });
    expect((await t.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${id}` })).statusCode).toBe(404);
    const [slot] = await slotsOf();
    expect((await book({ listingId: id, start: slot.start, ...renter('off') })).statusCode).toBe(404);
    await t.inject({ method: 'PUT', url, headers: auth, payload: { enabled: true, instructions: '' } });
    expect((await slotsOf(id)).length).toBeGreaterThan(0);
    const bad = await t.inject({ method: 'PUT', url, headers: auth, payload: { enabled: true, instructions: 'x'.repeat(501) } });
    expect(bad.json()).toEqual({ success: false, message: T.instructionsTooLong });
    expect((await t.inject({ method: 'PUT', url, headers: auth, payload: { enabled: 'yes' } })).statusCode).toBe(400);
    expect(
      (await t.inject({ method: 'PUT', url: '/api/viewings/listings/999999', headers: auth, payload: { enabled: true } }))
        .statusCode,
    ).toBe(404);
    expect((await t.inject({ method: 'PUT', url, payload: { enabled: false } })).statusCode).toBe(401);
  });

  it('a stranger cannot list, change or confirm viewings, nor guess a manage link', async () => {
    for (const [method, url] of [
      ['GET', '/api/viewings'],
      ['GET', '/api/viewings/summary'],
      ['POST', '/api/viewings/1/confirm'],
      ['POST', '/api/viewings/1/cancel'],
      ['POST', '/api/viewings/1/reschedule'],
      ['PUT', '/api/viewings/settings'],
    ] as const) {
      expect((await t.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode, url).toBe(401);
    }
    expect(await t.app.services.viewings.manage('A'.repeat(32))).toBeNull();
    expect(await t.app.services.viewings.manage('../../etc/passwd')).toBeNull();
    await expect(t.app.services.viewings.cancelByToken('A'.repeat(32))).rejects.toMatchObject({ statusCode: 404 });
  });

  /** New York's daylight-saving changes of 2026 and 2027: the wall-clock hours stay, the instants move. */
  const DST_DAYS = [
    { date: '2026-03-08', day: 'Sun, Mar 8', change: 'spring' },
    { date: '2026-11-01', day: 'Sun, Nov 1', change: 'fall' },
    { date: '2027-03-14', day: 'Sun, Mar 14', change: 'spring' },
    { date: '2027-11-07', day: 'Sun, Nov 7', change: 'fall' },
  ] as const;

  it.each(DST_DAYS)(
    'keeps the local times across the daylight-saving change of $date ($change)',
    async ({ date, day, change }) => {
      // The evening before, New York time.
      const [y, m, d] = date.split('-').map(Number);
      now = new Date(Date.UTC(y, m - 1, d - 1, 23, 0));
      const sunday = { open: true, start: '00:00', end: '04:00' };
      await setSettings({ hours: [...DEFAULT_VIEWING_SETTINGS.hours.slice(0, 6), sunday], noticeHours: 0, daysAhead: 3 });
      const slots = (await slotsOf()).filter((s) => s.date === date);
      expect(slots.every((s) => s.day === day)).toBe(true);
      const at = (hh: number, mm: number) => new Date(Date.UTC(y, m - 1, d, hh, mm)).toISOString().replace('.000Z', 'Z');
      if (change === 'spring') {
        // 2:00 AM does not exist: 1:30 AM EST is followed by 3:00 AM EDT.
        expect(slots.map((s) => s.time)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM', '1:30 AM', '3:00 AM', '3:30 AM']);
        expect(slots.map((s) => s.start)).toEqual([at(5, 0), at(5, 30), at(6, 0), at(6, 30), at(7, 0), at(7, 30)]);
      } else {
        // 1:00 AM happens twice: first in EDT (UTC−4), then in EST (UTC−5).
        expect(slots.map((s) => s.time)).toEqual([
          '12:00 AM',
          '12:30 AM',
          '1:00 AM',
          '1:30 AM',
          '1:00 AM',
          '1:30 AM',
          '2:00 AM',
          '2:30 AM',
          '3:00 AM',
          '3:30 AM',
        ]);
        expect(slots.map((s) => s.start)).toEqual([
          at(4, 0),
          at(4, 30),
          at(5, 0),
          at(5, 30),
          at(6, 0),
          at(6, 30),
          at(7, 0),
          at(7, 30),
          at(8, 0),
          at(8, 30),
        ]);
      }
      // Monday's 10:00 AM is 10:00 AM New York time on either side of the change.
      const monday = (await slotsOf()).find((s) => s.date > date && s.time === '10:00 AM')!;
      expect(monday.start).toBe(at(24 + (change === 'spring' ? 14 : 15), 0));
      await setSettings({});
    },
  );
});

/** Two instances on one PostgreSQL database, as behind a load balancer. */
describe.runIf(process.env.TEST_DATABASE_URL)('viewings on two PostgreSQL instances', () => {
  let first: TestApp;
  let second: TestApp;
  const now = () => MONDAY_930;
  let listingId: number;

  beforeAll(async () => {
    const build = { clock: now, viewingReminders: false, digestScheduler: false } as const;
    first = await createTestApp({ database: 'postgres', build });
    second = await createTestApp({ env: { DATABASE_URL: first.config.databaseUrl! }, build });
    listingId = (await first.app.services.listings.create(listingFields())).id;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('20 parallel bookings of one slot, spread over both: one 201, nineteen 409, one viewing', async () => {
    const slots = (await first.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${listingId}` })).json().slots;
    const slot = slots.find((s: SlotDto) => s.date === '2026-11-24');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? first : second).inject({
          method: 'POST',
          url: '/api/viewings',
          payload: { agencyAcknowledged: true, listingId, start: slot.start, ...renter(`q${i}`) },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    const stored = await first.app.database.db.selectFrom('viewings').select('id').execute();
    expect(stored).toHaveLength(1);
    const inquiries = await first.app.database.db.selectFrom('inquiries').select('id').execute();
    expect(inquiries).toHaveLength(1);
  });
});

describe("the booking form's per-address limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { FORM_RATE_LIMIT: '2' },
      build: { clock: () => MONDAY_930, viewingReminders: false, digestScheduler: false },
    });
  });
  afterAll(() => t.close());

  it('answers 429 with the wait past the limit, before reading the body', async () => {
    const id = (await t.app.services.listings.create(listingFields())).id;
    const slots: SlotDto[] = (await t.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${id}` })).json().slots;
    for (const slot of slots.slice(0, 2)) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/viewings',
        payload: { agencyAcknowledged: true, listingId: id, start: slot.start, ...renter('limit') },
      });
      expect(res.statusCode).toBe(201);
    }
    const over = await t.inject({
      method: 'POST',
      url: '/api/viewings',
      payload: { agencyAcknowledged: true, listingId: id, start: slots[2].start, ...renter('limit') },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(I.tooManyRequests(10));
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await t.app.database.db.selectFrom('viewings').select('id').execute();
    expect(stored).toHaveLength(2);
  });
});
