// The inbound feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.
import type { Generated } from 'kysely';

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

declare module '../../platform/db/schema.ts' {
  interface Database {
    inbound_messages: InboundMessagesTable;
    inbound_attachments: InboundAttachmentsTable;
    inbound_mailboxes: InboundMailboxesTable;
  }
}
