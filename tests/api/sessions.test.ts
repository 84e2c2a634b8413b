import { randomBytes, randomInt } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../../src/shared/texts/auth.ts';
import { TEAM_TEXT as T } from '../../src/shared/texts/team.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';

const refused = { success: false, message: AUTH_TEXT.authRequired };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let seq = 0;
const uniqueEmail = (name: string) => `${name}-${++seq}-${randomInt(1e6)}@test.local`;

async function signIn(t: TestApp, credentials: { email: string; password: string }, rememberMe = false) {
  const { email, password } = credentials;
  const res = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, rememberMe } });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; user: { id: number } };
}

async function createAccount(t: TestApp, role: 'agent' | 'admin' = 'agent', name = 'Avery Agent') {
  const credentials = { email: uniqueEmail(role), password: 'account-password-7' };
  const res = await t.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: await t.login(),
    payload: { name, ...credentials, role },
  });
  expect(res.statusCode).toBe(201);
  return { ...credentials, id: res.json().user.id as number };
}

const me = (t: TestApp, token: string) => t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const logout = (t: TestApp, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: '/api/auth/logout', headers });
const setDisabled = (t: TestApp, headers: Record<string, string>, id: number | string, disabled: unknown) =>
  t.inject({ method: 'PATCH', url: `/api/users/${id}`, headers, payload: { disabled } });
const remove = (t: TestApp, headers: Record<string, string>, id: number | string) =>
  t.inject({ method: 'DELETE', url: `/api/users/${id}`, headers });

