import content from './demo-content.json' with { type: 'json' };
import type { Amenity } from '../../../../shared/amenities.ts';
import type { ListingStatus } from '../../../../shared/listings.ts';
import type { SceneKind } from './demo-photos.ts';
import type { ListingHousehold, ListingKind } from '../../../../shared/listing-household.ts';

/** A sample listing: its fields as the listing form takes them, when it was added, and the photos drawn for it. */
export interface DemoListing {
  address: string;
  neighborhood: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  size: string;
  description: string;
  amenities: Amenity[];
  status: ListingStatus;
  is_sublet: boolean;
  /** A room in a shared apartment and its household (decision 063); none: a whole apartment. */
  kind?: ListingKind;
  household?: ListingHousehold;
  /** Days before the seeding date the listing was created. */
  ageDays: number;
  /** Its 'Available from' date, this many days after the seeding date (none: available now). */
  availableInDays?: number;
  palette: string;
  photos: Array<{ scene: SceneKind; caption: string }>;
}

/**
 * The sample content of a fresh installation (DEMO_CONTENT, README) is data, kept in demo-content.json:
 * real-looking NYC rentals across five buildings (their photos drawn by demo-photos.ts) and the sublet-renting tips
 * for the blog page. tests/api/listings-demo.test.ts checks each listing against the listing form's rules.
 */
export const DEMO_LISTINGS = content.listings as DemoListing[];
export const DEMO_TIPS: ReadonlyArray<{ title: string; content: string }> = content.tips;
