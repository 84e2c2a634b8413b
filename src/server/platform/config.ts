import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './images/s3-photo-store.ts';

/** The shortest signing secret accepted (JWT_SECRET or the jwt-secret file). */
const MIN_SECRET_LENGTH = 32;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v));

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For is believed (what Fastify's `trustProxy` takes):
 * `false` (none), a number of hops (the client is that many addresses from the end of the chain),
 * a comma-separated list of proxy addresses and CIDR ranges, or `true` (the whole chain, spoofable).
 */
const trustProxySetting = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === 'yes') return true;
  if (text === 'false' || text === 'no') return false;
  // A number of hops (`1` behind one proxy); 0 trusts nobody.
  if (/^\d{1,2}$/.test(text)) return Number(text) || false;
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.length > 0 && entries.length <= 100 && entries.every(isAddressOrRange)) return entries;
  ctx.addIssue({
    code: 'custom',
    message: 'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges',
  });
  return z.NEVER;
});

/** An IPv4 or IPv6 address, or a CIDR range of one (`10.0.0.0/8`, `2001:db8::/32`). */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export type TrustProxy = boolean | number | string[];

/**
 * Fastify's `trustProxy` for the setting. A hop count is a function (the socket's peer and the
 * next `hops - 1` addresses are proxies, as in Express): Fastify itself trusts no hop count, since
 * a client that reaches the server directly could then name its own address (README: Proxies).
 */
export function trustProxyOption(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/**
 * INBOUND_IMAP_URL: `imaps://user:password@host[:port]/Mailbox` (TLS, port 993) or `imap://…` (port
 * 143, STARTTLS when the server offers it); the mailbox defaults to INBOX. Messages never quote the
 * value: it holds a password.
 */
/** INBOUND_IMAP_URL. */
export interface ImapSettings {
  /** imaps:// (TLS from the start); imap:// upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  host: string;
  port: number;
  user: string;
  pass: string;
  /** The mailbox read, e.g. INBOX. */
  mailbox: string;
}

const imapSetting = z.string().transform((value, ctx): ImapSettings => {
  const problem = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return problem('must be an imap:// or imaps:// URL (imaps://user:password@imap.example.com/INBOX)');
  }
  if (url.protocol !== 'imap:' && url.protocol !== 'imaps:') return problem('must be an imap:// or imaps:// URL');
  if (!url.hostname) return problem('must name the mail server (imaps://user:password@imap.example.com/INBOX)');
  if (!url.username || !url.password) return problem('must carry the user name and password (imaps://user:password@host/INBOX)');
  if (url.search || url.hash) return problem('must not have a ?query or #fragment (the mailbox goes in the path)');
  let user: string, pass: string, mailbox: string;
  try {
    [user, pass, mailbox] = [url.username, url.password, url.pathname.replace(/^\/+/, '')].map(decodeURIComponent);
  } catch {
    return problem('has a bad %-escape');
  }
  const secure = url.protocol === 'imaps:';
  return {
    secure,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    user,
    pass,
    mailbox: mailbox || 'INBOX',
  };
});

const S3_ONLY = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;

const EnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
    JWT_SECRET: optional(z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters long`)),
    APPLICATION_KEY: optional(z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (a 256-bit key)')),
    LEASE_SEAL_P12: optional(z.string().min(1)),
    LEASE_SEAL_PASSPHRASE: optional(z.string()),
    ADMIN_EMAIL: optional(z.email('must be an e-mail address')),
    ADMIN_PASSWORD: optional(z.string().min(6, 'must be at least 6 characters long')),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
    SMTP_CONNECTIONS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int('must be a whole number from 1 to 20')
        .min(1, 'must be from 1 to 20')
        .max(20, 'must be from 1 to 20')
        .default(4),
    ),
    MAIL_FROM: optional(z.string().min(3)),
    NEWSLETTER_RATE: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1, 'must be from 1 to 1000').max(1000, 'must be from 1 to 1000').default(10),
    ),
    INBOUND_TOKEN: optional(
      z
        .string()
        .min(24, 'must be at least 24 characters long')
        .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces'),
    ),
    INBOUND_IMAP_URL: optional(imapSetting),
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')),
    DEMO_CONTENT: optional(flag),
    TRUST_PROXY: optional(trustProxySetting),
    FORM_RATE_LIMIT: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(10),
    ),
    VIEWING_DAILY_LIMIT: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(5),
    ),
    UPLOADS_PER_HOUR: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(60),
    ),
    UPLOADS_PER_APPLICATION_HOUR: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(30),
    ),
    BACKUPS: optional(flag),
    VIEW_COUNTING: optional(flag),
    PHOTO_PARALLELISM: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int('must be a whole number').min(1, 'must be from 1 to 16').max(16, 'must be from 1 to 16').default(2),
    ),
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
    FEED_TOKEN: optional(
      z
        .string()
        .regex(
          /^[A-Za-z0-9_-]{16,128}$/,
          'must be 16 to 128 letters, digits, hyphens or underscores (it goes in the feed addresses)',
        ),
    ),
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
  /** The site's address in links, canonical URLs and e-mails: PUBLIC_URL, else http://localhost:PORT. */
  siteUrl: string;
  jwtSecret: string;
  /** APPLICATION_KEY: the master key of the application documents (hex); unset: generated into DATA_DIR (decision 055). */
  applicationKey?: string;
  /** LEASE_SEAL_P12 / LEASE_SEAL_PASSPHRASE: the agent's own PKCS#12 certificate that seals signed leases; unset: one made into DATA_DIR (decision 084). */
  leaseSeal?: { p12Path: string; passphrase: string };
  adminEmail?: string;
  adminPassword?: string;
  smtpUrl?: string;
  /** SMTP connections the outbox sends over in parallel, one message in flight each (decision 012). */
  smtpConnections: number;
  mailFrom: string;
  /** Newsletter e-mails handed to the mail server per second, at most (digest pacing). */
  newsletterRate: number;
  redisUrl?: string;
  /** Bearer token of POST /api/inbound/email; without it that endpoint answers 404. */
  inboundToken?: string;
  /** The agent's mailbox the product reads the renters' answers from (INBOUND_IMAP_URL; decision 036). */
  inboundImap?: ImapSettings;
  /** Daily online backups of the SQLite database and photos into DATA_DIR/backups. */
  backups: boolean;
  /** Photos of one save processed at the same time, at most (decision 042). */
  photoParallelism: number;
  /** Photos in an S3-compatible bucket instead of `uploadsDir`. */
  s3?: S3Settings;
  demoContent: boolean;
  /** Whose X-Forwarded-For gives the client address: nobody's, a number of hops, proxy addresses/ranges, or everyone's (`true`). */
  trustProxy: TrustProxy;
  /** Messages one client address may send per public form (inquiries, subscriptions) in 10 minutes. */
  formRateLimit: number;
  /** Viewings one client address may book in 24 hours (decision 054). */
  viewingDailyLimit: number;
  /** Documents one client address, and one application, may upload in an hour (decision 094). */
  uploadLimits: { perClient: number; perApplication: number };
  /** Count views of the public pages on the server (decision 040; default on). */
  viewCounting: boolean;
  /** A secret the listing feed addresses carry (`?token=`): without it a feed answers 403. */
  feedToken?: string;
  logLevel: string;
  /** `json` for log collectors, `pretty` (readable lines) for a person at a terminal. */
  logFormat: 'json' | 'pretty';
};

/** The settings whose value a start-up error may print: none of them can hold a password, key or token. */
const SHOWN_SETTINGS = new Set([
  'NODE_ENV',
  'PORT',
  'HOST',
  'NEWSLETTER_RATE',
  'SMTP_CONNECTIONS',
  'DEMO_CONTENT',
  'TRUST_PROXY',
  'FORM_RATE_LIMIT',
  'VIEWING_DAILY_LIMIT',
  'UPLOADS_PER_HOUR',
  'UPLOADS_PER_APPLICATION_HOUR',
  'BACKUPS',
  'S3_BUCKET',
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
  'LOG_FORMAT',
  'LOG_LEVEL',
]);

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
        // Only settings that can hold no secret are quoted: a URL may carry a password.
        const shown = value !== undefined && SHOWN_SETTINGS.has(name) ? ` (${JSON.stringify(value.slice(0, 100))})` : '';
        return `${name}${shown}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  // The data folder holds the database, the signing secret and the backups: created for its owner only.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  const databaseUrl = 'databaseUrl' in overrides ? overrides.databaseUrl : e.DATABASE_URL;
  const config: Omit<Config, 'siteUrl'> & Partial<Config> = {
    env: e.NODE_ENV ?? 'development',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    applicationKey: e.APPLICATION_KEY,
    leaseSeal: e.LEASE_SEAL_P12 ? { p12Path: e.LEASE_SEAL_P12, passphrase: e.LEASE_SEAL_PASSPHRASE ?? '' } : undefined,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    smtpConnections: e.SMTP_CONNECTIONS,
    mailFrom: e.MAIL_FROM ?? 'Manhattan Rentals <no-reply@localhost>',
    newsletterRate: e.NEWSLETTER_RATE,
    redisUrl: e.REDIS_URL,
    inboundToken: e.INBOUND_TOKEN,
    inboundImap: e.INBOUND_IMAP_URL,
    backups: e.BACKUPS ?? !databaseUrl,
    photoParallelism: e.PHOTO_PARALLELISM,
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
    viewingDailyLimit: e.VIEWING_DAILY_LIMIT,
    uploadLimits: { perClient: e.UPLOADS_PER_HOUR, perApplication: e.UPLOADS_PER_APPLICATION_HOUR },
    viewCounting: e.VIEW_COUNTING ?? true,
    feedToken: e.FEED_TOKEN,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? ((e.NODE_ENV ?? 'development') === 'development' || process.stdout.isTTY ? 'pretty' : 'json'),
    ...overrides,
  };
  return { ...config, siteUrl: config.siteUrl ?? config.publicUrl ?? `http://localhost:${config.port}` };
}

/** A JWT secret generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new ConfigError([
        `${file}: the JWT secret in this file is shorter than ${MIN_SECRET_LENGTH} characters; replace it with a longer one (or delete the file to have one generated)`,
      ]);
    }
    chmodSync(file, 0o600);
    return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
