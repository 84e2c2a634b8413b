import type { ListingDto } from './listings.schema.ts';
import { PUBLIC_TEXT as T } from './texts/public.ts';

/**
 * US dollars as the site shows them: '$20', '$3,450', '$150.50' (cents only when there are any).
 * Written out rather than with Intl.NumberFormat: a browser loads its number-formatting data on
 * first use, 20 to 80 ms of main-thread work on a phone while the page hydrates (decision 028).
 */
export function formatDollars(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = cents % 100 === 0 ? '' : `.${String(cents % 100).padStart(2, '0')}`;
  return `${amount < 0 ? '-' : ''}$${dollars}${fraction}`;
}

/** '$3,450/mo' */
export const formatRent = (price: number) => `${formatDollars(price)}${T.perMonth}`;

/** 0 bedrooms is a studio (docs/product.md §3). */
export const bedsLabel = (bedrooms: number) => (bedrooms === 0 ? T.studio : T.beds(bedrooms));
export const bathsLabel = (bathrooms: number) => T.baths(bathrooms);

/** The street part of an address: '50 West 34th Street, New York, NY' → '50 West 34th Street'. */
export const streetOf = (address: string) => address.split(',')[0].trim();

/** The rest of an address after the street: 'New York, NY 10001' (or '' when there is none). */
export const localityOf = (address: string) => address.split(',').slice(1).join(',').trim();

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

export const propertyPath = (id: number) => `/property/${id}`;
