import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSON_TIMELINE_CAP, type PersonTimelineAnswer } from '../../src/shared/people.ts';
import { PEOPLE_TEXT as T } from '../../src/shared/texts/people.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { seedPerson } from './person-fixtures.ts';

const OFF = { viewingReminders: false, digestScheduler: false, followUpDigest: false, roommateAlerts: false } as const;

describe.each(DATABASES)('one person, one timeline on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  let ann: Awaited<ReturnType<typeof seedPerson>>;
  let joann: Awaited<ReturnType<typeof seedPerson>>;

  beforeAll(async () => {
    t = await createTestApp({ database, build: OFF });
    auth = await t.login();
    const db = t.app.database.db;
    ann = await seedPerson(db, 'Ann.Lee@Example.com', 'Ann Lee', '2026-05-10');
    // An address that contains Ann's, and a day later: none of it is Ann's.
    joann = await seedPerson(db, 'joann.lee@example.com', 'Joann Lee', '2026-05-11');
  });
  afterAll(async () => {
    await t?.close();
  });

  const timeline = (email: string, headers: Record<string, string> = auth) =>
    t.inject({ method: 'GET', url: `/api/admin/people/timeline?email=${encodeURIComponent(email)}`, headers });

  it('a stranger gets 401 and nothing of the person', async () => {
    const res = await timeline('ann.lee@example.com', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
    expect(res.body).not.toContain('Ann Lee');
    const forged = await timeline('ann.lee@example.com', { authorization: 'Bearer not-a-token' });
    expect(forged.statusCode).toBe(401);
  });

  it('every record of the address, in any case, newest first, each naming the record it opens', async () => {
    const res = await timeline('ANN.LEE@example.COM');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<PersonTimelineAnswer>();
    expect(body.email).toBe('ann.lee@example.com');
    expect(body.more).toBe(false);
    expect(body.events.map((e) => [e.kind, e.recordId])).toEqual([
      ['introduction', ann.profile],
      ['roommate-profile', ann.profile],
      ['deal', ann.deal],
      ['application', ann.application],
      ['viewing', ann.viewing],
      ['message', ann.inquiry],
      ['reply', ann.inquiry],
      ['inquiry', ann.inquiry],
    ]);
    const byKind = Object.fromEntries(body.events.map((e) => [e.kind, e]));
    expect(byKind.inquiry).toMatchObject({
      at: '2026-05-10T01:00:00.000Z',
      status: 'responded',
      title: '145 East 29th Street, New York, NY 10016',
    });
    expect(byKind.viewing).toMatchObject({
      status: 'confirmed',
      start: '2026-05-10T22:00:00.000Z',
      title: expect.stringContaining('4B'),
    });
    expect(byKind.application).toMatchObject({ id: expect.any(Number), status: 'approved · co_applicant' });
    expect(byKind.deal).toMatchObject({ status: 'lease-signed' });
    expect(byKind.introduction.title).toBe("Ann Lee's match");
    expect(byKind.reply.title).toBe('Re: 145 East 29th Street (Ann Lee)');
  });

  it("another person's records never appear, even when their address contains this one", async () => {
    const body = (await timeline('ann.lee@example.com')).json<PersonTimelineAnswer>();
    expect(JSON.stringify(body)).not.toContain('Joann');
    for (const event of body.events) {
      expect([joann.inquiry, joann.application, joann.deal, joann.profile, joann.viewing]).not.toContain(event.recordId);
    }
    const theirs = (await timeline('joann.lee@example.com')).json<PersonTimelineAnswer>();
    expect(theirs.events).toHaveLength(8);
    expect(JSON.stringify(theirs)).not.toContain('Ann Lee');
    // The main applicant of Ann's application is a person of their own: only that application.
    const main = (await timeline(`main-${ann.application}@example.com`)).json<PersonTimelineAnswer>();
    expect(main.events.map((e) => [e.kind, e.recordId])).toEqual([['application', ann.application]]);
  });

  it('an address the product never heard of: an empty timeline', async () => {
    const res = await timeline('nobody@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, email: 'nobody@example.com', events: [], more: false });
  });

  it('refuses a missing, malformed or over-long address, and unknown parameters, with 400', async () => {
    const cases = [
      ['/api/admin/people/timeline', T.emailRequired],
      ['/api/admin/people/timeline?email=', T.emailRequired],
      ['/api/admin/people/timeline?email=not-an-address', T.emailInvalid],
      [`/api/admin/people/timeline?email=${'a'.repeat(300)}%40example.com`, T.emailInvalid],
      [`/api/admin/people/timeline?email=${'a'.repeat(100_000)}`, T.emailInvalid],
    ] as const;
    for (const [url, message] of cases) {
      const res = await t.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ success: false, message });
    }
    const extra = await t.inject({ method: 'GET', url: '/api/admin/people/timeline?email=a%40b.co&limit=5', headers: auth });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().success).toBe(false);
  });

  it(`shows at most ${PERSON_TIMELINE_CAP} records, the newest, and says older ones were left out`, async () => {
    const db = t.app.database.db;
    const rows = Array.from({ length: PERSON_TIMELINE_CAP + 5 }, (_, i) => ({
      name: 'Busy Renter',
      email: 'busy@example.com',
      phone: '',
      message: `Question ${i}`,
      inquiry_type: 'general',
      listing_id: null,
      listing_address: null,
      status: 'new' as const,
      notes: '',
      follow_up_on: null,
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      updated_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    }));
    await db.insertInto('inquiries').values(rows).execute();
    const body = (await timeline('busy@example.com')).json<PersonTimelineAnswer>();
    expect(body.events).toHaveLength(PERSON_TIMELINE_CAP);
    expect(body.more).toBe(true);
    expect(body.events[0].at).toBe(rows.at(-1)!.created_at);
    expect(body.events.at(-1)!.at).toBe(rows[5].created_at);
  });
});
