import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOMMATES_TEXT as T } from '../../src/shared/texts/roommates.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { dayFromNow, questionnaire } from './roommate-fixtures.ts';

const ORIGIN = 'https://rentals.example';
const FAST = { pollMs: 50, retryDelaysMs: [50] };
const OFF = { viewingReminders: false, digestScheduler: false, followUpDigest: false, roommateAlerts: false } as const;

describe.each(DATABASES)('roommate seekers API on %s', (database) => {
  let smtp: SmtpPeer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ database, env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN }, build: { mailWorker: FAST, ...OFF } });
    await t.app.services.listings.create((await import('./viewings-fixtures.ts')).listingFields());
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const send = (payload: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/roommates', payload });
  const linkPattern = new RegExp(`^${ORIGIN}/roommates/([A-Za-z0-9_-]{22})$`, 'm');
  const sendAndReadLink = async (fields: Record<string, unknown>) => {
    const email = String(fields.email);
    const before = smtp.to(email).length;
    const res = await send(questionnaire(fields));
    expect(res.statusCode, res.body).toBe(201);
    const mails = await smtp.waitForTo(email, before + 1);
    const token = linkPattern.exec(mails[before].parsed.text ?? '')?.[1];
    expect(token).toBeDefined();
    return { token: token!, mail: mails[before] };
  };
  const seekers = async (email: string) =>
    t.app.database.db.selectFrom('roommate_seekers').selectAll().where('email', '=', email).execute();
  const inquiriesOf = async (email: string) =>
    t.app.database.db.selectFrom('inquiries').select(['source', 'message', 'phone']).where('email', '=', email).execute();

  it('double opt-in: the profile waits unconfirmed, and its confirmation makes it an inquiry of source Roommate profile', async () => {
    const { token, mail } = await sendAndReadLink({ email: 'opt-in@example.com' });
    expect(mail.parsed.subject).toBe(T.confirmSubject);
    expect(mail.parsed.text).toContain('Hello Maya,');
    const [stored] = await seekers('opt-in@example.com');
    expect(stored.status).toBe('pending');
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(token);
    expect(Number(stored.budget_cents)).toBe(150_000);
    expect(await inquiriesOf('opt-in@example.com')).toEqual([]);

    const own = await t.inject({ method: 'GET', url: `/api/roommates/${token}` });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.json().seeker).toMatchObject({
      status: 'pending',
      budget: 1500,
      introduce: true,
      areas: [],
      needs: { privateBath: true },
    });

    const confirmed = await t.inject({ method: 'POST', url: `/api/roommates/${token}/confirm` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: T.confirmed, seeker: { status: 'confirmed' } });
    const [inquiry] = await inquiriesOf('opt-in@example.com');
    expect(inquiry.source).toBe('Roommate profile');
    expect(inquiry.phone).toBe('917 555 0101');
    expect(inquiry.message).toContain('Looking for a room: $1,500 a month at most');
    // Confirming again changes nothing (no second inquiry).
    expect((await t.inject({ method: 'POST', url: `/api/roommates/${token}/confirm` })).statusCode).toBe(200);
    expect(await inquiriesOf('opt-in@example.com')).toHaveLength(1);
  });

  it('the private link changes and deletes the profile; a confirmed address keeps one profile', async () => {
    const first = await sendAndReadLink({ email: 'edit@example.com' });
    await t.inject({ method: 'POST', url: `/api/roommates/${first.token}/confirm` });
    const second = await sendAndReadLink({ email: 'edit@example.com', budget: 1800 });
    await t.inject({ method: 'POST', url: `/api/roommates/${second.token}/confirm` });
    expect((await t.inject({ method: 'GET', url: `/api/roommates/${first.token}` })).statusCode).toBe(404);
    expect(await seekers('edit@example.com')).toHaveLength(1);

    const {
      email: _email,
      website: _w,
      ...profile
    } = questionnaire({ budget: 2100, introduce: false, lifestyle: { pets: 'has-pet' } }) as Record<string, unknown>;
    const put = await t.inject({ method: 'PUT', url: `/api/roommates/${second.token}`, payload: profile });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().seeker).toMatchObject({
      budget: 2100,
      introduce: false,
      lifestyle: { pets: 'has-pet' },
      email: 'edit@example.com',
    });
    const [row] = await seekers('edit@example.com');
    expect(row.introduce_consent_at).toBeNull();
    // The e-mail cannot be changed through the link.
    expect(
      (await t.inject({ method: 'PUT', url: `/api/roommates/${second.token}`, payload: { ...profile, email: 'x@example.com' } }))
        .statusCode,
    ).toBe(400);

    const del = await t.inject({ method: 'DELETE', url: `/api/roommates/${second.token}` });
    expect(del.json()).toEqual({ success: true, message: T.deleted });
    expect(await seekers('edit@example.com')).toEqual([]);
    expect((await t.inject({ method: 'GET', url: `/api/roommates/${second.token}` })).statusCode).toBe(404);
  });

  it('refuses what the questionnaire does not offer, with its message and nothing stored', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ budget: 100 }, T.budgetInvalid],
      [{ budget: 'a lot' }, T.budgetInvalid],
      [{ moveInDate: '2027-02-30' }, T.moveInInvalid],
      [{ moveInDate: dayFromNow(-2) }, T.moveInInvalid],
      [{ moveInDate: dayFromNow(400) }, T.moveInInvalid],
      [{ stayMonths: 0 }, T.stayInvalid],
      [{ areas: ['nowhere-street'] }, T.areasInvalid],
      [{ areas: Array.from({ length: 21 }, () => '145-east-29th-street') }, T.areasInvalid],
      [{ lifestyle: { smoking: 'sometimes' } }, T.optionInvalid],
      [{ lifestyle: { religion: 'any' } }, 'Unknown field: religion'],
      [{ householdPreference: 'couples' }, T.optionInvalid],
      [{ about: 'See my profile at https://evil.example/me' }, T.aboutNoLinks],
      [{ about: 'Write to me at me@evil.example' }, T.aboutNoLinks],
      [{ about: 'x'.repeat(1001) }, T.aboutTooLong],
      [{ name: '' }, T.nameRequired],
      [{ email: 'not-an-address' }, T.emailInvalid],
    ];
    for (const [fields, message] of cases) {
      const res = await send(questionnaire({ email: 'rules@example.com', ...fields }));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json(), JSON.stringify(fields)).toEqual({ success: false, message });
    }
    // A field the questionnaire does not have (age, say) is refused too.
    expect((await send({ ...questionnaire({ email: 'rules@example.com' }), age: 30 })).statusCode).toBe(400);
    expect(await seekers('rules@example.com')).toEqual([]);
    // An area the site lists is taken.
    expect((await send(questionnaire({ email: 'rules@example.com', areas: ['145-east-29th-street'] }))).statusCode).toBe(201);
  });

  it('a filled honeypot answers 201 alike and stores and sends nothing', async () => {
    const res = await send(questionnaire({ email: 'bot@example.com', website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: T.sent });
    await new Promise((r) => setTimeout(r, 300));
    expect(await seekers('bot@example.com')).toEqual([]);
    expect(smtp.to('bot@example.com')).toEqual([]);
  });

  it('cannot make the product e-mail a stranger more than 3 times a day, nor carry a link of the sender in it', async () => {
    const victim = 'victim@example.com';
    for (let i = 0; i < 5; i++) {
      const res = await send(questionnaire({ email: victim, name: 'Pay the deposit at evil.example/pay' }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, message: T.sent });
    }
    const mails = await smtp.waitForTo(victim, 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to(victim)).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.parsed.text).toContain('Hello,');
      expect(mail.parsed.text).not.toContain('evil');
      expect(mail.parsed.html || '').not.toContain('evil');
      expect(mail.parsed.to && 'value' in mail.parsed.to ? mail.parsed.to.value[0].name : '').toBe('');
    }
    // Past the cap nothing is stored either.
    expect(await seekers(victim)).toHaveLength(3);
  });

  it('a guessed, malformed or listed token opens nothing (404 alike)', async () => {
    const guesses = [randomBytes(16).toString('base64url'), 'short', 'x'.repeat(22), '../../admin', '%00'.repeat(8)];
    for (const token of guesses) {
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await t.inject({ method, url: `/api/roommates/${encodeURIComponent(token)}` });
        expect(res.statusCode, `${method} ${token}`).toBe(404);
        expect(res.json()).toEqual({ success: false, message: T.notFound });
      }
      expect((await t.inject({ method: 'POST', url: `/api/roommates/${encodeURIComponent(token)}/confirm` })).statusCode).toBe(
        404,
      );
    }
    expect((await t.inject({ method: 'GET', url: `/api/roommates/${'a'.repeat(201)}` })).statusCode).toBe(400);
  });

  it('refuses a body over 16 KB with 413 before storing anything', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/roommates',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(questionnaire({ email: 'big@example.com', about: 'x'.repeat(17 * 1024) })),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
    expect(await seekers('big@example.com')).toEqual([]);
  });
});

