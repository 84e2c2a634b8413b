// The inquiries feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.
import type { Generated, Selectable } from 'kysely';
import type { INQUIRY_EVENT_KINDS, InquiryDetailColumn } from '../../../shared/inquiries.schema.ts';
import type { Language } from '../../../shared/i18n/languages.ts';

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

export type InquiryRow = Selectable<InquiriesTable>;

declare module '../../platform/db/schema.ts' {
  interface Database {
    inquiries: InquiriesTable;
    follow_up_digests: FollowUpDigestsTable;
    replies: RepliesTable;
    inquiry_events: InquiryEventsTable;
  }
}
