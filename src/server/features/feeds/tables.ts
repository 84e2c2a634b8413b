// The feeds feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.
import type { Generated } from 'kysely';

/** One row per portal feed ('streeteasy', 'zillow'), shared by every instance. */
interface ListingFeedsTable {
  name: string;
  /** The data version key the feed was last generated for. */
  version: string | null;
  generated_at: string | null;
  listing_count: Generated<number>;
  /** Listings marked for the portals but left out: they lack what the portal needs. */
  held_back: Generated<number>;
  last_fetched_at: string | null;
  last_user_agent: string | null;
}

declare module '../../platform/db/schema.ts' {
  interface Database {
    listing_feeds: ListingFeedsTable;
  }
}
