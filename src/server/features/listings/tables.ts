// The listings feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.
import type { Generated, Selectable } from 'kysely';

export interface ListingsTable {
  id: Generated<number>;
  price: number;
  address: string;
  neighborhood: string;
  bedrooms: number;
  bathrooms: number;
  size: string;
  description: string;
  /** The agent's Spanish and Chinese description ('' when not given; migration 033, decision 072). */
  description_es: Generated<string>;
  description_zh: Generated<string>;
  amenities: string;
  status: 'active' | 'inactive' | 'pending';
  is_sublet: number;
  building_slug: string;
  /** Fees paid by the tenant: a JSON list of { name, amount } (FARE Act disclosure). */
  fees: Generated<string>;
  /** When the listing last became active (null while it never was): new-listing digests read it. */
  activated_at: string | null;
  /** Flagged phrases in the listing's texts (fair housing wording check), by the list `wording_version`. */
  wording_flags: Generated<number>;
  wording_version: string | null;
  /** JSON WordingConfirmation: publishing flagged wording was confirmed (who, when, which phrases). */
  wording_confirmation: string | null;
  /** 1: renters may book viewings of this listing (migration 011). */
  viewings_enabled: Generated<number>;
  /** Whether renters may apply for it (on by default, migration 024). */
  applications_enabled: Generated<number>;
  /** Shown to the renter of a confirmed viewing, e.g. 'Ring the super, apt 1A'. */
  viewing_instructions: Generated<string>;
  /** 1: published to StreetEasy and Zillow through the listing feeds (migration 013). */
  syndicate: Generated<number>;
  /** Idempotency key of the last save applied (migration 017): a save sent again is not applied twice. */
  save_key: Generated<string | null>;
  /** Move-in date 'YYYY-MM-DD' in New York, or null: available now (migration 020). */
  available_from: Generated<string | null>;
  /** 'apartment' (the whole home) or 'room' (a room in a shared apartment; migration 031). */
  kind: Generated<'apartment' | 'room'>;
  /** A room's facts and household as JSON (ListingHousehold), null on a whole apartment (migration 031). */
  household: Generated<string | null>;
  /** The New York day 'YYYY-MM-DD' its lease was signed (shown 'Rented'), or null (migration 030). */
  rented_on: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

interface ListingPhotosTable {
  id: Generated<number>;
  listing_id: number;
  position: number;
  file_key: string;
  widths: string;
  width: number;
  height: number;
  caption: string;
  /** 1 when the link-preview JPEG exists (migration 007). */
  has_preview: Generated<number>;
  /** 1 when the portal JPEG (at most 2048 px on its long side) exists (migration 013). */
  has_portal_jpeg: Generated<number>;
  created_at: string;
}

export type ListingRow = Selectable<ListingsTable>;

export type ListingPhotoRow = Selectable<ListingPhotosTable>;

declare module '../../platform/db/schema.ts' {
  interface Database {
    listings: ListingsTable;
    listing_photos: ListingPhotosTable;
  }
}
