import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { ChangePasswordInput, ProfileInput, RegisterInput, UserDto } from '../../../shared/auth.schema.ts';
import { AUTH_TEXT } from '../../../shared/texts/auth.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import type { Db } from '../../platform/db/client.ts';
import { nowIso, toBool, toNumber, toUserDto } from '../../platform/db/mappers.ts';
import type { UserRow } from './tables.ts';
import type { Authenticated } from '../../platform/plugins/auth.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../platform/errors.ts';
import { ConfigError } from '../../platform/config.ts';
import { isCommonPassword } from './common-passwords.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { TokenService } from './tokens.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

/** Refusals by key (docs/decisions/101): a client tells them by it, a page says them in its language. */
const T = keyed('auth', 'AUTH_TEXT', AUTH_TEXT);

// argon2id with the OWASP minimum (19 MiB, 2 passes).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Verified against when the account does not exist, so a wrong e-mail costs as much time as a wrong password.
const DUMMY_HASH = hash('not-a-real-password', ARGON2);

export const hashPassword = (password: string) => hash(password, ARGON2);

export class AuthService {
  constructor(
    private db: Db,
    private tokens: TokenService,
    private throttle: LoginThrottle,
  ) {}

  async login(input: { email: string; password: string; rememberMe?: boolean; ip: string }) {
    const email = input.email.trim().toLowerCase();
    await this.countAttempt(input.ip, email);

    const user = await this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    const valid = await verify(user?.password_hash ?? (await DUMMY_HASH), input.password).catch(() => false);
    if (!user || !valid) throw unauthorized(T.invalidCredentials);
    await this.throttle.succeeded(input.ip, email);
    // Said only to whoever knows the password, so it tells a stranger nothing.
    if (user.disabled_at) throw new AppError(403, T.accountDisabled);
    const lastLogin = nowIso();
    await this.db.updateTable('users').set({ last_login: lastLogin }).where('id', '=', user.id).execute();
    const token = await this.tokens.sign({
      userId: toNumber(user.id),
      tokenVersion: toNumber(user.token_version),
      remember: input.rememberMe === true,
    });
    // Set before common passwords were refused (or a first ADMIN_PASSWORD of old): the back-office says so.
    const passwordIsCommon = await isCommonPassword(input.password);
    return { token, user: toUserDto({ ...user, last_login: lastLogin }), ...(passwordIsCommon ? { passwordIsCommon } : {}) };
  }

  /**
   * The signed-in user behind a bearer token, or null when the token is bad or expired, was signed
   * out, was revoked by a password change, or its account is disabled or deleted. One query, on the
   * shared database, so every instance refuses the same tokens at once.
   */
  async authenticate(token: string): Promise<Authenticated | null> {
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    const row = await this.db
      .selectFrom('users')
      .selectAll('users')
      .select((eb) => eb.exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', claims.tokenId)).as('signed_out'))
      .where('id', '=', claims.userId)
      .executeTakeFirst();
    if (!row) return null;
    const { signed_out: signedOut, ...user } = row;
    if (toBool(signedOut) || user.disabled_at || toNumber(user.token_version) !== claims.tokenVersion) return null;
    return { user, remember: claims.remember === true, tokenId: claims.tokenId, expiresAt: claims.expiresAt };
  }

  /** Logout: the token is refused from now on, by every instance; tokens long expired are forgotten. */
  async logout(auth: Authenticated): Promise<void> {
    const now = nowIso();
    await this.db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
    await this.db
      .insertInto('revoked_tokens')
      .values({ jti: auth.tokenId, expires_at: auth.expiresAt.toISOString() })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
  }

  /**
   * Name, e-mail and the inquiry alerts. A new e-mail needs the current password, checked like a
   * sign-in (throttled), so a session left open cannot be turned into the account.
   */
  async updateProfile(auth: Authenticated & { ip: string }, input: ProfileInput): Promise<UserDto> {
    const { user } = auth;
    const userId = toNumber(user.id);
    if (input.email.toLowerCase() !== user.email) {
      if (!input.currentPassword) throw badRequest(T.emailChangeNeedsPassword);
      await this.verifyCurrentPassword(auth, input.currentPassword);
    }
    await this.assertEmailFree(input.email, userId);
    try {
      const row = await this.db
        .updateTable('users')
        .set({
          name: input.name,
          email: input.email.toLowerCase(),
          ...(input.notifyInquiries === undefined ? {} : { notify_inquiries: input.notifyInquiries ? 1 : 0 }),
          updated_at: nowIso(),
        })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUserDto(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(T.emailInUse);
      throw error;
    }
  }

  /**
   * Changes the password and revokes every token issued before; answers a fresh token for this
   * session (as long-lived as the one it replaces). Wrong current passwords count as failed sign-ins
   * of the account, so a borrowed token cannot be used to guess the password either.
   */
  async changePassword(auth: Authenticated & { ip: string }, input: ChangePasswordInput) {
    const { user } = auth;
    await this.assertNotCommon(input.newPassword);
    await this.verifyCurrentPassword(auth, input.currentPassword);
    const userId = toNumber(user.id);
    const tokenVersion = toNumber(user.token_version) + 1;
    const result = await this.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(input.newPassword), token_version: tokenVersion, updated_at: nowIso() })
      .where('id', '=', userId)
      .where('token_version', '=', toNumber(user.token_version))
      .executeTakeFirst();
    // Another change won the race and revoked this token meanwhile.
    if (Number(result.numUpdatedRows) !== 1) throw unauthorized(T.authRequired);
    return { token: await this.tokens.sign({ userId, tokenVersion, remember: auth.remember }) };
  }

