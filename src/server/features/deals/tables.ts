// The deals feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.
import type { Generated, Selectable } from 'kysely';
import type { DealStage } from '../../../shared/deals.ts';
import type { Language } from '../../../shared/i18n/languages.ts';

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

export type DealRow = Selectable<DealsTable>;

export type DealDisclosureRow = Selectable<DealDisclosuresTable>;

declare module '../../platform/db/schema.ts' {
  interface Database {
    deals: DealsTable;
    deal_disclosures: DealDisclosuresTable;
    deal_mails: DealMailsTable;
    deal_mail_opt_outs: DealMailOptOutsTable;
  }
}
