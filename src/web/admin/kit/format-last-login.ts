import { AUTH_TEXT as T } from '../../../shared/texts/auth.ts';

/**
 * The profile card's "last login" (docs/product.md §2): 'Not available' when missing, 'Invalid date' when it
 * cannot be read, the date alone on narrow screens, otherwise date and time.
 */
export function formatLastLogin(value: string | null | undefined, dateOnly: boolean, timeZone?: string): string {
  if (!value) return T.notAvailable;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return T.invalidDate;
  const options: Intl.DateTimeFormatOptions = dateOnly
    ? { year: 'numeric', month: 'short', day: 'numeric', timeZone }
    : { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone };
  return new Intl.DateTimeFormat('en-US', options).format(date);
}
