import { textsFor } from './catalogues.ts';
import { calendarLabel } from '../words/new-york.ts';
import type { Language } from './languages.ts';
import { describeSearch, storedCriteria } from '../saved-search.ts';

/** The grids every site has, by path: their names in a language (a building's name stays as stored). */
const GRID_LABELS: Record<string, (language: Language) => string> = {
  '/': (language) => textsFor(language, 'alerts').ALERT_TEXT.allListings,
  '/sublets': (language) => textsFor(language, 'alerts').ALERT_TEXT.sublets,
  '/rooms': (language) => textsFor(language, 'rooms').ROOM_TEXT.rooms,
};

/** A saved search's grid by its name in a language ('Sublets', 'Subarriendos'); English as it was stored. */
export const gridName = (language: Language, grid: string, storedLabel: string) =>
  (language !== 'en' && GRID_LABELS[grid]?.(language)) || storedLabel;

/**
 * A saved search in words in its language: the grid's name, then its criteria ('Sublets · 2 bedrooms ·
 * $2,000 to $3,500'), the move-in day as the language writes it.
 */
export function searchWords(search: { grid: string; gridLabel: string; criteria: string; language: Language }): string {
  const { language } = search;
  if (language === 'en') return describeSearch(search.gridLabel, storedCriteria(search.criteria));
  return describeSearch(
    gridName(language, search.grid, search.gridLabel),
    storedCriteria(search.criteria),
    textsFor(language, 'alerts').ALERT_TEXT,
    (day) => calendarLabel(language, 'shortDate', day),
  );
}