  async register(input: RegisterInput): Promise<UserDto> {
    await this.assertNotCommon(input.password);
    await this.assertEmailFree(input.email);
    return toUserDto(await this.createUser(input));
  }

  async createUser(input: RegisterInput): Promise<UserRow> {
    const now = nowIso();
    try {
      return await this.db
        .insertInto('users')
        .values({
          name: input.name,
          email: input.email.toLowerCase(),
          role: input.role,
          password_hash: await hashPassword(input.password),
          last_login: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(T.emailInUse);
      throw error;
    }
  }

  /**
   * Makes sure an administrator exists: the one named by ADMIN_EMAIL/ADMIN_PASSWORD, or one with a
   * generated password. Returns the generated credentials, to be printed once, or null.
   */
  async ensureFirstAdmin(
    email?: string,
    password?: string,
  ): Promise<{ email: string; password: string; generated: boolean } | null> {
    const existing = await this.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) return null;
    // Checked only here, where it is used: once accounts exist the setting is ignored (decision 030).
    if (password && (await isCommonPassword(password))) {
      throw new ConfigError([
        'ADMIN_PASSWORD: is one of the most common passwords; choose another one for the first administrator',
      ]);
    }
    const credentials = {
      email: email ?? 'admin@example.com',
      password: password ?? randomBytes(12).toString('base64url'),
      generated: !password,
    };
    await this.createUser({ name: 'Administrator', email: credentials.email, password: credentials.password, role: 'admin' });
    return credentials;
  }

  /** 400 for a password from the list of the most common ones (on top of the length rule). */
  private async assertNotCommon(password: string) {
    if (await isCommonPassword(password)) throw badRequest(T.passwordTooCommon);
  }

  /** The signed-in user's current password, counted like a sign-in attempt; 400 when it is wrong. */
  private async verifyCurrentPassword(auth: Authenticated & { ip: string }, password: string) {
    await this.countAttempt(auth.ip, auth.user.email);
    if (!(await verify(auth.user.password_hash, password).catch(() => false))) throw badRequest(T.currentPasswordIncorrect);
    await this.throttle.succeeded(auth.ip, auth.user.email);
  }

  /**
   * Counts a password attempt before the password is checked; 429 with the minutes to wait once the
   * address or the account has used up its attempts.
   */
  private async countAttempt(ip: string, email: string) {
    const waitMs = await this.throttle.attempt(ip, email);
    if (waitMs > 0) throw new AppError(429, T.tooManyAttempts(Math.ceil(waitMs / 60_000)));
  }

  private async assertEmailFree(email: string, exceptUserId?: number) {
    let query = this.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase());
    if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
    if (await query.executeTakeFirst()) throw conflict(T.emailInUse);
  }
}
