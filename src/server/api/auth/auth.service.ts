import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { ChangePasswordInput, ProfileInput, RegisterInput, UserDto } from '../../../shared/auth.schema.ts';
import { AUTH_TEXT as T } from '../../../shared/texts/auth.ts';
import type { Db } from '../../db/client.ts';
import { nowIso, toNumber, toUserDto } from '../../db/mappers.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../errors.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { TokenService } from './tokens.ts';

// argon2id with the OWASP minimum (19 MiB, 2 passes).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Verified against when the account does not exist, so a wrong e-mail costs as much time as a wrong password.
const DUMMY_HASH = hash('not-a-real-password', ARGON2);

export const hashPassword = (password: string) => hash(password, ARGON2);

/** A UNIQUE constraint refused the write (SQLite or PostgreSQL): two requests raced for one e-mail. */
function isUniqueViolation(error: unknown): boolean {
  const { code } = error as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The signed-in user behind a bearer token, and whether the token was issued with 'Remember me'. */
export interface Authenticated {
  user: UserRow;
  remember: boolean;
}

export class AuthService {
  constructor(
    private db: Db,
    private tokens: TokenService,
    private throttle: LoginThrottle,
  ) {}

  async login(input: { email: string; password: string; rememberMe?: boolean; ip: string }) {
    const email = input.email.trim().toLowerCase();
    await this.assertNotThrottled(input.ip, email);

    const user = await this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    const valid = await verify(user?.password_hash ?? (await DUMMY_HASH), input.password).catch(() => false);
    if (!user || !valid) {
      await this.throttle.recordFailure(input.ip, email);
      throw unauthorized(T.invalidCredentials);
    }
    await this.throttle.recordSuccess(email);
    const lastLogin = nowIso();
    await this.db.updateTable('users').set({ last_login: lastLogin }).where('id', '=', user.id).execute();
    const token = await this.tokens.sign({
      userId: toNumber(user.id),
      tokenVersion: toNumber(user.token_version),
      remember: input.rememberMe === true,
    });
    return { token, user: toUserDto({ ...user, last_login: lastLogin }) };
  }

  /** The signed-in user behind a bearer token, or null when the token is bad, expired or revoked. */
  async authenticate(token: string): Promise<Authenticated | null> {
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    const user = await this.db.selectFrom('users').selectAll().where('id', '=', claims.userId).executeTakeFirst();
    if (!user || toNumber(user.token_version) !== claims.tokenVersion) return null;
    return { user, remember: claims.remember === true };
  }

  async updateProfile(userId: number, input: ProfileInput): Promise<UserDto> {
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
    await this.assertNotThrottled(auth.ip, user.email);
    if (!(await verify(user.password_hash, input.currentPassword).catch(() => false))) {
      await this.throttle.recordFailure(auth.ip, user.email);
      throw badRequest(T.currentPasswordIncorrect);
    }
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
    const credentials = {
      email: email ?? 'admin@example.com',
      password: password ?? randomBytes(12).toString('base64url'),
      generated: !password,
    };
    await this.createUser({ name: 'Administrator', email: credentials.email, password: credentials.password, role: 'admin' });
    return credentials;
  }

  /** 429 with the minutes to wait while the address or the account has too many failed attempts. */
  private async assertNotThrottled(ip: string, email: string) {
    const waitMs = await this.throttle.blockedFor(ip, email);
    if (waitMs > 0) throw new AppError(429, T.tooManyAttempts(Math.ceil(waitMs / 60_000)));
  }

  private async assertEmailFree(email: string, exceptUserId?: number) {
    let query = this.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase());
    if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
    if (await query.executeTakeFirst()) throw conflict(T.emailInUse);
  }
}
