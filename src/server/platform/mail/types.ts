import type { Kysely, Transaction } from 'kysely';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { Database } from '../db/schema.ts';
import type { DeclaredMailKind } from '../feature.ts';

/**
 * The kinds of e-mail, each declared by the feature that sends it: its manifest's `mailKinds` table
 * (decision 097), whose names the feature declares in `FeatureNames`, so a kind is typed and no
 * platform file lists them.
 */
export type MailKind = DeclaredMailKind;

/** What the platform must know of a kind of e-mail. * @public (features add to it by declaration)
 */
export interface MailKindRule {
  /** Sent to staff, not to the inquirer: an answer to it is not a renter's reply, and it carries no disclosure. */
  staff?: boolean;
  /**
   * Not a letter to a renter in the sense of 19 NYCRR 175.28 (the landlord's package, a listing
   * digest): it does not carry the Fair Housing Disclosure, and does not count as its first e-mail.
   */
  noDisclosure?: boolean;
}

/** A feature's kinds of e-mail and their rules. */
export type MailKindTable = Readonly<Record<string, MailKindRule>>;

/** An iCalendar part sent as `text/calendar; method=…` (nodemailer's icalEvent). */
export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/** One e-mail a feature wants sent. It is written to the outbox and delivered by the worker. */
export interface OutgoingMail {
  kind: MailKind;
  to: { email: string; name?: string };
  subject: string;
  /** Plain text; the HTML part is derived from it (links and line breaks kept, everything else escaped). */
  text: string;
  /** Only for trusted, product-built HTML (newsletter digests); never user text unescaped. */
  html?: string;
  /** e.g. `inquiry:42`: every later mail of the thread to the same address answers the earlier ones. */
  thread?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A calendar invitation or cancellation (viewings). */
  calendar?: CalendarPart;
  /** Files attached (a signed disclosure's PDF copy), kept in the outbox until sent. */
  attachments?: MailAttachment[];
  /** The language the message is written in (decision 072): the derived HTML part's `lang`. English when absent. */
  language?: Language;
  /**
   * A member of staff's copy of a renter's message (a viewing's calendar invitation, a signed PDF): never
   * carries the Fair Housing Disclosure, which is for the people the product writes to (decision 089).
   */
  toStaff?: boolean;
}

/** A file attached to a message: its name, type and bytes in base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Where a message is queued: the database, or the transaction of the change that causes it. */
export type MailExecutor = Kysely<Database> | Transaction<Database>;

/** Who the messages come from, read when a message is sent (the agent's current details). */
export interface MailIdentity {
  /** Display name of the From address (the agent's name). */
  name: string;
  /** The agent's public e-mail address: a client's answer lands there. */
  replyTo: string;
}

/** A message ready for a transport. */
export interface MailMessage {
  messageId: string;
  from: { name: string; address: string };
  replyTo: string;
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  inReplyTo?: string;
  references?: string[];
  headers: Record<string, string>;
  calendar?: CalendarPart;
  attachments?: MailAttachment[];
}
