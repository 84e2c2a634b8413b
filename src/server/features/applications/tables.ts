// The applications feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.
import type { Generated } from 'kysely';
import type { ApplicationRole, ApplicationStatus, DocumentKind } from '../../../shared/applications.ts';
import type { Language } from '../../../shared/i18n/languages.ts';

/** A household's rental application (migration 024, docs/decisions/053-rental-applications-compliance.md). */
interface ApplicationsTable {
  id: Generated<number>;
  /** Null once the listing is deleted (its address stays). */
  listing_id: number | null;
  listing_address: string;
  listing_apartment: string;
  status: ApplicationStatus;
  /** The language the person wrote in; every later e-mail to them uses it (migration 033, decision 072). */
  language: Generated<Language>;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  /** When it was approved, declined or withdrawn: documents are deleted a set number of days after. */
  decided_at: string | null;
  /** When retention deleted its documents (migration 026): the outcome stays, the documents are gone. */
  documents_deleted_at: string | null;
  /** The screening fee the agent recorded received, and when (migration 027). */
  screening_fee_received: number | null;
  screening_fee_received_at: string | null;
  /** The agency that makes the check the screening fee pays for, named on the receipt (migration 063). */
  screening_fee_agency: Generated<string | null>;
  /** The conditional offer (Fair Chance Housing Law), the New York day it may be withdrawn from, its withdrawal (migration 055). */
  conditional_offer_at: string | null;
  offer_withdrawable_on: string | null;
  offer_withdrawn_at: string | null;
}

/** Each viewing or download of an application's documents: who, when, from where (migration 027). */
interface ApplicationDocumentAccessTable {
  id: Generated<number>;
  application_id: number;
  /** Null for the landlord's whole package. */
  document_id: number | null;
  document_name: string;
  /** The staff account, or null for the landlord's package link. */
  user_id: number | null;
  who: string;
  address: string;
  at: string;
}

/** A landlord's package link of an application (migration 029, decision 060): only the token's sha256 is kept. */
interface ApplicationPackagesTable {
  id: Generated<number>;
  application_id: number;
  token_hash: string;
  /** The landlord's address the link was e-mailed to, if any. */
  email: string | null;
  /** The staff account that made it. */
  created_by: number | null;
  created_at: string;
  expires_at: string;
  /** Revoked by staff or by a newer package of the application. */
  revoked_at: string | null;
  /** The link's token sealed by the master key while it works, so the staff can copy it again (migration 073, decision 098). */
  token_sealed: Generated<string | null>;
}

/** An uploaded document: its ciphertext's key in the store and what opens it (migration 026, decision 055). */
interface ApplicationDocumentsTable {
  id: Generated<number>;
  application_id: number;
  person_id: number;
  kind: DocumentKind;
  /** The name shown ('Pay stub 1.pdf'), made by the product, never the uploaded file's name. */
  name: string;
  content_type: string;
  /** Bytes of the stored plaintext (after metadata removal). */
  size: number;
  storage_key: string;
  /** base64: the document's AES-256 key wrapped by the master key; the IV and GCM tag of its ciphertext. */
  wrapped_key: string;
  iv: string;
  auth_tag: string;
  created_at: string;
  /** A screening report's New York day as the applicant gave it with the upload (migration 063); null otherwise. */
  report_date: Generated<string | null>;
}

/** The applicant, a co-applicant or the guarantor of an application, each with their own private link. */
interface ApplicationPeopleTable {
  id: Generated<number>;
  application_id: number;
  role: ApplicationRole;
  /** The sha256 (hex) of the link's 128-bit token, by which the link is found. */
  token_hash: string;
  /** The same token sealed by the master key, for the later e-mails' links (migration 075, decision 105); null before. */
  token_sealed: Generated<string | null>;
  name: string;
  email: string;
  /** JSON of the person's part: the fields of src/shared/applications.ts only. */
  part: string;
  /** JSON of the fees shown when they were confirmed (FARE Act), and when. */
  fees_disclosed: string | null;
  fees_acknowledged_at: string | null;
  created_at: string;
  updated_at: string;
}

declare module '../../platform/db/schema.ts' {
  interface Database {
    applications: ApplicationsTable;
    application_people: ApplicationPeopleTable;
    application_documents: ApplicationDocumentsTable;
    application_document_access: ApplicationDocumentAccessTable;
    application_packages: ApplicationPackagesTable;
  }
}
