import type { HouseholdPreference, Lifestyle, MatchReason, RoomNeeds } from '../../../shared/roommates.ts';
import { REASON_LABELS } from '../../../shared/texts/roommates.ts';

/**
 * Scoring a room for a seeker and a seeker for another seeker (docs/decisions/065-roommate-matching.md).
 * Pure: plain objects in, a score out. Budget and move-in date are hard limits (a room or a person
 * that fails one is not a match at all); the way of living is weighted preferences, and the score is
 * the share of the weight that fits (0–100). Every score carries its reasons in a fixed order.
 */

/** A seeker as matching reads them. */
export interface SeekerForMatch {
  id: number;
  /** Dollars a month. */
  budget: number;
  /** 'YYYY-MM-DD' */
  moveInDate: string;
  /** Building slugs; empty for anywhere. */
  areas: string[];
  needs: RoomNeeds;
  lifestyle: Lifestyle;
  householdPreference: HouseholdPreference;
  introduce: boolean;
}

/** A room as matching reads it: the listing's rent, date, building and household. */
export interface RoomForMatch {
  id: number;
  /** Dollars a month. */
  price: number;
  /** 'YYYY-MM-DD', or null: available now. */
  availableFrom: string | null;
  buildingSlug: string;
  /** The room's household (ListingHousehold's facts matching reads), or null when the listing has none. */
  household: { privateBath: boolean; furnished: boolean; smoking: boolean; pets: boolean; quietHours: boolean } | null;
}

export interface Score {
  /** 0–100: the share of the preferences' weight that fits. */
  score: number;
  reasons: MatchReason[];
}

/** A room may come free up to this many days after the seeker's move-in date. */
export const MOVE_IN_GRACE_DAYS = 14;
/** Two seekers renting together move within this many days of each other. */
export const TOGETHER_MOVE_IN_DAYS = 30;
/** Two seekers renting together: the smaller budget is at least this share of the larger. */
export const TOGETHER_BUDGET_SHARE = 0.75;

/** The weight of each preference. */
export const WEIGHTS = {
  area: 3,
  privateBath: 2,
  furnished: 1,
  smoking: 3,
  pets: 3,
  schedule: 1,
  tidiness: 2,
  guests: 1,
  noise: 2,
} as const;

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS;

/** 'budget ✓ · move-in ✓ · pets ✗' */
export function reasonsSummary(reasons: MatchReason[]): string {
  return reasons.map((r) => `${REASON_LABELS[r.key]} ${r.ok ? '✓' : '✗'}`).join(' · ');
}

class Tally {
  readonly reasons: MatchReason[] = [];
  private weight = 0;
  private fit = 0;

  hard(key: MatchReason['key'], ok: boolean) {
    this.reasons.push({ key, ok });
    return ok;
  }

  soft(key: keyof typeof WEIGHTS, ok: boolean) {
    this.reasons.push({ key, ok });
    this.weight += WEIGHTS[key];
    if (ok) this.fit += WEIGHTS[key];
  }

  score(): Score {
    return { score: this.weight === 0 ? 100 : Math.round((100 * this.fit) / this.weight), reasons: this.reasons };
  }
}

/**
 * A room for a seeker: null when a hard limit fails (rent above the budget, free later than 14 days
 * after the move-in date). Preferences: area (when the seeker named some), private bath and furnished
 * (when the seeker needs them), smoking, pets and a quiet or lively home (when the seeker answered
 * and the room has a household).
 */
