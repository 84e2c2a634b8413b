import type { ListingDto } from './listings.schema.ts';
import { streetOf } from './listing-basics.ts';
import { PUBLIC_TEXT as T } from './texts/public.ts';
import { rentIn } from './words/money.ts';
import { withApartmentIn } from './words/place.ts';

export { localityOf, propertyPath, streetOf } from './listing-basics.ts';

// The English listing words of src/shared/words (docs/decisions/102), for the server and the back-office.

/** '$3,450/mo' */
export const formatRent = (price: number) => rentIn(T, price);

/** An address with its apartment, when it has one: '145 East 29th Street, Apt 4B' (withApartmentIn in English). */
export const withApartment = (address: string, unit?: string | null) => withApartmentIn(T, address, unit);

/** A listing's headline: its street address with the apartment number. */
export const listingTitle = (listing: Pick<ListingDto, 'address' | 'neighborhood'>) =>
  withApartment(streetOf(listing.address), listing.neighborhood);
