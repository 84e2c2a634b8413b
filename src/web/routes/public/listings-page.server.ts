import { bathsIn, bedsIn, listingTitleIn, sizeIn, type ListingWords } from '../../../shared/i18n/listing-words.ts';
import { rentIn } from '../../../shared/words/money.ts';
import { data, type AppLoadContext, type MetaDescriptor } from 'react-router';
import { PUBLIC_PAGE_SIZE } from '../../../shared/constants.ts';
import {
  isSearching,
  listingSearchQuery,
  readListingSearch,
  type ListingSearch,
  type SearchChoices,
} from '../../../shared/listing-search.ts';
import { alertSignupMarkup } from './alerts/alert-signup.server.tsx';
import { buildingLinks } from '../../../shared/building-links.ts';
import type { ListingCardData } from '../../components/public/listing-card.tsx';
import type { ListingsPageData } from '../../components/public/listings-view.tsx';
import type { FilterChoices } from '../../components/public/listing-filters.tsx';
import type { BrowseLink } from '../../components/public/browse-bar.tsx';
import type { BuildingDto } from '../../../shared/buildings.schema.ts';
import type { ListingDto } from '../../../shared/listings.schema.ts';
import { listingsPageMeta } from './listings-meta.server.ts';
import { pageLocation } from './page-location.server.ts';
import { textsFor } from '../../../shared/i18n/catalogues.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { requestLanguage } from '../../i18n.server.ts';

export interface ListingsLoaderData extends ListingsPageData {
  meta: MetaDescriptor[];
}

/** ?page=N: absent means 1; anything but a whole number from 1 is not a page (404). */
function parsePage(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

const SORT_ORDERS = {
  newest: { sort: 'created_at', order: 'desc' },
  'price-asc': { sort: 'price', order: 'asc' },
  'price-desc': { sort: 'price', order: 'desc' },
} as const;

/** The grid's choices with the search's own values among them (a shared link may name one no listing has now). */
function withSearchedValues(choices: SearchChoices, search: ListingSearch, T: ListingWords): FilterChoices {
  const add = <V extends number | string>(list: readonly V[], value: V | undefined) =>
    value === undefined || list.includes(value) ? [...list] : [...list, value];
  const ascending = (a: number, b: number) => a - b;
  const sizes = add(choices.sizes, search.size);
  return {
    ...choices,
    beds: add(choices.beds, search.beds).sort(ascending),
    baths: add(choices.baths, search.baths).sort(ascending),
    sizes,
    labels: Object.fromEntries(sizes.map((size) => [size, sizeIn(T, size)])),
    dated: choices.dated || search.availableBy !== undefined,
  };
}

/** A card's title, rent, bedrooms and bathrooms in the page's language. */
export const cardWords = (listing: ListingDto, T: ListingWords) => ({
  title: listingTitleIn(T, listing),
  rent: rentIn(T, listing.price),
  beds: bedsIn(T, listing.bedrooms),
  baths: bathsIn(T, listing.bathrooms),
});

/** What a card shows of a listing (decision 047: the page's data carries only what the page shows). */
export function listingCardData(listing: ListingDto, language: Language): ListingCardData {
  const { id, price, address, neighborhood, bedrooms, bathrooms, size, description, amenities, is_sublet, images } = listing;
  const card: ListingCardData = {
    id,
    price,
    address,
    neighborhood,
    bedrooms,
    bathrooms,
    // The size in the page's words ('1 compañero de cuarto'): the card shows it as it comes.
    size: size && sizeIn(textsFor(language, 'public').PUBLIC_TEXT, size),
    description,
    amenities,
    is_sublet,
    photos: images.length,
    words: cardWords(listing, textsFor(language, 'public').PUBLIC_TEXT),
  };
  if (listing.household) card.room = textsFor(language, 'rooms').ROOM_TEXT.roomIn(bedrooms, listing.household.flatmates);
  const [first] = images;
  if (first) card.photo = { url: first.url, srcset: first.srcset, width: first.width, height: first.height };
  return card;
}

/** The browse bar's links of each list of buildings read: the service keeps one list while no listing changes. */
const browseLinksOf = new WeakMap<readonly BuildingDto[], BrowseLink[]>();

function browseLinks(buildings: readonly BuildingDto[]): BrowseLink[] {
  let links = browseLinksOf.get(buildings);
  if (!links) browseLinksOf.set(buildings, (links = buildingLinks(buildings).map(({ name, href }) => ({ href, label: name }))));
  return links;
}

/**
 * A listing page's data: its page of active listings of the grid (all, a building, the sublets, the rooms),
 * 6 per page, narrowed and ordered by the renter's search in the URL (newest first by default,
 * docs/product.md §9), the filter bar's choices, the buildings for the browse links, and its meta tags. A page
 * past the last is 404. A searched page is not indexed: its canonical link names the bare grid.
 */
export async function loadListingsPage(
  request: Request,
  context: AppLoadContext,
  grid: { isSublet?: boolean; building?: string; kind?: 'room' },
  seo: { title: string; description: string | ((tagline: string) => string) },
): Promise<ListingsLoaderData> {
  const url = new URL(request.url);
  const language = requestLanguage(request);
  const page = parsePage(url);
  const search = readListingSearch(url.searchParams);
  const { sort = 'newest', ...filters } = search;
  const listings = context.services.listings;
  const [result, buildings, site, choices] = await Promise.all([
    listings.list({ page, limit: PUBLIC_PAGE_SIZE, ...SORT_ORDERS[sort], ...grid, ...filters }),
    listings.buildings(),
    context.services.siteSettings.get(),
    listings.searchChoices(grid),
  ]);
  if (page > 1 && page > result.totalPages) throw data(null, { status: 404 });
  const pageData: ListingsPageData = {
    listings: result.listings.map((listing) => listingCardData(listing, language)),
    page,
    totalPages: result.totalPages,
    totalListings: result.totalListings,
    // 'N homes' when the search shows every home, 'N of M homes' when it narrows them (in every language).
    shown: shownCount(textsFor(language, 'public').PUBLIC_TEXT, result.totalListings, choices.total),
    pathname: url.pathname,
    buildings: browseLinks(buildings),
    search,
    query: listingSearchQuery(search),
    choices: withSearchedValues(choices, search, textsFor(language, 'public').PUBLIC_TEXT),
    alerts: alertSignupMarkup(url.pathname, listingSearchQuery(search), language),
  };
  const searching = isSearching(search);
  const location = pageLocation(request, context, { page: page > 1 && !searching ? String(page) : undefined });
  const description = typeof seo.description === 'function' ? seo.description(site.tagline) : seo.description;
  return {
    ...pageData,
    meta: listingsPageMeta(
      { listings: result.listings, page, location, site, noindex: searching, language },
      seo.title,
      description,
      context.head,
    ),
  };
}

/** The grid's count: every home ('9 homes'), or those the search keeps of them ('4 of 9 homes'). */
const shownCount = (
  T: { homesCount: (n: number) => string; homesShown: (n: number, total: number) => string },
  n: number,
  total: number,
) => (n === total ? T.homesCount(n) : T.homesShown(n, total));