describe.each(DATABASES)('sessions and the team API on %s', (database) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ database });
    admin = await t.login();
  });
  afterAll(() => t.close());

  describe('POST /api/auth/logout', () => {
    it('revokes the token on the server: GET /api/auth/me refuses it, other sessions go on', async () => {
      const agent = await createAccount(t);
      const phone = await signIn(t, agent);
      const laptop = await signIn(t, agent, true);
      expect((await me(t, laptop.token)).statusCode).toBe(200);

      const res = await logout(t, bearer(laptop.token));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Logged out' });
      const after = await me(t, laptop.token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(refused);
      // Every private route refuses it, not only /me.
      expect((await t.inject({ method: 'GET', url: '/api/admin/tips', headers: bearer(laptop.token) })).statusCode).toBe(401);
      expect((await me(t, phone.token)).statusCode).toBe(200);
    });

    it('answers the same to a token already signed out, a bad token and no token', async () => {
      const { token } = await signIn(t, ADMIN);
      expect((await logout(t, bearer(token))).statusCode).toBe(200);
      for (const headers of [bearer(token), bearer('not.a.jwt'), {}]) {
        const res = await logout(t, headers);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, message: 'Logged out' });
      }
    });

    it('forgets signed-out tokens once they would have expired anyway', async () => {
      const db = t.app.database.db;
      await db.insertInto('revoked_tokens').values({ jti: 'long-expired', expires_at: '2020-01-01T00:00:00.000Z' }).execute();
      const { token } = await signIn(t, ADMIN);
      await logout(t, bearer(token));
      const ids = (await db.selectFrom('revoked_tokens').select('jti').execute()).map((r) => r.jti);
      expect(ids).not.toContain('long-expired');
      expect(ids.length).toBeGreaterThan(0);
    });

    it('refuses a token without an id (signed before tokens could be signed out)', async () => {
      const { user } = await signIn(t, ADMIN);
      const legacy = await new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(t.config.jwtSecret));
      expect((await me(t, legacy)).statusCode).toBe(401);
    });
  });

  describe('GET /api/users', () => {
    it('lists every account with name, e-mail, role, last login and status, and nothing secret', async () => {
      const agent = await createAccount(t, 'agent', 'Zoe Listed');
      await signIn(t, agent);
      const res = await t.inject({ method: 'GET', url: '/api/users', headers: admin });
      expect(res.statusCode).toBe(200);
      const { users } = res.json();
      expect(users[0]).toMatchObject({ email: ADMIN.email, role: 'admin', disabled: false });
      const listed = users.find((u: { id: number }) => u.id === agent.id);
      expect(Object.keys(listed).sort()).toEqual(['created_at', 'disabled', 'email', 'id', 'lastLogin', 'name', 'role']);
      expect(listed).toMatchObject({ name: 'Zoe Listed', email: agent.email, role: 'agent', disabled: false });
      expect(Date.parse(listed.lastLogin)).toBeGreaterThan(Date.now() - 60_000);
      expect(res.body).not.toContain('password');
      expect(res.body).not.toContain('token_version');
    });
  });

  describe('what an agent or a stranger can do with the team API', () => {
    it('refuses an agent with 403 on every team route, whatever it sends, and changes nothing', async () => {
      const agent = await createAccount(t);
      const other = await createAccount(t);
      const headers = bearer((await signIn(t, agent)).token);
      const attempts = [
        t.inject({ method: 'GET', url: '/api/users', headers }),
        setDisabled(t, headers, other.id, true),
        setDisabled(t, headers, other.id, 'not-a-boolean'),
        setDisabled(t, headers, 'abc', true),
        remove(t, headers, other.id),
        remove(t, headers, 1),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ success: false, message: 'Only administrators can manage the team' });
      }
      expect((await signIn(t, other)).token).toBeTruthy();
    });

    it('refuses a request without a token with 401', async () => {
      const other = await createAccount(t);
      for (const res of [
        await t.inject({ method: 'GET', url: '/api/users' }),
        await setDisabled(t, {}, other.id, true),
        await remove(t, {}, other.id),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(refused);
      }
    });
  });

  describe('PATCH /api/users/:id', () => {
    it('disables an account: its tokens are refused at once, and it cannot sign in', async () => {
      const agent = await createAccount(t);
      const { token } = await signIn(t, agent, true);

      const res = await setDisabled(t, admin, agent.id, true);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Account disabled', user: { id: agent.id, disabled: true } });
      expect((await me(t, token)).json()).toEqual(refused);

      const signInAgain = await t.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: agent.email, password: agent.password },
      });
      expect(signInAgain.statusCode).toBe(403);
      expect(signInAgain.json()).toEqual({
        success: false,
        message: 'This account is disabled. Please contact an administrator.',
      });
      // A wrong password learns nothing about the account.
      const guess = await t.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: agent.email, password: 'guess-guess' },
      });
      expect(guess.statusCode).toBe(401);
      expect(guess.json()).toEqual({ success: false, message: AUTH_TEXT.invalidCredentials });
    });

    it('enables it again: it signs in anew, while its tokens from before stay refused', async () => {
      const agent = await createAccount(t);
      const { token } = await signIn(t, agent);
      expect((await setDisabled(t, admin, agent.id, true)).statusCode).toBe(200);
      const res = await setDisabled(t, admin, agent.id, false);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Account enabled', user: { id: agent.id, disabled: false } });
      expect((await me(t, token)).statusCode).toBe(401);
      expect((await me(t, (await signIn(t, agent)).token)).statusCode).toBe(200);
    });

    it('refuses to disable your own account', async () => {
      const self = await createAccount(t, 'admin');
      const headers = bearer((await signIn(t, self)).token);
      const res = await setDisabled(t, headers, self.id, true);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'You cannot disable or delete your own account' });
      expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);
    });

    it.each([
      ['abc', { disabled: true }, 400, 'Invalid user id'],
      ['0', { disabled: true }, 400, 'Invalid user id'],
      ['99999', { disabled: true }, 404, 'User not found'],
      ['2', { disabled: 'yes' }, 400, 'disabled must be true or false'],
      ['2', {}, 400, 'disabled must be true or false'],
      ['2', { disabled: true, role: 'admin' }, 400, 'Unknown field: role'],
    ])('answers /api/users/%s with %j: %i %j', async (id, payload, status, message) => {
      const res = await t.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: admin, payload });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ success: false, message });
    });
  });

  describe('DELETE /api/users/:id', () => {
    it('deletes an account: it is gone from the list, its tokens and its password stop working', async () => {
      const other = await createAccount(t, 'admin');
      const { token } = await signIn(t, other);
      const res = await remove(t, admin, other.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Account deleted' });
      expect((await me(t, token)).statusCode).toBe(401);
      expect(
        (await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: other.email, password: other.password } }))
          .statusCode,
      ).toBe(401);
      const list = (await t.inject({ method: 'GET', url: '/api/users', headers: admin })).json();
      expect(list.users.map((u: { id: number }) => u.id)).not.toContain(other.id);
      expect((await remove(t, admin, other.id)).statusCode).toBe(404);
    });

    it('refuses to delete your own account', async () => {
      const { user } = await signIn(t, ADMIN);
      const res = await remove(t, admin, user.id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: T.notYourself });
    });
  });

  describe('never the last active administrator', () => {
    it.each(['disable', 'delete'] as const)(
      'two administrators who %s each other at the same moment: one succeeds, one administrator remains',
      async (action) => {
        const a = await createAccount(t, 'admin', 'Admin A');
        const b = await createAccount(t, 'admin', 'Admin B');
        // Every other administrator is disabled for this test, so A and B are the only active ones.
        const db = t.app.database.db;
        const others = await db
          .updateTable('users')
          .set({ disabled_at: new Date().toISOString() })
          .where('role', '=', 'admin')
          .where('id', 'not in', [a.id, b.id])
          .where('disabled_at', 'is', null)
          .returning('id')
          .execute();
        try {
          const [ha, hb] = [bearer((await signIn(t, a)).token), bearer((await signIn(t, b)).token)];
          const act = (headers: Record<string, string>, id: number) =>
            action === 'disable' ? setDisabled(t, headers, id, true) : remove(t, headers, id);
          const answers = await Promise.all([act(ha, b.id), act(hb, a.id)]);
          const statuses = answers.map((r) => r.statusCode).sort();
          expect(statuses[0]).toBe(200);
          expect([401, 409]).toContain(statuses[1]);
          const refusedByRule = answers.find((r) => r.statusCode === 409);
          if (refusedByRule) expect(refusedByRule.json()).toEqual({ success: false, message: T.lastAdmin });
          const active = await db
            .selectFrom('users')
            .select('id')
            .where('role', '=', 'admin')
            .where('disabled_at', 'is', null)
            .execute();
          expect(active).toHaveLength(1);
        } finally {
          const ids = others.map((r) => r.id);
          if (ids.length) await db.updateTable('users').set({ disabled_at: null }).where('id', 'in', ids).execute();
        }
      },
    );
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('sessions across two instances on PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // One signing key for both, as the README asks of several instances.
    const env = { JWT_SECRET: randomBytes(32).toString('hex') };
    a = await createTestApp({ database: 'postgres', env });
    b = await createTestApp({ env: { ...env, DATABASE_URL: a.config.databaseUrl! } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a token signed out on one instance is refused by the other', async () => {
    const { token } = await signIn(b, ADMIN);
    expect((await me(a, token)).statusCode).toBe(200);
    expect((await logout(a, bearer(token))).statusCode).toBe(200);
    expect((await me(b, token)).statusCode).toBe(401);
  });

  it('an agent disabled on one instance has its token refused at once by the other', async () => {
    const agent = await createAccount(a);
    const { token } = await signIn(b, agent, true);
    expect((await me(b, token)).statusCode).toBe(200);
    expect((await setDisabled(a, await a.login(), agent.id, true)).statusCode).toBe(200);
    expect((await me(b, token)).json()).toEqual(refused);
    expect(
      (await b.inject({ method: 'POST', url: '/api/auth/login', payload: { email: agent.email, password: agent.password } }))
        .statusCode,
    ).toBe(403);
  });
});
