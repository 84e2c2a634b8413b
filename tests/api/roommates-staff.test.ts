import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkDate } from '../../src/shared/new-york-time.ts';
import { ROOMMATES_TEXT as T } from '../../src/shared/texts/roommates.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { rawHeader, startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { createRoom, dayFromNow, questionnaire } from './roommate-fixtures.ts';
import { listingFields } from './viewings-fixtures.ts';

const ORIGIN = 'https://rentals.example';
const FAST = { pollMs: 50, retryDelaysMs: [50] };
const OFF = { viewingReminders: false, digestScheduler: false, followUpDigest: false, roommateAlerts: false } as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(DATABASES)('roommates in the back-office on %s', (database) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  let auth: { authorization: string };
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  let fitting: number;
  let petRoom: number;
  let dearRoom: number;

  const linkPattern = new RegExp(`^${ORIGIN}/roommates/([A-Za-z0-9_-]{22})$`, 'm');

  /** A seeker who sent the questionnaire and, unless `pending`, confirmed it. */
  async function seeker(key: string, fields: Record<string, unknown>, pending = false) {
    const email = `${key}@example.com`;
    const res = await t.inject({ method: 'POST', url: '/api/roommates', payload: questionnaire({ email, ...fields }) });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await smtp.waitForTo(email, 1);
    tokens[key] = linkPattern.exec(mail.parsed.text ?? '')![1];
    if (!pending) expect((await t.inject({ method: 'POST', url: `/api/roommates/${tokens[key]}/confirm` })).statusCode).toBe(200);
    const row = await t.app.database.db
      .selectFrom('roommate_seekers')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    ids[key] = Number(row.id);
  }

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ database, env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN }, build: { mailWorker: FAST, ...OFF } });
    auth = await t.login();
    fitting = await createRoom(t, { price: 1400 }, { privateBath: true, quietHours: true });
    petRoom = await createRoom(t, { price: 1300, address: '50 West 34th Street, New York, NY 10001' }, { pets: true });
    dearRoom = await createRoom(t, { price: 2400 });
    await seeker('maya', { name: 'Maya Chen', budget: 1500, areas: ['145-east-29th-street'], moveInDate: dayFromNow(30) });
    await seeker('leo', {
      name: 'Leo Park',
      budget: 1700,
      moveInDate: dayFromNow(40),
      lifestyle: { smoking: 'non-smoker', tidiness: 'very-tidy' },
    });
    await seeker('ana', { name: 'Ana Ruiz', budget: 2600, moveInDate: dayFromNow(100), introduce: false });
    await seeker('sam', { name: 'Sam Lee', budget: 1600, moveInDate: dayFromNow(35) }, true);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const get = (url: string, headers = auth) => t.inject({ method: 'GET', url, headers });

  it('every staff route needs a signed-in account', async () => {
    for (const url of ['/api/admin/roommates', `/api/admin/roommates/${ids.maya}`, `/api/admin/listings/${fitting}/seekers`])
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    const post = await t.inject({
      method: 'POST',
      url: '/api/admin/roommates/introductions',
      payload: { seekerIds: [ids.maya, ids.leo], note: '' },
    });
    expect(post.statusCode).toBe(401);
  });

  it('lists the seekers newest first, filtered by budget, move-in month and area', async () => {
    const all = (await get('/api/admin/roommates')).json();
    expect(all.seekers.map((s: { name: string }) => s.name)).toEqual(['Sam Lee', 'Ana Ruiz', 'Leo Park', 'Maya Chen']);
    expect(all).toMatchObject({ total: 4, page: 1, totalPages: 1 });
    expect(all.seekers[0]).toMatchObject({ status: 'pending', inquiryId: null });
    expect(all.seekers[3]).toMatchObject({ status: 'confirmed', budget: 1500, email: 'maya@example.com' });
    expect(all.areas.map((a: { slug: string }) => a.slug).sort()).toEqual(['145-east-29th-street', 'herald-towers']);

    const names = async (query: string) =>
      (await get(`/api/admin/roommates?${query}`)).json().seekers.map((s: { name: string }) => s.name);
    expect(await names('budget=1650')).toEqual(['Ana Ruiz', 'Leo Park']);
    expect(await names(`month=${dayFromNow(100).slice(0, 7)}`)).toContain('Ana Ruiz');
    expect(await names(`month=${dayFromNow(100).slice(0, 7)}`)).not.toContain('Maya Chen');
    // 'herald-towers': Maya named only 29th Street; the others said anywhere.
    expect(await names('area=herald-towers')).toEqual(['Sam Lee', 'Ana Ruiz', 'Leo Park']);
    expect(await names('area=145-east-29th-street')).toEqual(['Sam Lee', 'Ana Ruiz', 'Leo Park', 'Maya Chen']);
    for (const bad of ['page=0', 'month=2027-13', 'budget=-1', 'area=' + 'x'.repeat(81)])
      expect((await get(`/api/admin/roommates?${bad}`)).statusCode, bad).toBe(400);
  });

  it('one seeker: the rooms ranked by score with their reasons, and the people to introduce', async () => {
    const res = await get(`/api/admin/roommates/${ids.maya}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.seeker).toMatchObject({ id: ids.maya, name: 'Maya Chen', introduce: true, introducedAt: null });
    expect(body.rooms.map((r: { listingId: number }) => r.listingId)).toEqual([fitting, petRoom]);
    expect(body.rooms[0]).toMatchObject({
      score: 100,
      summary: 'budget ✓ · move-in ✓ · area ✓ · private bath ✓ · smoking ✓ · pets ✓ · noise ✓',
    });
    expect(body.rooms[1].summary).toBe('budget ✓ · move-in ✓ · area ✗ · private bath ✗ · smoking ✓ · pets ✗ · noise ✗');
    // Leo consents and fits; Ana does not consent; Sam has not confirmed.
    expect(body.others.map((o: { seekerId: number }) => o.seekerId)).toEqual([ids.leo]);
    expect(body.others[0]).not.toHaveProperty('email');
    // The seeker's areas by name, as the page shows them, not by their slug.
    expect(body.areas).toHaveLength(1);
    expect(body.areas[0].slug).toBe('145-east-29th-street');
    expect(body.areas[0].label).toMatch(/^145 East 29th Street/);
    expect((await get('/api/admin/roommates/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/roommates/abc')).statusCode).toBe(400);
  });

  it("a room's seekers: the confirmed ones within its rent and date, best first", async () => {
    // All three confirmed seekers fit every preference of this room (ties: newest first); Sam has not confirmed.
    const body = (await get(`/api/admin/listings/${fitting}/seekers`)).json();
    expect(body.room).toBe(true);
    expect(body.seekers.map((s: { seekerId: number; score: number }) => [s.seekerId, s.score])).toEqual([
      [ids.ana, 100],
      [ids.leo, 100],
      [ids.maya, 100],
    ]);
    expect(body.seekers[2].summary).toBe('budget ✓ · move-in ✓ · area ✓ · private bath ✓ · smoking ✓ · pets ✓ · noise ✓');
    expect(body.seekers[0]).not.toHaveProperty('email');
    // The pet room: Maya and Ana prefer a home without pets; Leo did not say.
    const pets = (await get(`/api/admin/listings/${petRoom}/seekers`)).json().seekers;
    expect(pets.map((s: { seekerId: number }) => s.seekerId)).toEqual([ids.leo, ids.ana, ids.maya]);
    // $2,400: over every budget but Ana's.
    expect(
      (await get(`/api/admin/listings/${dearRoom}/seekers`)).json().seekers.map((s: { seekerId: number }) => s.seekerId),
    ).toEqual([ids.ana]);
    expect((await get('/api/admin/listings/999999/seekers')).statusCode).toBe(404);
    // A whole apartment has no seekers: the panel of its edit page stays away.
    const apartment = await t.app.services.listings.create(listingFields({ address: '1 Apartment Lane, New York, NY 10001' }));
    expect((await get(`/api/admin/listings/${apartment.id}/seekers`)).json()).toEqual({
      success: true,
      room: false,
      seekers: [],
    });
  });

  it('introductions go only to two confirmed seekers who both consented, and reveal nothing before', async () => {
    // Nothing of one seeker's contact has gone to the other so far.
    for (const mail of smtp.to('maya@example.com')) expect(mail.parsed.text).not.toMatch(/leo@example\.com|Leo Park/);
    for (const mail of smtp.to('leo@example.com')) expect(mail.parsed.text).not.toMatch(/maya@example\.com|Maya Chen/);
    const introduce = (seekerIds: unknown, note: unknown = 'You both work from home.') =>
      t.inject({ method: 'POST', url: '/api/admin/roommates/introductions', headers: auth, payload: { seekerIds, note } });
    expect((await introduce([ids.maya, ids.ana])).json()).toEqual({ success: false, message: T.introduceNoConsent });
    expect((await introduce([ids.maya, ids.sam])).statusCode).toBe(400);
    expect((await introduce([ids.maya, ids.maya])).json()).toEqual({ success: false, message: T.introduceNeedsTwo });
    expect((await introduce([ids.maya])).statusCode).toBe(400);
    expect((await introduce([ids.maya, 999999])).statusCode).toBe(404);
    expect((await introduce([ids.maya, ids.leo], 'x'.repeat(2001))).json()).toEqual({ success: false, message: T.noteTooLong });
    expect(await t.app.database.db.selectFrom('roommate_introductions').selectAll().execute()).toEqual([]);

    const before = { maya: smtp.to('maya@example.com').length, leo: smtp.to('leo@example.com').length };
    const res = await introduce([ids.maya, ids.leo]);
    expect(res.json()).toEqual({ success: true, message: T.introduced(2), count: 2 });
    const [toMaya] = (await smtp.waitForTo('maya@example.com', before.maya + 1)).slice(before.maya);
    const [toLeo] = (await smtp.waitForTo('leo@example.com', before.leo + 1)).slice(before.leo);
    for (const mail of [toMaya, toLeo]) {
      expect(mail.parsed.subject).toBe(T.introductionSubject);
      expect(mail.parsed.text).toContain('Maya <maya@example.com>');
      expect(mail.parsed.text).toContain('Leo <leo@example.com>');
      expect(mail.parsed.text).toContain('You both work from home.');
      expect(mail.parsed.text).not.toContain('917 555 0101');
      expect(mail.parsed.text).not.toContain('book covers');
    }
    const [recorded] = await t.app.database.db.selectFrom('roommate_introductions').selectAll().execute();
    expect(recorded.consent_a_at).toBeTruthy();
    expect(recorded.consent_b_at).toBeTruthy();
    expect(recorded.note).toBe('You both work from home.');
    expect((await get(`/api/admin/roommates/${ids.maya}`)).json().seeker.introducedAt).toBe(recorded.created_at);

    // Once a pair (issue 46 item 11): a second press, either way round, is refused with the day, nothing sent,
    // and each one's page shows the other as introduced.
    for (const pair of [
      [ids.maya, ids.leo],
      [ids.leo, ids.maya],
    ]) {
      const again = await introduce(pair);
      expect(again.statusCode).toBe(409);
      const [first, second] = pair[0] === ids.maya ? ['Maya Chen', 'Leo Park'] : ['Leo Park', 'Maya Chen'];
      expect(again.json()).toEqual({
        success: false,
        message: T.introducedAlready(first, second, newYorkDate(recorded.created_at)),
      });
    }
    expect(await t.app.database.db.selectFrom('roommate_introductions').selectAll().execute()).toHaveLength(1);
    await sleep(200);
    expect(smtp.to('maya@example.com')).toHaveLength(before.maya + 1);
    const mayaPage = (await get(`/api/admin/roommates/${ids.maya}`)).json();
    expect(mayaPage.others.find((o: { seekerId: number }) => o.seekerId === ids.leo).introducedAt).toBe(recorded.created_at);
    const leoPage = (await get(`/api/admin/roommates/${ids.leo}`)).json();
    expect(leoPage.others.find((o: { seekerId: number }) => o.seekerId === ids.maya).introducedAt).toBe(recorded.created_at);
  });

  it("'Invite to view' e-mails the listing's viewing link to a confirmed seeker", async () => {
    const before = smtp.to('leo@example.com').length;
    const invite = (seekerId: number, listingId: unknown) =>
      t.inject({ method: 'POST', url: `/api/admin/roommates/${seekerId}/invitations`, headers: auth, payload: { listingId } });
    expect((await invite(ids.leo, fitting)).json()).toEqual({ success: true, message: T.invited });
    const [mail] = (await smtp.waitForTo('leo@example.com', before + 1)).slice(before);
    expect(mail.parsed.text).toContain(`${ORIGIN}/property/${fitting}/viewing`);
    // Recorded: the seeker's page shows the room as invited; a second press is refused with the day, nothing sent.
    const [recorded] = await t.app.database.db.selectFrom('roommate_invitations').selectAll().execute();
    expect({ seeker: Number(recorded.seeker_id), listing: Number(recorded.listing_id) }).toEqual({
      seeker: ids.leo,
      listing: fitting,
    });
    expect(recorded.sent_by).not.toBeNull();
    const page = (await get(`/api/admin/roommates/${ids.leo}`)).json();
    const rooms = page.rooms as Array<{ listingId: number; invitedAt: string | null }>;
    expect(rooms.find((r) => r.listingId === fitting)!.invitedAt).toBe(recorded.created_at);
    expect(rooms.filter((r) => r.listingId !== fitting).every((r) => r.invitedAt === null)).toBe(true);
    const again = await invite(ids.leo, fitting);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: T.invitedAlready(newYorkDate(recorded.created_at)) });
    await sleep(200);
    expect(smtp.to('leo@example.com')).toHaveLength(before + 1);
    expect(await t.app.database.db.selectFrom('roommate_invitations').selectAll().execute()).toHaveLength(1);
    expect((await invite(ids.sam, fitting)).statusCode).toBe(404);
    expect((await invite(ids.leo, 999999)).statusCode).toBe(404);
    expect((await invite(ids.leo, 'x')).statusCode).toBe(400);
  });

  it('room alerts: a new room that fits reaches each confirmed seeker once, and no one it does not fit', async () => {
    const seekers = t.app.services.roommates.seekers;
    // Rooms listed before a seeker confirmed are not news to them.
    expect(await seekers.sendRoomAlerts()).toBe(0);
    const counts = () => ({
      maya: smtp.to('maya@example.com').length,
      leo: smtp.to('leo@example.com').length,
      ana: smtp.to('ana@example.com').length,
      sam: smtp.to('sam@example.com').length,
    });
    const before = counts();
    const fresh = await createRoom(t, { price: 1450, neighborhood: '7C' }, { privateBath: true });
    // Maya, Leo and Ana fit it; Sam has not confirmed.
    expect(await seekers.sendRoomAlerts()).toBe(3);
    const [toMaya] = (await smtp.waitForTo('maya@example.com', before.maya + 1)).slice(before.maya);
    expect(toMaya.parsed.subject).toBe(T.alertSubject(1));
    expect(toMaya.parsed.text).toContain(`${ORIGIN}/property/${fresh}`);
    expect(toMaya.parsed.text).toContain('budget ✓ · move-in ✓');
    await smtp.waitForTo('leo@example.com', before.leo + 1);
    // Once per room per seeker: the next round sends nothing.
    expect(await seekers.sendRoomAlerts()).toBe(0);
    await sleep(300);
    await smtp.waitForTo('ana@example.com', before.ana + 1);
    expect(counts()).toEqual({ maya: before.maya + 1, leo: before.leo + 1, ana: before.ana + 1, sam: before.sam });

    // Its one-click stop (RFC 8058): signed for this seeker and address; a forged or altered one stops nothing.
    const stop = /<(https:\/\/rentals\.example\/roommates\/([^/>]+)\/stop)>/.exec(rawHeader(toMaya, 'list-unsubscribe') ?? '');
    expect(stop).not.toBeNull();
    expect(rawHeader(toMaya, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(toMaya.parsed.text).toContain(T.alertStop(stop![1]));
    const signed = stop![2];
    expect(await seekers.stopTarget(signed)).toEqual({ id: ids.maya, email: 'maya@example.com' });
    for (const forged of [`${ids.leo}.${signed.split('.')[1]}`, `${signed}x`, 'abc', `${ids.maya}.${'A'.repeat(43)}`])
      expect(await seekers.stopByLink(forged), forged).toBe(false);
    // The stop pauses the alerts; the profile stays (decision 092), and stopping again still answers success.
    expect(await seekers.stopByLink(signed)).toBe(true);
    const kept = await get(`/api/admin/roommates/${ids.maya}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().seeker.alertsPaused).toBe(true);
    expect(await seekers.stopByLink(signed)).toBe(true);
  });
});
