import type { Generated, Selectable } from 'kysely';
import type { INQUIRY_EVENT_KINDS, InquiryDetailColumn } from '../../../shared/inquiries.schema.ts';
import type { ApplicationRole, ApplicationStatus, DocumentKind } from '../../../shared/applications.ts';
import type { DealStage } from '../../../shared/deals.ts';
import type { Language } from '../../../shared/i18n/languages.ts';

/**
 * Table types. Timestamps are ISO-8601 strings and booleans are 0/1 integers on both
 * databases, so rows read the same from SQLite and PostgreSQL (see db/mappers.ts).
 */
interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  role: 'admin' | 'agent';
  token_version: Generated<number>;
  /** 1: e-mail this person about every new inquiry (Profile: 'E-mail me new inquiries'). */
  notify_inquiries: Generated<number>;
  last_login: string | null;
  /** Set while an administrator has disabled the account (Team page): it cannot sign in, its tokens are refused. */
  disabled_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** 'Forgot your password?' links by the SHA-256 of their token: valid until expires_at, once (migration 023). */
interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Tokens signed out with Logout, by their id, kept until they would have expired (migration 010). */
interface RevokedTokensTable {
  jti: string;
  expires_at: string;
}

export interface ListingsTable {
  id: Generated<number>;
  price: number;
  address: string;
  neighborhood: string;
  bedrooms: number;
  bathrooms: number;
  size: string;
  description: string;
  /** The agent's Spanish and Chinese description ('' when not given; migration 033, decision 072). */
  description_es: Generated<string>;
  description_zh: Generated<string>;
  amenities: string;
  status: 'active' | 'inactive' | 'pending';
  is_sublet: number;
  building_slug: string;
  /** Fees paid by the tenant: a JSON list of { name, amount } (FARE Act disclosure). */
  fees: Generated<string>;
  /** When the listing last became active (null while it never was): new-listing digests read it. */
  activated_at: string | null;
  /** Flagged phrases in the listing's texts (fair housing wording check), by the list `wording_version`. */
  wording_flags: Generated<number>;
  wording_version: string | null;
  /** JSON WordingConfirmation: publishing flagged wording was confirmed (who, when, which phrases). */
  wording_confirmation: string | null;
  /** 1: renters may book viewings of this listing (migration 011). */
  viewings_enabled: Generated<number>;
  /** Whether renters may apply for it (on by default, migration 024). */
  applications_enabled: Generated<number>;
  /** Shown to the renter of a confirmed viewing, e.g. 'Ring the super, apt 1A'. */
  viewing_instructions: Generated<string>;
  /** 1: published to StreetEasy and Zillow through the listing feeds (migration 013). */
  syndicate: Generated<number>;
  /** Idempotency key of the last save applied (migration 017): a save sent again is not applied twice. */
  save_key: Generated<string | null>;
  /** Move-in date 'YYYY-MM-DD' in New York, or null: available now (migration 020). */
  available_from: Generated<string | null>;
  /** 'apartment' (the whole home) or 'room' (a room in a shared apartment; migration 031). */
  kind: Generated<'apartment' | 'room'>;
  /** A room's facts and household as JSON (ListingHousehold), null on a whole apartment (migration 031). */
  household: Generated<string | null>;
  /** The New York day 'YYYY-MM-DD' its lease was signed (shown 'Rented'), or null (migration 030). */
  rented_on: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

interface ListingPhotosTable {
  id: Generated<number>;
  listing_id: number;
  position: number;
  file_key: string;
  widths: string;
  width: number;
  height: number;
  caption: string;
  /** 1 when the link-preview JPEG exists (migration 007). */
  has_preview: Generated<number>;
  /** 1 when the portal JPEG (at most 2048 px on its long side) exists (migration 013). */
  has_portal_jpeg: Generated<number>;
  created_at: string;
}

/** The renter's details (INQUIRY_DETAILS): texts, '' when not given. */
type InquiryDetailColumns = Record<InquiryDetailColumn, Generated<string>>;

interface InquiriesTable extends InquiryDetailColumns {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  inquiry_type: string;
  listing_id: number | null;
  listing_address: string | null;
  status: 'new' | 'responded' | 'closed';
  notes: string;
  /** Where the lead came from (INQUIRY_SOURCES). */
  source: Generated<string>;
  /** YYYY-MM-DD (New York), or null. */
  follow_up_on: string | null;
  follow_up_note: Generated<string>;
  /** The language the person wrote in; every later e-mail to them uses it (migration 033, decision 072). */
  language: Generated<Language>;
  created_at: string;
  updated_at: string;
}

/** One row per New York day whose 8:00 follow-up digest was handled (migration 021, decision 046). */
interface FollowUpDigestsTable {
  /** YYYY-MM-DD, New York. */
  day: string;
  inquiry_count: number;
  recipient_count: number;
  created_at: string;
}

interface RepliesTable {
  id: Generated<number>;
  inquiry_id: number;
  subject: string;
  message: string;
  recipient_email: string;
  recipient_name: string;
  sent_at: string;
  /** The e-mail that carries this reply (mail_outbox.id); null for replies older than the outbox. */
  outbox_id: number | null;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  status: string;
  /** 1 when the address asked for the newsletter; 0 for an address with only saved searches. */
  newsletter: Generated<number>;
  /** The language the person wrote in; every later e-mail to them uses it (migration 033, decision 072). */
  language: Generated<Language>;
  created_at: string;
  updated_at: string;
}

/** A renter's saved search (docs/decisions/039): e-mailed when new listings match it. */
export interface SavedSearchesTable {
  id: Generated<number>;
  email: string;
  /** The subscriber row of the address, set when the search is confirmed. */
  subscriber_id: number | null;
  /** The grid it was saved on: '/', '/sublets' or a building's path. */
  grid: string;
  /** What that grid is called ('All listings', 'Sublets', the building's name). */
  grid_label: string;
  /** The search's canonical query without '?' (shared/listing-search.ts), '' for none. */
  criteria: string;
  frequency: 'instant' | 'daily';
  status: 'pending' | 'active' | 'stopped';
  /** The language the person wrote in; every later e-mail to them uses it (migration 033, decision 072). */
  language: Generated<Language>;
  created_at: string;
  confirmed_at: string | null;
  updated_at: string;
}

/** One listing activation e-mailed to one search; the primary key makes it once (docs/decisions/039). */
interface ListingMailSentTable {
  /** 'roommate': a room alert to a seeker (search_id the seeker, migration 032). */
  search_kind: 'newsletter' | 'alert' | 'roommate';
  search_id: number;
  listing_id: number;
  activated_at: string;
  digest_id: number;
  created_at: string;
}

export interface TipsTable {
  id: Generated<number>;
  title: string;
  content: string;
  /** The agent's Spanish and Chinese title and content ('' when not given; migration 033, decision 072). */
  title_es: Generated<string>;
  content_es: Generated<string>;
  title_zh: Generated<string>;
  content_zh: Generated<string>;
  is_active: number;
  created_at: string;
  updated_at: string;
}

type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  recipient_name: string | null;
  subject: string;
  html: string;
  text: string;
  /** JSON object of extra headers (e.g. List-Unsubscribe), or null. */
  headers: string | null;
  /** `<…@…>`, fixed when queued: a resend after a crash is the same message. */
  message_id: string | null;
  /** e.g. `inquiry:42`: later messages of a thread to the same recipient answer the earlier ones. */
  thread: string | null;
  in_reply_to: string | null;
  /** Space-separated Message-IDs of the earlier messages of the thread. */
  thread_references: string | null;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  /** When an instance claimed the row for sending (status 'sending'); stale claims are taken up again. */
  claimed_at: string | null;
  /** After this time a message that still cannot be delivered is marked failed. */
  expires_at: string | null;
  created_at: string;
  sent_at: string | null;
  /** The iCalendar part, `{ method, content }` as JSON (viewing invitations), or null. */
  calendar: string | null;
  /** JSON MailAttachment[] (a signed disclosure's PDF), or null (migration 030b). */
  attachments: Generated<string | null>;
  /** The body (MailBody JSON) sealed by MailBodyCipher while the message waits; null once delivered (migration 040). */
  sealed: Generated<string | null>;
}

