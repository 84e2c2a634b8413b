/**
 * New York time, the product's one time zone: every time and day a person sees, and every day the
 * product counts by (follow-ups due, views per day, daily alerts), is New York's.
 */
export const NEW_YORK = 'America/New_York';

const NEW_YORK_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: NEW_YORK,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The New York calendar day of an instant (a Date or an ISO text), as 'YYYY-MM-DD'. */
export function newYorkDate(at: Date | string): string {
  return NEW_YORK_DATE.format(typeof at === 'string' ? new Date(at) : at);
}
