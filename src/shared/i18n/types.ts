import type * as About from '../texts/about.ts';
import type * as Agency from '../texts/agency.ts';
import type * as AgencyStaff from '../texts/agency-staff.ts';
import type * as Auth from '../texts/auth.ts';
import type * as Leases from '../texts/leases.ts';
import type * as Subscribers from '../texts/subscribers.ts';
import type * as FairChance from '../texts/fair-chance.ts';
import type * as Alerts from '../texts/alerts.ts';
import type * as Applications from '../texts/applications.ts';
import type * as Apply from '../texts/apply.ts';
import type * as Common from '../texts/common.ts';
import type * as Deals from '../texts/deals.ts';
import type * as DealsPublic from '../texts/deals-public.ts';
import type * as Grids from '../texts/grids.ts';
import type * as Inquiries from '../texts/inquiries.ts';
import type * as Mail from '../texts/mail.ts';
import type * as Newsletter from '../texts/newsletter.ts';
import type * as NewsletterForm from '../texts/newsletter-form.ts';
import type * as Privacy from '../texts/privacy.ts';
import type * as Property from '../texts/property.ts';
import type * as Public from '../texts/public.ts';
import type * as Roommates from '../texts/roommates.ts';
import type * as Rooms from '../texts/rooms.ts';
import type * as Tips from '../texts/tips.ts';
import type * as ViewingPicker from '../texts/viewing-picker.ts';
import type * as Viewings from '../texts/viewings.ts';

/** Each catalogue module's texts: the English module's listed exports (sources.ts), the same shape in every language. */
export type ModuleTexts = {
  public: Pick<typeof Public, 'PUBLIC_TEXT' | 'PUBLIC_META_TEXT'>;
  property: Pick<typeof Property, 'PROPERTY_TEXT'>;
  about: Pick<typeof About, 'ABOUT_TEXT'>;
  grids: Pick<typeof Grids, 'GRID_TEXT'>;
  privacy: Pick<typeof Privacy, 'PRIVACY_TEXT'>;
  'newsletter-form': Pick<typeof NewsletterForm, 'NEWSLETTER_TEXT'>;
  newsletter: Pick<typeof Newsletter, 'NEWSLETTER_MAIL_TEXT' | 'NEWSLETTER_API_TEXT' | 'UNSUBSCRIBE_TEXT'>;
  alerts: Pick<typeof Alerts, 'ALERT_TEXT'>;
  'viewing-picker': Pick<typeof ViewingPicker, 'VIEWING_PICKER_TEXT'>;
  viewings: Pick<typeof Viewings, 'VIEWINGS_TEXT' | 'VIEWING_STATUS_LABELS' | 'VIEWING_MAIL_TEXT' | 'VIEWING_PAGES_TEXT'>;
  inquiries: Pick<typeof Inquiries, 'INQUIRY_DETAIL_TEXT' | 'INQUIRY_FORM_TEXT' | 'INQUIRIES_TEXT'>;
  mail: Pick<typeof Mail, 'MAIL_TEXT'>;
  common: Pick<typeof Common, 'COMMON_TEXT' | 'REQUEST_LIMIT_TEXT'>;
  tips: Pick<typeof Tips, 'TIPS_TEXT' | 'BLOG_TEXT'>;
  apply: Pick<typeof Apply, 'APPLY_TEXT'>;
  applications: Pick<typeof Applications, 'APPLICATIONS_TEXT'>;
  'deals-public': Pick<typeof DealsPublic, 'DISCLOSURE_TEXT' | 'LEASE_SIGNING_TEXT'>;
  deals: Pick<typeof Deals, 'DEALS_TEXT'>;
  roommates: Pick<typeof Roommates, 'ROOMMATES_TEXT' | 'LIFESTYLE_OPTIONS' | 'HOUSEHOLD_OPTIONS' | 'REASON_LABELS'>;
  rooms: Pick<typeof Rooms, 'ROOM_TEXT' | 'roomSummary'>;
  agency: Pick<typeof Agency, 'AGENCY_TEXT'>;
  'fair-chance': Pick<typeof FairChance, 'FAIR_CHANCE_TEXT'>;
  /** The amenity catalogue's names in the language, by English name (catalogues.ts). */
  amenities: { AMENITIES: Record<string, string> };
};

export type TextModule = keyof ModuleTexts;

/**
 * Back-office texts a refusal may also name by key (docs/decisions/101): English only (no catalogue), so
 * said in English on any page; their key tells a client which refusal it is.
 */
type EnglishModuleTexts = {
  'agency-staff': Pick<typeof AgencyStaff, 'AGENCY_STAFF_TEXT'>;
  auth: Pick<typeof Auth, 'AUTH_TEXT'>;
  leases: Pick<typeof Leases, 'LEASES_TEXT'>;
  subscribers: Pick<typeof Subscribers, 'SUBSCRIBERS_TEXT'>;
};
export type KeyedModuleTexts = ModuleTexts & EnglishModuleTexts;
/** A module whose texts a refusal names by key: a catalogue module, or a back-office one in English only. */
export type KeyedModule = keyof KeyedModuleTexts;
