import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairHousingDisclosureParagraph } from '../../src/shared/site-settings.ts';
import { VIEWING_MAIL_TEXT as M } from '../../src/shared/texts/viewings.ts';
import type { SlotDto } from '../../src/shared/viewings.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../support/smtp.ts';
import { listingFields } from './viewings-fixtures.ts';

const ORIGIN = 'https://rentals.example';
/** Monday, November 23, 2026, 9:30 AM in New York. */
const START = new Date('2026-11-23T14:30:00Z');
const FAST = { pollMs: 50, retryDelaysMs: [50] };
const HOUR = 3_600_000;

/** The text/calendar part of a message: its METHOD parameter and the iCalendar read back by ical.js. */
function calendarOf(mail: ReceivedMail) {
  const part = mail.parsed.attachments.find((a) => a.contentType === 'text/calendar');
  if (!part) return null;
  const method = /content-type:\s*text\/calendar;[^\r\n]*method=(\w+)/i.exec(mail.raw)?.[1];
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method,
    calendarMethod: calendar.getFirstPropertyValue('method'),
    timezone: calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid'),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid'),
    localStart: event.startDate.toString(),
    utcStart: event.startDate.toJSDate().toISOString(),
    location: event.location,
    description: event.description,
    organizer: vevent.getFirstPropertyValue('organizer'),
  };
}

