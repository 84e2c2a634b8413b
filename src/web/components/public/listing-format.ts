import type { ListingDto } from '../../../shared/listings.ts';
import { PUBLIC_TEXT as T } from '../../../shared/texts/public.ts';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** '$20', '$150.50' */
export const formatDollars = (amount: number) => money.format(amount);

/** '$3,450/mo' */
export const formatRent = (price: number) => `${money.format(price)}${T.perMonth}`;

/** 0 bedrooms is a studio (SPEC §3). */
export const bedsLabel = (bedrooms: number) => (bedrooms === 0 ? T.studio : T.beds(bedrooms));
export const bathsLabel = (bathrooms: number) => T.baths(bathrooms);

/** The street part of an address: '50 West 34th Street, New York, NY' → '50 West 34th Street'. */
export const streetOf = (address: string) => address.split(',')[0].trim();

/** The rest of an address after the street: 'New York, NY 10001' (or '' when there is none). */
export const localityOf = (address: string) => address.split(',').slice(1).join(',').trim();

/** A listing's headline: its street address with the apartment number. */
export function listingTitle(listing: Pick<ListingDto, 'address' | 'neighborhood'>): string {
  const unit = listing.neighborhood.trim();
  return unit ? `${streetOf(listing.address)}, ${T.apartment(unit)}` : streetOf(listing.address);
}

export const propertyPath = (id: number) => `/property/${id}`;
