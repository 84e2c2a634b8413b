import { DateTime } from 'luxon';
import { NEW_YORK } from './new-york-time.ts';

// The New York date and time labels the product writes in English (viewings, inquiries, applications,
// e-mails and the staff's screens): one module every feature reads, so no feature reaches into another
// for a date's words. Luxon stays on the server: the public pages import none of these.

const LOCALE = 'en-US';

/** An instant in New York time. */
export const newYork = (instant: Date | string | number) =>
  (typeof instant === 'string' ? DateTime.fromISO(instant) : DateTime.fromMillis(new Date(instant).getTime()))
    .setZone(NEW_YORK)
    .setLocale(LOCALE);

/** 'Tue, Nov 24'. */
export const dayLabel = (instant: Date | string) => newYork(instant).toFormat('ccc, LLL d');
/** A calendar day (YYYY-MM-DD, New York) as 'Tue, Nov 24'. */
export const calendarDayLabel = (day: string) => DateTime.fromISO(day, { zone: NEW_YORK, locale: LOCALE }).toFormat('ccc, LLL d');
/** '10:00 AM'. */
export const timeLabel = (instant: Date | string) => newYork(instant).toFormat('h:mm a');
/** 'Tue, Nov 24, 10:00 AM'. */
export const whenLabel = (instant: Date | string) => `${dayLabel(instant)}, ${timeLabel(instant)}`;
/** 'Tuesday, November 24, 2026 at 10:00 AM' (e-mails). */
export const longWhenLabel = (instant: Date | string) =>
  `${newYork(instant).toFormat('cccc, LLLL d, yyyy')} at ${timeLabel(instant)}`;