interface SiteSettingsTable {
  name: string;
  /** A JSON document. */
  value: string;
  updated_at: string;
}

interface NewsletterDigestsTable {
  id: Generated<number>;
  /** The newsletter's digest, or a round of instant or daily saved-search alerts (docs/decisions/039). */
  kind: Generated<'newsletter' | 'instant' | 'daily'>;
  /** The round before this one, of any kind (0 for the first): unique, so only one instance starts each round. */
  previous_id: number;
  trigger: 'scheduled' | 'manual';
  /** Listings activated after window_start and up to window_end are in it. */
  window_start: string;
  window_end: string;
  /** JSON snapshot of the listings it shows (DigestListing[]), so every recipient gets the same e-mail. */
  listings: string;
  listing_count: number;
  recipient_count: number;
  status: 'sending' | 'sent';
  /** Pacing: the next batch of e-mails may be queued from this time on (claimed by one instance). */
  next_batch_at: string;
  created_at: string;
  completed_at: string | null;
}

interface NewsletterDigestRecipientsTable {
  digest_id: number;
  /** The search it answers: a subscriber in a newsletter round, a saved search in an alert round. */
  search_id: number;
  email: string;
  /** JSON ids of the round's listings that match the search; null for all of them. */
  listing_ids: string | null;
  /** 'pending' until its e-mail is queued; 'skipped' when the subscriber left before it was. */
  status: 'pending' | 'queued' | 'skipped';
  outbox_id: number | null;
}

