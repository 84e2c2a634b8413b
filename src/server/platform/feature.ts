// Decided in docs/decisions/097-feature-manifest: a feature is declared once, in its folder's manifest.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Migration } from 'kysely';
import type { Config } from './config.ts';
import type { DbHandle, Dialect } from './db/client.ts';
import type { AddDemoListing } from './db/demo/seed-demo.ts';
import type { PhotoStore } from './images/photo-store.ts';
import type { MailService } from './mail/mail.service.ts';
import type { MailIdentity, MailKindTable } from './mail/types.ts';
import type { PublicForm } from './plugins/form-rate-limit.ts';

/**
 * The names each feature gives the platform, by feature (decision 097): the kinds of e-mail it sends
 * (`mail`: its manifest's `mailKinds` table), the kinds a visitor can cause that are capped per mailbox
 * (`caps`: its `recipientCaps` table) and its public forms (`forms`). Each feature adds its entry from its
 * manifest, `declare module '../../platform/feature.ts' { interface FeatureNames { inquiries: { mail: typeof
 * MAIL_KINDS; caps: typeof RECIPIENT_CAPS; forms: 'inquiry' } } }`, so a misspelt name is a type error
 * while no platform file lists them.
 * @public (features add to it by declaration)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface FeatureNames {}

/** What the features declared under `sort`, one member of the union per feature. */
type Declared<Sort extends 'mail' | 'caps' | 'forms'> = {
  [F in keyof FeatureNames]: FeatureNames[F] extends Record<Sort, infer Names> ? Names : never;
}[keyof FeatureNames];
/** The keys of each member of a union. */
type KeysOf<Tables> = Tables extends unknown ? keyof Tables : never;

/** Every kind of e-mail a feature sends. */
export type DeclaredMailKind = KeysOf<Declared<'mail'>> & string;
/** Every kind of message that is capped per mailbox: a mail kind, or a finer one within it. */
export type DeclaredCappedKind = KeysOf<Declared<'caps'>> & string;
/** Every public form. */
export type DeclaredForm = Declared<'forms'> & string;

/** What runs beside the requests in each instance: a periodic job, a scheduler, a mailbox watcher. */
export interface Background {
  start(log: FastifyBaseLogger): void;
  /** Finishes the work under way; what is left is taken up by the next start or another instance. */
  stop(): Promise<void>;
}

/**
 * What a feature's service factory receives: the platform's parts and every feature's services.
 * Features are built in the order of the list (features/index.ts): a factory may use the services of
 * the features before it at once, and those after it only later (inside a function it returns).
 */
export interface FeatureContext<Services, Options> {
  config: Config;
  database: DbHandle;
  mail: MailService;
  photos: PhotoStore;
  /** The shared Redis connection (REDIS_URL), or null on one instance. */
  redis: Redis | null;
  /** The present (tests move it); the system clock by default. */
  clock: () => Date;
  /** The options the app was built with (tests shorten timings and turn jobs off). */
  options: Options;
  services: () => Services;
}

/** A view of a public page that names itself, as the renderer saw it leave (decision 040). */
export interface PageView {
  page: string;
  address: string;
  userAgent: string | undefined;
  referer: string | undefined;
  host: string | undefined;
}

/** A page that takes an upload larger than any other page form (the no-script document upload). * @public (features add to it by declaration)
 */
export interface PageUpload<Services> {
  /** The page's path without the language prefix, with its parameters (`/apply/:token/documents`). */
  path: string;
  /** The largest body it takes, in bytes. */
  bodyLimit: number;
  /**
   * What the hour's upload limit counts against (`application:12`), or null when the link takes no
   * upload (unknown, closed): the body is then left unread and the page's action answers.
   */
  subject: (params: Record<string, string>, services: Services) => Promise<string | null>;
}

/** What the app gives a feature's API routes besides the services (tests shorten some waits). */
interface FeatureRouteOptions {
  clock?: () => Date;
  inboundBodyDeadlineMs?: number;
}

/**
 * Everything the rest of the server knows of one feature, declared once in its folder: its tables'
 * migrations, its services, its routes, what it runs in the background and at start. The app, the
 * services, the migrator and the outbox iterate over the list of these and name no feature.
 */
export interface Feature<Services, Options, Own extends object = object> {
  name: string;
  /** The migrations of the feature's tables, by name (applied in name order with everyone's). */
  migrations?: (dialect: Dialect) => Record<string, Migration>;
  /** The feature's services, added to everyone's under these names. */
  services?: (context: FeatureContext<Services, Options>) => Own;
  /** Registers the feature's API routes (under /api). */
  api?: (api: FastifyInstance, options: FeatureRouteOptions) => Promise<void>;
  /** Registers routes outside /api (the listing feeds). */
  site?: (app: FastifyInstance) => Promise<void>;
  /** What the feature runs in each instance while the app is up (nulls are what the options turned off). */
  background?: (services: Services, context: FeatureContext<Services, Options>) => Array<Background | null>;
  /** Work when the app starts, after the migrations and before it listens; may add work to wait for on close. */
  start?: (app: FastifyInstance) => Promise<void>;
  /** The kinds of e-mail the feature sends, with their rules (their names also declared in `FeatureNames`). */
  mailKinds?: MailKindTable;
  /** How many of each kind a visitor can cause go to one mailbox a day (names declared in `FeatureNames`). */
  recipientCaps?: Readonly<Record<string, number>>;
  /** A number that changes whenever what the public pages show of this feature changes (the page cache keeps a page while none did). */
  pageDataVersion?: (services: Services) => number | Promise<number>;
  /**
   * The public forms posted to the feature's pages, by path without the language prefix (a pattern
   * for a path with a token): counted per client address before the body is read (decision 014).
   */
  pageForms?: ReadonlyArray<{ path: string | RegExp; form: PublicForm }>;
  /** The feature's pages that take an upload. */
  pageUploads?: ReadonlyArray<PageUpload<Services>>;
  /** Records the views of the pages that name themselves (one feature provides it, decision 040). */
  pageViews?: (services: Services) => (view: PageView) => void;
  /** The From name and Reply-To of every e-mail, as they are when it is sent (one feature provides it). */
  mailIdentity?: (services: Services) => Promise<MailIdentity>;
  /** How the demo content adds a listing (one feature provides it). */
  demoListings?: (services: Services) => AddDemoListing;
}
