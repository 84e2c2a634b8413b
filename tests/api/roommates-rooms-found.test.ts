import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../src/shared/i18n/catalogues.ts';
import { ROOMMATES_TEXT as T, REASON_LABELS } from '../../src/shared/texts/roommates.ts';
import { PUBLIC_TEXT } from '../../src/shared/texts/public.ts';
import { DATABASES } from '../support/app.ts';
import { readableText } from '../support/i18n-pages.ts';
import { outboxMails } from '../support/mail.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { createRoom, dayFromNow, questionnaire } from './roommate-fixtures.ts';

const ORIGIN = 'https://rentals.example';
const OFF = { viewingReminders: false, digestScheduler: false, followUpDigest: false, roommateAlerts: false } as const;
const LINK = new RegExp(`${ORIGIN}(?:/es|/zh)?/roommates/([A-Za-z0-9_-]{22})`);
const HERALD = '50 West 34th Street, New York, NY 10001';

/**
 * Issue 46 item 4, rooms are found: 'Find a room' in the navbar and on the home page in every language;
 * a confirmed seeker's page lists the rooms that fit (the back-office's ranking, with its reasons) and the
 * API answers them; one e-mail per new room per seeker; areas by their names, never a slug.
 */
describe.each(DATABASES)('rooms are found on %s', (database) => {
  let t: RunningServer;
  let heraldRoom: number;
  let streetRoom: number;
  let dearRoom: number;

  beforeAll(async () => {
    t = await startServer({ database, env: { PUBLIC_URL: ORIGIN }, build: OFF });
    const before = new Date(Date.now() - 60_000).toISOString();
    heraldRoom = await createRoom(
      t,
      { price: 1300, address: HERALD, neighborhood: '12A' },
      { privateBath: true, quietHours: true },
      before,
    );
    streetRoom = await createRoom(t, { price: 1450, neighborhood: '3C' }, { smoking: true }, before);
    dearRoom = await createRoom(t, { price: 2600, neighborhood: '9F' }, {}, before);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A reason as the page shows it: its label, then ✓ or ✗ (hidden from screen readers, which read 'fits' or 'does not fit'). */
  const reasonShown = (html: string, label: string, mark: '✓' | '✗') =>
    html.replaceAll('<!-- -->', '').includes(`${label} <span aria-hidden="true">${mark}</span>`);
  const page = async (path: string, status = 200) => {
    const res = await fetch(`${t.url}${path}`);
    expect(res.status, path).toBe(status);
    return res.text();
  };
  const api = (path: string, init?: RequestInit) => fetch(`${t.url}/api${path}`, init);
  /** A seeker who sent the questionnaire (and, unless `pending`, confirmed it): their private link's token. */
  async function seeker(email: string, fields: Record<string, unknown> = {}, pending = false) {
    const res = await api('/roommates', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(questionnaire({ email, ...fields })),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const [mail] = await outboxMails(t, { kind: 'roommate-confirm', recipient: email });
    const token = LINK.exec(mail.text)![1];
    if (!pending) expect((await api(`/roommates/${token}/confirm`, { method: 'POST' })).status).toBe(200);
    return token;
  }

  it.each([
    ['', 'en'],
    ['/es', 'es'],
    ['/zh', 'zh'],
  ] as const)("the home page %s links 'Find a room' from the navbar and from its own section", async (prefix, language) => {
    const html = await page(`${prefix}/`);
    const P = textsFor(language, 'public').PUBLIC_TEXT;
    const R = textsFor(language, 'roommates').ROOMMATES_TEXT;
    // In the navbar (desktop and phone menus), in the page's language.
    const navLinks = [...html.matchAll(new RegExp(`<a[^>]*href="${prefix}/roommates"[^>]*>([^<]*)</a>`, 'g'))].map((m) => m[1]);
    expect(navLinks.filter((text) => text === P.findRoom).length, html.slice(0, 200)).toBeGreaterThanOrEqual(2);
    // The section under the grid: its title, its words, its link.
    const text = readableText(html);
    expect(text).toContain(R.calloutTitle);
    expect(text).toContain(R.calloutText);
    expect(navLinks).toContain(R.pageTitle);
    if (language === 'en') expect(P.findRoom).toBe('Find a room');
  });

  it("a confirmed seeker's API answers the rooms that fit, best first, with the reasons and the area's name; none before confirming", async () => {
    const pending = await seeker('pending@example.com', {}, true);
    const pendingAnswer = await api(`/roommates/${pending}/rooms`);
    expect(pendingAnswer.status).toBe(200);
    expect((await pendingAnswer.json()).rooms).toEqual([]);

    const token = await seeker('maya@example.com', { budget: 1500, areas: ['herald-towers'] });
    const res = await api(`/roommates/${token}/rooms`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { rooms } = await res.json();
    // The dear room fails the budget: not a match. Herald Towers fits every preference: first.
    expect(rooms.map((r: { listingId: number }) => r.listingId)).toEqual([heraldRoom, streetRoom]);
    expect(rooms[0]).toMatchObject({
      listingId: heraldRoom,
      area: 'Herald Towers',
      address: HERALD,
      price: 1300,
      score: 100,
      summary: 'budget ✓ · move-in ✓ · area ✓ · private bath ✓ · smoking ✓ · pets ✓ · noise ✓',
    });
    expect(rooms[1]).toMatchObject({ listingId: streetRoom, area: '145 East 29th Street' });
    expect(rooms[1].reasons).toContainEqual({ key: 'smoking', ok: false });
    expect(rooms[1].score).toBeLessThan(rooms[0].score);

    // The same ranking as the back-office's page of the seeker.
    const auth = await t.login();
    const id = Number(
      (
        await t.app.database.db
          .selectFrom('roommate_seekers')
          .select('id')
          .where('email', '=', 'maya@example.com')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const staff = await t.inject({ method: 'GET', url: `/api/admin/roommates/${id}`, headers: auth });
    expect(staff.json().rooms.map((r: { listingId: number; score: number }) => [r.listingId, r.score])).toEqual(
      rooms.map((r: { listingId: number; score: number }) => [r.listingId, r.score]),
    );
    // The agent reads the area by its name too (profile and inquiry), never the slug.
    expect(staff.json().areas).toEqual([{ slug: 'herald-towers', label: 'Herald Towers' }]);
    const inquiry = await t.app.database.db
      .selectFrom('inquiries')
      .select('message')
      .where('email', '=', 'maya@example.com')
      .executeTakeFirstOrThrow();
    expect(inquiry.message).toContain('Areas: Herald Towers.');
    expect(inquiry.message).not.toContain('herald-towers');

    // A guessed token or a malformed one opens nothing.
    expect((await api(`/roommates/${'A'.repeat(22)}/rooms`)).status).toBe(404);
    expect((await api(`/roommates/${'x'.repeat(300)}/rooms`)).status).toBe(404);
  });

  it("the seeker's page shows those rooms with their reasons, in English and in Spanish, and names areas, never slugs", async () => {
    const token = await seeker('lin@example.com', { budget: 1500, areas: ['herald-towers'], language: 'es' });
    const english = await page(`/roommates/${token}`);
    const text = readableText(english);
    expect(text).toContain(T.roomsFitTitle);
    expect(text).toContain(T.roomsFitIntro);
    expect(text).toContain(T.roomMatch(100));
    expect(reasonShown(english, REASON_LABELS.privateBath, '✓')).toBe(true);
    expect(reasonShown(english, REASON_LABELS.smoking, '✗')).toBe(true);
    expect(text).toContain(T.reasonMisses);
    expect(english).toContain(`href="/property/${heraldRoom}"`);
    expect(english).toContain(`href="/property/${streetRoom}"`);
    expect(english).not.toContain(`href="/property/${dearRoom}"`);
    // The area checkbox and the room's area: 'Herald Towers'; the slug is only a form value.
    expect(text).toContain('Herald Towers');
    expect(text).not.toContain('herald-towers');
    expect(english).toContain('value="herald-towers"');

    const spanish = await page(`/es/roommates/${token}`);
    const S = textsFor('es', 'roommates');
    const spanishText = readableText(spanish);
    expect(spanishText).toContain(S.ROOMMATES_TEXT.roomsFitTitle);
    expect(spanishText).toContain(S.ROOMMATES_TEXT.roomMatch(100));
    expect(reasonShown(spanish, S.REASON_LABELS.privateBath, '✓')).toBe(true);
    expect(spanishText).not.toContain(T.roomsFitTitle);
    expect(spanish).toContain(`href="/es/property/${heraldRoom}"`);
  });

  it('a seeker whose budget fits nothing is told so, and an unconfirmed one sees no rooms', async () => {
    const poor = await seeker('poor@example.com', { budget: 400 });
    const text = readableText(await page(`/roommates/${poor}`));
    expect(text).toContain(T.roomsFitNone);
    expect(text).not.toContain(T.roomsFitIntro);
    const unconfirmed = await seeker('later@example.com', {}, true);
    const pendingText = readableText(await page(`/roommates/${unconfirmed}`));
    expect(pendingText).toContain(T.pending);
    expect(pendingText).not.toContain(T.roomsFitTitle);
  });

  it('a new room that fits: one e-mail per seeker, none again, and it joins the page', async () => {
    const token = await seeker('noor@example.com', { budget: 1600, moveInDate: dayFromNow(20) });
    const alerts = () => outboxMails(t, { kind: 'roommate-alert', recipient: 'noor@example.com' });
    // The rooms listed before the seeker confirmed are on the page, not news by e-mail.
    await t.app.services.roommates.seekers.sendRoomAlerts();
    expect(await alerts()).toEqual([]);
    const fresh = await createRoom(t, { price: 1550, neighborhood: '5D' }, { privateBath: true });
    await t.app.services.roommates.seekers.sendRoomAlerts();
    const sent = await alerts();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(T.alertSubject(1));
    expect(sent[0].text).toContain(`${ORIGIN}/property/${fresh}`);
    // A later round, a re-run, a change of the profile: the room is never e-mailed to this seeker again.
    await t.app.services.roommates.seekers.sendRoomAlerts();
    const changed = await api(`/roommates/${token}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...questionnaire({ budget: 1700, moveInDate: dayFromNow(20) }),
        email: undefined,
        language: undefined,
      }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    await t.app.services.roommates.seekers.sendRoomAlerts();
    expect(await alerts()).toHaveLength(1);
    expect(await page(`/roommates/${token}`)).toContain(`href="/property/${fresh}"`);
  });

  it("the navbar's link is the spec's label in English", () => {
    expect(PUBLIC_TEXT.findRoom).toBe(T.pageTitle);
  });
});