/** An e-mail from an inquirer, imported into their inquiry (webhook or IMAP; decision 035). */
interface InboundMessagesTable {
  id: Generated<number>;
  inquiry_id: number;
  /** `<…@…>` as sent (or derived from the message's bytes when it had none): unique. */
  message_id: string;
  /** `inquiry:{id}`: the agent's next e-mail of the thread answers this message. */
  thread: string;
  /** Lower case. */
  from_address: string;
  from_name: string;
  subject: string;
  /** The new text: quoted history and signature trimmed. */
  text: string;
  /** The whole text as received (HTML-only messages turned into text). */
  full_text: string;
  via: 'webhook' | 'imap';
  /** The message's Date header (the time of import when it had none). */
  sent_at: string;
  received_at: string;
}

interface InboundAttachmentsTable {
  id: Generated<number>;
  inbound_message_id: number;
  filename: string;
  content_type: string;
  size: number;
  /** Where the file is kept in the photo store, or null when it was too large to keep. */
  file_key: string | null;
}

/** An IMAP mailbox the product reads: the UIDs up to last_uid of this UIDVALIDITY are imported. */
interface InboundMailboxesTable {
  mailbox: string;
  uid_validity: string;
  last_uid: number;
  updated_at: string;
}

/** What happened to a viewing booking's inquiry besides its e-mails (migration 028). */
export type InquiryEventKind = (typeof INQUIRY_EVENT_KINDS)[number];

interface InquiryEventsTable {
  id: Generated<number>;
  inquiry_id: number;
  viewing_id: number | null;
  kind: InquiryEventKind;
  /** The viewing's start (ISO instant) after the change. */
  viewing_start: string;
  created_at: string;
}

export type ViewingStatus = 'requested' | 'confirmed' | 'declined' | 'cancelled' | 'done' | 'no_show';

interface ViewingsTable {
  id: Generated<number>;
  /** Null once the listing is deleted (the address stays). */
  listing_id: number | null;
  listing_address: string;
  apartment: string;
  /** The inquiry of type 'viewing' made with the booking. */
  inquiry_id: number | null;
  /** ISO instants (UTC); the slot of `start_at` is held while the status is one of SLOT_HOLDING_STATUSES. */
  start_at: string;
  end_at: string;
  status: ViewingStatus;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The language the person wrote in; every later e-mail to them uses it (migration 033, decision 072). */
  language: Generated<Language>;
  /** The random seed the renter's manage link /viewings/{token} is derived from with the server's secret (decision 078). */
  manage_token: string;
  /** SHA-256 (hex) of the manage link's token; null only until the start after migration 041. */
  manage_token_hash: Generated<string | null>;
  /** SHA-256 (hex) of a manage link e-mailed before migration 041, which keeps working. */
  legacy_token_hash: Generated<string | null>;
  /** iCalendar SEQUENCE: raised by every change sent after the invitation. */
  sequence: Generated<number>;
  /** 1 once the calendar invitation went out (a later change or cancellation is sent to the same people). */
  invited: Generated<number>;
  confirmed_at: string | null;
  reminder_sent_at: string | null;
  /** Keyed hash of the booking's client address, for its daily limit; null once a day old (migration 025). */
  client_key: string | null;
  created_at: string;
  updated_at: string;
}

