import { describe, expect, it } from 'vitest';
import { LISTINGS_LIST } from '../../listings/listings-query.ts';
import { SUBSCRIBERS_LIST } from '../../subscribers/subscribers-query.ts';
import {
  defaultListQuery,
  isoDate,
  listApiQuery,
  listSearchParams,
  listSelectionScope,
  pageForNewSize,
  parseListQuery,
  toggleListSort,
  updateListQuery,
} from './list-query.ts';

const L = defaultListQuery(LISTINGS_LIST);
const S = defaultListQuery(SUBSCRIBERS_LIST);

describe('admin list state', () => {
  it('reads defaults from an empty or unreadable URL', () => {
    expect(L).toEqual({ page: 1, search: '', status: 'all', sort: 'created_at', order: 'desc', filters: {} });
    expect(parseListQuery(LISTINGS_LIST, new URLSearchParams())).toEqual(L);
    expect(
      parseListQuery(LISTINGS_LIST, new URLSearchParams('page=-2&status=deleted&sort=password&order=up&wording=all')),
    ).toEqual(L);
    // A list without a status filter ignores one in the URL.
    expect(parseListQuery(SUBSCRIBERS_LIST, new URLSearchParams('status=active&sort=subscribedAt'))).toEqual(S);
  });

  it('round-trips through the URL and keeps defaults out of it', () => {
    const query = { page: 3, search: 'west 34th', status: 'pending', sort: 'price', order: 'asc', filters: {} } as const;
    expect(parseListQuery(LISTINGS_LIST, listSearchParams(LISTINGS_LIST, query))).toEqual(query);
    const flagged = { ...query, filters: { wording: 'flagged' } };
    expect(listSearchParams(LISTINGS_LIST, flagged).get('wording')).toBe('flagged');
    expect(parseListQuery(LISTINGS_LIST, listSearchParams(LISTINGS_LIST, flagged))).toEqual(flagged);
    expect(listApiQuery(flagged, 10)).toMatchObject({ wording: 'flagged', status: 'pending' });
    expect(listSearchParams(LISTINGS_LIST, L).toString()).toBe('');
    expect(listSearchParams(SUBSCRIBERS_LIST, S).toString()).toBe('');
    const q = { page: 2, search: 'x y', status: 'all', sort: 'status', order: 'asc' } as const;
    expect(parseListQuery(SUBSCRIBERS_LIST, listSearchParams(SUBSCRIBERS_LIST, q))).toEqual(q);
  });

  it('goes back to page 1 when search, filter or sort change, not when paging', () => {
    const on4 = { ...L, page: 4 };
    expect(updateListQuery(on4, { search: 'x' }).page).toBe(1);
    expect(updateListQuery(on4, { status: 'active' }).page).toBe(1);
    expect(updateListQuery(on4, { filters: { wording: 'flagged' } }).page).toBe(1);
    expect(updateListQuery(on4, { filters: {} }).page).toBe(4);
    expect(listSelectionScope({ ...L, filters: { wording: 'flagged' } })).not.toBe(listSelectionScope(L));
    expect(updateListQuery(on4, { sort: 'price', order: 'asc' }).page).toBe(1);
    expect(updateListQuery(on4, { page: 5 }).page).toBe(5);
    expect(updateListQuery(on4, { status: 'all' }).page).toBe(4);
    expect(updateListQuery(on4, { search: '  ' }).page).toBe(4);
  });

  it('sorts a new column ascending, the date newest first, figures most first, and flips the same column', () => {
    expect(toggleListSort(LISTINGS_LIST, L, 'price')).toEqual({ sort: 'price', order: 'asc' });
    expect(toggleListSort(LISTINGS_LIST, L, 'views')).toEqual({ sort: 'views', order: 'desc' });
    expect(toggleListSort(LISTINGS_LIST, { ...L, sort: 'views', order: 'desc' }, 'inquiries')).toEqual({
      sort: 'inquiries',
      order: 'desc',
    });
    expect(toggleListSort(LISTINGS_LIST, { ...L, sort: 'price', order: 'asc' }, 'price')).toEqual({
      sort: 'price',
      order: 'desc',
    });
    expect(toggleListSort(LISTINGS_LIST, { ...L, sort: 'price' }, 'created_at')).toEqual({ sort: 'created_at', order: 'desc' });
    expect(toggleListSort(LISTINGS_LIST, L, 'created_at')).toEqual({ sort: 'created_at', order: 'asc' });
    expect(toggleListSort(SUBSCRIBERS_LIST, { ...S, sort: 'email' }, 'subscribedAt')).toEqual({
      sort: 'subscribedAt',
      order: 'desc',
    });
  });

  it('clears the selection on search, filter and sort changes only', () => {
    const scope = listSelectionScope(L);
    expect(listSelectionScope({ ...L, page: 2 })).toBe(scope);
    expect(listSelectionScope({ ...L, search: 'a' })).not.toBe(scope);
    expect(listSelectionScope({ ...L, status: 'inactive' })).not.toBe(scope);
    expect(listSelectionScope({ ...L, order: 'asc' })).not.toBe(scope);
  });

  it('asks the server for one page with a trimmed search, the status and the sort', () => {
    expect(listApiQuery(L, 10)).toEqual({ page: 1, limit: 10, sort: 'created_at', order: 'desc' });
    expect(listApiQuery({ page: 2, search: ' Main ', status: 'active', sort: 'price', order: 'asc' }, 5)).toEqual({
      page: 2,
      limit: 5,
      sort: 'price',
      order: 'asc',
      status: 'active',
      search: 'Main',
    });
  });

  it('keeps the first visible row when the page size changes', () => {
    expect(pageForNewSize(1, 10, 5)).toBe(1);
    expect(pageForNewSize(3, 10, 5)).toBe(5); // rows 21-30 → page with rows 21-25
    expect(pageForNewSize(5, 5, 10)).toBe(3); // rows 21-25 → rows 21-30
    expect(pageForNewSize(2, 5, 10)).toBe(1);
  });

  it('shows dates as YYYY-MM-DD', () => {
    expect(isoDate('2025-03-07T23:15:00.000Z')).toBe('2025-03-07');
    // The New York day, not UTC's: an 8:30 pm lead is the day it came in, across both clock changes.
    expect(isoDate('2026-12-02T01:30:00.000Z')).toBe('2026-12-01');
    expect(isoDate('2026-03-08T04:30:00.000Z')).toBe('2026-03-07');
    expect(isoDate('2026-03-09T03:30:00.000Z')).toBe('2026-03-08');
    expect(isoDate('2026-11-01T03:30:00.000Z')).toBe('2026-10-31');
    expect(isoDate('2026-11-02T04:30:00.000Z')).toBe('2026-11-01');
    expect(isoDate('nonsense')).toBe('—');
    expect(isoDate(undefined, 'Unknown')).toBe('Unknown');
  });
});
