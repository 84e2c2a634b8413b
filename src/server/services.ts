// Decided in docs/decisions/073-one-folder-per-feature: one folder per feature on the server and in the back-office, and the platform beneath them.
import path from 'node:path';
import { InsightsService } from './features/insights/index.ts';
import { ViewCounter, type ViewCounterOptions } from './features/insights/index.ts';
import { Redis } from 'ioredis';
import type { Config } from './platform/config.ts';
import type { DbHandle } from './platform/db/client.ts';
import { AuthService } from './features/auth/index.ts';
import { PasswordResets } from './features/auth/index.ts';
import { LoginThrottle, MemoryThrottleStore, RedisThrottleStore, type ThrottlePolicy } from './features/auth/index.ts';
import { TokenService } from './features/auth/index.ts';
import { FollowUpDigest } from './features/inquiries/index.ts';
import { InquiriesService } from './features/inquiries/index.ts';
import { InboundService } from './features/inbound/index.ts';
import { DEFAULT_IMAP_WATCHER_OPTIONS, ImapWatcher, type ImapWatcherOptions } from './features/inbound/index.ts';
import { ListingsService } from './features/listings/index.ts';
import { SiteSettingsService } from './features/settings/index.ts';
import { SubscribersService } from './features/subscribers/index.ts';
import { TeamService } from './features/team/index.ts';
import { TipsService } from './features/tips/index.ts';
import { FeedsService } from './features/feeds/index.ts';
import { LocalPhotoStore } from './platform/images/local-photo-store.ts';
import type { PhotoStore } from './platform/images/photo-store.ts';
import { S3PhotoStore } from './platform/images/s3-photo-store.ts';
import { inquiryAckHook } from './features/inquiries/index.ts';
import { inquiryAlertHook } from './features/inquiries/index.ts';
import { MailService } from './platform/mail/mail.service.ts';
import type { WorkerOptions } from './platform/mail/worker.ts';
import { SavedSearchesService } from './features/alerts/index.ts';
import { DigestsService } from './features/newsletter/index.ts';
import { ListingMailer } from './features/newsletter/index.ts';
import { DEFAULT_SCHEDULER_OPTIONS, DigestScheduler, type SchedulerOptions } from './features/newsletter/index.ts';
import { NewsletterService, type NewsletterContext } from './features/newsletter/index.ts';
import { UnsubscribeTokens } from './features/newsletter/index.ts';
import { ViewingActionLinks, ViewingManageLinks } from './features/viewings/index.ts';
import { BookingLimits } from './features/viewings/index.ts';
import { ViewingsService } from './features/viewings/index.ts';
import { PeriodicJob } from './platform/periodic-job.ts';
import { createApplicationsService, type ApplicationsService } from './features/applications/index.ts';
import { createDealsService, type DealsService } from './features/deals/index.ts';
import { createRoommatesService, type RoommatesService } from './features/roommates/index.ts';
import { PersonTimeline } from './features/people/index.ts';
import { AgencyService } from './features/agency/index.ts';
import { createLeasesService, type LeasesService } from './features/leases/index.ts';

/** The business services, built once per app and shared by the API routes and the page loaders. */
export interface Services {
  /** Views of the public pages, counted on the server and written in batches (decision 040). */
  views: ViewCounter;
  /** The dashboard's figures over time: views, inquiries, viewings, sources, response time. */
  insights: InsightsService;
  auth: AuthService;
  /** 'Forgot your password?': reset links e-mailed to staff (decision 052). */
  passwordResets: PasswordResets;
  listings: ListingsService;
  tips: TipsService;
  subscribers: SubscribersService;
  inquiries: InquiriesService;
  /** Where listing photos are stored: the local uploads folder or an S3 bucket. */
  photos: PhotoStore;
  mail: MailService;
  /** The agent's site settings (brand, contact, office, links, compliance), cached by data version. */
  siteSettings: SiteSettingsService;
  /** The welcome e-mail and one-click unsubscribe links. */
  newsletter: NewsletterService;
  /** New-listing digests. */
  digests: DigestsService;
  /** Renters' saved searches and their alerts (the same listing sender as the digests). */
  alerts: SavedSearchesService;
  /** The back-office accounts on the Team page: list, disable, enable, delete. */
  team: TeamService;
  /** The renter's answers imported into their inquiries (webhook and IMAP, decision 035). */
  inbound: InboundService;
  /** Viewings: availability, bookings, the agent's decisions, calendar mail. */
  viewings: ViewingsService;
  /** The StreetEasy and Zillow listing feeds (docs/decisions/037). */
  feeds: FeedsService;
  /** The 8:00 e-mail of the follow-ups due to the staff with inquiry e-mails on (decision 046). */
  followUpDigest: FollowUpDigest;
  /** Rental applications: the applicant's link, the staff's settings (docs/decisions/053). */
  applications: ApplicationsService;
  /** Deals: the lease's terms and stage, the FARE Act disclosure, the listing following the deal (docs/decisions/061). */
  deals: DealsService;
  /** Roommate placement: seekers, their matches and room alerts, introductions (docs/decisions/065). */
  roommates: RoommatesService;
  /** One person's records across the features, by e-mail address (docs/decisions/091). */
  people: PersonTimeline;
  /** The New York State agency disclosure acknowledged by tenants and landlords (docs/decisions/088). */
  agency: AgencyService;
  /** Leases signed in the product: links, one-time codes, the evidence chain, the sealed PDF (docs/decisions/084). */
  leases: LeasesService;
}