/** One row per portal feed ('streeteasy', 'zillow'), shared by every instance. */
interface ListingFeedsTable {
  name: string;
  /** The data version key the feed was last generated for. */
  version: string | null;
  generated_at: string | null;
  listing_count: Generated<number>;
  /** Listings marked for the portals but left out: they lack what the portal needs. */
  held_back: Generated<number>;
  last_fetched_at: string | null;
  last_user_agent: string | null;
}

/** How many messages of a kind were queued to a mailbox since `window_start` (decision 029); `recipient` is its mailbox key (mailbox-key.ts, migration 061). */
interface MailRecipientCountsTable {
  kind: string;
  recipient: string;
  window_start: string;
  count: number;
}

interface DataVersionsTable {
  name: string;
  version: number;
}

/** Views per New York day, page and referring source (decision 040). */
interface PageViewsTable {
  day: string;
  page: string;
  source: string;
  listing_id: number | null;
  views: number;
}

/** Who was counted today for a page (migration 022): 52 bits of sha256(day's salt, page, visitor key). */
interface ViewVisitorsTable {
  visitor: number;
  day: string;
}

interface ViewSaltsTable {
  day: string;
  salt: string;
}

/** A household's rental application (migration 024, docs/decisions/053-rental-applications-compliance.md). */
interface ApplicationsTable {
  id: Generated<number>;
  /** Null once the listing is deleted (its address stays). */
  listing_id: number | null;
  listing_address: string;
  listing_apartment: string;
  status: ApplicationStatus;
  /** The language the person wrote in; every later e-mail to them uses it (migration 033, decision 072). */
  language: Generated<Language>;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  /** When it was approved, declined or withdrawn: documents are deleted a set number of days after. */
  decided_at: string | null;
  /** When retention deleted its documents (migration 026): the outcome stays, the documents are gone. */
  documents_deleted_at: string | null;
  /** The screening fee the agent recorded received, and when (migration 027). */
  screening_fee_received: number | null;
  screening_fee_received_at: string | null;
  /** The conditional offer (Fair Chance Housing Law), the New York day it may be withdrawn from, its withdrawal (migration 055). */
  conditional_offer_at: string | null;
  offer_withdrawable_on: string | null;
  offer_withdrawn_at: string | null;
}

/** Each viewing or download of an application's documents: who, when, from where (migration 027). */
interface ApplicationDocumentAccessTable {
  id: Generated<number>;
  application_id: number;
  /** Null for the landlord's whole package. */
  document_id: number | null;
  document_name: string;
  /** The staff account, or null for the landlord's package link. */
  user_id: number | null;
  who: string;
  address: string;
  at: string;
}

/** A landlord's package link of an application (migration 029, decision 060): only the token's sha256 is kept. */
interface ApplicationPackagesTable {
  id: Generated<number>;
  application_id: number;
  token_hash: string;
  /** The landlord's address the link was e-mailed to, if any. */
  email: string | null;
  /** The staff account that made it. */
  created_by: number | null;
  created_at: string;
  expires_at: string;
  /** Revoked by staff or by a newer package of the application. */
  revoked_at: string | null;
  /** The link's token sealed by the master key while it works, so the staff can copy it again (migration 073, decision 098). */
  token_sealed: Generated<string | null>;
}

/** An uploaded document: its ciphertext's key in the store and what opens it (migration 026, decision 055). */
interface ApplicationDocumentsTable {
  id: Generated<number>;
  application_id: number;
  person_id: number;
  kind: DocumentKind;
  /** The name shown ('Pay stub 1.pdf'), made by the product, never the uploaded file's name. */
  name: string;
  content_type: string;
  /** Bytes of the stored plaintext (after metadata removal). */
  size: number;
  storage_key: string;
  /** base64: the document's AES-256 key wrapped by the master key; the IV and GCM tag of its ciphertext. */
  wrapped_key: string;
  iv: string;
  auth_tag: string;
  created_at: string;
}

