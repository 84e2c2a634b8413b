import type { Generated, Selectable } from 'kysely';
import type { Language } from '../../../shared/i18n/languages.ts';

/**
 * Table types. Timestamps are ISO-8601 strings and booleans are 0/1 integers on both
 * databases, so rows read the same from SQLite and PostgreSQL (see db/mappers.ts).
 */
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

/** Each address the Fair Housing Disclosure was sent to (migration 055, decision 089). */
interface FairHousingDisclosuresTable {
  email: string;
  language: Language;
  sent_at: string;
}

export type OutboxRow = Selectable<MailOutboxTable>;

/**
 * The product's database: the platform's own tables here, and each feature's, added by the feature's
 * `tables.ts` (`declare module './schema.ts' { interface Database { … } }`, decision 097).
 */
export interface Database {
  fair_housing_disclosures: FairHousingDisclosuresTable;
  mail_outbox: MailOutboxTable;
  mail_recipient_counts: MailRecipientCountsTable;
  data_versions: DataVersionsTable;
}
