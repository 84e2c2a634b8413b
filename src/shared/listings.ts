import type { Amenity } from './amenities.ts';

export const LISTING_STATUSES = ['active', 'inactive', 'pending'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** A processed listing photo: the spec's `{ id, url, caption }` plus the WebP widths available. */
export interface ListingPhotoDto {
  id: number;
  /** The largest variant. */
  url: string;
  caption: string;
  width: number;
  height: number;
  /** Widths of the variants, ascending; each is at `url` with `-{largest}.webp` replaced by `-{w}.webp`. */
  widths: number[];
  /** Ready for `<img srcset>`: "…-480.webp 480w, …-960.webp 960w, …" */
  srcset: string;
  /** The link-preview JPEG (1200×630) for og:image; null until made for a photo stored before previews. */
  previewUrl: string | null;
  /** The portal JPEG (at most 2048 px on its long side) the listing feeds name; null until made for an older photo. */
  portalUrl: string | null;
}

/** A fee the tenant pays besides rent and deposit (FARE Act disclosure); the broker's fee is never one. */
export interface ListingFee {
  name: string;
  /** US dollars. */
  amount: number;
}

/** New York's cap on a rental application fee (Real Property Law § 238-a), in dollars. */
export const APPLICATION_FEE_CAP = 20;

/** An application fee by its name ('Application fee', 'application', 'Rental application fee'). */
export const isApplicationFee = (name: string) => /application/i.test(name);

/** A listing as the API answers it (docs/product.md §3). */
export interface ListingDto {
  id: number;
  price: number;
  address: string;
  neighborhood: string;
  bedrooms: number;
  bathrooms: number;
  size: string;
  description: string;
  amenities: Amenity[];
  /** Fees paid by the tenant; empty: none beyond rent and deposit. */
  fees: ListingFee[];
  images: ListingPhotoDto[];
  status: ListingStatus;
  is_sublet: boolean;
  /** Published to StreetEasy and Zillow through the listing feeds ('Publish to StreetEasy and Zillow'). */
  syndicate: boolean;
  /** Move-in date 'YYYY-MM-DD' (New York), or null: available now. */
  available_from: string | null;
  created_at: string;
  updated_at: string;
  /** Back-office list only: how many phrases of its texts the fair housing wording check flags. */
  wordingFlags?: number;
}

export interface ListingsPage {
  success: true;
  listings: ListingDto[];
  totalListings: number;
  totalPages: number;
  page: number;
  limit: number;
}
