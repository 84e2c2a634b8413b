// The roommates feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.
import type { Generated } from 'kysely';
import type { Language } from '../../../shared/i18n/languages.ts';

/** A 'Find a room' profile (migration 032, decision 065): only the sha256 of its private link's token is kept. */
interface RoommateSeekersTable {
  id: Generated<number>;
  token_hash: string;
  name: string;
  email: string;
  phone: string;
  budget_cents: number;
  /** 'YYYY-MM-DD' */
  move_in_date: string;
  stay_months: number | null;
  /** JSON: building slugs ([] for anywhere). */
  areas: string;
  /** JSON RoomNeeds. */
  needs: string;
  /** JSON Lifestyle. */
  lifestyle: string;
  household_preference: 'none' | 'women' | 'men';
  about: string;
  /** 1: 'Introduce me to people looking too'. */
  introduce: number;
  /** When that consent was last given (null while it is not). */
  introduce_consent_at: string | null;
  status: 'pending' | 'confirmed';
  /** The language the person wrote in; every later e-mail to them uses it (migration 033, decision 072). */
  language: Generated<Language>;
  /** The inquiry of source 'Roommate profile' it also is. */
  inquiry_id: number | null;
  /** When the alerts' one-click stop paused the room alerts, or null while they go (migration 072, decision 092). */
  alerts_paused_at: Generated<string | null>;
  created_at: string;
  confirmed_at: string | null;
  updated_at: string;
}

/** An introduction the agent e-mailed to two seekers, with each one's consent as it stood (migration 032). */
interface RoommateIntroductionsTable {
  id: Generated<number>;
  seeker_a: number;
  seeker_b: number;
  note: string;
  sent_by: number | null;
  consent_a_at: string;
  consent_b_at: string;
  created_at: string;
}

/** A room the agent invited a seeker to view (migration 074): once per seeker and room. */
interface RoommateInvitationsTable {
  id: Generated<number>;
  seeker_id: number;
  listing_id: number;
  sent_by: number | null;
  created_at: string;
}

declare module '../../platform/db/schema.ts' {
  interface Database {
    roommate_seekers: RoommateSeekersTable;
    roommate_introductions: RoommateIntroductionsTable;
    roommate_invitations: RoommateInvitationsTable;
  }
}
