// Decided in docs/decisions/097-feature-manifest: the one list of the server's features.
import type { PhotoStore } from '../platform/images/photo-store.ts';
import type { MailService } from '../platform/mail/mail.service.ts';
import type { WorkerOptions } from '../platform/mail/worker.ts';
import type { CappedMailKind } from '../platform/mail/recipient-caps.ts';
import type { Feature, FeatureContext } from '../platform/feature.ts';
import { agencyFeature, type AgencyServices } from './agency/index.ts';
import { alertsFeature, type AlertsServices } from './alerts/index.ts';
import { applicationsFeature, type ApplicationsOptions, type ApplicationsServices } from './applications/index.ts';
import { authFeature, type AuthOptions, type AuthServices } from './auth/index.ts';
import { buildingsFeature } from './buildings/index.ts';
import { dealsFeature, type DealsOptions, type DealsServices } from './deals/index.ts';
import { feedsFeature, type FeedsServices } from './feeds/index.ts';
import { inboundFeature, type InboundOptions, type InboundServices } from './inbound/index.ts';
import { inquiriesFeature, type InquiriesOptions, type InquiriesServices } from './inquiries/index.ts';
import { insightsFeature, type InsightsOptions, type InsightsServices } from './insights/index.ts';
import { leasesFeature, type LeasesOptions, type LeasesServices } from './leases/index.ts';
import { listingsFeature, type ListingsOptions, type ListingsServices } from './listings/index.ts';
import { newsletterFeature, type NewsletterOptions, type NewsletterServices } from './newsletter/index.ts';
import { peopleFeature, type PeopleServices } from './people/index.ts';
import { roommatesFeature, type RoommatesOptions, type RoommatesServices } from './roommates/index.ts';
import { settingsFeature, type SettingsServices } from './settings/index.ts';
import { subscribersFeature, type SubscribersServices } from './subscribers/index.ts';
import { teamFeature, type TeamServices } from './team/index.ts';
import { tipsFeature, type TipsServices } from './tips/index.ts';
import { viewingsFeature, type ViewingsOptions, type ViewingsServices } from './viewings/index.ts';

/**
 * The server's features, in the order their services are built: a feature's factory may use at once
 * the services of those before it. Adding a feature is adding its manifest here.
 */
const FEATURES = [
  settingsFeature,
  insightsFeature,
  authFeature,
  inboundFeature,
  listingsFeature,
  buildingsFeature,
  tipsFeature,
  newsletterFeature,
  alertsFeature,
  subscribersFeature,
  inquiriesFeature,
  agencyFeature,
  teamFeature,
  viewingsFeature,
  feedsFeature,
  applicationsFeature,
  dealsFeature,
  leasesFeature,
  roommatesFeature,
  peopleFeature,
] as const;

/** The platform's own services, shared by every feature. */
interface PlatformServices {
  /** Where listing photos are stored: the local uploads folder or an S3 bucket. */
  photos: PhotoStore;
  mail: MailService;
}

/**
 * The business services, built once per app and shared by the API routes and the page loaders: the
 * platform's and what each feature's manifest adds (its own type, declared beside its manifest).
 */
export interface Services
  extends
    PlatformServices,
    SettingsServices,
    InsightsServices,
    AuthServices,
    InboundServices,
    ListingsServices,
    TipsServices,
    NewsletterServices,
    AlertsServices,
    SubscribersServices,
    InquiriesServices,
    AgencyServices,
    TeamServices,
    ViewingsServices,
    FeedsServices,
    ApplicationsServices,
    DealsServices,
    LeasesServices,
    RoommatesServices,
    PeopleServices {}

/** How the services are built (tests shorten timings and turn jobs off; the benchmarks turn caches off). */
export type ServiceOptions = {
  /** Mail worker timings (tests shorten the retry delays and the stale-claim timeout). */
  mailWorker?: Partial<WorkerOptions>;
  /** The present for viewings, listings' move-in dates and follow-ups (tests move it); default the system clock. */
  clock?: () => Date;
} & AuthOptions &
  ListingsOptions &
  NewsletterOptions &
  InsightsOptions &
  InboundOptions &
  InquiriesOptions &
  ViewingsOptions &
  ApplicationsOptions &
  DealsOptions &
  LeasesOptions &
  RoommatesOptions;

/** What every feature's manifest is: the platform's contract, with this product's services and options. */
export type ProductFeature<Own extends object> = Feature<Services, ServiceOptions, Own>;
export type ProductContext = FeatureContext<Services, ServiceOptions>;

/** Every feature, each seen as the general contract (what the app, the services and the migrator iterate). */
export const ALL_FEATURES: readonly ProductFeature<object>[] = FEATURES;

/** How many messages of each kind a visitor can cause go to one mailbox a day, every feature's (decision 029). */
export const RECIPIENT_CAPS = Object.freeze(
  Object.assign({}, ...ALL_FEATURES.map((feature) => feature.recipientCaps)) as Record<CappedMailKind, number>,
);
