import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/features/auth/auth.service.ts';
import { ConfigError } from '../../src/server/platform/config.ts';
import { AUTH_TEXT as T } from '../../src/shared/texts/auth.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';

const tooCommon = {
  success: false,
  message: 'This password is one of the most common passwords. Please choose a less common one.',
};

describe.each(DATABASES)('common passwords on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const register = async (email: string, password: string) =>
    t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: await t.login(),
      payload: { name: 'Weak Password', email, password, role: 'agent' },
    });

  it.each(['password1', 'qwerty123', 'iloveyou', 'Password123', 'LETMEIN'])(
    'refuses to create an account with %j, whatever its case, and creates nothing',
    async (password) => {
      const email = `weak-${password.toLowerCase()}@test.local`;
      const res = await register(email, password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(tooCommon);
      const stored = await t.app.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(stored).toEqual([]);
    },
  );

  it('keeps the length rule first, and accepts a password off the list', async () => {
    expect((await register('short@test.local', '12345')).json()).toEqual({ success: false, message: T.passwordTooShort });
    expect((await register('fine@test.local', 'brownstone-on-9th')).statusCode).toBe(201);
  });

  it('signs in an account whose password became common, and says so in the answer', async () => {
    const now = new Date().toISOString();
    const email = `old-habits-${database}@test.local`;
    await t.app.database.db
      .insertInto('users')
      .values({
        name: 'Old Habits',
        email,
        role: 'agent',
        password_hash: await hashPassword('Sunshine'),
        last_login: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const weak = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Sunshine' } });
    expect(weak.statusCode).toBe(200);
    expect(weak.json()).toMatchObject({ success: true, message: T.loginSuccess, passwordIsCommon: true });
    const strong = await t.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(strong.json()).not.toHaveProperty('passwordIsCommon');
  });

  it('refuses a common new password on a password change, keeping the old one', async () => {
    const headers = await t.login();
    const res = await t.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers,
      payload: { currentPassword: ADMIN.password, newPassword: 'football' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(tooCommon);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN })).statusCode).toBe(200);
  });
});

describe('a common ADMIN_PASSWORD', () => {
  it('stops the first start (empty database) with a message naming the setting, not the password', async () => {
    const start = createTestApp({ env: { ADMIN_PASSWORD: 'sunshine1' } });
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    await expect(start).rejects.toThrow(
      'ADMIN_PASSWORD: is one of the most common passwords; choose another one for the first administrator',
    );
    await start.catch((error: Error) => expect(error.message).not.toContain('sunshine1'));
  });

  it('is ignored once accounts exist: the server starts and the administrator keeps their password', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-weak-admin-'));
    const first = await createTestApp({ dataDir });
    await first.app.close(); // keep the data folder for the second start
    const again = await createTestApp({ dataDir, env: { ADMIN_PASSWORD: 'sunshine1' } });
    try {
      expect((await again.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN })).statusCode).toBe(200);
    } finally {
      await again.close();
    }
  });
});
