import { readListingSearch, listingSearchQuery, type ListingSearch } from './listing-search.ts';
import { ALERT_TEXT as T } from './texts/alerts.ts';
import { ROOM_TEXT } from './texts/rooms.ts';
import { buildingLinks, HERALD_TOWERS_LINK } from './building-links.ts';
import type { BuildingDto } from './buildings.schema.ts';
import { formatDollars } from './words/money.ts';
import { calendarLabel } from './words/new-york.ts';

/** A saved search's criteria: the renter's search without its sort (an alert lists the newest first). */
export type AlertCriteria = Omit<ListingSearch, 'sort'>;

/** Which listing grid a search was saved on: its path and what the site calls it. */
export interface AlertGrid {
  path: string;
  label: string;
  /** The grid's own restriction, as the grid's page passes it to the listings query. */
  scope: { isSublet?: boolean; building?: string; kind?: 'room' };
}

/**
 * The grid at `path` ('/', '/sublets', '/rooms', '/herald-towers' or a building's path of the buildings call),
 * or null for any other path: a search can only be saved on a grid that exists.
 */
export function alertGrid(path: string, buildings: ReadonlyArray<Pick<BuildingDto, 'address'>>): AlertGrid | null {
  if (path === '/') return { path, label: T.allListings, scope: {} };
  if (path === '/sublets') return { path, label: T.sublets, scope: { isSublet: true } };
  if (path === '/rooms') return { path, label: ROOM_TEXT.rooms, scope: { kind: 'room' } };
  const slug = path.slice(1);
  const building = [HERALD_TOWERS_LINK, ...buildingLinks(buildings)].find((b) => b.slug === slug && b.href === path);
  return building ? { path, label: building.name, scope: { building: building.slug } } : null;
}

/** The grid's restriction of a stored grid path, without the buildings call ('/{slug}' is a building). */
export function gridScope(path: string): AlertGrid['scope'] {
  if (path === '/') return {};
  if (path === '/sublets') return { isSublet: true };
  if (path === '/rooms') return { kind: 'room' };
  return { building: path.slice(1) };
}

/** The criteria of a query (the grid's lenient reading, shared/listing-search.ts), sort left out. */
export function readCriteria(params: URLSearchParams): AlertCriteria {
  const { sort: _sort, ...criteria } = readListingSearch(params);
  return criteria;
}

/** The stored form of criteria: their canonical query without '?' ('' for none). */
export const criteriaText = (criteria: AlertCriteria) => listingSearchQuery(criteria).replace(/^\?/, '');

/** The stored criteria read back. */
export const storedCriteria = (text: string) => readCriteria(new URLSearchParams(text));

/** The words a search is described with: ALERT_TEXT, or its translation (the e-mails in the renter's language pass it, decision 072). */
type SearchWords = Pick<
  typeof T,
  'wordsBeds' | 'wordsPriceRange' | 'wordsPriceFrom' | 'wordsPriceTo' | 'wordsBaths' | 'wordsAvailableBy'
>;

/**
 * A search in words: 'Sublets · 2 bedrooms · $2,000 to $3,500 · 1+ bathrooms · No Roomies'. A filter
 * this function does not know yet is written as its parameter and value.
 */
export function describeSearch(
  gridLabel: string,
  criteria: AlertCriteria,
  texts: SearchWords = T,
  moveInDay: (day: string) => string = (day) => calendarLabel('en', 'shortDate', day),
): string {
  const words = [gridLabel];
  const { minPrice, maxPrice, beds, baths, size, availableBy, ...others } = criteria;
  if (beds !== undefined) words.push(texts.wordsBeds(beds));
  if (minPrice !== undefined && maxPrice !== undefined)
    words.push(texts.wordsPriceRange(formatDollars(minPrice), formatDollars(maxPrice)));
  else if (minPrice !== undefined) words.push(texts.wordsPriceFrom(formatDollars(minPrice)));
  else if (maxPrice !== undefined) words.push(texts.wordsPriceTo(formatDollars(maxPrice)));
  if (baths !== undefined) words.push(texts.wordsBaths(baths));
  if (size !== undefined) words.push(size);
  if (availableBy !== undefined) words.push(texts.wordsAvailableBy(moveInDay(availableBy)));
  for (const [name, value] of Object.entries(others)) if (value !== undefined) words.push(`${name}: ${String(value)}`);
  return words.join(' · ');
}
