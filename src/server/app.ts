// Decided in docs/decisions/001-one-fastify-process: one Fastify process serves API, assets and the React Router app.
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import { z } from 'zod';
import { COMMON_TEXT } from '../shared/texts/common.ts';
import { BackupScheduler } from './platform/backup/scheduler.ts';
import { trustProxyOption, type Config } from './platform/config.ts';
import { documentRefusals } from './platform/refusals.ts';
import { pingDatabase, wasRecentlyUnavailable } from './platform/db/availability.ts';
import { openDatabase, type DbHandle } from './platform/db/client.ts';
import { seedDemoContent } from './platform/db/demo/seed-demo.ts';
import { loggerOptions, requestLinePlugin } from './platform/logging.ts';
import { checkedSerializer } from './platform/plugins/checked-serializer.ts';
import { authPlugin } from './platform/plugins/auth.ts';
import { errorsPlugin, frameworkErrors, RETRY_AFTER_SECONDS } from './platform/plugins/errors.ts';
import { keyedValidatorCompiler } from './platform/plugins/keyed-validation.ts';
import { formRateLimitPlugin } from './platform/plugins/form-rate-limit.ts';
import { optionsPlugin } from './platform/plugins/options.ts';
import { pathBoundsPlugin } from './platform/plugins/path-bounds.ts';
import { privateAnswersPlugin } from './platform/plugins/private-answers.ts';
import { requestLimitsPlugin, serverLimitOptions } from './platform/plugins/request-limits.ts';
import { securityPlugin } from './platform/plugins/security.ts';
import { uploadsPlugin } from './platform/plugins/uploads.ts';
import { ALL_FEATURES } from './features/index.ts';
import { createServices, demoListingAdder, migrateDatabase, type ServiceOptions, type Services } from './services.ts';
import { reactRouterPlugin, type PageFeatures } from './platform/web/react-router.ts';
import { route } from './platform/route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DbHandle;
    services: Services;
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
  app.setValidatorCompiler(keyedValidatorCompiler);
  // Response schemas document the API; answers are serialised as plain JSON (checked in the API tests).
  app.setSerializerCompiler(options.checkResponses ? checkedSerializer : () => (data) => JSON.stringify(data));
  // The API reads JSON (and multipart where a route registers it): a text/plain body is 415, not a string.
  app.removeContentTypeParser('text/plain');

  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const { services, redis, background, close: closeServices } = createServices(config, database, options);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', services);
  if (config.demoContent) {
    const seeded = await (options.seedDemo ? options.seedDemo(database) : seedDemoContent(database, demoListingAdder(services)));
    if (seeded > 0) app.log.info({ listings: seeded }, 'demo content added to the fresh database');
  }
  for (const feature of ALL_FEATURES) await feature.start?.(app);
  await services.mail.start(app.log);
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
  for (const work of background) work.start(app.log);
  app.addHook('onClose', async () => {
    // The jobs' runs under way finish (the mailbox watcher logs out, the page views are written);
    // what is left is taken up by the next start or another instance.
    await Promise.all(background.map((work) => work.stop()));
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
  // Before any page is rendered: paths past the bounds and language prefixes in another case (decision 093).
  await app.register(pathBoundsPlugin);
  await app.register(authPlugin);
  await app.register(privateAnswersPlugin);
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
      for (const feature of ALL_FEATURES)
        await feature.api?.(api, { clock: options.clock, inboundBodyDeadlineMs: options.inboundBodyDeadlineMs });
    },
    { prefix: '/api' },
  );

  await app.register(uploadsPlugin, { store: services.photos, uploadsDir: config.uploadsDir });
  for (const feature of ALL_FEATURES) await feature.site?.(app);

  if (options.web !== 'none') await registerWeb(app, config, options.web ?? 'build');
  return app;
}

/** What the page renderer needs of the features, from their manifests, bound to this app's services. */
function pageFeatures(services: Services): PageFeatures {
  const views = ALL_FEATURES.find((feature) => feature.pageViews)?.pageViews?.(services);
  return {
    dataVersions: ALL_FEATURES.flatMap((feature) => (feature.pageDataVersion ? [() => feature.pageDataVersion!(services)] : [])),
    forms: ALL_FEATURES.flatMap((feature) => feature.pageForms ?? []),
    uploads: ALL_FEATURES.flatMap((feature) =>
      (feature.pageUploads ?? []).map((upload) => ({
        ...upload,
        subject: (params: Record<string, string>) => upload.subject(params, services),
      })),
    ),
    recordView: views ?? (() => undefined),
  };
}

async function registerWeb(app: FastifyInstance, config: Config, mode: 'build' | 'vite') {
  const context = { services: app.services, config };
  const features = pageFeatures(app.services);
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
    await app.register(reactRouterPlugin, { build, mode: 'development', origin: config.siteUrl, context, ping, features });
    return;
  }
  const serverEntry = path.join(BUILD_DIR, 'server', 'index.js');
  if (!existsSync(serverEntry)) throw new Error('The web app is not built: run `npm run build` first.');
  await app.register(fastifyStatic, {
    root: path.join(BUILD_DIR, 'client'),
    wildcard: false,
    index: false,
    // The build's files compressed at build time (`x.js.br`, `x.js.gz` by Zopfli), sent as the browser asks
    // (decision 110); a file without them is compressed per answer as before.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const build = (await import(serverEntry)) as ServerBuild;
  await app.register(reactRouterPlugin, { build, mode: 'production', origin: config.siteUrl, context, ping, features });
}
