/**
 * A renter's search on a public listing grid (/, a building page, /sublets): the filters and the sort
 * of the filter bar, read from the page's URL and written back into it in one canonical form
 * (docs/decisions/038-listing-filters-and-their-urls.md).
 *
 * The canonical query names the parameters in the fixed order of SEARCH_PARAMS, then `page`; it leaves
 * out unknown parameters, empty and default values and values that do not parse; so every way of
 * writing a search has one URL (the page cache keeps pages under it). Runs in the browser too: no Intl.
 */

import { MAX_PRICE, MAX_SIZE_LENGTH } from './constants.ts';

/** The sort choices of the filter bar; 'newest' is the default and never written. */
type ListingSearchSort = 'newest' | 'price-asc' | 'price-desc';

/** Bedroom choices: 0 is Studio, 3 means three or more. */
export const BEDROOM_CHOICES = [0, 1, 2, 3] as const;
type BedroomChoice = (typeof BEDROOM_CHOICES)[number];
/** Bathroom choices: at least this many. */
export const BATHROOM_CHOICES = [1, 2] as const;
type BathroomChoice = (typeof BATHROOM_CHOICES)[number];

export interface ListingSearch {
  /** Whole dollars a month, at least / at most. */
  minPrice?: number;
  maxPrice?: number;
  beds?: BedroomChoice;
  baths?: BathroomChoice;
  /** The listing's size text ('No Roomies', '1 Roomie'), matched exactly. */
  size?: string;
  /**
   * A move-in date 'YYYY-MM-DD' (New York): listings available on or before it. A listing without an
   * 'Available from' date is available now, and a date already past asks for what is available now.
   */
  availableBy?: string;
  sort?: Exclude<ListingSearchSort, 'newest'>;
}

/** What the filter bar of a grid offers: only the choices its active listings can answer. */
export interface SearchChoices {
  /** Active listings on the grid, unfiltered. */
  total: number;
  /** Bedroom choices with listings (0 Studio, 1, 2, 3 meaning three or more). */
  beds: number[];
  /** Bathroom minimums with listings (1+, 2+). */
  baths: number[];
  /** Size texts, the most common first. */
  sizes: string[];
  /** Lowest and highest rent, or null without listings. */
  price: { min: number; max: number } | null;
  /** Some listing has an 'Available from' date, so 'Available by' can narrow the grid. */
  dated: boolean;
}

/** The search parameters in the order of the canonical URL (`page` follows them). */
const SEARCH_PARAMS = ['minPrice', 'maxPrice', 'beds', 'baths', 'size', 'availableBy', 'sort'] as const;

/** The range of move-in dates a listing or a search may name; anything outside is a typo, not a date. */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2099-12-31';

/** 'YYYY-MM-DD' when `text` is a real calendar date from EARLIEST_DATE to LATEST_DATE; undefined otherwise. */
export function parseCalendarDate(text: string): string | undefined {
  const date = text.trim();
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!parts || date < EARLIEST_DATE || date > LATEST_DATE) return undefined;
  const [year, month, day] = parts.slice(1).map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day ? date : undefined;
}

/** Whole dollars from '2500', '2,500', '$2500' or '2500.00'; undefined for anything else. */
function parseDollars(text: string): number | undefined {
  const plain = text.replace(/[\s$,]/g, '');
  if (!/^\d{1,10}(\.\d{0,2})?$/.test(plain)) return undefined;
  const value = Math.round(Number(plain));
  return value <= MAX_PRICE ? value : undefined;
}

const choice = <T extends number>(choices: readonly T[], text: string): T | undefined => {
  const trimmed = text.trim();
  return choices.find((c) => String(c) === trimmed || `${c}+` === trimmed);
};

/** The first value of `name`, or undefined when absent or blank. */
const first = (params: URLSearchParams, name: string) => {
  const value = params.get(name);
  return value === null || value.trim() === '' ? undefined : value;
};

/**
 * The search a page's URL asks for. Lenient, as a page must be: a value that does not parse is left
 * out (the page shows the listings without that filter), a reversed price range is put the right way
 * round, and a minimum of $0 is no minimum.
 */
export function readListingSearch(params: URLSearchParams): ListingSearch {
  const search: ListingSearch = {};
  const min = first(params, 'minPrice');
  const max = first(params, 'maxPrice');
  let minPrice = min === undefined ? undefined : parseDollars(min);
  let maxPrice = max === undefined ? undefined : parseDollars(max);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice) search.minPrice = minPrice;
  if (maxPrice !== undefined) search.maxPrice = maxPrice;
  const beds = first(params, 'beds');
  if (beds !== undefined) search.beds = choice(BEDROOM_CHOICES, beds);
  const baths = first(params, 'baths');
  if (baths !== undefined) search.baths = choice(BATHROOM_CHOICES, baths);
  const size = first(params, 'size')?.trim();
  if (size && size.length <= MAX_SIZE_LENGTH) search.size = size;
  const availableBy = first(params, 'availableBy');
  if (availableBy !== undefined) search.availableBy = parseCalendarDate(availableBy);
  const sort = first(params, 'sort')?.trim();
  if (sort === 'price-asc' || sort === 'price-desc') search.sort = sort;
  for (const name of SEARCH_PARAMS) if (search[name] === undefined) delete search[name];
  return search;
}

/** True when the search narrows or reorders the grid (any parameter set). */
export const isSearching = (search: ListingSearch) => SEARCH_PARAMS.some((name) => search[name] !== undefined);

/** The canonical query of a search and page: '' for the bare grid, else '?minPrice=…&…&page=N'. */
export function listingSearchQuery(search: ListingSearch, page = 1): string {
  const query = new URLSearchParams();
  for (const name of SEARCH_PARAMS) {
    const value = search[name];
    if (value !== undefined) query.set(name, String(value));
  }
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The canonical query of a listing page's URL parameters (its search, then its page): the page
 * cache's key for the page. A `page` that is not a page number is kept as sent, so that request
 * still reaches the page (and its 404) rather than the first page's entry.
 */
export function listingPageQuery(params: URLSearchParams): string {
  const page = params.get('page');
  const query = listingSearchQuery(readListingSearch(params), page !== null && /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1);
  if (page === null || page === '1' || /^[1-9]\d{0,5}$/.test(page)) return query;
  return `${query}${query ? '&' : '?'}page=${encodeURIComponent(page)}`;
}