export function scoreRoom(seeker: SeekerForMatch, room: RoomForMatch): Score | null {
  const t = new Tally();
  if (!t.hard('budget', room.price <= seeker.budget)) return null;
  const freeBy =
    room.availableFrom === null || dayNumber(room.availableFrom) <= dayNumber(seeker.moveInDate) + MOVE_IN_GRACE_DAYS;
  if (!t.hard('moveIn', freeBy)) return null;
  if (seeker.areas.length > 0) t.soft('area', seeker.areas.includes(room.buildingSlug));
  const home = room.household;
  if (home) {
    if (seeker.needs.privateBath) t.soft('privateBath', home.privateBath);
    if (seeker.needs.furnished) t.soft('furnished', home.furnished);
    const smoking = seeker.lifestyle.smoking;
    if (smoking) t.soft('smoking', smoking === 'non-smoker' ? !home.smoking : smoking === 'outside' || home.smoking);
    const pets = seeker.lifestyle.pets;
    if (pets) t.soft('pets', pets === 'fine-with-pets' || (pets === 'no-pets' ? !home.pets : home.pets));
    const noise = seeker.lifestyle.noise;
    if (noise && noise !== 'moderate') t.soft('noise', noise === 'quiet' ? home.quietHours : !home.quietHours);
  }
  return t.score();
}

/** How far apart two answers on an ordered scale may be and still fit (tidiness, guests, noise). */
const SCALES: Record<'tidiness' | 'guests' | 'noise', readonly string[]> = {
  tidiness: ['very-tidy', 'tidy', 'relaxed'],
  guests: ['rarely', 'sometimes', 'often'],
  noise: ['quiet', 'moderate', 'lively'],
};

function near(key: keyof typeof SCALES, a: string, b: string): boolean {
  return Math.abs(SCALES[key].indexOf(a) - SCALES[key].indexOf(b)) <= 1;
}

function smokingFits(a: string, b: string): boolean {
  return !((a === 'non-smoker' && b === 'smoker') || (b === 'non-smoker' && a === 'smoker'));
}

function petsFit(a: string, b: string): boolean {
  return !((a === 'no-pets' && b === 'has-pet') || (b === 'no-pets' && a === 'has-pet'));
}

/** Schedules that clash in one home: a night owl with an early riser. */
function schedulesFit(a: string, b: string): boolean {
  return !((a === 'night' && b === 'early') || (a === 'early' && b === 'night'));
}

/**
 * Two seekers who both asked to be introduced, as people renting together: null unless both consent,
 * the budgets are within a quarter of each other and the move-in dates within 30 days. Preferences:
 * a shared area (when both named some), and each way of living both answered.
 */
export function scorePair(a: SeekerForMatch, b: SeekerForMatch): Score | null {
  if (a.id === b.id || !a.introduce || !b.introduce) return null;
  const t = new Tally();
  const [low, high] = a.budget <= b.budget ? [a.budget, b.budget] : [b.budget, a.budget];
  if (!t.hard('budget', low >= high * TOGETHER_BUDGET_SHARE)) return null;
  if (!t.hard('moveIn', Math.abs(dayNumber(a.moveInDate) - dayNumber(b.moveInDate)) <= TOGETHER_MOVE_IN_DAYS)) return null;
  if (a.areas.length > 0 && b.areas.length > 0)
    t.soft(
      'area',
      a.areas.some((x) => b.areas.includes(x)),
    );
  const la = a.lifestyle;
  const lb = b.lifestyle;
  if (la.smoking && lb.smoking) t.soft('smoking', smokingFits(la.smoking, lb.smoking));
  if (la.pets && lb.pets) t.soft('pets', petsFit(la.pets, lb.pets));
  if (la.schedule && lb.schedule) t.soft('schedule', schedulesFit(la.schedule, lb.schedule));
  for (const key of ['tidiness', 'guests', 'noise'] as const) {
    const x = la[key];
    const y = lb[key];
    if (x && y) t.soft(key, near(key, x, y));
  }
  return t.score();
}

export interface Ranked<T> extends Score {
  item: T;
}

/** The best `limit` of `items` by score (then the order given), those failing a hard limit left out. */
export function rank<T>(items: readonly T[], scoreOf: (item: T) => Score | null, limit: number): Array<Ranked<T>> {
  const ranked: Array<Ranked<T> & { at: number }> = [];
  for (let i = 0; i < items.length; i++) {
    const s = scoreOf(items[i]);
    if (s) ranked.push({ ...s, item: items[i], at: i });
  }
  ranked.sort((x, y) => y.score - x.score || x.at - y.at);
  return ranked.slice(0, limit).map(({ at: _at, ...r }) => r);
}
