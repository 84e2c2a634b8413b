import type { ListingStatus } from '../../../../shared/listings.ts';
import { LISTINGS_TEXT as T } from '../../../../shared/texts/listings.ts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export const formatPrice = (price: number) => money.format(price);

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : day.format(date);
}

/** '2 bd · 1.5 ba · No Roomies', bedrooms 0 as Studio (SPEC §3). */
export function formatRooms(bedrooms: number, bathrooms: number, size: string): string {
  const beds = bedrooms === 0 ? T.studio : `${bedrooms} bd`;
  return [beds, `${bathrooms} ba`, size].filter(Boolean).join(' · ');
}

export const STATUS_LABEL: Record<ListingStatus, string> = { active: 'Active', inactive: 'Inactive', pending: 'Pending' };
