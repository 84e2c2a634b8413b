import { NEW_YORK, newYorkDate } from '../../../shared/new-york-time.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';

const clock = new Intl.DateTimeFormat('en-US', { timeZone: NEW_YORK, hour: 'numeric', minute: '2-digit' });

/**
 * '2025-03-07 3:15 PM', New York time: the back-office's one date style (docs/product.md §3) with the
 * hour, for a conversation's and a person's timeline; 'Unknown' when unreadable.
 */
export function dateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? `${newYorkDate(date)} ${clock.format(date)}` : T.unknownDate;
}
