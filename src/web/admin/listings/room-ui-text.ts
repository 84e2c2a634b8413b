import type { HouseholdFlag, ListingKind, SharedLivingFlag } from '../../../shared/listing-household.ts';

/** The listing form's words for the kind of listing and a room's household (decision 063). */
export const ROOM_FORM_TEXT = {
  sectionTitle: 'Whole apartment or room',
  sectionDescription:
    'A room is one room of a shared apartment: the price is its rent, the bedrooms and bathrooms are the apartment’s.',
  kindLegend: 'Kind of listing',
  kinds: {
    apartment: { label: 'Whole apartment', hint: 'The renter takes the whole home.' },
    room: { label: 'Room in a shared apartment', hint: 'One room; the renter shares the home with flatmates.' },
  } satisfies Record<ListingKind, { label: string; hint: string }>,
  flatmates: 'Flatmates',
  flatmatesHint: 'People who live there besides the new renter.',
  householdLegend: 'The room and the household',
  householdHint: 'Describe the home, never the people: their age, origin, religion, income or family are not for a listing.',
  flags: {
    privateBath: 'Private bath',
    furnished: 'Furnished',
    utilitiesIncluded: 'Utilities included',
    smoking: 'Smoking allowed in the home',
    pets: 'Pets live here or are welcome',
    quietHours: 'Quiet hours at night',
    workFromHome: 'Someone works from home',
  } satisfies Record<HouseholdFlag, string>,
  sharedLivingLegend: 'Shared living',
  sharedLivingHint:
    'Only when both are true may the listing state the sex of the flatmates wanted (NYC Admin Code § 8-107(5)(a)(4)); never their age, gender identity or any other trait.',
  sharedLivingFlags: {
    hostLivesIn: 'The owner or the tenant of the apartment lives in it',
    hostShares: 'They share the apartment with the renter (kitchen, bath or living room)',
  } satisfies Record<SharedLivingFlag, string>,
  /** The listings table's kind column. */
  kindColumn: 'Kind',
  kindShort: { apartment: 'Apartment', room: 'Room' } satisfies Record<ListingKind, string>,
};
