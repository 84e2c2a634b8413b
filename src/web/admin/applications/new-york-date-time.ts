import { NEW_YORK } from '../../../shared/new-york-time.ts';

const FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: NEW_YORK, dateStyle: 'medium', timeStyle: 'short' });

/** An instant as New York's date and time: 'Dec 3, 2026, 4:05 PM'. */
export const newYorkDateTime = (at: string) => FORMAT.format(new Date(at));
