const NEW_YORK_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The New York calendar day of an instant (a Date or an ISO text), as 'YYYY-MM-DD'. */
export function newYorkDate(at: Date | string): string {
  return NEW_YORK_DATE.format(typeof at === 'string' ? new Date(at) : at);
}
