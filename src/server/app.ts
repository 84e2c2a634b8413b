import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import { COMMON_TEXT } from '../shared/texts/common.ts';
import { authRoutes } from './api/auth/auth.routes.ts';
import { buildingsRoutes } from './api/buildings/buildings.routes.ts';
import { inquiriesRoutes } from './api/inquiries/inquiries.routes.ts';
import { listingsRoutes } from './api/listings/listings.routes.ts';
import { siteSettingsRoutes } from './api/settings/site-settings.routes.ts';
import { subscribersRoutes } from './api/subscribers/subscribers.routes.ts';
import { newsletterRoutes } from './api/newsletter/newsletter.routes.ts';
import { tipsRoutes } from './api/tips/tips.routes.ts';
import { BackupScheduler } from './backup/scheduler.ts';
import type { Config } from './config.ts';
import { pingDatabase, wasRecentlyUnavailable } from './db/availability.ts';
import { openDatabase, type DbHandle } from './db/client.ts';
import { seedDemoContent } from './db/demo/seed-demo.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loggerOptions, requestLinePlugin } from './logging.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin, frameworkErrors, RETRY_AFTER_SECONDS } from './plugins/errors.ts';
import { formRateLimitPlugin } from './plugins/form-rate-limit.ts';
import { optionsPlugin } from './plugins/options.ts';
import { securityPlugin } from './plugins/security.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { createServices, type ServiceOptions, type Services } from './services.ts';
import { reactRouterPlugin } from './web/react-router.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DbHandle;
    services: Services;
    /** Set when this start created the first administrator, so the console can say how to sign in. */
    firstAdmin: { email: string; password: string; generated: boolean } | null;
  }
}

export interface BuildOptions extends ServiceOptions {
  /** How the web app is served: the production build, Vite in development, or not at all (API tests). */
  web?: 'build' | 'vite' | 'none';
  logger?: boolean;
  /** Adds the demo content to a fresh database (default: in this process; the production entry uses a child process). */
  seedDemo?: (database: DbHandle) => Promise<number>;
}

const BUILD_DIR = path.resolve(process.env.WEB_BUILD_DIR ?? 'build');

/** Builds the whole product as a Fastify instance, without listening (tests use `inject`). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger === false ? { logger: false } : await loggerOptions(config)),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; answers are serialised as plain JSON.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // The API reads JSON (and multipart where a route registers it): a text/plain body is 415, not a string.
  app.removeContentTypeParser('text/plain');

  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database);
  const { services, redis, digestScheduler, close: closeServices } = createServices(config, database, options);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', services);
  app.decorate('firstAdmin', await services.auth.ensureFirstAdmin(config.adminEmail, config.adminPassword));
  // Link-preview JPEGs for photos stored before they existed: in the background, once.
  const previews = services.listings.makeMissingPreviews().then(
    (made) => made > 0 && app.log.info({ photos: made }, 'link-preview images made for existing photos'),
    (error: unknown) => app.log.error({ err: error }, 'making link-preview images failed'),
  );
  app.addHook('onClose', () => previews);
  if (config.demoContent) {
    const seeded = await (options.seedDemo ? options.seedDemo(database) : seedDemoContent(database, services.listings));
    if (seeded > 0) app.log.info({ listings: seeded }, 'demo content added to the fresh database');
  }
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
  digestScheduler?.start(app.log);
  app.addHook('onClose', async () => {
    // The digest step under way finishes; what is left is taken up by the next start (or another instance).
    await digestScheduler?.stop();
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
  await app.register(formRateLimitPlugin, { max: config.formRateLimit, redis });
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
      api.get(
        '/health',
        {
          config: { access: 'public' },
          schema: { tags: ['Health'], summary: 'Liveness and database check, with the mail outbox backlog' },
        },
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
    },
    { prefix: '/api' },
  );

  await app.register(uploadsPlugin, { store: services.photos, uploadsDir: config.uploadsDir });

  if (options.web !== 'none') await registerWeb(app, config, options.web ?? 'build');
  return app;
}

async function registerWeb(app: FastifyInstance, config: Config, mode: 'build' | 'vite') {
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;
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
    await app.register(reactRouterPlugin, { build, mode: 'development', origin, context, ping });
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
  await app.register(reactRouterPlugin, { build, mode: 'production', origin, context, ping });
}
