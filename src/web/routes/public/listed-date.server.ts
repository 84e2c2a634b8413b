import type { Language } from '../../../shared/i18n/languages.ts';
import { textsFor } from '../../i18n.server.ts';
import { calendarLabel, newYorkLabel } from '../../../shared/words/new-york.ts';

/**
 * The day a listing was listed, in New York, in the public pages' one date style: 'Nov 22, 2026' ('22 nov 2026',
 * '2026年11月22日'; null when the date is unreadable). Written on the server into the page's data: the browser
 * would otherwise load its date-formatting and time-zone data while the page hydrates, for this one line (decision 028).
 */
export function listedOn(createdAt: string, language: Language = 'en'): string | null {
  const created = new Date(createdAt);
  return Number.isNaN(created.getTime()) ? null : newYorkLabel(language, 'shortDate', created);
}

/**
 * When a listing can be moved into, against today in New York (both 'YYYY-MM-DD'): 'Available Dec 1'
 * ('Available Jan 15, 2027' in another year), 'Available now' once the day has come; null without a date.
 */
export function availableLabel(availableFrom: string | null, today: string, language: Language = 'en'): string | null {
  if (!availableFrom) return null;
  const { PROPERTY_TEXT: P } = textsFor(language, 'property');
  if (availableFrom <= today) return P.availableNow;
  if (Number.isNaN(new Date(`${availableFrom}T00:00:00Z`).getTime())) return null;
  const sameYear = availableFrom.slice(0, 4) === today.slice(0, 4);
  return P.availableOn(calendarLabel(language, sameYear ? 'monthDay' : 'shortDate', availableFrom));
}
