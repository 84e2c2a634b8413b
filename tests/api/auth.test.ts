import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXT as T } from '../../src/shared/texts/auth.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;

async function login(t: TestApp, payload: object, remoteAddress?: string) {
  return t.inject({ method: 'POST', url: '/api/auth/login', payload, ...(remoteAddress ? { remoteAddress } : {}) });
}

/** An admin-created account, answering its credentials. */
async function createAgent(t: TestApp, email: string, password = 'agent-password-1') {
  const res = await t.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: await t.login(),
    payload: { name: 'Avery Agent', email, password, role: 'agent' },
  });
  expect(res.statusCode).toBe(201);
  return { email, password };
}

describe.each(DATABASES)('sign-in API on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  describe('POST /api/auth/login', () => {
    it('answers a token, the user and the success message for the right credentials', async () => {
      const before = Date.now();
      const res = await login(t, ADMIN);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Login successful!',
        user: { name: 'Administrator', email: ADMIN.email, role: 'admin' },
      });
      expect(body.user).not.toHaveProperty('password_hash');
      expect(body.user).not.toHaveProperty('token_version');
      expect(Date.parse(body.user.lastLogin)).toBeGreaterThanOrEqual(before - 1000);
      const claims = decodeJwt(body.token);
      expect(claims.exp! - claims.iat!).toBe(12 * HOUR);
    });

    it('ignores the case and surrounding spaces of the e-mail', async () => {
      const res = await login(t, { email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password });
      expect(res.statusCode).toBe(200);
    });

    it("gives a 30-day token with 'Remember me'", async () => {
      const res = await login(t, { ...ADMIN, rememberMe: true });
      expect(res.statusCode).toBe(200);
      const claims = decodeJwt(res.json().token);
      expect(claims.exp! - claims.iat!).toBe(30 * DAY);
    });

    it('refuses a wrong password with 401 and a message', async () => {
      const res = await login(t, { email: ADMIN.email, password: 'wrong-password' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password' });
    });

    it('answers an unknown e-mail exactly like a wrong password', async () => {
      const res = await login(t, { email: 'nobody@test.local', password: ADMIN.password });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password' });
    });

    it('requires e-mail and password', async () => {
      for (const payload of [
        {},
        { email: ADMIN.email },
        { password: 'x' },
        { email: '   ', password: 'x' },
        { email: ADMIN.email, password: '' },
      ]) {
        const res = await login(t, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, message: 'Email and password are required' });
      }
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers the signed-in user with the time of the last sign-in', async () => {
      const signIn = (await login(t, ADMIN)).json();
      const res = await t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${signIn.token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, user: signIn.user });
    });

    it('answers 401 without a token', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/auth/me' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Authentication required' });
    });
  });

  describe('PUT /api/auth/profile', () => {
    it('updates name and e-mail (stored lower-case) and signs in with the new e-mail', async () => {
      const agent = await createAgent(t, 'profile-owner@test.local');
      const headers = await t.login(agent);
      const res = await t.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers,
        payload: { name: '  Morgan Lee ', email: 'Morgan.Lee@Test.Local', currentPassword: agent.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Profile updated successfully',
        user: { name: 'Morgan Lee', email: 'morgan.lee@test.local', role: 'agent' },
      });
      const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(me.json().user).toMatchObject({ name: 'Morgan Lee', email: 'morgan.lee@test.local' });
      expect((await login(t, { email: 'morgan.lee@test.local', password: agent.password })).statusCode).toBe(200);
      expect((await login(t, agent)).statusCode).toBe(401);
    });

    it('asks for the current password to change the e-mail, and changes nothing without the right one', async () => {
      const agent = await createAgent(t, 'keeps-address@test.local');
      const headers = await t.login(agent);
      const update = (extra: object) =>
        t.inject({
          method: 'PUT',
          url: '/api/auth/profile',
          headers,
          payload: { name: 'Taken Over', email: 'thief@test.local', ...extra },
        });
      for (const [extra, message] of [
        [{}, 'Please enter your current password to change your email'],
        [{ currentPassword: '' }, 'Please enter your current password to change your email'],
        [{ currentPassword: 'not-the-password' }, 'Current password is incorrect'],
      ] as const) {
        const res = await update(extra);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, message });
      }
      const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(me.json().user).toMatchObject({ name: 'Avery Agent', email: 'keeps-address@test.local' });
      // The name alone changes without it.
      const rename = await t.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers,
        payload: { name: 'Avery Renamed', email: 'Keeps-Address@test.local' },
      });
      expect(rename.statusCode).toBe(200);
      expect(rename.json().user).toMatchObject({ name: 'Avery Renamed', email: 'keeps-address@test.local' });
    });

    it('keeps the own e-mail without a conflict', async () => {
      const res = await t.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: await t.login(),
        payload: { name: 'Administrator', email: ADMIN.email },
      });
      expect(res.statusCode).toBe(200);
    });

    it('answers 409 when the e-mail belongs to another account', async () => {
      await createAgent(t, 'taken@test.local');
      const res = await t.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: await t.login(),
        payload: { name: 'Administrator', email: 'TAKEN@test.local', currentPassword: ADMIN.password },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'Email is already in use' });
    });

    it('answers 409 to one of two accounts racing for the same e-mail, never 500', async () => {
      const a = await createAgent(t, 'racer-a@test.local');
      const b = await createAgent(t, 'racer-b@test.local');
      const [ha, hb] = [await t.login(a), await t.login(b)];
      const results = await Promise.all(
        [ha, hb].map((headers, i) =>
          t.inject({
            method: 'PUT',
            url: '/api/auth/profile',
            headers,
            payload: { name: `Racer ${i}`, email: 'finish-line@test.local', currentPassword: [a, b][i].password },
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ success: false, message: 'Email is already in use' });
    });

    it.each([
      [{ name: '', email: 'a@b.co' }, 'Name is required'],
      [{ name: '   ', email: 'a@b.co' }, 'Name is required'],
      [{ email: 'a@b.co' }, 'Name is required'],
      [{ name: 'A', email: '' }, 'Email is required'],
      [{ name: 'A' }, 'Email is required'],
      [{ name: 'A', email: 'not-an-email' }, 'Email is invalid'],
      [{ name: 'A', email: 'a@b' }, 'Email is invalid'],
      [{ name: 'A', email: 'a@b.co', role: 'admin' }, 'Unknown field: role'],
    ])('refuses %j with 400 %j', async (payload, message) => {
      const res = await t.inject({ method: 'PUT', url: '/api/auth/profile', headers: await t.login(), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });
  });

  describe('PUT /api/auth/change-password', () => {
    it('changes the password, revokes the old token and answers a working new one', async () => {
      const agent = await createAgent(t, 'changer@test.local');
      const oldHeaders = await t.login(agent);
      const res = await t.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        headers: oldHeaders,
        payload: { currentPassword: agent.password, newPassword: 'brand-new-secret' },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Password changed successfully' });
      expect(typeof body.token).toBe('string');

      const withOld = await t.inject({ method: 'GET', url: '/api/auth/me', headers: oldHeaders });
      expect(withOld.statusCode).toBe(401);
      expect(withOld.json()).toEqual({ success: false, message: 'Authentication required' });
      const withNew = await t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${body.token}` } });
      expect(withNew.statusCode).toBe(200);
      expect(withNew.json().user.email).toBe(agent.email);

      expect((await login(t, agent)).statusCode).toBe(401);
      expect((await login(t, { email: agent.email, password: 'brand-new-secret' })).statusCode).toBe(200);
    });

    it("keeps a 'Remember me' session long-lived in the renewed token", async () => {
      const agent = await createAgent(t, 'remembered@test.local');
      const { token } = (await login(t, { ...agent, rememberMe: true })).json();
      const res = await t.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword: agent.password, newPassword: 'another-secret' },
      });
      const claims = decodeJwt(res.json().token);
      expect(claims.exp! - claims.iat!).toBe(30 * DAY);
    });

    it("answers 400 'Current password is incorrect' and keeps the old password", async () => {
      const agent = await createAgent(t, 'forgetful@test.local');
      const res = await t.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        headers: await t.login(agent),
        payload: { currentPassword: 'not-it', newPassword: 'whatever-new' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Current password is incorrect' });
      expect((await login(t, agent)).statusCode).toBe(200);
    });

    it.each([
      [{ currentPassword: 'x', newPassword: '12345' }, 'Password must be at least 6 characters'],
      [{ currentPassword: 'x', newPassword: '' }, 'New password is required'],
      [{ currentPassword: 'x' }, 'New password is required'],
      [{ newPassword: '123456' }, 'Current password is required'],
      [{ currentPassword: '', newPassword: '123456' }, 'Current password is required'],
      [{ currentPassword: 'x', newPassword: '123456', confirmPassword: '123456' }, 'Unknown field: confirmPassword'],
    ])('refuses %j with 400 %j', async (payload, message) => {
      const res = await t.inject({ method: 'PUT', url: '/api/auth/change-password', headers: await t.login(), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });
  });

  describe('POST /api/auth/register', () => {
    it('lets an administrator create an agent, who can then sign in', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: await t.login(),
        payload: { name: 'Jane Agent', email: 'Jane@Test.Local', password: 'jane-password' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'User registered successfully',
        user: { name: 'Jane Agent', email: 'jane@test.local', role: 'agent', lastLogin: null },
      });
      const signIn = await login(t, { email: 'jane@test.local', password: 'jane-password' });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().user.role).toBe('agent');
    });

    it('refuses an agent with 403', async () => {
      const agent = await createAgent(t, 'no-hiring@test.local');
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: await t.login(agent),
        payload: { name: 'Friend', email: 'friend@test.local', password: 'friend-password' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'Only administrators can create accounts' });
      expect((await login(t, { email: 'friend@test.local', password: 'friend-password' })).statusCode).toBe(401);
    });

    it('answers 409 for an e-mail already registered, whatever its case', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: await t.login(),
        payload: { name: 'Copy', email: ADMIN.email.toUpperCase(), password: 'copy-password' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'Email is already in use' });
    });

    it('answers 401 without a token', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Intruder', email: 'intruder@test.local', password: 'intruder-password' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Authentication required' });
    });

    it.each([
      [{ email: 'x@test.local', password: 'secret-1' }, 'Name is required'],
      [{ name: 'X', password: 'secret-1' }, 'Email is required'],
      [{ name: 'X', email: 'x@', password: 'secret-1' }, 'Email is invalid'],
      [{ name: 'X', email: 'x@test.local', password: '123' }, 'Password must be at least 6 characters'],
      [{ name: 'X', email: 'x@test.local', password: 'secret-1', role: 'owner' }, "Role must be 'admin' or 'agent'"],
    ])('refuses %j with 400 %j', async (payload, message) => {
      const res = await t.inject({ method: 'POST', url: '/api/auth/register', headers: await t.login(), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });
  });
});

describe.each(DATABASES)('sign-in throttling on %s', (database) => {
  const windowMs = 60_000;

  describe('per account', () => {
    let t: TestApp;
    let agents: Record<'unaffected' | 'forgiven' | 'guessed', { email: string; password: string }>;
    beforeAll(async () => {
      t = await createTestApp({ database, build: { throttle: { windowMs, maxPerAccount: 3, maxPerIp: 1000 } } });
      agents = {
        unaffected: await createAgent(t, 'unaffected@test.local'),
        forgiven: await createAgent(t, 'forgiven@test.local'),
        guessed: await createAgent(t, 'guessed@test.local'),
      };
    });
    afterAll(() => t.close());

    it('blocks the account after 3 failures, even with the right password, and says for how long', async () => {
      for (let i = 0; i < 3; i++) expect((await login(t, { email: ADMIN.email, password: `guess-${i}` })).statusCode).toBe(401);
      const blocked = await login(t, ADMIN);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        success: false,
        message: 'Too many failed login attempts. Please try again in 1 minute.',
      });
      // From another address too: the limit belongs to the account.
      expect((await login(t, ADMIN, '203.0.113.9')).statusCode).toBe(429);
      // Other accounts are not affected.
      expect((await login(t, agents.unaffected)).statusCode).toBe(200);
    });

    it('forgives earlier failures after a successful sign-in', async () => {
      const { forgiven } = agents;
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 2; i++) expect((await login(t, { email: forgiven.email, password: 'nope' })).statusCode).toBe(401);
        expect((await login(t, forgiven)).statusCode).toBe(200);
      }
    });

    it('counts wrong current passwords of a password change as failures of the account', async () => {
      const headers = await t.login(agents.guessed);
      const change = () =>
        t.inject({
          method: 'PUT',
          url: '/api/auth/change-password',
          headers,
          payload: { currentPassword: 'guess', newPassword: 'new-password' },
        });
      for (let i = 0; i < 3; i++) expect((await change()).statusCode).toBe(400);
      const blocked = await change();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ success: false, message: T.tooManyAttempts(1) });
      expect((await login(t, agents.guessed)).statusCode).toBe(429);
    });
  });

  describe('per IP address', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ database, build: { throttle: { windowMs: 5 * windowMs, maxPerAccount: 1000, maxPerIp: 4 } } });
    });
    afterAll(() => t.close());

    it('blocks an address that tries many accounts, and only that address', async () => {
      const attacker = '198.51.100.7';
      for (let i = 0; i < 4; i++) {
        expect((await login(t, { email: `victim-${i}@test.local`, password: 'password' }, attacker)).statusCode).toBe(401);
      }
      const blocked = await login(t, ADMIN, attacker);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        success: false,
        message: 'Too many failed login attempts. Please try again in 5 minutes.',
      });
      expect((await login(t, ADMIN, '198.51.100.8')).statusCode).toBe(200);
    });
  });
});
