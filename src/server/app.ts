// Decided in docs/decisions/001-one-fastify-process: one Fastify process serves API, assets and the React Router app.
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import { z } from 'zod';
import { COMMON_TEXT } from '../shared/texts/common.ts';
import { authRoutes } from './features/auth/index.ts';
import { buildingsRoutes } from './features/buildings/index.ts';
import { inquiriesRoutes } from './features/inquiries/index.ts';
import { inboundRoutes } from './features/inbound/index.ts';
import type { ImapWatcher } from './features/inbound/index.ts';
import { listingsRoutes } from './features/listings/index.ts';
import { siteSettingsRoutes } from './features/settings/index.ts';
import { subscribersRoutes } from './features/subscribers/index.ts';
import { insightsRoutes } from './features/insights/index.ts';
import { newsletterRoutes } from './features/newsletter/index.ts';
import { teamRoutes } from './features/team/index.ts';
import { tipsRoutes } from './features/tips/index.ts';
import { viewingsRoutes } from './features/viewings/index.ts';
import { agencyRoutes } from './features/agency/index.ts';
import { applicationsRoutes } from './features/applications/index.ts';
import { roommatesRoutes } from './features/roommates/index.ts';
import { peopleRoutes } from './features/people/index.ts';
import { dealStatsRoutes, dealsRoutes } from './features/deals/index.ts';
import { leasesRoutes } from './features/leases/index.ts';
import { BackupScheduler } from './platform/backup/scheduler.ts';
import { trustProxyOption, type Config } from './platform/config.ts';
import { documentRefusals } from './platform/refusals.ts';
import { pingDatabase, wasRecentlyUnavailable } from './platform/db/availability.ts';
import { openDatabase, type DbHandle } from './platform/db/client.ts';
import { seedDemoContent } from './platform/db/demo/seed-demo.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { feedRoutes, feedsApiRoutes } from './features/feeds/index.ts';
import { loggerOptions, requestLinePlugin } from './platform/logging.ts';
import { checkedSerializer } from './platform/plugins/checked-serializer.ts';
import { authPlugin } from './platform/plugins/auth.ts';
import { errorsPlugin, frameworkErrors, RETRY_AFTER_SECONDS } from './platform/plugins/errors.ts';
import { formRateLimitPlugin } from './platform/plugins/form-rate-limit.ts';
import { optionsPlugin } from './platform/plugins/options.ts';
import { requestLimitsPlugin, serverLimitOptions } from './platform/plugins/request-limits.ts';
import { securityPlugin } from './platform/plugins/security.ts';
import { uploadsPlugin } from './platform/plugins/uploads.ts';
import { createServices, type ServiceOptions, type Services } from './services.ts';
import { reactRouterPlugin } from './platform/web/react-router.ts';
import { route } from './platform/route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DbHandle;
    services: Services;
    /** Set when this start created the first administrator, so the console can say how to sign in. */
    firstAdmin: { email: string; password: string; generated: boolean } | null;
    /** Reads the renters' answers from the agent's mailbox (INBOUND_IMAP_URL), or null without the setting. */
    imapWatcher: ImapWatcher | null;
  }
}

export interface BuildOptions extends ServiceOptions {
  /** How the web app is served: the production build, Vite in development, or not at all (API tests). */
  web?: 'build' | 'vite' | 'none';
  logger?: boolean;
  /** Adds the demo content to a fresh database (default: in this process; the production entry uses a child process). */
  seedDemo?: (database: DbHandle) => Promise<number>;
  /** How long the inbound webhook waits for a whole message (tests shorten it). */
  inboundBodyDeadlineMs?: number;
  /**
   * Checks every answer against the response schema its route declares (the API tests turn it on):
   * an answer that does not match is a 500 and the mismatch is printed.
   */
  checkResponses?: boolean;
}

/** GET /api/health: whether the database answers, and the mail waiting to go. */
const HealthSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'database-unavailable']),
  database: z.enum(['sqlite', 'postgres']),
  outbox: z.object({ pending: z.number().int(), failed: z.number().int() }).nullable().optional(),
});

const BUILD_DIR = path.resolve(process.env.WEB_BUILD_DIR ?? 'build');

