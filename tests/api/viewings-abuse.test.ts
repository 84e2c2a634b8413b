import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPIENT_CAPS } from '../../src/server/features/index.ts';
import { OPEN_VIEWINGS_PER_ADDRESS } from '../../src/server/features/viewings/booking-limits.ts';
import { viewingCalendar } from '../../src/server/features/viewings/calendar.ts';
import { NY_FAIR_HOUSING_DISCLOSURE_URL } from '../../src/shared/site-settings.ts';
import { VIEWING_MAIL_TEXT as M, VIEWINGS_TEXT as T } from '../../src/shared/texts/viewings.ts';
import { DEFAULT_VIEWING_SETTINGS, type SlotDto, type ViewingSettings } from '../../src/shared/viewings.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { listingFields } from './viewings-fixtures.ts';
import { outboxMails } from '../support/mail.ts';

/**
 * Issue 31, tried from outside: the viewing booking cannot send a stranger's link from the agent's
 * address, cannot mail one victim more than its caps, and cannot fill the agent's calendar
 * (decision 054). Every limit is tried past its edge; a refused booking stores and sends nothing.
 */

const ORIGIN = 'https://rentals.example';
/** Monday, November 23, 2026, 9:30 AM in New York. */
const START = new Date('2026-11-23T14:30:00Z');
const HOUR = 3_600_000;
const PHISH = 'Please pay the holding deposit at https://evil.example/pay';
const CHAIR = 'X";ROLE=CHAIR;RSVP=TRUE:mailto:evil@example.com';
/** A fresh client address for each booking that must not meet another test's daily limit. */
let lastClient = 0;
const nextClient = () => {
  lastClient++;
  return `10.31.${lastClient >> 8}.${lastClient & 255}`;
};

type Outbox = {
  kind: string;
  recipient: string;
  recipient_name: string | null;
  subject: string;
  html: string;
  text: string;
  calendar: string | null;
};

/** Every `href` of an HTML part. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));

/** The iCalendar of a message read by ical.js (its parser throws on what RFC 5545 does not allow). */
function parsedCalendar(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, event, attendees: event.getAllProperties('attendee') };
}

