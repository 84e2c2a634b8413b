import type { ListingDto } from './listings.schema.ts';
import { formatDollars, streetOf } from './listing-basics.ts';
import { PUBLIC_TEXT as T } from './texts/public.ts';

export { formatDollars, localityOf, propertyPath, streetOf } from './listing-basics.ts';

/** '$3,450/mo' */
export const formatRent = (price: number) => `${formatDollars(price)}${T.perMonth}`;

/**
 * An address with its apartment, when it has one: '145 East 29th Street, Apt 4B'. 'Apt' is added only
 * when the agent's text has no prefix of its own ('Apt 4C', 'Apartment 12', 'Unit 2', '#5' stay as typed).
 * Written short: the listing cards of the home page carry it (its JavaScript budget, decision 028).
 */
export const withApartment = (address: string, unit?: string | null) =>
  // eslint-disable-next-line no-cond-assign -- the trimmed unit, without a variable: fewer bytes in the home page's JavaScript
  (unit = unit?.trim()) ? `${address}, ${/^(ap(artmen)?t|unit)\b|^#/i.test(unit) ? unit : T.apartment(unit)}` : address;

/** A listing's headline: its street address with the apartment number. */
export const listingTitle = (listing: Pick<ListingDto, 'address' | 'neighborhood'>) =>
  withApartment(streetOf(listing.address), listing.neighborhood);
