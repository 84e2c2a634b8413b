import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Timestamps are ISO-8601 strings and booleans are 0/1 integers on both
 * databases, so rows read the same from SQLite and PostgreSQL (see db/mappers.ts).
 */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  role: 'admin' | 'agent';
  token_version: Generated<number>;
  /** 1: e-mail this person about every new inquiry (Profile: 'E-mail me new inquiries'). */
  notify_inquiries: Generated<number>;
  last_login: string | null;
  created_at: string;
  updated_at: string;
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
  amenities: string;
  status: 'active' | 'inactive' | 'pending';
  is_sublet: number;
  building_slug: string;
  /** Fees paid by the tenant: a JSON list of { name, amount } (FARE Act disclosure). */
  fees: Generated<string>;
  /** When the listing last became active (null while it never was): new-listing digests read it. */
  activated_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ListingPhotosTable {
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
  created_at: string;
}

export interface InquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  inquiry_type: string;
  listing_id: number | null;
  listing_address: string | null;
  status: 'new' | 'responded' | 'closed';
  notes: string;
  created_at: string;
  updated_at: string;
}

export interface RepliesTable {
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
  created_at: string;
  updated_at: string;
}

export interface TipsTable {
  id: Generated<number>;
  title: string;
  content: string;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface MailOutboxTable {
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
}

export interface SiteSettingsTable {
  name: string;
  /** A JSON document. */
  value: string;
  updated_at: string;
}

export interface NewsletterDigestsTable {
  id: Generated<number>;
  /** The digest before this one (0 for the first): unique, so only one instance starts each digest. */
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

export interface NewsletterDigestRecipientsTable {
  digest_id: number;
  subscriber_id: number;
  email: string;
  /** 'pending' until its e-mail is queued; 'skipped' when the subscriber left before it was. */
  status: 'pending' | 'queued' | 'skipped';
  outbox_id: number | null;
}

export interface DataVersionsTable {
  name: string;
  version: number;
}

export interface Database {
  users: UsersTable;
  listings: ListingsTable;
  listing_photos: ListingPhotosTable;
  inquiries: InquiriesTable;
  replies: RepliesTable;
  subscribers: SubscribersTable;
  tips: TipsTable;
  mail_outbox: MailOutboxTable;
  data_versions: DataVersionsTable;
  site_settings: SiteSettingsTable;
  newsletter_digests: NewsletterDigestsTable;
  newsletter_digest_recipients: NewsletterDigestRecipientsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ListingRow = Selectable<ListingsTable>;
export type ListingPhotoRow = Selectable<ListingPhotosTable>;
export type InquiryRow = Selectable<InquiriesTable>;
export type ReplyRow = Selectable<RepliesTable>;
export type SubscriberRow = Selectable<SubscribersTable>;
export type TipRow = Selectable<TipsTable>;
export type OutboxRow = Selectable<MailOutboxTable>;