/** The applicant, a co-applicant or the guarantor of an application, each with their own private link. */
interface ApplicationPeopleTable {
  id: Generated<number>;
  application_id: number;
  role: ApplicationRole;
  /** The sha256 (hex) of the link's 128-bit token; the token itself is never stored. */
  token_hash: string;
  name: string;
  email: string;
  /** JSON of the person's part: the fields of src/shared/applications.ts only. */
  part: string;
  /** JSON of the fees shown when they were confirmed (FARE Act), and when. */
  fees_disclosed: string | null;
  fees_acknowledged_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A lease in the making (migration 030, docs/decisions/061-deal-stages.md); money in integer cents (062). */
export interface DealsTable {
  id: Generated<number>;
  /** Null once the listing is deleted (its address stays). */
  listing_id: number | null;
  listing_address: string;
  listing_apartment: string;
  /** The approved application it was started from, or null for a deal made by hand. */
  application_id: number | null;
  /** JSON `[{ name, email }]`. */
  tenants: string;
  /** New York days 'YYYY-MM-DD'; `lease_end` is the last day of the term. */
  lease_start: string;
  term_months: number;
  lease_end: string;
  rent_cents: number;
  deposit_cents: number;
  fee_cents: number;
  fee_paid_by: 'landlord' | 'tenant';
  /** The New York day the tenant hired the agent (required when the tenant pays the fee). */
  tenant_agreement_on: string | null;
  /** 1: an apartment the agent does not list (co-broke, landlord's own), by address; 0: the agent's listing (migration 050). */
  outside: Generated<number>;
  /** The New York day the tenant was first shown the apartment (a tenant-paid fee needs the agreement by then). */
  first_showing_on: string | null;
  commission_cents: number;
  /** Percent of the commission going to a co-broke, or null. */
  co_broke_split: number | null;
  expected_pay_on: string | null;
  notes: string;
  stage: DealStage;
  stage_changed_at: string;
  fell_through_reason: string | null;
  /** When it last became 'lease-signed' and 'paid' (ISO instants), kept for the commission figures. */
  lease_signed_at: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A FARE Act fee disclosure sent to one tenant of a deal; frozen when signed (migration 030). */
interface DealDisclosuresTable {
  id: Generated<number>;
  deal_id: number;
  tenant_name: string;
  tenant_email: string;
  /** sha256 (hex) of the link's 128-bit token. */
  token_hash: string;
  listing_address: string;
  listing_apartment: string;
  /** The disclosure's text and its fees (JSON `[{ name, payee, amountCents }]`) as signed. */
  signed_text: string | null;
  signed_fees: string | null;
  signed_name: string | null;
  signed_at: string | null;
  signed_address: string | null;
  created_at: string;
  /** The language the link shows and is signed in (migration 045). */
  language: Generated<Language>;
  /** SHA-256 (hex) of the place, text and fees signed (migration 045, docs/decisions/080). */
  content_digest: string | null;
  /** When a change of what the tenant pays replaced it; null while current (migration 045). */
  superseded_at: string | null;
}

/** An after-lease e-mail of a deal, inserted by the one instance that sends it (migration 030). */
interface DealMailsTable {
  deal_id: number;
  kind: 'renewal' | 'review';
  recipient_count: number;
  created_at: string;
}

/** Addresses that asked for no more after-lease e-mails (migration 030). */
interface DealMailOptOutsTable {
  email: string;
  created_at: string;
}

/** A 'Find a room' profile (migration 032, decision 065): only the sha256 of its private link's token is kept. */
interface RoommateSeekersTable {
  id: Generated<number>;
  token_hash: string;
  name: string;
  email: string;
  phone: string;
  budget_cents: number;
  /** 'YYYY-MM-DD' */
  move_in_date: string;
  stay_months: number | null;
  /** JSON: building slugs ([] for anywhere). */
  areas: string;
  /** JSON RoomNeeds. */
  needs: string;
  /** JSON Lifestyle. */
  lifestyle: string;
  household_preference: 'none' | 'women' | 'men';
  about: string;
  /** 1: 'Introduce me to people looking too'. */
  introduce: number;
  /** When that consent was last given (null while it is not). */
  introduce_consent_at: string | null;
  status: 'pending' | 'confirmed';
  /** The language the person wrote in; every later e-mail to them uses it (migration 033, decision 072). */
  language: Generated<Language>;
  /** The inquiry of source 'Roommate profile' it also is. */
  inquiry_id: number | null;
  /** When the alerts' one-click stop paused the room alerts, or null while they go (migration 072, decision 092). */
  alerts_paused_at: Generated<string | null>;
  created_at: string;
  confirmed_at: string | null;
  updated_at: string;
}

/** An introduction the agent e-mailed to two seekers, with each one's consent as it stood (migration 032). */
interface RoommateIntroductionsTable {
  id: Generated<number>;
  seeker_a: number;
  seeker_b: number;
  note: string;
  sent_by: number | null;
  consent_a_at: string;
  consent_b_at: string;
  created_at: string;
}

/** The agency disclosure (RPL §443) acknowledged by a tenant or a listing's landlord (migration 055, decision 088). */
interface AgencyAcknowledgementsTable {
  id: Generated<number>;
  party: 'tenant' | 'landlord';
  /** A tenant's e-mail, lower-cased (unique: asked once); null for a landlord. */
  tenant_email: string | null;
  listing_id: number | null;
  listing_address: string;
  name: string;
  email: string;
  /** 'form': the tenant's booking or application form; 'recorded': entered by staff; 'link': the landlord's e-mailed link. */
  method: 'form' | 'recorded' | 'link';
  language: Language;
  /** sha256 (hex) of a landlord link's token; null otherwise. */
  token_hash: string | null;
  /** The disclosure's text as shown when acknowledged. */
  disclosure_text: string | null;
  /** The New York day the landlord acknowledged (recorded by staff). */
  acknowledged_on: string | null;
  /** Null while a landlord's link waits. */
  acknowledged_at: string | null;
  client_address: string | null;
  recorded_by: number | null;
  created_at: string;
}

/** Each address the Fair Housing Disclosure was sent to (migration 055, decision 089). */
interface FairHousingDisclosuresTable {
  email: string;
  language: Language;
  sent_at: string;
}

export interface Database {
  agency_acknowledgements: AgencyAcknowledgementsTable;
  fair_housing_disclosures: FairHousingDisclosuresTable;
  users: UsersTable;
  listings: ListingsTable;
  page_views: PageViewsTable;
  view_visitors: ViewVisitorsTable;
  view_salts: ViewSaltsTable;
  listing_photos: ListingPhotosTable;
  inquiries: InquiriesTable;
  follow_up_digests: FollowUpDigestsTable;
  replies: RepliesTable;
  subscribers: SubscribersTable;
  tips: TipsTable;
  mail_outbox: MailOutboxTable;
  mail_recipient_counts: MailRecipientCountsTable;
  data_versions: DataVersionsTable;
  listing_feeds: ListingFeedsTable;
  site_settings: SiteSettingsTable;
  newsletter_digests: NewsletterDigestsTable;
  newsletter_digest_recipients: NewsletterDigestRecipientsTable;
  saved_searches: SavedSearchesTable;
  listing_mail_sent: ListingMailSentTable;
  revoked_tokens: RevokedTokensTable;
  password_resets: PasswordResetsTable;
  inbound_messages: InboundMessagesTable;
  inquiry_events: InquiryEventsTable;
  inbound_attachments: InboundAttachmentsTable;
  inbound_mailboxes: InboundMailboxesTable;
  viewings: ViewingsTable;
  applications: ApplicationsTable;
  application_people: ApplicationPeopleTable;
  application_documents: ApplicationDocumentsTable;
  application_document_access: ApplicationDocumentAccessTable;
  application_packages: ApplicationPackagesTable;
  deals: DealsTable;
  deal_disclosures: DealDisclosuresTable;
  deal_mails: DealMailsTable;
  deal_mail_opt_outs: DealMailOptOutsTable;
  roommate_seekers: RoommateSeekersTable;
  roommate_introductions: RoommateIntroductionsTable;
}

export type DealRow = Selectable<DealsTable>;
export type DealDisclosureRow = Selectable<DealDisclosuresTable>;

export type UserRow = Selectable<UsersTable>;
export type ListingRow = Selectable<ListingsTable>;
export type ListingPhotoRow = Selectable<ListingPhotosTable>;
export type InquiryRow = Selectable<InquiriesTable>;
export type OutboxRow = Selectable<MailOutboxTable>;
export type ViewingRow = Selectable<ViewingsTable>;
