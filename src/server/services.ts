// Decided in docs/decisions/097-feature-manifest: the composition root builds the platform's parts, then
// every feature's services from its manifest, in the order of the one list; it names no feature.
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import {
  ALL_FEATURES as ALL,
  RECIPIENT_CAPS,
  type ProductContext,
  type ProductFeature,
  type ServiceOptions,
  type Services,
} from './features/index.ts';
import type { Background } from './platform/feature.ts';
import type { Config } from './platform/config.ts';
import type { DbHandle } from './platform/db/client.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import type { AddDemoListing } from './platform/db/demo/seed-demo.ts';
import { LocalPhotoStore } from './platform/images/local-photo-store.ts';
import type { PhotoStore } from './platform/images/photo-store.ts';
import { S3PhotoStore } from './platform/images/s3-photo-store.ts';
import { MailService } from './platform/mail/mail.service.ts';
import type { MailIdentity } from './platform/mail/types.ts';

export type { ServiceOptions, Services };

/** The one feature's answer to `key` (the mail identity, the demo listings), or a clear failure. */
function provider<K extends 'mailIdentity' | 'demoListings'>(key: K): NonNullable<ProductFeature<object>[K]> {
  const found = ALL.find((feature) => feature[key]);
  if (!found) throw new Error(`No feature provides ${key}.`);
  return found[key] as NonNullable<ProductFeature<object>[K]>;
}

/** Applies the platform's migrations and every feature's. */
export function migrateDatabase(database: DbHandle): Promise<void> {
  return migrateToLatest(database, (dialect) => Object.assign({}, ...ALL.map((feature) => feature.migrations?.(dialect) ?? {})));
}

/** How the demo content adds a listing, with these services. */
export function demoListingAdder(services: Services): AddDemoListing {
  return provider('demoListings')(services);
}

/** ioredis, loaded when REDIS_URL is set: a server without Redis does not carry it (about 4 MB idle, decision 110). */
const loadRedis = () => (createRequire(import.meta.url)('ioredis') as typeof import('ioredis')).Redis;

export function createServices(config: Config, database: DbHandle, options: ServiceOptions = {}) {
  const redis: Redis | null = config.redisUrl
    ? new (loadRedis())(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 })
    : null;
  const photos: PhotoStore = config.s3
    ? new S3PhotoStore(config.s3)
    : new LocalPhotoStore(config.uploadsDir, path.join(config.dataDir, 'tmp', 'photos'));
  const services = {} as Services;
  const identity = provider('mailIdentity');
  const mail = new MailService(database.db, database.dialect, config, (): Promise<MailIdentity> => identity(services), {
    worker: options.mailWorker,
    kinds: Object.assign({}, ...ALL.map((feature) => feature.mailKinds)),
    caps: RECIPIENT_CAPS,
  });
  const context: ProductContext = {
    config,
    database,
    mail,
    photos,
    redis,
    clock: options.clock ?? (() => new Date()),
    options,
    services: () => services,
  };
  // In the list's order: a feature's factory may use at once the services of the features before it.
  Object.assign(services, { photos, mail });
  for (const feature of ALL) Object.assign(services, feature.services?.(context));
  return {
    services,
    /** The work each instance runs beside the requests (started and stopped by the app); tests turn each off. */
    background: ALL.flatMap((feature) => feature.background?.(services, context) ?? []).filter(
      (work): work is Background => work !== null,
    ),
    /** The shared Redis connection (REDIS_URL), for the public forms' rate limit. */
    redis,
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
      await photos.close();
    },
  };
}
