import { periodicJob, type JobTiming } from '../../platform/periodic-job.ts';
import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { authRoutes } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';
import { LoginThrottle, MemoryThrottleStore, RedisThrottleStore, type ThrottlePolicy } from './login-throttle.ts';
import { authMigrations } from './migrations/index.ts';
import { PasswordResets } from './password-resets.ts';
import { TokenService } from './tokens.ts';
import type { MailKindTable } from '../../platform/mail/types.ts';

/** The e-mails this feature sends, with what the platform must know of each (decision 097). */
const MAIL_KINDS = {
  'password-reset': { staff: true },
} as const satisfies MailKindTable;

/** At most this many of each a visitor can cause go to one mailbox a day (decision 029). */
const RECIPIENT_CAPS = {
  /** 'Forgot your password?': a few links a day to one account, however often it is asked (decision 052). */
  'password-reset': 3,
} as const;

declare module '../../platform/feature.ts' {
  interface FeatureNames {
    auth: { mail: typeof MAIL_KINDS; caps: typeof RECIPIENT_CAPS; forms: 'password-reset' };
  }
}

export interface AuthOptions {
  /** How many failed sign-ins lock an address, and for how long (tests shorten it). */
  throttle?: ThrottlePolicy;
  /**
   * How often the password reset requests a crash or a failure left are handled (and once at start), or
   * false for never, not even right after the answer (tests handle them by hand; decision 106).
   */
  passwordResetRequests?: JobTiming;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when this start created the first administrator, so the console can say how to sign in. */
    firstAdmin: { email: string; password: string; generated: boolean } | null;
  }
}

/** What the auth feature adds to the services. */
export interface AuthServices {
  auth: AuthService;
  /** 'Forgot your password?': reset links e-mailed to staff (decision 052). */
  passwordResets: PasswordResets;
}

/** Staff sign-in: accounts, sessions, the sign-in throttle, 'Forgot your password?' (decision 052). */
export const authFeature: ProductFeature<AuthServices> = {
  name: 'auth',
  mailKinds: MAIL_KINDS,
  recipientCaps: RECIPIENT_CAPS,
  migrations: authMigrations,
  services: ({ config, database, mail, redis, clock, options, services }) => ({
    auth: new AuthService(
      database.db,
      new TokenService(config.jwtSecret),
      new LoginThrottle(redis ? new RedisThrottleStore(redis) : new MemoryThrottleStore(), options.throttle),
    ),
    passwordResets: new PasswordResets({
      db: database.db,
      mail,
      siteUrl: config.siteUrl,
      brand: async () => (await services().siteSettings.get()).brand,
      clock,
      handleAfterAnswer: options.passwordResetRequests !== false,
    }),
  }),
  api: async (api) => {
    await api.register(authRoutes);
  },
  background: (services, { options }) => [
    // The resets asked for and answered before the look-up finish before the app stops (decision 093).
    { start: () => undefined, stop: () => services.passwordResets.settled() },
    // Those a crash or a failure left, at start and then every minute (decision 106).
    periodicJob(options.passwordResetRequests, 'auth: password reset requests', 60_000, async () => {
      const run = await services.passwordResets.handleWaiting();
      if (run.error !== undefined) throw run.error;
      return run.handled > 0 ? { handled: run.handled } : null;
    }),
  ],
  start: async (app) => {
    app.decorate('firstAdmin', await app.services.auth.ensureFirstAdmin(app.config.adminEmail, app.config.adminPassword));
  },
};