export interface ServiceOptions {
  throttle?: ThrottlePolicy;
  /** Cache listing read results (default true; the benchmark turns it off to measure the queries). */
  listingsCache?: boolean;
  /** Mail worker timings (tests shorten the retry delays and the stale-claim timeout). */
  mailWorker?: Partial<WorkerOptions>;
  /** Digest timings, or false for no scheduler (tests drive the digests by hand). */
  digestScheduler?: Partial<SchedulerOptions> | false;
  /** The present for viewings, listings' move-in dates and follow-ups (tests move it); default the system clock. */
  clock?: () => Date;
  /** How often unconfirmed viewing requests are released and reminders sent, or false for neither (tests drive them by hand). */
  viewingReminders?: { everyMs: number } | false;
  /** How often the 8:00 follow-up digest is checked, or false for none (tests drive it by hand). */
  followUpDigest?: { everyMs: number } | false;
  /** How often application documents past their retention are deleted, or false for none (tests drive it by hand). */
  applicationRetention?: { everyMs: number } | false;
  /** How often the after-lease e-mails due are sent (renewal, review), or false for none (tests drive them by hand). */
  afterLeaseMail?: { everyMs: number } | false;
  /** How often closed deals past their records' years are purged, or false for none (tests drive it by hand). */
  dealRecordsPurge?: { everyMs: number } | false;
  /** How often room alerts go to seekers (and unconfirmed profiles expire), or false for neither (tests drive them by hand). */
  roommateAlerts?: { everyMs: number } | false;
  /** Page view counting: how often batches are written, and the clock (tests move it across days). */
  views?: ViewCounterOptions;
  /** IMAP watcher timings (tests shorten the polling and the reconnection waits). */
  imapWatcher?: Partial<ImapWatcherOptions>;
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
    origin: config.siteUrl,
  };
  const newsletter = new NewsletterService(newsletterContext);
  // The one sender of listing e-mails: the newsletter's digests and the saved searches' alerts (decision 039).
  const mailer = new ListingMailer(database.db, database.dialect, photos, mail, {
    ratePerSecond: config.newsletterRate,
    origin: config.siteUrl,
  });
  const inbound = new InboundService(database.db, mail, photos, () => config.siteUrl);
  const listings = new ListingsService(database.db, database.dialect, photos, {
    cache: options.listingsCache,
    photoParallelism: config.photoParallelism,
    clock: options.clock,
    // The application settings' screening fee counts in the tenant's $20 (decision 082).
    screeningFee: async () => (await services.applications.settings()).screeningFee,
  });
  const clock = options.clock ?? (() => new Date());
  const inquiries = new InquiriesService(database.db, database.dialect, mail, inbound, clock);
  const agency = new AgencyService({ db: database.db, mail, siteUrl: config.siteUrl, clock });
  const services: Services = {
    views: new ViewCounter(database, options.views),
    insights: new InsightsService(database.db),
    auth: new AuthService(database.db, new TokenService(config.jwtSecret), new LoginThrottle(throttleStore, options.throttle)),
    passwordResets: new PasswordResets({
      db: database.db,
      mail,
      siteUrl: config.siteUrl,
      brand: async () => (await siteSettings.get()).brand,
      clock,
    }),
    listings,
    tips: new TipsService(database.db, database.dialect),
    subscribers: new SubscribersService(database.db, database.dialect, newsletter, (ids) => services.alerts.ofSubscribers(ids)),
    inquiries,
    siteSettings,
    photos,
    mail,
    newsletter,
    digests: new DigestsService(newsletterContext, mailer),
    alerts: new SavedSearchesService({
      db: database.db,
      mail,
      mailer,
      tokens: new UnsubscribeTokens(config.jwtSecret, 'saved-search-v1'),
      sender: () => siteSettings.get(),
      origin: config.siteUrl,
    }),
    team: new TeamService(database.db, database.dialect),
    inbound,
    viewings: new ViewingsService({
      db: database.db,
      dialect: database.dialect,
      mail,
      siteSettings,
      links: new ViewingActionLinks(config.jwtSecret),
      manageLinks: new ViewingManageLinks(config.jwtSecret),
      limits: new BookingLimits(config.jwtSecret, config.viewingDailyLimit),
      siteUrl: config.siteUrl,
      clock,
    }),
    feeds: new FeedsService({
      db: database.db,
      listings,
      siteSettings,
      dir: path.join(config.dataDir, 'feeds'),
      origin: config.siteUrl,
      fileUrl: (name) => photos.url(name),
      token: config.feedToken,
    }),
    followUpDigest: new FollowUpDigest({ db: database.db, inquiries, mail, siteUrl: config.siteUrl, clock }),
    applications: createApplicationsService({ config, database, mail, photos, siteSettings, clock, listings }),
    agency,
    deals: createDealsService({
      agency,
      database,
      mail,
      siteUrl: config.siteUrl,
      secret: config.jwtSecret,
      listings,
      viewings: () => services.viewings,
      siteSettings,
      clock,
    }),
    leases: createLeasesService({
      config,
      database,
      mail,
      photos,
      siteSettings,
      deals: () => services.deals,
      clock,
    }),
    roommates: createRoommatesService({
      db: database.db,
      mail,
      buildings: () => listings.buildings(),
      secret: config.jwtSecret,
      sender: () => siteSettings.get(),
      origin: config.siteUrl,
      clock,
    }),
    people: new PersonTimeline(database.db, database.dialect),
  };
  // Every new inquiry alerts the staff who want it, in the inquiry's own transaction.
  const alert = inquiryAlertHook(services.mail, () => config.siteUrl);
  services.inquiries.addCreatedHook(
    () => alert,
    () => services.mail.wake(),
  );
  // And, when the agent turned it on, acknowledges it to its author (the settings as they are now;
  // the wake-up registered above delivers it); a lead staff entered is not acknowledged.
  services.inquiries.addCreatedHook(async (author) => {
    if (author.kind === 'staff') return null;
    const settings = await siteSettings.get();
    return settings.inquiryAcknowledgement ? inquiryAckHook(services.mail, settings) : null;
  });
  return {
    services,
    /** Runs the digests in this process (started and stopped by the app), or null when turned off. */
    digestScheduler:
      options.digestScheduler === false
        ? null
        : new DigestScheduler(services.digests, { ...DEFAULT_SCHEDULER_OPTIONS, ...options.digestScheduler }, services.alerts),
    /** The work each instance runs every few minutes (started and stopped by the app); tests turn each off. */
    jobs: [
      options.viewingReminders === false
        ? null
        : new PeriodicJob(
            'viewings: releases and reminders',
            async () => {
              const released = await services.viewings.releaseUnconfirmed();
              const sent = await services.viewings.sendDueReminders();
              return sent > 0 || released > 0 ? { released, reminders: sent } : null;
            },
            options.viewingReminders?.everyMs ?? 5 * 60_000,
          ),
      options.followUpDigest === false
        ? null
        : new PeriodicJob(
            'inquiries: follow-up digest',
            async () => {
              const outcome = await services.followUpDigest.runIfDue();
              return outcome.sent ? outcome : null;
            },
            options.followUpDigest?.everyMs ?? 60_000,
          ),
      options.applicationRetention === false
        ? null
        : new PeriodicJob(
            'applications: document retention',
            async () => {
              const applications = await services.applications.deleteExpiredDocuments();
              return applications > 0 ? { applications } : null;
            },
            options.applicationRetention?.everyMs ?? 60 * 60_000,
          ),
      options.afterLeaseMail === false
        ? null
        : new PeriodicJob(
            'deals: after-lease e-mails',
            async () => {
              const sent = await services.deals.afterLease.sendDue();
              return sent.renewal + sent.review > 0 ? sent : null;
            },
            options.afterLeaseMail?.everyMs ?? 60 * 60_000,
          ),
      options.roommateAlerts === false
        ? null
        : new PeriodicJob(
            'roommates: room alerts',
            async () => {
              const alerts = await services.roommates.seekers.sendRoomAlerts();
              const expired = await services.roommates.seekers.expire();
              return alerts > 0 || expired > 0 ? { alerts, expired } : null;
            },
            options.roommateAlerts?.everyMs ?? 60_000,
          ),
      options.dealRecordsPurge === false
        ? null
        : new PeriodicJob(
            'deals: records purge',
            () =>
              services.deals.records.purge({
                leases: (ids) => services.leases.purgeOfDeals(ids),
                acknowledgements: (input) => services.agency.forget(input),
              }),
            options.dealRecordsPurge?.everyMs ?? 6 * 60 * 60_000,
          ),
    ].filter((job) => job !== null),
    /** Reads the renters' answers from the agent's mailbox (INBOUND_IMAP_URL), or null without the setting. */
    imapWatcher: config.inboundImap
      ? new ImapWatcher(config.inboundImap, database.db, inbound, { ...DEFAULT_IMAP_WATCHER_OPTIONS, ...options.imapWatcher })
      : null,
    /** The shared Redis connection (REDIS_URL), for the public forms' rate limit. */
    redis,
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
      await photos.close();
    },
  };
}
