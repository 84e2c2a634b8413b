import { newYorkDate } from '../../../shared/new-york-time.ts';
import type { ListingStatus } from '../../../shared/listings.ts';
import type { ListingPhotoDto } from '../../../shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../../shared/texts/listings.ts';

/** The back-office's one date style (docs/product.md §3): the New York day as 'YYYY-MM-DD'; '—' when unreadable. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : newYorkDate(date);
}

/** '2 bd · 1.5 ba · No Roomies', bedrooms 0 as Studio (docs/product.md §3). */
export function formatRooms(bedrooms: number, bathrooms: number, size: string): string {
  const beds = bedrooms === 0 ? T.studio : `${bedrooms} bd`;
  return [beds, `${bathrooms} ba`, size].filter(Boolean).join(' · ');
}

export const STATUS_LABEL: Record<ListingStatus, string> = { active: 'Active', inactive: 'Inactive', pending: 'Pending' };

/** The narrowest variant of a photo, for thumbnails (variants differ only in the '-{width}.webp' ending). */
export function thumbnailUrl(photo: ListingPhotoDto): string {
  const narrowest = photo.widths[0];
  return narrowest ? photo.url.replace(/-\d+\.webp$/, `-${narrowest}.webp`) : photo.url;
}
