// Decided in docs/decisions/005-admin-listings-server-paging: admin listings: search, sort and paging on the server, page state in the URL.
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_NARROW, BREAKPOINTS } from './constants.ts';

/**
 * Numbered pagination of the admin tables (docs/product.md §9): one page number below 576 px, up to 3 from
 * 576 to 767 px, up to 5 with ellipses and the first and last page from 768 px.
 */
export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

export interface PageWindowOptions {
  /** How many consecutive page numbers around the current page. */
  size: number;
  /** Also show page 1 and the last page, with an ellipsis for any gap. */
  edges: boolean;
}

/** The page-number window the spec asks for at a viewport `width` in CSS pixels. */
export function windowForWidth(width: number): PageWindowOptions {
  if (width < BREAKPOINTS.sm) return { size: 1, edges: false };
  if (width < BREAKPOINTS.md) return { size: 3, edges: false };
  return { size: 5, edges: true };
}

/** Rows per page of an admin table: 10, or 5 below 768 px. */
export function pageSizeForWidth(width: number): number {
  return width < BREAKPOINTS.md ? ADMIN_PAGE_SIZE_NARROW : ADMIN_PAGE_SIZE;
}

/** Clamps a page number (possibly from a URL) to 1…totalPages; anything unreadable is page 1. */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages));
}

/**
 * The items to draw for `current` of `totalPages`: a run of at most `size` consecutive pages kept
 * around the current page (centred where possible), plus — with `edges` — page 1 and the last page,
 * separated from the run by an ellipsis when pages are skipped.
 */
export function pageWindow(current: number, totalPages: number, { size, edges }: PageWindowOptions): PageItem[] {
  if (totalPages < 1) return [];
  const page = clampPage(current, totalPages);
  const span = Math.max(1, Math.min(size, totalPages));
  let start = Math.max(1, page - Math.floor((span - 1) / 2));
  const end = Math.min(totalPages, start + span - 1);
  start = Math.max(1, end - span + 1);

  const items: PageItem[] = [];
  if (edges && start > 1) {
    items.push({ type: 'page', page: 1 });
    if (start > 2) items.push({ type: 'ellipsis', key: 'start' });
  }
  for (let p = start; p <= end; p++) items.push({ type: 'page', page: p });
  if (edges && end < totalPages) {
    if (end < totalPages - 1) items.push({ type: 'ellipsis', key: 'end' });
    items.push({ type: 'page', page: totalPages });
  }
  return items;
}

/** The 1-based range 'Showing a-b of n' describes; a = b = 0 when there is nothing. */
export function showingRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}

/** Number of pages for `total` rows. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
