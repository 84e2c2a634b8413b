// The agency feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.
import type { Generated } from 'kysely';
import type { Language } from '../../../shared/i18n/languages.ts';

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

declare module '../../platform/db/schema.ts' {
  interface Database {
    agency_acknowledgements: AgencyAcknowledgementsTable;
  }
}
