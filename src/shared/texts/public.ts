/**
 * The texts of the public site's frame, listings and error pages (docs/product.md §2, §8 Public), word for word
 * where the spec gives it; the property page's and the about page's own texts are in property.ts and
 * about.ts, so that the pages which do not show them do not load them.
 */
export const PUBLIC_TEXT = {
  // Navbar and footer (docs/product.md §2)
  allListings: 'All Listings',
  buildings: 'Buildings',
  loadingBuildings: 'Loading buildings...',
  sublets: 'Sublets',
  rooms: 'Rooms',
  /** The questionnaire of roommate placement (/roommates), in the navbar after Rooms. */
  findRoom: 'Find a room',
  about: 'About',
  blog: 'Blog',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main',
  skipToContent: 'Skip to content',
  footerListings: 'Listings',
  footerBlog: 'Blog',
  footerContact: 'Contact Me',
  footerExplore: 'Explore',
  footerOffice: 'Office',
  /** A social link's accessible name ('Brand on Instagram'). */
  socialProfile: (brand: string, network: string) => `${brand} on ${network}`,
  callUs: 'Call',
  homeLink: (brand: string) => `${brand} home`,
  copyright: (year: number, brand: string) => `© ${year} ${brand}. All rights reserved.`,
  fairHousingNotice: 'Fair Housing Notice',
  /** Beside the link on Spanish and Chinese pages, when it is the State's English notice. */
  fairHousingNoticeInEnglish: 'The New York Department of State publishes the official Fair Housing Notice in English.',
  /** The footer's link to the privacy note (what is counted, no cookie). */
  privacyLink: 'Privacy',
  opensInNewTab: '(opens in a new tab)',
  agentWithBrokerage: (agent: string, brokerage: string) => `${agent}, ${brokerage}`,

  // Listing pages (docs/product.md §2)
  allProperties: 'All Properties',
  allPropertiesEyebrow: 'New York City rentals',
  allPropertiesIntro: 'Hand-picked apartments, rooms and sublets across Manhattan, each one seen in person before it is listed.',
  homesAvailable: (n: number) => `${n} ${n === 1 ? 'home' : 'homes'} available now`,
  /** What a search shows: '4 of 9 homes' ('9 homes' without a filter). */
  homesCount: (n: number) => `${n} ${n === 1 ? 'home' : 'homes'}`,
  homesShown: (n: number, total: number) => (n === total ? `${n} ${n === 1 ? 'home' : 'homes'}` : `${n} of ${total} homes`),
  answersWithinADay: 'Answers within one business day',
  browse: 'Browse',
  pageOf: (page: number, totalPages: number, total: number) => `Page ${page} of ${totalPages} (${total} Listings)`,
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  loadingProperties: 'Loading properties...',
  noProperties: 'No properties available at the moment.',
  noPropertiesHint:
    'New apartments are listed every week. Please check back soon, or get in touch and tell me what you are looking for.',
  backToFirstPage: 'Back to the first page',

  // Filter bar of the listing pages
  filters: 'Filters',
  priceFrom: 'Price from',
  priceTo: 'Price to',
  noMin: 'No min',
  noMax: 'No max',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  size: 'Size',
  availableBy: 'Available by',
  sortBy: 'Sort by',
  any: 'Any',
  sortNewest: 'Newest',
  sortPriceAsc: 'Price: low to high',
  sortPriceDesc: 'Price: high to low',
  applyFilters: 'Show listings',
  noMatch: 'No listings match your search.',
  noMatchHint: 'Try a wider price range or fewer filters.',
  clearFilters: 'Clear filters',

  // Errors (docs/product.md §8 Public)
  loadPropertiesFailedDetail: 'Failed to load properties. Please try again later.',
  retry: 'Retry',
  backToListings: 'Back to Listings',
  pageNotFound: 'Page not found',
  pageNotFoundDetail: 'The page you are looking for does not exist or has moved.',

  // Property cards (docs/product.md §2)
  studio: 'Studio',
  beds: (n: number) => `${n} Bed${n === 1 ? '' : 's'}`,
  baths: (n: number) => `${n} Bath${n === 1 ? '' : 's'}`,
  /** A listing's size as the agent's usual words say it ('No Roomies', '1 Roomie'), in the page's language. */
  roomies: (n: number) => (n === 0 ? 'No Roomies' : `${n} Roomie${n === 1 ? '' : 's'}`),
  perMonth: '/mo',
  sublet: 'Sublet',
  noFee: 'No Fee',
  noFeeDetail: 'No broker fee for the tenant: the landlord pays it.',
  apartment: (unit: string) => `Apt ${unit}`,
  readMore: 'read more',
  showLess: 'show less',
  showMore: (n: number) => `Show ${n} More`,
  showFewer: 'Show Less',
  viewDetails: 'View Details',
  amenities: 'Amenities',
} as const;

/** Texts of the listing pages' meta tags, written on the server only (kept out of the browser's PUBLIC_TEXT). */
export const PUBLIC_META_TEXT = {
  pageTitle: (title: string, page: number) => (page > 1 ? `${title} (page ${page})` : title),
} as const;
