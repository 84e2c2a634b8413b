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
  /** Derived once and kept on the object: the last day a room may come free (move-in date + grace). */
  roomBy?: string;
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
const MOVE_IN_GRACE_DAYS = 14;
/** Two seekers renting together move within this many days of each other. */
const TOGETHER_MOVE_IN_DAYS = 30;
/** Two seekers renting together: the smaller budget is at least this share of the larger. */
const TOGETHER_BUDGET_SHARE = 0.75;

/** The weight of each preference. */
const WEIGHTS = {
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

/** 'YYYY-MM-DD' plus `days`, memoised: a few hundred distinct days serve thousands of seekers. */
const shifted = new Map<string, string>();
function addDays(date: string, days: number): string {
  const key = `${date}|${days}`;
  let out = shifted.get(key);
  if (out === undefined) {
    const at = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) + days * 86_400_000;
    out = new Date(at).toISOString().slice(0, 10);
    if (shifted.size > 20_000) shifted.clear();
    shifted.set(key, out);
  }
  return out;
}

/** 'budget ✓ · move-in ✓ · pets ✗' */
export function reasonsSummary(reasons: MatchReason[], labels: Record<MatchReason['key'], string> = REASON_LABELS): string {
  return reasons.map((r) => `${labels[r.key]} ${r.ok ? '✓' : '✗'}`).join(' · ');
}

/**
 * Adds up a score. Ranking first scores every candidate without its reasons (`explain` false: no
 * allocation), then again with them for the few it shows.
 */
class Tally {
  readonly reasons: MatchReason[] = [];
  weight = 0;
  fit = 0;

  constructor(private readonly explain: boolean) {}

  hard(key: MatchReason['key'], ok: boolean) {
    if (this.explain) this.reasons.push({ key, ok });
    return ok;
  }

  soft(key: keyof typeof WEIGHTS, ok: boolean) {
    if (this.explain) this.reasons.push({ key, ok });
    this.weight += WEIGHTS[key];
    if (ok) this.fit += WEIGHTS[key];
  }

  value(): number {
    return this.weight === 0 ? 100 : Math.round((100 * this.fit) / this.weight);
  }

  score(): Score {
    return { score: this.value(), reasons: this.reasons };
  }

  reset(): this {
    this.weight = 0;
    this.fit = 0;
    return this;
  }
}

/** The one tally of the first pass (no reasons): read at once by `rank`, so one object serves every candidate. */
const QUICK = new Tally(false);

/**
 * A room for a seeker: null when a hard limit fails (rent above the budget, free later than 14 days
 * after the move-in date). Preferences: area (when the seeker named some), private bath and furnished
 * (when the seeker needs them), smoking, pets and a quiet or lively home (when the seeker answered
 * and the room has a household).
 */
export function scoreRoom(seeker: SeekerForMatch, room: RoomForMatch): Score | null {
  const t = tallyRoom(seeker, room, true);
  return t && t.score();
}

function tallyRoom(seeker: SeekerForMatch, room: RoomForMatch, explain: boolean): Tally | null {
  const t = explain ? new Tally(true) : QUICK.reset();
  if (!t.hard('budget', room.price <= seeker.budget)) return null;
  const freeBy =
    room.availableFrom === null || room.availableFrom <= (seeker.roomBy ??= addDays(seeker.moveInDate, MOVE_IN_GRACE_DAYS));
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
  return t;
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
  const t = tallyPair(a, b, true);
  return t && t.score();
}

function tallyPair(a: SeekerForMatch, b: SeekerForMatch, explain: boolean): Tally | null {
  if (a.id === b.id || !a.introduce || !b.introduce) return null;
  const t = explain ? new Tally(true) : QUICK.reset();
  const [low, high] = a.budget <= b.budget ? [a.budget, b.budget] : [b.budget, a.budget];
  if (!t.hard('budget', low >= high * TOGETHER_BUDGET_SHARE)) return null;
  const near30 =
    b.moveInDate >= addDays(a.moveInDate, -TOGETHER_MOVE_IN_DAYS) && b.moveInDate <= addDays(a.moveInDate, TOGETHER_MOVE_IN_DAYS);
  if (!t.hard('moveIn', near30)) return null;
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
  return t;
}

/** Scores a room for a seeker, or a seeker for another, with or without the reasons. */
export type Scorer<T> = (item: T, explain: boolean) => { value(): number; score(): Score } | null;

export const roomsFor =
  (seeker: SeekerForMatch): Scorer<RoomForMatch> =>
  (room, explain) =>
    tallyRoom(seeker, room, explain);
export const seekersFor =
  (room: RoomForMatch): Scorer<SeekerForMatch> =>
  (seeker, explain) =>
    tallyRoom(seeker, room, explain);
export const partnersFor =
  (seeker: SeekerForMatch): Scorer<SeekerForMatch> =>
  (other, explain) =>
    tallyPair(seeker, other, explain);

export interface Ranked<T> extends Score {
  item: T;
}

/**
 * The best `limit` of `items` by score (then the order given), those failing a hard limit left out:
 * every item is scored without reasons, and only the `limit` shown again with them.
 */
export function rank<T>(items: readonly T[], scorer: Scorer<T>, limit: number): Array<Ranked<T>> {
  const passed: number[] = [];
  const values: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const t = scorer(items[i], false);
    if (t) {
      passed.push(i);
      values.push(t.value());
    }
  }
  const order = passed.map((_, k) => k);
  order.sort((x, y) => values[y] - values[x] || passed[x] - passed[y]);
  return order.slice(0, limit).map((k) => {
    const item = items[passed[k]];
    return { ...scorer(item, true)!.score(), item };
  });
}
