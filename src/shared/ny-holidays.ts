/**
 * New York's public holidays: the eleven federal holidays and the two New York State adds (Lincoln's
 * Birthday, Election Day), on the day they are observed. A holiday on a Saturday is observed the
 * Friday before, on a Sunday the Monday after (5 U.S.C. 6103; New York follows it). Pure date
 * arithmetic on 'YYYY-MM-DD' calendar days: no time zone is involved once the caller names the day.
 * Why not the `date-holidays` package: see docs/decisions/056-one-save-for-every-setting.md.
 */
export interface Holiday {
  /** 'YYYY-MM-DD', the day observed. */
  date: string;
  name: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date));

/** The `n`th `weekday` (0 Sunday … 6 Saturday) of a month; n = -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n < 0) {
    const last = day(year, month + 1, 0);
    return day(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = day(year, month, 1);
  return day(year, month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
}

/** A fixed-date holiday moved off the weekend: Saturday to Friday, Sunday to Monday. */
function observed(date: Date): Date {
  const weekday = date.getUTCDay();
  if (weekday === 6) return day(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate() - 1);
  if (weekday === 0) return day(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate() + 1);
  return date;
}

/** The holidays observed for one year's holidays, in date order (New Year's Day may fall on Dec 31 before). */
export function newYorkHolidaysOf(year: number): Holiday[] {
  const MONDAY = 1;
  const THURSDAY = 4;
  const list: Array<[Date, string]> = [
    [observed(day(year, 1, 1)), "New Year's Day"],
    [nthWeekday(year, 1, MONDAY, 3), 'Martin Luther King Jr. Day'],
    [observed(day(year, 2, 12)), "Lincoln's Birthday"],
    [nthWeekday(year, 2, MONDAY, 3), "Presidents' Day"],
    [nthWeekday(year, 5, MONDAY, -1), 'Memorial Day'],
    [observed(day(year, 6, 19)), 'Juneteenth'],
    [observed(day(year, 7, 4)), 'Independence Day'],
    [nthWeekday(year, 9, MONDAY, 1), 'Labor Day'],
    [nthWeekday(year, 10, MONDAY, 2), 'Columbus Day'],
    // General Election Day: the Tuesday after the first Monday of November.
    [day(year, 11, nthWeekday(year, 11, MONDAY, 1).getUTCDate() + 1), 'Election Day'],
    [observed(day(year, 11, 11)), 'Veterans Day'],
    [nthWeekday(year, 11, THURSDAY, 4), 'Thanksgiving Day'],
    [observed(day(year, 12, 25)), 'Christmas Day'],
  ];
  return list.map(([date, name]) => ({ date: iso(date), name })).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The holidays observed from `from` ('YYYY-MM-DD', included) for the next twelve months (the same
 * day a year later excluded), in date order.
 */
export function newYorkHolidaysAhead(from: string): Holiday[] {
  const year = Number(from.slice(0, 4));
  const until = `${year + 1}${from.slice(4)}`;
  return [year, year + 1].flatMap(newYorkHolidaysOf).filter((h) => h.date >= from && h.date < until);
}

/**
 * The New York business day `n` business days after `from` ('YYYY-MM-DD'): Monday to Friday, not a
 * holiday observed (newYorkHolidaysOf). `from` itself does not count.
 */
export function addNewYorkBusinessDays(from: string, n: number): string {
  let date = new Date(`${from}T00:00:00Z`);
  const holidays = new Set<string>();
  const year = date.getUTCFullYear();
  for (const y of [year, year + 1]) for (const h of newYorkHolidaysOf(y)) holidays.add(h.date);
  let left = n;
  while (left > 0) {
    date = day(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.has(iso(date))) left -= 1;
  }
  return iso(date);
}