describe.each(DATABASES)('viewing e-mails through SMTP on %s', (database) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  let auth: { authorization: string };
  let now = START;
  let listingId: number;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({
      database,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN },
      build: { clock: () => now, mailWorker: FAST, viewingReminders: false, digestScheduler: false },
    });
    auth = await t.login();
    listingId = (await t.app.services.listings.create(listingFields({ neighborhood: '4B' }))).id;
    await t.app.services.listingViewings.setOptions(listingId, { enabled: true, instructions: 'Ring the super, apt 1A' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const slotOn = async (date: string, index = 0): Promise<SlotDto> => {
    const slots: SlotDto[] = (await t.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${listingId}` })).json().slots;
    return slots.filter((s) => s.date === date)[index];
  };
  const book = async (slot: SlotDto, email: string) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/viewings',
      payload: { agencyAcknowledged: true, listingId, start: slot.start, name: 'Riley Renter', email, phone: '917 555 0142' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().viewing as { id: number };
  };
  const linkIn = (mail: ReceivedMail, label: string) => new RegExp(`^${label}: (\\S+)$`, 'm').exec(mail.parsed.text ?? '')?.[1];
  const tokenOf = (url: string) => url.slice(`${ORIGIN}/viewings/respond/`.length);

  it('a booking: the renter is told with the Fair Housing Disclosure and a manage link; the staff alert names the time with working Confirm and Decline links', async () => {
    now = START;
    const slot = await slotOn('2026-11-25');
    const viewing = await book(slot, 'riley@example.com');
    const [renterMail] = await smtp.waitForTo('riley@example.com', 1);
    expect(renterMail.parsed.subject).toBe(M.requestedSubject('Wed, Nov 25, 10:00 AM'));
    expect(renterMail.parsed.text).toContain(
      M.requestedBody('Wednesday, November 25, 2026 at 10:00 AM', '145 East 29th Street, New York, NY 10016, Apt 4B'),
    );
    expect(renterMail.parsed.text).toContain(fairHousingDisclosureParagraph());
    expect(linkIn(renterMail, M.manage)).toMatch(/^https:\/\/rentals\.example\/viewings\/[A-Za-z0-9_-]{32}$/);
    expect(calendarOf(renterMail)).toBeNull();

    const [alert] = await smtp.waitForTo(ADMIN.email, 1);
    expect(alert.parsed.subject).toBe(
      M.alertSubject('Riley Renter', 'Wed, Nov 25, 10:00 AM', '145 East 29th Street, New York, NY 10016, Apt 4B'),
    );
    expect(alert.parsed.text).toContain('When: Wednesday, November 25, 2026 at 10:00 AM (New York time)');
    const confirm = linkIn(alert, M.alertConfirm)!;
    const decline = linkIn(alert, M.alertDecline)!;
    expect(confirm).toMatch(/^https:\/\/rentals\.example\/viewings\/respond\//);
    expect(alert.parsed.html).toContain(`href="${confirm}"`);

    const links = t.app.services.viewings;
    // A stranger's guesses and a tampered token change nothing.
    expect(await links.actionLink('not-a-token')).toEqual({ ok: false, reason: 'invalid' });
    // (A character in the middle of the signature: the last one carries bits a decoder may ignore.)
    const raw = tokenOf(confirm);
    const at = raw.length - 10;
    const tampered = `${raw.slice(0, at)}${raw[at] === 'A' ? 'B' : 'A'}${raw.slice(at + 1)}`;
    expect(await links.actionLink(tampered)).toEqual({ ok: false, reason: 'invalid' });
    // A sign-in token is no action link, and an action link is no sign-in token.
    expect(
      (await t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${tokenOf(confirm)}` } }))
        .statusCode,
    ).toBe(401);
    expect(await links.actionLink(auth.authorization.slice(7))).toEqual({ ok: false, reason: 'invalid' });

    const link = await links.actionLink(tokenOf(confirm));
    expect(link).toMatchObject({ ok: true, claims: { viewingId: viewing.id, action: 'confirm' } });
    expect((await links.actByLink(tokenOf(confirm))).viewing.status).toBe('confirmed');
    await expect(links.actByLink(tokenOf(confirm))).rejects.toMatchObject({ statusCode: 409 });
    await expect(links.actByLink(tokenOf(decline))).rejects.toMatchObject({ statusCode: 409 });
    expect((await t.app.services.viewings.get(viewing.id)).status).toBe('confirmed');
  });

  it('the confirmation invites the renter and the staff: METHOD:REQUEST, New York time with its VTIMEZONE, stable UID, location, organizer, instructions and manage link', async () => {
    const invitations = await smtp.waitForTo('riley@example.com', 2);
    const invitation = invitations[1];
    expect(invitation.parsed.subject).toBe(M.invitationSubject('Wed, Nov 25, 10:00 AM'));
    expect(invitation.parsed.text).toContain(fairHousingDisclosureParagraph());
    const ics = calendarOf(invitation)!;
    const manage = linkIn(invitation, M.manage)!;
    expect(ics).toMatchObject({
      method: 'REQUEST',
      calendarMethod: 'REQUEST',
      timezone: 'America/New_York',
      tzid: 'America/New_York',
      sequence: 0,
      status: 'CONFIRMED',
      localStart: '2026-11-25T10:00:00',
      utcStart: '2026-11-25T15:00:00.000Z',
      location: '145 East 29th Street, New York, NY 10016, Apt 4B',
      organizer: 'mailto:dana@manhattanrentals.example',
    });
    expect(ics.uid).toMatch(/^viewing-\d+@rentals\.example$/);
    expect(ics.description).toContain('Instructions: Ring the super, apt 1A');
    expect(ics.description).toContain(manage);
    const staff = (await smtp.waitForTo(ADMIN.email, 2))[1];
    expect(calendarOf(staff)).toMatchObject({ method: 'REQUEST', uid: ics.uid, sequence: 0 });
    expect(staff.parsed.text).not.toContain(fairHousingDisclosureParagraph());
  });

  it('a reschedule sends the same UID with a higher SEQUENCE; a cancellation sends METHOD:CANCEL, STATUS:CANCELLED', async () => {
    const [viewing] = (await t.inject({ method: 'GET', url: '/api/viewings', headers: auth })).json().viewings;
    const first = calendarOf((await smtp.waitForTo('riley@example.com', 2))[1])!;
    const target = await slotOn('2026-11-27', 3);
    const moved = await t.inject({
      method: 'POST',
      url: `/api/viewings/${viewing.id}/reschedule`,
      headers: auth,
      payload: { start: target.start },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const update = (await smtp.waitForTo('riley@example.com', 3))[2];
    expect(update.parsed.subject).toBe(M.rescheduledSubject('Fri, Nov 27, 11:30 AM'));
    expect(calendarOf(update)).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 1,
      localStart: '2026-11-27T11:30:00',
    });

    const cancelled = await t.inject({ method: 'POST', url: `/api/viewings/${viewing.id}/cancel`, headers: auth });
    expect(cancelled.json().viewing.status).toBe('cancelled');
    const cancellation = (await smtp.waitForTo('riley@example.com', 4))[3];
    expect(cancellation.parsed.subject).toBe(M.cancelledSubject('Fri, Nov 27, 11:30 AM'));
    expect(cancellation.parsed.text).toContain(fairHousingDisclosureParagraph());
    expect(calendarOf(cancellation)).toMatchObject({
      method: 'CANCEL',
      calendarMethod: 'CANCEL',
      status: 'CANCELLED',
      uid: first.uid,
      sequence: 2,
    });
    const staffCancel = (await smtp.waitForTo(ADMIN.email, 4))[3];
    expect(calendarOf(staffCancel)).toMatchObject({ method: 'CANCEL', uid: first.uid });
  });

  it('declining a request tells the renter with METHOD:CANCEL and frees the time', async () => {
    now = START;
    const slot = await slotOn('2026-11-28');
    const viewing = await book(slot, 'dee@example.com');
    const res = await t.inject({ method: 'POST', url: `/api/viewings/${viewing.id}/decline`, headers: auth });
    expect(res.json().viewing.status).toBe('declined');
    const [, declined] = await smtp.waitForTo('dee@example.com', 2);
    expect(declined.parsed.subject).toBe(M.declinedSubject('Sat, Nov 28, 10:00 AM'));
    expect(calendarOf(declined)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
    expect(declined.parsed.text).toContain(`${M.anotherTime}: ${ORIGIN}/property/${listingId}/viewing`);
    expect((await slotOn('2026-11-28')).start).toBe(slot.start);
  });

  it('the reminder goes the day before, once (also when two runs race), and never after a cancellation', async () => {
    now = START;
    const kept = await book(await slotOn('2026-12-02'), 'kim@example.com');
    const dropped = await book(await slotOn('2026-12-02', 4), 'cal@example.com');
    for (const v of [kept, dropped]) {
      expect((await t.inject({ method: 'POST', url: `/api/viewings/${v.id}/confirm`, headers: auth })).statusCode).toBe(200);
    }
    expect((await t.inject({ method: 'POST', url: `/api/viewings/${dropped.id}/cancel`, headers: auth })).statusCode).toBe(200);
    const viewings = t.app.services.viewings;
    // Two days before: nothing is due.
    now = new Date(Date.parse('2026-12-02T15:00:00Z') - 48 * HOUR);
    expect(await viewings.sendDueReminders()).toBe(0);
    // The day before: one reminder, however many runs race for it.
    now = new Date(Date.parse('2026-12-02T15:00:00Z') - 23 * HOUR);
    const runs = await Promise.all([viewings.sendDueReminders(), viewings.sendDueReminders(), viewings.sendDueReminders()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await viewings.sendDueReminders()).toBe(0);
    const kim = await smtp.waitForTo('kim@example.com', 3);
    expect(kim.map((m) => m.parsed.subject)).toEqual([
      M.requestedSubject('Wed, Dec 2, 10:00 AM'),
      M.invitationSubject('Wed, Dec 2, 10:00 AM'),
      M.reminderSubject('Wed, Dec 2, 10:00 AM'),
    ]);
    expect(kim[2].parsed.text).toContain('Instructions: Ring the super, apt 1A');
    expect(kim[2].parsed.text).toContain(fairHousingDisclosureParagraph());
    await t.app.services.mail.idle();
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.to('cal@example.com').map((m) => m.parsed.subject)).toEqual([
      M.requestedSubject('Wed, Dec 2, 12:30 PM'),
      M.invitationSubject('Wed, Dec 2, 12:30 PM'),
      M.cancelledSubject('Wed, Dec 2, 12:30 PM'),
    ]);
  });

  it('the renter cancels from the manage link: the slot is free at once, the staff receive the cancellation', async () => {
    now = START;
    const slot = await slotOn('2026-12-03');
    const viewing = await book(slot, 'max@example.com');
    const row = await t.app.database.db
      .selectFrom('viewings')
      .select('manage_token')
      .where('id', '=', viewing.id)
      .executeTakeFirstOrThrow();
    // The database keeps the link's seed and hash only (decision 078); the service makes the link.
    const token = t.app.services.viewings.manageToken(row);
    expect((await t.app.services.viewings.manage(token))?.cancellable).toBe(true);
    expect(await t.app.services.viewings.manage('x'.repeat(32))).toBeNull();
    expect((await t.app.services.viewings.cancelByToken(token)).status).toBe('cancelled');
    expect((await slotOn('2026-12-03')).start).toBe(slot.start);
    await expect(t.app.services.viewings.cancelByToken(token)).rejects.toMatchObject({ statusCode: 409 });
    const [, cancelled] = await smtp.waitForTo('max@example.com', 2);
    expect(calendarOf(cancelled)).toMatchObject({ method: 'CANCEL' });
  });
});
