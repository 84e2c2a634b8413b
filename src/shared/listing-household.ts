/**
 * A listing is a whole apartment or a room in a shared apartment (docs/decisions/063). A room's rent is
 * the listing's price and its apartment's size the listing's bedrooms and bathrooms; what only a room
 * has is its household: the room's own facts and how the home lives, in words about the home, never
 * about the people's protected traits (no sex, age, origin, religion, income source… can be stated).
 */

export const LISTING_KINDS = ['apartment', 'room'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** At most this many flatmates share a room's apartment. */
export const MAX_FLATMATES = 12;

export interface ListingHousehold {
  /** People who live in the apartment besides the new renter. */
  flatmates: number;
  /** The room has its own bathroom. */
  privateBath: boolean;
  /** The room comes furnished. */
  furnished: boolean;
  /** Gas, electricity and internet are in the rent. */
  utilitiesIncluded: boolean;
  /** Smoking is allowed in the home. */
  smoking: boolean;
  /** Pets live in the home or are welcome. */
  pets: boolean;
  /** The home keeps quiet hours at night. */
  quietHours: boolean;
  /** Someone works from home on weekdays. */
  workFromHome: boolean;
  /** The owner or the tenant of the apartment lives in it (decision 095: the shared-living exemption). */
  hostLivesIn: boolean;
  /** And shares it with the renter (kitchen, bath or living room): the renter joins their household. */
  hostShares: boolean;
}

/** The household's yes/no facts, in the order the form and the property page show them. */
export const HOUSEHOLD_FLAGS = [
  'privateBath',
  'furnished',
  'utilitiesIncluded',
  'smoking',
  'pets',
  'quietHours',
  'workFromHome',
] as const satisfies ReadonlyArray<keyof ListingHousehold>;
export type HouseholdFlag = (typeof HOUSEHOLD_FLAGS)[number];

/**
 * The facts the shared-living exemption needs (NYC Admin Code § 8-107(5)(a)(4), decision 095): stored
 * with the household, asked on the listing form, not shown among the room's public facts.
 */
export const SHARED_LIVING_FLAGS = ['hostLivesIn', 'hostShares'] as const satisfies ReadonlyArray<keyof ListingHousehold>;
export type SharedLivingFlag = (typeof SHARED_LIVING_FLAGS)[number];
export const ALL_HOUSEHOLD_FLAGS = [...HOUSEHOLD_FLAGS, ...SHARED_LIVING_FLAGS] as const;

/** A stored household (JSON text) read back; anything unreadable is null rather than a failed page. */
export function parseHousehold(text: string | null | undefined): ListingHousehold | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value !== 'object' || value === null) return null;
    const flatmates = Number(value.flatmates);
    const household = { flatmates: Number.isInteger(flatmates) && flatmates >= 0 ? flatmates : 0 } as ListingHousehold;
    for (const flag of ALL_HOUSEHOLD_FLAGS) household[flag] = value[flag] === true;
    return household;
  } catch {
    return null;
  }
}
