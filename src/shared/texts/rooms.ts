import type { HouseholdFlag, ListingHousehold } from '../listing-household.ts';

/**
 * The words of a room in a shared apartment (docs/decisions/063): its facts, the Rooms page and the
 * feeds' description line. Words about the home, never about people. The navbar's link is PUBLIC_TEXT.rooms;
 * the card's line is written on the server, so that the home page's JavaScript carries none of these.
 */

/** Each yes/no of the household in words: [when yes, when no] ('' shows nothing). */
const FLAG_WORDS: Record<HouseholdFlag, readonly [string, string]> = {
  privateBath: ['Private bath', 'Shared bath'],
  furnished: ['Furnished', 'Unfurnished'],
  utilitiesIncluded: ['Utilities included', 'Utilities extra'],
  smoking: ['Smoking allowed', 'No smoking'],
  pets: ['Pets in the home', 'No pets'],
  quietHours: ['Quiet hours at night', ''],
  workFromHome: ['Someone works from home', ''],
};

export const ROOM_TEXT = {
  rooms: 'Rooms',
  /** 'Room in a 3-bedroom · 2 flatmates' (the card's and the property page's line). */
  roomIn: (bedrooms: number, flatmates: number) =>
    `Room in a ${bedrooms}-bedroom · ${flatmates} flatmate${flatmates === 1 ? '' : 's'}`,
  /** The property page's fact label beside 'Room in a 3-bedroom · 2 flatmates'. */
  room: 'Room',
  roomsTitle: 'Rooms in Shared Apartments',
  roomsEyebrow: 'Shared living',
  roomsIntro: 'A room of your own in a shared apartment: its rent, its bath and the household, said up front.',
  noRooms: 'No rooms available at the moment.',
  loadRoomsFailedDetail: 'Failed to load rooms. Please try again later.',
  roomFacts: 'The room and the household',
  /** The household's facts in words, in the order of HOUSEHOLD_FLAGS, the ones without words left out. */
  facts: (household: ListingHousehold) =>
    (Object.keys(FLAG_WORDS) as HouseholdFlag[]).map((flag) => FLAG_WORDS[flag][household[flag] ? 0 : 1]).filter(Boolean),
};

/** A room's line and facts in one sentence, for the portals' description: 'Room in a 3-bedroom · 2 flatmates · Private bath · …'. */
export const roomSummary = (bedrooms: number, household: ListingHousehold) =>
  [ROOM_TEXT.roomIn(bedrooms, household.flatmates), ...ROOM_TEXT.facts(household)].join(' · ');
