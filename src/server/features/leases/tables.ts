import type { Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { DocumentKind, LeaseStatus, SignerRole, SignerStatus } from '../../../shared/leases.ts';
import type { Database } from '../../platform/db/schema.ts';

/**
 * The leases feature's tables (migrations 060 and 064), known to this folder only: its queries run on the
 * product's database widened by them (`withTables`), so the platform's schema does not change.
 */
type LeasesTable = {
  id: Generated<number>;
  deal_id: number;
  /** What is signed (migration 064): the lease, the move-in condition report or the deposit statement. */
  kind: Generated<DocumentKind>;
  /** JSON of what the product wrote the document from (rooms, deductions); null for a lease. */
  content: string | null;
  status: LeaseStatus;
  place: string;
  language: Language;
  file_name: string;
  document_key: string;
  /** JSON of the sealed key (wrapped key, IV, tag) of the encrypted document. */
  document_seal: string;
  document_sha256: string;
  pages: number;
  /** JSON: the riders checklist ({ [rider]: 'attached' | 'not-applicable' }) and the riders' file names. */
  riders: string;
  landlord_name: string | null;
  landlord_email: string | null;
  signed_key: string | null;
  signed_seal: string | null;
  signed_sha256: string | null;
  created_at: string;
  sent_at: string | null;
  completed_at: string | null;
  ended_at: string | null;
  end_reason: string | null;
  /** Set by the records purge in the transaction that deletes the lease (migration 062). */
  purge_at: Generated<string | null>;
};

type LeaseSignersTable = {
  id: Generated<number>;
  lease_id: number;
  role: SignerRole;
  position: number;
  name: string;
  email: string;
  status: SignerStatus;
  token_hash: string | null;
  code_hash: string | null;
  code_expires_at: string | null;
  code_tries: Generated<number>;
  codes_sent: Generated<number>;
  codes_window_at: string | null;
  opened_at: string | null;
  signed_at: string | null;
  signed_name: string | null;
  signed_ip: string | null;
  signed_user_agent: string | null;
  document_sha256: string | null;
  consent_sha256: string | null;
  declined_at: string | null;
  decline_reason: string | null;
};

type LeaseEventsTable = {
  id: Generated<number>;
  lease_id: number;
  seq: number;
  kind: string;
  signer_id: number | null;
  at: string;
  ip: string | null;
  user_agent: string | null;
  detail: string;
  prev_hash: string;
  hash: string;
};

/** One row per deal whose 14-day deposit deadline the staff were told of (migration 064). */
type DepositRemindersTable = {
  deal_id: number;
  lease_end: string;
  sent_at: string;
};

export type LeaseTables = {
  leases: LeasesTable;
  lease_signers: LeaseSignersTable;
  lease_events: LeaseEventsTable;
  deposit_reminders: DepositRemindersTable;
};

type LeaseDatabase = Database & LeaseTables;
export type LeaseDb = Kysely<LeaseDatabase>;
export type LeaseTrx = Transaction<LeaseDatabase>;
export type LeaseRow = Selectable<LeasesTable>;
export type SignerRow = Selectable<LeaseSignersTable>;
export type EventRow = Selectable<LeaseEventsTable>;
