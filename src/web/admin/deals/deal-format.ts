import type { DealDto } from '../../../shared/deals.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { calendarLabel } from '../../../shared/words/new-york.ts';

/** 'Ann Lee & Bo Chen', 'Ann Lee, Bo Chen & Cy Diaz'. */
export function tenantNames(deal: Pick<DealDto, 'tenants'>): string {
  const names = deal.tenants.map((t) => t.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`;
}

const dayNumber = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** Whole New York days from when the deal entered its stage to `now` (0 the same day). */
export const daysInStage = (deal: Pick<DealDto, 'stageChangedAt'>, now: Date) =>
  Math.max(0, Math.round(dayNumber(newYorkDate(now)) - dayNumber(newYorkDate(deal.stageChangedAt))));

/** 'Dec 1, 2026' of a New York day 'YYYY-MM-DD'. */
export const dayLabel = (day: string) => calendarLabel('en', 'shortDate', day);

/** 'December 2026' ('Dec 2026' short) of 'YYYY-MM'. */
export const monthLabel = (month: string, style: 'long' | 'short' = 'long') =>
  calendarLabel('en', style === 'long' ? 'month' : 'shortMonth', month);

/** The first and last New York day of a month 'YYYY-MM'. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
