import { NEW_YORK } from '../../../shared/new-york-time.ts';
import { PROPERTY_TEXT as P } from '../../../shared/texts/property.ts';

const NEW_YORK_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: NEW_YORK });

/**
 * The day a listing was listed, in New York, in the public pages' one date style: 'Nov 22, 2026' (null when the date is unreadable).
 * Written on the server into the page's data: the browser would otherwise load its date-formatting
 * and time-zone data while the page hydrates, for this one line (decision 028).
 */
export function listedOn(createdAt: string): string | null {
  const created = new Date(createdAt);
  return Number.isNaN(created.getTime()) ? null : NEW_YORK_DAY.format(created);
}

const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const MONTH_DAY_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * When a listing can be moved into, against today in New York (both 'YYYY-MM-DD'): 'Available Dec 1'
 * ('Available Jan 15, 2027' in another year), 'Available now' once the day has come; null without a date.
 */
export function availableLabel(availableFrom: string | null, today: string): string | null {
  if (!availableFrom) return null;
  if (availableFrom <= today) return P.availableNow;
  const day = new Date(`${availableFrom}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return null;
  const sameYear = availableFrom.slice(0, 4) === today.slice(0, 4);
  return P.availableOn((sameYear ? MONTH_DAY : MONTH_DAY_YEAR).format(day));
}
