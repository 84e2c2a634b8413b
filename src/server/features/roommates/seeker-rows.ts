import { sql, type Selectable } from 'kysely';
import type { Lifestyle, OwnSeekerDto, RoomNeeds, StaffSeekerDto } from '../../../shared/roommates.ts';
import { LIFESTYLE_KEYS } from '../../../shared/roommates.ts';
import { LIFESTYLE_OPTIONS } from '../../../shared/texts/roommates.ts';
import { parseHousehold } from '../../../shared/listing-household.ts';
import type { Db } from '../../platform/db/client.ts';
import { centsToDollars, toBool, toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { RoomForMatch, SeekerForMatch } from './matching.ts';

export type SeekerRow = Selectable<Database['roommate_seekers']>;

/** A stored JSON text read back; anything unreadable is the fallback rather than a failed page. */
function json<T>(text: string, fallback: T): T {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

/** Only the answers the questionnaire offers (a stored value it no longer offers is left out). */
function readLifestyle(text: string): Lifestyle {
  const stored = json<Record<string, unknown>>(text, {});
  const lifestyle: Record<string, string> = {};
  for (const key of LIFESTYLE_KEYS) {
    const value = stored[key];
    if (typeof value === 'string' && value in LIFESTYLE_OPTIONS[key].options) lifestyle[key] = value;
  }
  return lifestyle as Lifestyle;
}

function readNeeds(text: string): RoomNeeds {
  const stored = json<Record<string, unknown>>(text, {});
  return {
    ...(stored.privateBath === true ? { privateBath: true } : {}),
    ...(stored.furnished === true ? { furnished: true } : {}),
  };
}

function readAreas(text: string): string[] {
  const stored = json<unknown[]>(text, []);
  return Array.isArray(stored) ? stored.filter((a): a is string => typeof a === 'string') : [];
}

export function ownSeeker(row: SeekerRow): OwnSeekerDto {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    budget: centsToDollars(row.budget_cents),
    moveInDate: row.move_in_date,
    stayMonths: row.stay_months === null ? null : toNumber(row.stay_months),
    areas: readAreas(row.areas),
    needs: readNeeds(row.needs),
    lifestyle: readLifestyle(row.lifestyle) as Record<string, string>,
    householdPreference: row.household_preference,
    about: row.about,
    introduce: toBool(row.introduce),
    status: row.status,
    alertsPaused: row.alerts_paused_at != null,
  };
}

export function staffSeeker(row: SeekerRow, introducedAt: string | null = null): StaffSeekerDto {
  return {
    ...ownSeeker(row),
    id: toNumber(row.id),
    createdAt: row.created_at,
    inquiryId: row.inquiry_id === null ? null : toNumber(row.inquiry_id),
    introducedAt,
  };
}

/** The columns matching reads of a seeker. */
export const MATCH_COLUMNS = [
  'id',
  'budget_cents',
  'move_in_date',
  'areas',
  'needs',
  'lifestyle',
  'household_preference',
  'introduce',
] as const;
type MatchRow = Pick<SeekerRow, (typeof MATCH_COLUMNS)[number]>;

export function seekerForMatch(row: MatchRow): SeekerForMatch {
  return {
    id: toNumber(row.id),
    budget: centsToDollars(row.budget_cents),
    moveInDate: row.move_in_date,
    areas: readAreas(row.areas),
    needs: readNeeds(row.needs),
    lifestyle: readLifestyle(row.lifestyle),
    householdPreference: row.household_preference,
    introduce: toBool(row.introduce),
  };
}

/** A room listing as matching reads it, with what the back-office shows of it. */
export interface RoomListing extends RoomForMatch {
  address: string;
  apartment: string;
  activatedAt: string | null;
}

/**
 * Active room listings (kind 'room', docs/decisions/063), newest first; `ids` narrows them. The kind
 * and household columns are read by name (migration 031).
 */
export async function activeRooms(db: Db, filter: { ids?: number[]; activatedAfter?: string } = {}): Promise<RoomListing[]> {
  let query = db
    .selectFrom('listings')
    .select(['id', 'price', 'address', 'neighborhood', 'building_slug', 'available_from', 'activated_at'])
    .select(sql<string | null>`household`.as('household'))
    .where('status', '=', 'active')
    .where(sql<string>`kind`, '=', 'room');
  if (filter.ids) query = query.where('id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  if (filter.activatedAfter) query = query.where('activated_at', '>', filter.activatedAfter);
  const rows = await query.orderBy('activated_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    id: toNumber(row.id),
    price: toNumber(row.price),
    availableFrom: row.available_from,
    buildingSlug: row.building_slug,
    household: parseHousehold(row.household),
    address: row.address,
    apartment: row.neighborhood,
    activatedAt: row.activated_at,
  }));
}