describe.each(DATABASES)('viewing booking abuse on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  let now = START;
  let listingId: number;
  let agentEmail: string;

  beforeAll(async () => {
    t = await createTestApp({
      database,
      env: { PUBLIC_URL: ORIGIN, VIEWING_DAILY_LIMIT: '5' },
      build: { clock: () => now, viewingReminders: false, digestScheduler: false },
    });
    auth = await t.login();
    listingId = (await t.app.services.listings.create(listingFields({ neighborhood: '4B' }))).id;
    await t.app.services.listingViewings.setOptions(listingId, {
      enabled: true,
      instructions: 'Ring the super; apt 1A, then wait',
    });
    agentEmail = (await t.app.services.siteSettings.get()).agent.email;
  });
  afterAll(() => t?.close());

  const db = () => t.app.database.db;
  const slots = async (): Promise<SlotDto[]> =>
    (await t.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${listingId}` })).json().slots;
  /** The `index`-th free slot on `date` (New York). */
  const slotOn = async (date: string, index = 0) => (await slots()).filter((s) => s.date === date)[index];
  const book = (payload: Record<string, unknown>, client = nextClient()) =>
    t.inject({
      method: 'POST',
      url: '/api/viewings',
      remoteAddress: client,
      payload: { agencyAcknowledged: true, listingId, phone: '917 555 0142', ...payload },
    });
  const outbox = async (recipient?: string): Promise<Outbox[]> => {
    return (await outboxMails(t, recipient ? { recipient } : {})) as Outbox[];
  };
  const counts = async () => {
    const n = async (table: 'viewings' | 'inquiries' | 'mail_outbox') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { viewings: await n('viewings'), inquiries: await n('inquiries'), mails: await n('mail_outbox') };
  };
  const setSettings = async (change: Partial<ViewingSettings>) => {
    const res = await t.inject({
      method: 'PUT',
      url: '/api/viewings/settings',
      headers: auth,
      payload: { ...DEFAULT_VIEWING_SETTINGS, ...change },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().settings as ViewingSettings;
  };
  /** Only the product's own links: its pages, the agent's address and phone, the Fair Housing Disclosure. */
  const ownLinksOnly = (mail: Outbox) => {
    for (const href of hrefs(mail.html)) {
      const own =
        href.startsWith(`${ORIGIN}/`) ||
        href === `mailto:${agentEmail}` ||
        href.startsWith('tel:') ||
        href === NY_FAIR_HOUSING_DISCLOSURE_URL;
      expect(own, `${mail.subject}: ${href}`).toBe(true);
    }
    for (const part of [mail.html, mail.text, mail.calendar ?? '', mail.recipient_name ?? '']) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('holding deposit');
    }
  };

  it('a name holding a link: the renter’s e-mail, invitation and reminder greet without it, link only the product, and the calendar carries none of it', async () => {
    now = START;
    const victim = 'phish-victim@example.com';
    const slot = await slotOn('2026-11-25');
    const res = await book({ start: slot.start, name: PHISH, email: victim });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().viewing;
    expect((await t.inject({ method: 'POST', url: `/api/viewings/${id}/confirm`, headers: auth })).statusCode).toBe(200);
    now = new Date(Date.parse(slot.start) - 23 * HOUR);
    expect(await t.app.services.viewings.sendDueReminders()).toBe(1);
    const mails = await outbox(victim);
    expect(mails.map((m) => m.subject)).toEqual([
      M.requestedSubject('Wed, Nov 25, 10:00 AM'),
      M.invitationSubject('Wed, Nov 25, 10:00 AM'),
      M.reminderSubject('Wed, Nov 25, 10:00 AM'),
    ]);
    for (const mail of mails) {
      ownLinksOnly(mail);
      expect(mail.text.startsWith(`${M.greeting(null)}\n`)).toBe(true);
      expect(mail.recipient_name).toBeNull();
    }
    const { attendees, event } = parsedCalendar(mails[1].calendar ? JSON.parse(mails[1].calendar).content : '');
    expect(attendees).toHaveLength(1);
    expect(attendees[0].getParameter('cn')).toBeUndefined();
    expect(attendees[0].getFirstValue()).toMatch(new RegExp(`^mailto:${victim}$`, 'i'));
    // Every text value written by the library's own escaping: the agent's ';' and ',' read back as typed.
    expect(event.getFirstPropertyValue('description')).toContain('Instructions: Ring the super; apt 1A, then wait');
    // The staff still see what was typed, in their own alert.
    const alert = (await outbox()).find((m) => m.kind === 'viewing-alert' && m.text.includes(PHISH));
    expect(alert).toBeDefined();
    // A plain name is still used.
    now = START;
    const plain = await book({
      start: (await slotOn('2026-11-25', 2)).start,
      name: 'Riley Renter',
      email: 'riley-plain@example.com',
    });
    expect(plain.statusCode).toBe(201);
    const [hello] = await outbox('riley-plain@example.com');
    // At most the first name (decision 094).
    expect(hello.text.startsWith('Hello Riley,\n')).toBe(true);
    expect(hello.recipient_name).toBe('Riley');
  });

  it(`a renter named ${CHAIR}: strict parsing of the invitation finds one ATTENDEE and no ROLE=CHAIR`, async () => {
    now = START;
    const slot = await slotOn('2026-11-27');
    const res = await book({ start: slot.start, name: CHAIR, email: 'chair@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      (await t.inject({ method: 'POST', url: `/api/viewings/${res.json().viewing.id}/confirm`, headers: auth })).statusCode,
    ).toBe(200);
    const invitations = (await outbox()).filter(
      (m) => m.kind === 'viewing-invitation' && m.calendar?.includes('chair@example.com'),
    );
    // The renter's copy and the administrator's.
    expect(invitations.length).toBeGreaterThanOrEqual(2);
    for (const mail of invitations) {
      const content: string = JSON.parse(mail.calendar!).content;
      expect(content).not.toContain('ROLE=CHAIR;');
      const { attendees } = parsedCalendar(content);
      expect(attendees).toHaveLength(1);
      expect(attendees[0].getParameter('role')).toBe('REQ-PARTICIPANT');
      expect(attendees[0].getParameter('rsvp')).toBeUndefined();
      expect(attendees[0].getFirstValue()).toMatch(/^mailto:chair@example\.com$/i);
    }
    // The calendar's own quoting, whatever name reaches it: RFC 5545 quotes and RFC 6868's ^' for a
    // DQUOTE, so a strict parser reads the name back whole as the CN and nothing else.
    const content = viewingCalendar({
      uid: 'viewing-1@rentals.example',
      sequence: 0,
      method: 'REQUEST',
      start: slot.start,
      end: slot.end,
      summary: 'Apartment viewing: 1 Main St; Apt 4, NY',
      location: '1 Main St, Apt 4',
      description: 'Line one;\nline two, "quoted" \\ backslash',
      url: `${ORIGIN}/viewings/x`,
      organizer: { name: 'Dana "The Agent" ^ Smith', email: 'dana@example.com' },
      attendee: { name: CHAIR, email: 'chair@example.com' },
      productName: 'Rentals',
    });
    const { attendees, event } = parsedCalendar(content);
    expect(attendees).toHaveLength(1);
    expect(attendees[0].getParameter('cn')).toBe(CHAIR);
    expect(attendees[0].getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendees[0].getFirstValue()).toMatch(/^mailto:chair@example\.com$/i);
    expect(event.getFirstProperty('organizer')!.getParameter('cn')).toBe('Dana "The Agent" ^ Smith');
    expect(event.getFirstPropertyValue('summary')).toBe('Apartment viewing: 1 Main St; Apt 4, NY');
    expect(event.getFirstPropertyValue('description')).toBe('Line one;\nline two, "quoted" \\ backslash');
  });

  it(`6 bookings for one victim from 6 client addresses: ${OPEN_VIEWINGS_PER_ADDRESS} open at most, and at most ${RECIPIENT_CAPS['viewing-booking']} booking e-mails a day reach the victim`, async () => {
    now = START;
    const victim = 'capped-victim@example.com';
    const answers: number[] = [];
    const dates = ['2026-11-24', '2026-11-24', '2026-11-24', '2026-11-24'];
    for (const [i, date] of dates.entries()) {
      answers.push((await book({ start: (await slotOn(date, 2 + i)).start, name: 'Vic Tim', email: victim })).statusCode);
    }
    // Two open, the third and fourth refused.
    expect(answers).toEqual([201, 201, 409, 409]);
    // A day later both requests were released (nobody confirmed them): two more bookings are taken.
    now = new Date(START.getTime() + 25 * HOUR);
    expect(await t.app.services.viewings.releaseUnconfirmed()).toBeGreaterThanOrEqual(2);
    for (const i of [0, 1]) {
      const res = await book({ start: (await slotOn('2026-11-28', i)).start, name: 'Vic Tim', email: victim });
      expect(res.statusCode, res.body).toBe(201);
    }
    const mails = await outbox(victim);
    const booked = mails.filter((m) => m.subject.startsWith('Viewing requested'));
    expect(booked).toHaveLength(RECIPIENT_CAPS['viewing-booking']);
    expect(mails.filter((m) => m.subject.startsWith('Viewing request released'))).toHaveLength(2);
    expect(mails).toHaveLength(RECIPIENT_CAPS['viewing-booking'] + 2);
    const stored = await db().selectFrom('viewings').select('status').where('email', '=', victim).execute();
    expect(stored).toHaveLength(4);
  });

  it('a third open viewing for one e-mail address is refused with a clear message and stores and sends nothing', async () => {
    now = START;
    const email = 'three@example.com';
    for (const i of [0, 1])
      expect((await book({ start: (await slotOn('2026-11-30', i)).start, name: 'Tri', email })).statusCode).toBe(201);
    const before = await counts();
    const slot = await slotOn('2026-11-30', 2);
    // Upper case is the same address.
    const res = await book({ start: slot.start, name: 'Tri', email: 'THREE@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: T.tooManyOpen(2) });
    expect(await counts()).toEqual(before);
    expect((await slotOn('2026-11-30', 2)).start).toBe(slot.start);
    // A cancelled or past viewing is not open: once one is cancelled, the address may book again.
    const [first] = await db().selectFrom('viewings').select('id').where('email', '=', email).orderBy('id').execute();
    expect((await t.inject({ method: 'POST', url: `/api/viewings/${first.id}/cancel`, headers: auth })).statusCode).toBe(200);
    expect((await book({ start: slot.start, name: 'Tri', email })).statusCode).toBe(201);
  });

  it('6 bookings a day from one client address: the sixth is refused (429) and stores and sends nothing; the next day it may book again', async () => {
    now = START;
    const client = '203.0.113.77';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await book(
        { start: (await slotOn('2026-12-01', i)).start, name: `Day ${i}`, email: `day${i}@example.com` },
        client,
      );
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201]);
    const before = await counts();
    const sixth = await book({ start: (await slotOn('2026-12-01', 5)).start, name: 'Day 5', email: 'day5@example.com' }, client);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ success: false, message: T.tooManyToday(5) });
    expect(await counts()).toEqual(before);
    // Another client address is not affected; nor is the same one a day later.
    expect(
      (await book({ start: (await slotOn('2026-12-01', 5)).start, name: 'Other', email: 'other-client@example.com' })).statusCode,
    ).toBe(201);
    now = new Date(START.getTime() + 24 * HOUR + 60_000);
    const later = await book({ start: (await slotOn('2026-12-01', 7)).start, name: 'Day 6', email: 'day6@example.com' }, client);
    expect(later.statusCode, later.body).toBe(201);
    // The stored client key is no address.
    const keys = await db().selectFrom('viewings').select('client_key').where('email', 'like', 'day%').execute();
    for (const { client_key } of keys) if (client_key) expect(client_key).not.toContain('203.0.113');
    // Keys of bookings over a day old are forgotten by the periodic job.
    await t.app.services.viewings.releaseUnconfirmed();
    const old = await db()
      .selectFrom('viewings')
      .select('client_key')
      .where('email', 'in', ['day0@example.com', 'day6@example.com'])
      .orderBy('id')
      .execute();
    expect(old.map((r) => r.client_key === null)).toEqual([true, false]);
  });

  it('an unconfirmed request is released after its hours: the slot frees, the renter is told politely once, its links are spent', async () => {
    now = START;
    const slot = await slotOn('2026-12-03');
    const res = await book({ start: slot.start, name: 'Rae Lease', email: 'release@example.com' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().viewing;
    const viewings = t.app.services.viewings;
    const alert = (await outbox()).find((m) => m.kind === 'viewing-alert' && m.text.includes('release@example.com'))!;
    const confirmToken = /^Confirm: \S+\/viewings\/respond\/(\S+)$/m.exec(alert.text)![1];
    expect(await viewings.actionLink(confirmToken)).toMatchObject({ ok: true });
    // Not yet: a minute short of 24 hours.
    now = new Date(START.getTime() + 24 * HOUR - 60_000);
    await viewings.releaseUnconfirmed();
    expect((await viewings.get(id)).status).toBe('requested');
    // At 24 hours: released once, however many instances run the job at the same moment.
    now = new Date(START.getTime() + 24 * HOUR);
    await Promise.all([viewings.releaseUnconfirmed(), viewings.releaseUnconfirmed(), viewings.releaseUnconfirmed()]);
    expect((await viewings.get(id)).status).toBe('declined');
    expect((await slots()).some((s) => s.start === slot.start)).toBe(true);
    const mails = await outbox('release@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      M.requestedSubject('Thu, Dec 3, 10:00 AM'),
      M.releasedSubject('Thu, Dec 3, 10:00 AM'),
    ]);
    expect(mails[1].text).toContain(
      M.releasedBody('Thursday, December 3, 2026 at 10:00 AM', '145 East 29th Street, New York, NY 10016, Apt 4B'),
    );
    expect(mails[1].text).toContain(`${M.anotherTime}: ${ORIGIN}/property/${listingId}/viewing`);
    expect(await viewings.actionLink(confirmToken)).toEqual({ ok: false, reason: 'spent' });
    // A confirmed viewing is never released; the hours are the agent's setting.
    now = START;
    expect((await setSettings({ releaseHours: 2 })).releaseHours).toBe(2);
    const kept = (await book({ start: (await slotOn('2026-12-03', 1)).start, name: 'Kept', email: 'kept@example.com' })).json()
      .viewing.id;
    const quick = (await book({ start: (await slotOn('2026-12-03', 2)).start, name: 'Quick', email: 'quick@example.com' })).json()
      .viewing.id;
    expect((await t.inject({ method: 'POST', url: `/api/viewings/${kept}/confirm`, headers: auth })).statusCode).toBe(200);
    now = new Date(START.getTime() + 2 * HOUR);
    await viewings.releaseUnconfirmed();
    expect((await viewings.get(kept)).status).toBe('confirmed');
    expect((await viewings.get(quick)).status).toBe('declined');
    const bad = await t.inject({
      method: 'PUT',
      url: '/api/viewings/settings',
      headers: auth,
      payload: { ...DEFAULT_VIEWING_SETTINGS, releaseHours: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(T.releaseHoursInvalid);
    await setSettings({});
  });

  it('a honeypot booking answers exactly as a real one: the same shape, a plausible id, the slot’s own start', async () => {
    now = START;
    const real = await book({ start: (await slotOn('2026-12-04', 0)).start, name: 'Real', email: 'real@example.com' });
    const slot = await slotOn('2026-12-04', 1);
    const before = await counts();
    const fake = await book({ start: slot.start, name: 'Bot', email: 'bot@example.com', website: 'https://spam.example' });
    expect(fake.statusCode).toBe(real.statusCode);
    const [a, b] = [real.json(), fake.json()];
    expect(Object.keys(b)).toEqual(Object.keys(a));
    expect(Object.keys(b.viewing)).toEqual(Object.keys(a.viewing));
    expect(b.message).toBe(a.message);
    expect(b.viewing.id).toBe(a.viewing.id + 1);
    expect(b.viewing.start).toBe(slot.start);
    expect(b.viewing.end).toBe(slot.end);
    expect(b.viewing.when).toBe(`${slot.day}, ${slot.time}`);
    expect(await counts()).toEqual(before);
  });
});
