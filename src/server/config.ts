import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './images/s3-photo-store.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v));

const S3_ONLY = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;

const EnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
    JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
    ADMIN_EMAIL: optional(z.email('must be an e-mail address')),
    ADMIN_PASSWORD: optional(z.string().min(6, 'must be at least 6 characters long')),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: optional(z.string().min(3)),
    NEWSLETTER_RATE: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1, 'must be from 1 to 1000').max(1000, 'must be from 1 to 1000').default(10),
    ),
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')),
    DEMO_CONTENT: optional(flag),
    TRUST_PROXY: optional(flag),
    FORM_RATE_LIMIT: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(10),
    ),
    BACKUPS: optional(flag),
    S3_BUCKET: optional(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)'),
    ),
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
    S3_REGION: optional(z.string().min(1)),
    S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    S3_FORCE_PATH_STYLE: optional(flag),
    S3_PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
    LOG_FORMAT: optional(z.enum(['json', 'pretty'])),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .refine((env) => !env.ADMIN_PASSWORD || env.ADMIN_EMAIL, {
    path: ['ADMIN_EMAIL'],
    message: 'is required when ADMIN_PASSWORD is set',
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    // Named by the key id, not the secret: the problem list shows the value.
    path: ['S3_ACCESS_KEY_ID'],
    message: 'and S3_SECRET_ACCESS_KEY must be set together',
  })
  .refine((env) => env.S3_BUCKET || !S3_ONLY.some((name) => env[name] !== undefined), {
    path: ['S3_BUCKET'],
    message: 'is required when other S3_ settings are set',
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  outboxDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  jwtSecret: string;
  adminEmail?: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Newsletter e-mails handed to the mail server per second, at most (digest pacing). */
  newsletterRate: number;
  redisUrl?: string;
  /** Daily online backups of the SQLite database and photos into DATA_DIR/backups. */
  backups: boolean;
  /** Photos in an S3-compatible bucket instead of `uploadsDir`. */
  s3?: S3Settings;
  demoContent: boolean;
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy that sets it). */
  trustProxy: boolean;
  /** Messages one client address may send per public form (inquiries, subscriptions) in 10 minutes. */
  formRateLimit: number;
  logLevel: string;
  /** `json` for log collectors, `pretty` (readable lines) for a person at a terminal. */
  logFormat: 'json' | 'pretty';
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates the environment; throws a ConfigError naming every bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || 'environment';
        const value = env[name];
        return `${name}${value !== undefined ? ` (${JSON.stringify(value)})` : ''}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  const databaseUrl = 'databaseUrl' in overrides ? overrides.databaseUrl : e.DATABASE_URL;
  return {
    env: e.NODE_ENV ?? 'development',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Manhattan Rentals <no-reply@localhost>',
    newsletterRate: e.NEWSLETTER_RATE,
    redisUrl: e.REDIS_URL,
    backups: e.BACKUPS ?? !databaseUrl,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
        }
      : undefined,
    demoContent: e.DEMO_CONTENT ?? !databaseUrl,
    trustProxy: e.TRUST_PROXY ?? false,
    formRateLimit: e.FORM_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? ((e.NODE_ENV ?? 'development') === 'development' || process.stdout.isTTY ? 'pretty' : 'json'),
    ...overrides,
  };
}

/** A JWT secret generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
