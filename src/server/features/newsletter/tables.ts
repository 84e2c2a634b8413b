// The newsletter feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.
import type { Generated } from 'kysely';

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

declare module '../../platform/db/schema.ts' {
  interface Database {
    newsletter_digests: NewsletterDigestsTable;
    newsletter_digest_recipients: NewsletterDigestRecipientsTable;
    listing_mail_sent: ListingMailSentTable;
  }
}
