const NEW_YORK_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });

/**
 * The day a listing was listed, in New York: 'November 22, 2026' (null when the date is unreadable).
 * Written on the server into the page's data: the browser would otherwise load its date-formatting
 * and time-zone data while the page hydrates, for this one line (decision 028).
 */
export function listedOn(createdAt: string): string | null {
  const created = new Date(createdAt);
  return Number.isNaN(created.getTime()) ? null : NEW_YORK_DAY.format(created);
}
