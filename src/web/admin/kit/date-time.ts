import { newYorkDate } from '../../../shared/new-york-time.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { newYorkLabel } from '../../../shared/words/new-york.ts';

/**
 * '2025-03-07 3:15 PM', New York time: the back-office's one date style (docs/product.md §3) with the
 * hour, for a conversation's and a person's timeline; 'Unknown' when unreadable.
 */
export function dateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? `${newYorkDate(date)} ${newYorkLabel('en', 'time', date)}` : T.unknownDate;
}

/** An instant as New York's date and time in a sentence of the back-office: 'Dec 3, 2026, 4:05 PM' (src/shared/words). */
export const newYorkDateTime = (at: string) => newYorkLabel('en', 'shortDateTime', at);
