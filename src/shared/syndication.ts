import type { ListingDto } from './listings.schema.ts';
import { FEEDS_TEXT as T } from './texts/feeds.ts';

/** The listing portals the feeds serve, in the order the back-office names them. */
export const PORTALS = {
  streeteasy: { label: 'StreetEasy', path: '/feeds/streeteasy.xml', format: 'StreetEasy feed format 1.6' },
  zillow: { label: 'Zillow', path: '/feeds/zillow.xml', format: 'Zillow Rental Network (HotPads feed 2.1)' },
} as const;
export type PortalName = keyof typeof PORTALS;
export const PORTAL_NAMES = Object.keys(PORTALS) as PortalName[];

/** The parts of an address the portals ask for, from '50 West 34th Street, New York, NY 10001'. */
export interface AddressParts {
  street: string;
  city: string;
  state: string;
  /** The five-digit ZIP code, when the address has one after the street. */
  zip?: string;
}

/** Splits an address at its commas: street first, then the city, state and ZIP (New York, NY when not given). */
export function addressParts(address: string): AddressParts {
  const parts = address.split(',').map((p) => p.trim());
  const locality = parts.slice(1).join(', ');
  const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(locality)?.[1];
  const state = /\b([A-Z]{2})\b(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(parts[parts.length - 1] ?? '')?.[1];
  const city = parts.length > 1 && !/^[A-Z]{2}\b/.test(parts[1]) && !/^\d{5}/.test(parts[1]) ? parts[1] : 'New York';
  return { street: parts[0] ?? '', city, state: parts.length > 1 ? (state ?? 'NY') : 'NY', ...(zip ? { zip } : {}) };
}

/** The apartment number as the portals should get it, or '' when the listing has none ('', 'N/A', '-'). */
export function apartmentNumber(neighborhood: string): string {
  const text = neighborhood.trim();
  if (!/[\p{L}\p{N}]/u.test(text) || /^(n\/?a|none|tbd)$/i.test(text)) return '';
  return text;
}

type Checked = Pick<ListingDto, 'address' | 'neighborhood'> & { photoCount: number };

/** What each portal needs that a listing can lack (everything else the form already requires). */
const REQUIREMENTS: Array<{ what: string; portals: PortalName[]; lacks: (l: Checked) => boolean }> = [
  { what: T.apartmentNumber, portals: ['streeteasy'], lacks: (l) => apartmentNumber(l.neighborhood) === '' },
  { what: T.zipCode, portals: ['streeteasy', 'zillow'], lacks: (l) => addressParts(l.address).zip === undefined },
  { what: T.photo, portals: ['streeteasy', 'zillow'], lacks: (l) => l.photoCount === 0 },
];

/** The portals a listing can go to now: one that lacks a required field leaves it out of its feed. */
export function missingFor(listing: Checked, portal: PortalName): boolean {
  return REQUIREMENTS.some((r) => r.portals.includes(portal) && r.lacks(listing));
}

/** What the portals need and the listing lacks, in words: ['StreetEasy needs the apartment number', …]. */
export function portalWarnings(listing: Checked): string[] {
  return REQUIREMENTS.filter((r) => r.lacks(listing)).map((r) =>
    T.portalNeeds(
      r.portals.map((p) => PORTALS[p].label),
      r.what,
    ),
  );
}
