import type { AppLoadContext } from 'react-router';
import { areaName } from '../../../shared/area-names.ts';
import { listingBuildingSlug } from '../../../shared/buildings.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { streetOf } from '../../../shared/listing-basics.ts';
import type { ListingDto } from '../../../shared/listings.schema.ts';
import type { ListingCardData } from '../../components/public/listing-card.tsx';
import { listingCardData } from './listings-page.server.ts';

/** How many free listings a rented listing's page offers. */
const SIMILAR_SHOWN = 3;

/** What a rented listing's page shows (its 410's data): the street, its building, and similar listings still free. */
export interface RentedPageData {
  rented: true;
  street: string;
  /** The building by name; `href` only while it has listings of its own page. */
  building: { name: string; href: string | null };
  similar: ListingCardData[];
}

/**
 * A rented listing's page (issue 46 item 7): instead of a bare 404, the building (its page while it lists
 * anything) and up to three free listings: of the same building first, then of the same kind and bedrooms.
 */
export async function rentedPageData(listing: ListingDto, context: AppLoadContext, language: Language): Promise<RentedPageData> {
  const listings = context.services.listings;
  const slug = listingBuildingSlug(listing.address);
  const kind = listing.household ? ('room' as const) : ('apartment' as const);
  const [buildings, sameBuilding, sameKind] = await Promise.all([
    listings.buildings(),
    listings.list({ limit: SIMILAR_SHOWN, building: slug }),
    listings.list({ limit: SIMILAR_SHOWN * 2, kind, beds: Math.min(listing.bedrooms, 3) as 0 | 1 | 2 | 3 }),
  ]);
  const seen = new Set<number>([listing.id]);
  const similar = [...sameBuilding.listings, ...sameKind.listings]
    .filter((l) => !seen.has(l.id) && seen.add(l.id))
    .slice(0, SIMILAR_SHOWN)
    .map((l) => listingCardData(l, language));
  const listed = buildings.some((b) => b.slug === slug);
  return {
    rented: true,
    street: streetOf(listing.address),
    building: { name: areaName(slug, buildings), href: listed ? `/${slug}` : null },
    similar,
  };
}