describe('roommate questionnaire: the move-in day is counted in New York', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 03:30 UTC on 14 March 2027 is 22:30 on the 13th in New York, hours before the clocks go forward.
    t = await createTestApp({ build: { ...OFF, clock: () => new Date('2027-03-14T03:30:00Z') } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("takes New York's today and refuses its yesterday, whatever the UTC date", async () => {
    const send = (moveInDate: string) =>
      t.inject({
        method: 'POST',
        url: '/api/roommates',
        payload: questionnaire({ email: `ny-${moveInDate}@example.com`, moveInDate }),
      });
    expect((await send('2027-03-13')).statusCode).toBe(201);
    expect((await send('2027-03-12')).json()).toEqual({ success: false, message: T.moveInInvalid });
    expect((await send('2028-03-13')).statusCode).toBe(201);
    expect((await send('2028-03-15')).statusCode).toBe(400);
  });
});

describe('roommate questionnaire: the form limit per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { FORM_RATE_LIMIT: '3' }, build: { ...OFF } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with Retry-After past FORM_RATE_LIMIT sendings in 10 minutes', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await t.inject({ method: 'POST', url: '/api/roommates', payload: questionnaire({ email: `r${i}@example.com` }) }))
          .statusCode,
      );
    expect(codes).toEqual([201, 201, 201, 429]);
    const last = await t.inject({ method: 'POST', url: '/api/roommates', payload: questionnaire({ email: 'r9@example.com' }) });
    expect(last.headers['retry-after']).toBeDefined();
    expect(last.json().success).toBe(false);
  });
});
