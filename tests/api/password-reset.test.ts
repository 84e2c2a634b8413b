import { createHash, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXT as T } from '../../src/shared/texts/auth.ts';
import { RECIPIENT_CAPS } from '../../src/server/features/index.ts';
import { buildApp, type BuildOptions } from '../../src/server/app.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { outboxMails } from '../support/mail.ts';

const PUBLIC_URL = 'https://rentals.example.com';
const sent = { success: true, message: T.resetLinkSent };
const invalid = { success: false, message: T.resetLinkInvalid };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let seq = 0;
const uniqueEmail = () => `reset-${++seq}-${randomInt(1e6)}@test.local`;
const LINK = /https:\/\/rentals\.example\.com\/admin\/reset-password\/([A-Za-z0-9_-]{43})\b/;

/**
 * 'Forgot your password?' (issue 33 item 9, decision 052): POST /api/auth/forgot-password answers the
 * same whatever the address; an active account gets a single-use link valid an hour; POST
 * /api/auth/reset-password sets a password by the rules of a changed one and signs out every session.
 */
describe.each(DATABASES)('password reset on %s', (database) => {
  let t: TestApp;
  let now = new Date('2026-11-26T15:00:00Z');
  let admin: Record<string, string>;
  const BUILD: BuildOptions = { clock: () => now, viewingReminders: false, digestScheduler: false, followUpDigest: false };

  beforeAll(async () => {
    t = await createTestApp({
      database,
      env: { PUBLIC_URL },
      build: { ...BUILD, passwordResetRequests: { everyMs: 3_600_000 } },
    });
    admin = await t.login();
  });
  afterAll(() => t.close());

  async function createAccount() {
    const account = { name: 'Riley Reset', email: uniqueEmail(), password: 'first-password-9' };
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: admin,
      payload: { ...account, role: 'agent' },
    });
    expect(res.statusCode).toBe(201);
    return { ...account, id: res.json().user.id as number };
  }
  /** Asks for a link; the e-mail is queued after the answer (decision 093), so this waits for it too. */
  const forgot = async (email: unknown, headers: Record<string, string> = {}) => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers });
    await t.app.services.passwordResets.settled();
    return res;
  };
  const reset = (token: unknown, newPassword: unknown) =>
    t.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
  const signIn = (email: string, password: string) =>
    t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const outbox = (email: string) => outboxMails(t, { recipient: email, kind: 'password-reset' });
  async function linkFor(email: string) {
    const mails = await outbox(email);
    const match = LINK.exec(mails.at(-1)?.text ?? '');
    expect(match, 'a reset link in the e-mail').not.toBeNull();
    return match![1];
  }

  it('answers the same for an account, an unknown address and a disabled account; only the account gets a link', async () => {
    const account = await createAccount();
    const disabled = await createAccount();
    expect(
      (await t.inject({ method: 'PATCH', url: `/api/users/${disabled.id}`, headers: admin, payload: { disabled: true } }))
        .statusCode,
    ).toBe(200);
    const answers = [];
    for (const email of [account.email, `nobody-${randomInt(1e6)}@test.local`, disabled.email]) {
      const res = await forgot(email);
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(JSON.parse(answers[0].body)).toEqual(sent);

    const mails = await outbox(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(T.resetMailSubject('Manhattan Rentals'));
    expect(mails[0].text).toContain(account.email);
    expect(mails[0].text).toMatch(LINK);
    expect(await outbox(disabled.email)).toEqual([]);
    // Only the hash of the token is stored.
    const token = await linkFor(account.email);
    const rows = await t.app.database.db.selectFrom('password_resets').selectAll().where('user_id', '=', account.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    // The address is compared without regard to case or spaces.
    expect((await forgot(`  ${account.email.toUpperCase()} `)).json()).toEqual(sent);
    expect(await outbox(account.email)).toHaveLength(2);
  });

  it('sets the new password once, signs out every session, and the old password stops working', async () => {
    const account = await createAccount();
    const phone = (await signIn(account.email, account.password)).json().token as string;
    const laptop = (await signIn(account.email, account.password)).json().token as string;
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(phone) })).statusCode).toBe(200);
    await forgot(account.email);
    const token = await linkFor(account.email);

    const res = await reset(token, 'second-password-8');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: T.passwordReset });
    for (const old of [phone, laptop]) {
      const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(old) });
      expect(me.statusCode).toBe(401);
    }
    expect((await signIn(account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(account.email, 'second-password-8')).statusCode).toBe(200);

    // The link works once.
    const again = await reset(token, 'third-password-7');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalid);
    expect((await signIn(account.email, 'third-password-7')).statusCode).toBe(401);
  });

  it('a link expires after an hour; a newer link still works and spends the older ones', async () => {
    const account = await createAccount();
    await forgot(account.email);
    const first = await linkFor(account.email);
    now = new Date(now.getTime() + 59 * 60_000);
    await forgot(account.email);
    const second = await linkFor(account.email);
    await forgot(account.email);
    const third = await linkFor(account.email);
    now = new Date(now.getTime() + 2 * 60_000);
    // 61 minutes after the first: expired.
    expect((await reset(first, 'expired-password-5')).json()).toEqual(invalid);
    expect((await reset(second, 'second-link-pass-4')).statusCode).toBe(200);
    // Setting the password spent every other link of the account.
    expect((await reset(third, 'third-link-pass-3')).json()).toEqual(invalid);
    expect((await signIn(account.email, 'second-link-pass-4')).statusCode).toBe(200);
  });

  it('refuses unknown and malformed tokens with 400, and a new password by the rules of a changed one', async () => {
    const account = await createAccount();
    for (const token of ['x'.repeat(43), 'not-a-token', '', ' ', 'a'.repeat(5000), 42, null]) {
      const res = await reset(token, 'fine-password-11');
      expect(res.statusCode, String(token).slice(0, 10)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    await forgot(account.email);
    const token = await linkFor(account.email);
    const cases: Array<[unknown, string]> = [
      ['', T.newPasswordRequired],
      ['abc', T.passwordTooShort],
      ['password123', T.passwordTooCommon],
      ['x'.repeat(201), 'Password must be at most 200 characters'],
    ];
    for (const [newPassword, message] of cases) {
      const res = await reset(token, newPassword);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    // A refused password leaves the link usable.
    expect((await reset(token, 'a-better-password-2')).statusCode).toBe(200);
  });

  it('refuses a bad e-mail, extra fields and an oversized body without a 500', async () => {
    for (const payload of [{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }, { email: 'a@b.co', extra: 1 }]) {
      const res = await t.inject({ method: 'POST', url: '/api/auth/forgot-password', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const huge = await t.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `${'a'.repeat(2_000_000)}@x.co` }),
    });
    expect([400, 413]).toContain(huge.statusCode);
    expect(huge.json().success).toBe(false);
  });

  it("sends one account at most its day's cap of links, answering the same each time", async () => {
    const account = await createAccount();
    const cap = RECIPIENT_CAPS['password-reset'];
    for (let i = 0; i < cap + 3; i++) expect((await forgot(account.email)).json()).toEqual(sent);
    expect(await outbox(account.email)).toHaveLength(cap);
    const stored = await t.app.database.db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('user_id', '=', account.id)
      .execute();
    expect(stored).toHaveLength(cap);
  });

  it('a link changes only the password of its own account', async () => {
    const a = await createAccount();
    const b = await createAccount();
    await forgot(a.email);
    const tokenA = await linkFor(a.email);
    expect((await reset(tokenA, 'only-a-changes-6')).statusCode).toBe(200);
    expect((await signIn(b.email, b.password)).statusCode).toBe(200);
    expect((await signIn(b.email, 'only-a-changes-6')).statusCode).toBe(401);
    expect((await signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });

  // Decision 106: the request is written before the answer and the work done from there.
  const waiting = () => t.app.database.db.selectFrom('password_reset_requests').selectAll().execute();

  it('a request answered and then lost with its process, before the work, is handled when the product starts again', async () => {
    const account = await createAccount();
    // An instance that answers and ends before its work: here one that does none after the answer.
    const lost = await buildApp(t.config, { web: 'none', logger: false, ...BUILD, passwordResetRequests: false });
    const res = await lost.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    expect(res.json()).toEqual(sent);
    await lost.close();
    expect((await waiting()).map((r) => r.email)).toEqual([account.email]);
    expect(await outbox(account.email)).toEqual([]);

    // The next start handles what it finds waiting: the e-mail is queued and its link works.
    const next = await buildApp(t.config, { web: 'none', logger: false, ...BUILD });
    try {
      await expect.poll(async () => (await outbox(account.email)).length).toBe(1);
      expect(await waiting()).toEqual([]);
      expect((await reset(await linkFor(account.email), 'after-a-crash-5')).statusCode).toBe(200);
    } finally {
      await next.close();
    }
  });

  it('a request whose work fails stays, is tried again a minute later, and is then handled', async () => {
    const account = await createAccount();
    const db = t.app.database.db;
    // The link's row cannot be written (a full disk, a lost connection): the work fails and is undone.
    if (database === 'postgres') {
      await sql`create or replace function refuse_reset() returns trigger as $$ begin raise exception 'insert refused'; end $$ language plpgsql`.execute(
        db,
      );
      await sql`create trigger refuse_reset before insert on password_resets for each row execute function refuse_reset()`.execute(
        db,
      );
    } else
      await sql`create trigger refuse_reset before insert on password_resets begin select raise(abort, 'insert refused'); end`.execute(
        db,
      );
    expect((await forgot(account.email)).json()).toEqual(sent);
    expect(await outbox(account.email)).toEqual([]);
    const [left] = await waiting();
    expect(left).toMatchObject({ email: account.email, attempts: 1 });
    expect(Date.parse(left.next_at) - now.getTime()).toBe(60_000);
    await sql`drop trigger refuse_reset${sql.raw(database === 'postgres' ? ' on password_resets' : '')}`.execute(db);

    // Not before it is due; then handled.
    expect(await t.app.services.passwordResets.handleWaiting()).toEqual({ handled: 0, failed: 0 });
    now = new Date(now.getTime() + 60_000);
    expect(await t.app.services.passwordResets.handleWaiting()).toEqual({ handled: 1, failed: 0 });
    expect(await waiting()).toEqual([]);
    expect(await outbox(account.email)).toHaveLength(1);
  });
});

describe('password reset per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { FORM_RATE_LIMIT: '3' },
      build: { viewingReminders: false, digestScheduler: false, followUpDigest: false },
    });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past FORM_RATE_LIMIT requests from one address, whatever the e-mail', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: `any-${i}@test.local` } });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().success).toBe(false);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Guessing tokens is counted by the same limit.
    const guess = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x'.repeat(43), newPassword: 'guess-password-1' },
    });
    expect(guess.statusCode).toBe(429);
    // Another address is not held back.
    const other = await t.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'any@test.local' },
      remoteAddress: '203.0.113.9',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('the reset e-mail through SMTP', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({
      env: { SMTP_URL: peer.url, PUBLIC_URL },
      build: { viewingReminders: false, digestScheduler: false, followUpDigest: false },
    });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('arrives at the account with the link, and the link sets the password', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: ADMIN.email } });
    expect(res.json()).toEqual(sent);
    const [mail] = await peer.waitForCount(1);
    expect(mail.to).toEqual([ADMIN.email]);
    expect(mail.parsed.subject).toBe(T.resetMailSubject('Manhattan Rentals'));
    const text = mail.parsed.text ?? '';
    expect(text).toContain('within one hour');
    const token = LINK.exec(text)?.[1];
    expect(token).toBeTruthy();
    expect(mail.parsed.html || '').toContain(`${PUBLIC_URL}/admin/reset-password/${token}`);
    const done = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'smtp-new-password-1' },
    });
    expect(done.statusCode).toBe(200);
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password: 'smtp-new-password-1' },
    });
    expect(login.statusCode).toBe(200);
  });
});