/** Builds the whole product as a Fastify instance, without listening (tests use `inject`). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger === false ? { logger: false } : await loggerOptions(config)),
    ...serverLimitOptions(),
    trustProxy: trustProxyOption(config.trustProxy),
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; answers are serialised as plain JSON (checked in the API tests).
  app.setSerializerCompiler(options.checkResponses ? checkedSerializer : () => (data) => JSON.stringify(data));
  // The API reads JSON (and multipart where a route registers it): a text/plain body is 415, not a string.
  app.removeContentTypeParser('text/plain');

  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database);
  const { services, redis, digestScheduler, jobs, imapWatcher, close: closeServices } = createServices(config, database, options);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', services);
  app.decorate('firstAdmin', await services.auth.ensureFirstAdmin(config.adminEmail, config.adminPassword));
  // Link-preview and portal JPEGs for photos stored before they existed: in the background, once.
  const previews = services.listings
    .makeMissingPreviews()
    .then(
      (made) => made > 0 && app.log.info({ photos: made }, 'link-preview images made for existing photos'),
      (error: unknown) => app.log.error({ err: error }, 'making link-preview images failed'),
    )
    .then(() => services.listings.makeMissingPortalJpegs())
    .then(
      (made) => made > 0 && app.log.info({ photos: made }, 'portal JPEGs made for existing photos'),
      (error: unknown) => app.log.error({ err: error }, 'making portal JPEGs failed'),
    );
  app.addHook('onClose', () => previews);
  // Listings counted by an older fair housing phrase list are checked again: in the background, once.
  const wordingRecheck = services.listings.recheckWording().then(
    (checked) => checked > 0 && app.log.info({ listings: checked }, 'listing wording checked by the current phrase list'),
    (error: unknown) => app.log.error({ err: error }, 'checking listing wording failed'),
  );
  app.addHook('onClose', () => wordingRecheck);
  if (config.demoContent) {
    const seeded = await (options.seedDemo
      ? options.seedDemo(database)
      : seedDemoContent(database, (fields, photos, createdAt) => services.listings.create(fields, photos, { createdAt })));
    if (seeded > 0) app.log.info({ listings: seeded }, 'demo content added to the fresh database');
  }
  const rehashed = await services.viewings.hashManageLinks();
  if (rehashed > 0) app.log.info({ viewings: rehashed }, 'viewing manage links hashed (decision 078)');
  await services.mail.start(app.log);
  if (config.viewCounting) services.views.start((error) => app.log.error({ err: error }, 'writing page views failed'));
  const backups =
    database.sqlite && config.backups
      ? new BackupScheduler({
          dataDir: config.dataDir,
          uploadsDir: config.s3 ? null : config.uploadsDir,
          sqlite: database.sqlite,
          log: app.log,
        })
      : null;
  backups?.start();
  digestScheduler?.start(app.log);
  for (const job of jobs) job.start(app.log);
  app.decorate('imapWatcher', imapWatcher);
  imapWatcher?.start(app.log);
  app.addHook('onClose', async () => {
    // The message being imported finishes; the connection logs out.
    await imapWatcher?.stop();
    // The digest step under way finishes; what is left is taken up by the next start (or another instance).
    await digestScheduler?.stop();
    await Promise.all(jobs.map((job) => job.stop()));
    // The views counted since the last batch are written (decision 040).
    await services.views.stop().catch((error: unknown) => app.log.error({ err: error }, 'writing page views failed'));
    // The message being sent finishes; the rest stays queued for the next start.
    await services.mail.stop();
    await backups?.stop();
    await closeServices();
    await database.close();
  });

  await app.register(requestLinePlugin, { enabled: options.logger !== false && config.logFormat === 'pretty' });
  await app.register(securityPlugin, {
    dev: options.web === 'vite',
    imageOrigins: config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [],
  });
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  // After the access check: a stranger's upload is 401 before its size is looked at.
  await app.register(requestLimitsPlugin);
  await app.register(formRateLimitPlugin, { max: config.formRateLimit, redis, uploads: config.uploadLimits });
  await app.register(optionsPlugin);
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { 1: 4 } } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'NYC Rentals API',
        version: '1.0.0',
        description: 'Listings, buildings, inquiries, subscribers, tips, site settings and sign-in.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      api.addHook('onRoute', documentRefusals);
      api.get(
        '/health',
        route('public', {
          tags: ['Health'],
          summary: 'Liveness and database check, with the mail outbox backlog',
          response: { 200: HealthSchema, 503: HealthSchema.extend({ message: z.string() }) },
        }),
        async (_request, reply) => {
          if (!(await pingDatabase(database.db))) {
            return reply.status(503).header('retry-after', RETRY_AFTER_SECONDS).send({
              success: false,
              status: 'database-unavailable',
              database: database.dialect,
              message: COMMON_TEXT.serviceUnavailable,
            });
          }
          // The backlog is information: mail waiting for a mail server does not make the server unhealthy.
          const outbox = await services.mail.backlog().catch(() => null);
          return { success: true, status: 'ok', database: database.dialect, outbox };
        },
      );
      await api.register(authRoutes);
      await api.register(listingsRoutes);
      await api.register(buildingsRoutes);
      await api.register(tipsRoutes);
      await api.register(subscribersRoutes);
      await api.register(newsletterRoutes);
      await api.register(inquiriesRoutes);
      await api.register(siteSettingsRoutes);
      await api.register(teamRoutes);
      await api.register(inboundRoutes, { bodyDeadlineMs: options.inboundBodyDeadlineMs });
      await api.register(viewingsRoutes);
      await api.register(feedsApiRoutes);
      await api.register(insightsRoutes);
      await api.register(applicationsRoutes);
      await api.register(roommatesRoutes);
      await api.register(dealStatsRoutes, { clock: options.clock });
      await api.register(dealsRoutes);
      await api.register(peopleRoutes);
      await api.register(agencyRoutes);
      await api.register(leasesRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(uploadsPlugin, { store: services.photos, uploadsDir: config.uploadsDir });
  await app.register(feedRoutes);

  if (options.web !== 'none') await registerWeb(app, config, options.web ?? 'build');
  return app;
}

async function registerWeb(app: FastifyInstance, config: Config, mode: 'build' | 'vite') {
  const context = { services: app.services, config };
  // A page that failed while the database was away, or in the moment it came back, answers 503.
  const ping = async () => (await pingDatabase(app.database.db)) && !wasRecentlyUnavailable(app.database.db);
  if (mode === 'vite') {
    const { createServer } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    await app.register(reactRouterPlugin, { build, mode: 'development', origin: config.siteUrl, context, ping });
    return;
  }
  const serverEntry = path.join(BUILD_DIR, 'server', 'index.js');
  if (!existsSync(serverEntry)) throw new Error('The web app is not built: run `npm run build` first.');
  await app.register(fastifyStatic, {
    root: path.join(BUILD_DIR, 'client'),
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const build = (await import(serverEntry)) as ServerBuild;
  await app.register(reactRouterPlugin, { build, mode: 'production', origin: config.siteUrl, context, ping });
}
