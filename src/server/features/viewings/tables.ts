// The viewings feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.
import type { Generated, Selectable } from 'kysely';
import type { Language } from '../../../shared/i18n/languages.ts';

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

export type ViewingRow = Selectable<ViewingsTable>;

declare module '../../platform/db/schema.ts' {
  interface Database {
    viewings: ViewingsTable;
  }
}
