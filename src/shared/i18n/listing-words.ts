import { streetOf } from '../listing-basics.ts';
import type { ListingDto } from '../listings.schema.ts';
import { withApartmentIn } from '../words/place.ts';
import type { ModuleTexts } from './types.ts';

/**
 * listing-format.ts's words in the page's language (docs/decisions/069): the same rules, the texts given
 * (PUBLIC_TEXT of the page's language), so that the browser carries no English module.
 */
export type ListingWords = Pick<
  ModuleTexts['public']['PUBLIC_TEXT'],
  'perMonth' | 'studio' | 'beds' | 'baths' | 'apartment' | 'roomies'
>;

/** 0 bedrooms is a studio. */
export const bedsIn = (T: ListingWords, bedrooms: number) => (bedrooms === 0 ? T.studio : T.beds(bedrooms));

export const bathsIn = (T: ListingWords, bathrooms: number) => T.baths(bathrooms);

/**
 * A listing's size text in the page's language: the agent's usual 'No Roomies' and 'N Roomie(s)' are said in
 * its words; any other text the agent typed shows as typed (the filter still matches the stored text).
 */
export function sizeIn(T: ListingWords, size: string): string {
  const roomies = /^\s*(no|\d{1,2})\s+roomies?\s*$/i.exec(size);
  if (!roomies) return size;
  return T.roomies(roomies[1].toLowerCase() === 'no' ? 0 : Number(roomies[1]));
}

/** A listing's headline: its street address with the apartment number. */
export const listingTitleIn = (T: ListingWords, listing: Pick<ListingDto, 'address' | 'neighborhood'>) =>
  withApartmentIn(T, streetOf(listing.address), listing.neighborhood);
