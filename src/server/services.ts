import path from 'node:path';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { AuthService } from './api/auth/auth.service.ts';
import { LoginThrottle, MemoryThrottleStore, RedisThrottleStore, type ThrottlePolicy } from './api/auth/login-throttle.ts';
import { TokenService } from './api/auth/tokens.ts';
import { InquiriesService } from './api/inquiries/inquiries.service.ts';
import { ListingsService } from './api/listings/listings.service.ts';
import { SiteSettingsService } from './api/settings/site-settings.service.ts';
import { SubscribersService } from './api/subscribers/subscribers.service.ts';
import { TipsService } from './api/tips/tips.service.ts';
import { LocalPhotoStore } from './images/local-photo-store.ts';
import type { PhotoStore } from './images/photo-store.ts';
import { S3PhotoStore } from './images/s3-photo-store.ts';
import { inquiryAckHook } from './mail/inquiry-ack.ts';
import { inquiryAlertHook } from './mail/inquiry-alert.ts';
import { MailService } from './mail/mail.service.ts';
import type { WorkerOptions } from './mail/worker.ts';
import { DigestsService } from './newsletter/digests.service.ts';
import { DEFAULT_SCHEDULER_OPTIONS, DigestScheduler, type SchedulerOptions } from './newsletter/digest-scheduler.ts';
import { NewsletterService, type NewsletterContext } from './newsletter/newsletter.service.ts';
import { UnsubscribeTokens } from './newsletter/unsubscribe-token.ts';

/** The business services, built once per app and shared by the API routes and the page loaders. */
export interface Services {
  auth: AuthService;
  listings: ListingsService;
  tips: TipsService;
  subscribers: SubscribersService;
  inquiries: InquiriesService;
  /** Where listing photos are stored: the local uploads folder or an S3 bucket. */
  photos: PhotoStore;
  mail: MailService;
  /** The agent's site settings (brand, contact, office, links, compliance), cached by data version. */
  siteSettings: SiteSettingsService;
  /** The welcome e-mail and one-click unsubscribe links (issue 13). */
  newsletter: NewsletterService;
  /** New-listing digests (issue 13). */
  digests: DigestsService;
}

export interface ServiceOptions {
  throttle?: ThrottlePolicy;
  /** Cache listing read results (default true; the benchmark turns it off to measure the queries). */
  listingsCache?: boolean;
  /** Mail worker timings (tests shorten the retry delays and the stale-claim timeout). */
  mailWorker?: Partial<WorkerOptions>;
  /** Digest timings, or false for no scheduler (tests drive the digests by hand). */
  digestScheduler?: Partial<SchedulerOptions> | false;
}

export function createServices(config: Config, database: DbHandle, options: ServiceOptions = {}) {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }) : null;
  const throttleStore = redis ? new RedisThrottleStore(redis) : new MemoryThrottleStore();
  const photos: PhotoStore = config.s3
    ? new S3PhotoStore(config.s3)
    : new LocalPhotoStore(config.uploadsDir, path.join(config.dataDir, 'tmp', 'photos'));
  const siteSettings = new SiteSettingsService(database.db, database.dialect, photos);
  const mail = new MailService(
    database.db,
    database.dialect,
    config,
    // From: the agent's name; Reply-To: the agent's public e-mail (site settings, as they are when sent).
    async () => {
      const { agent } = await siteSettings.get();
      return { name: agent.name, replyTo: agent.email };
    },
    { worker: options.mailWorker },
  );
  const newsletterContext: NewsletterContext = {
    db: database.db,
    mail,
    tokens: new UnsubscribeTokens(config.jwtSecret),
    // The brand, agent, office address and digest period as they are when an e-mail is written.
    sender: () => siteSettings.get(),
    origin: config.publicUrl ?? `http://localhost:${config.port}`,
  };
  const newsletter = new NewsletterService(newsletterContext);
  const services: Services = {
    auth: new AuthService(database.db, new TokenService(config.jwtSecret), new LoginThrottle(throttleStore, options.throttle)),
    listings: new ListingsService(database.db, database.dialect, photos, { cache: options.listingsCache }),
    tips: new TipsService(database.db, database.dialect),
    subscribers: new SubscribersService(database.db, database.dialect, newsletter),
    inquiries: new InquiriesService(database.db, database.dialect, mail),
    siteSettings,
    photos,
    mail,
    newsletter,
    digests: new DigestsService(newsletterContext, database.dialect, photos, { ratePerSecond: config.newsletterRate }),
  };
  // Every new inquiry alerts the staff who want it, in the inquiry's own transaction.
  const siteUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const alert = inquiryAlertHook(services.mail, () => siteUrl);
  services.inquiries.addCreatedHook(
    () => alert,
    () => services.mail.wake(),
  );
  // And, when the agent turned it on, acknowledges it to its author (the settings as they are now;
  // the wake-up registered above delivers it).
  services.inquiries.addCreatedHook(async () => {
    const settings = await siteSettings.get();
    return settings.inquiryAcknowledgement ? inquiryAckHook(services.mail, settings) : null;
  });
  return {
    services,
    /** Runs the digests in this process (started and stopped by the app), or null when turned off. */
    digestScheduler:
      options.digestScheduler === false
        ? null
        : new DigestScheduler(services.digests, { ...DEFAULT_SCHEDULER_OPTIONS, ...options.digestScheduler }),
    /** The shared Redis connection (REDIS_URL), for the public forms' rate limit. */
    redis,
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
      await photos.close();
    },
  };
}
