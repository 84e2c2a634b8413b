/** Texts of the listing feeds: the back-office section, the per-listing checks, the feed routes. */
export const FEEDS_TEXT = {
  // Listing form and table
  portalsTitle: 'StreetEasy and Zillow',
  publishLabel: 'Publish to StreetEasy and Zillow',
  publishHint: 'While the listing is active, the feeds the portals read carry it; turn this off to keep it on your site only.',
  checksHeading: 'Before the portals take this listing',
  notPublished: 'Not sent to StreetEasy or Zillow',
  /** 'StreetEasy needs the apartment number', 'StreetEasy and Zillow need a photo'. */
  portalNeeds: (portals: string[], what: string) =>
    portals.length === 1 ? `${portals[0]} needs ${what}` : `${portals.join(' and ')} need ${what}`,
  apartmentNumber: 'the apartment number',
  zipCode: 'the ZIP code in the address',
  photo: 'a photo',

  // Settings section
  section: 'Listing feeds',
  sectionHint:
    'StreetEasy and Zillow read your active listings from these addresses. Give each portal its address once: StreetEasy through its listings feed team, Zillow by e-mail to its rental feeds team. A listing you deactivate or delete leaves the portal at its next fetch.',
  feedUrl: (portal: string) => `${portal} feed address`,
  copy: 'Copy',
  copied: 'Feed address copied',
  copyFailed: 'Copy failed: select the address and copy it',
  lastFetched: 'Last fetched',
  neverFetched: 'Not fetched yet',
  fetchedBy: 'By',
  listingCount: 'Listings in the feed',
  heldBack: (n: number) =>
    `${n} ${n === 1 ? 'listing is' : 'listings are'} held back: ${n === 1 ? 'it lacks' : 'they lack'} what the portal needs (see Listings).`,
  tokenOn: 'The addresses carry a secret: only someone who has the address can read the feed.',
  tokenOff: 'Anyone who knows these addresses can read the feeds. Set FEED_TOKEN on the server to add a secret to them.',
  loadFailed: 'Failed to load the listing feeds',

  // Feed routes
  tokenRequired: 'This feed needs its token: use the address shown in the back-office settings.',
} as const;
