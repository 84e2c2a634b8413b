import { describe, expect, it } from 'vitest';
import {
  apiQueryString,
  DEFAULT_QUERY,
  pageForNewSize,
  parseListingsQuery,
  selectionScope,
  toggleSort,
  toSearchParams,
  updateQuery,
} from './listings-query.ts';

describe('listings page query', () => {
  it('reads defaults from an empty or unreadable URL', () => {
    expect(parseListingsQuery(new URLSearchParams())).toEqual(DEFAULT_QUERY);
    expect(parseListingsQuery(new URLSearchParams('page=-2&status=deleted&sort=password&order=up'))).toEqual(DEFAULT_QUERY);
  });

  it('round-trips through the URL', () => {
    const query = { page: 3, search: 'west 34th', status: 'pending', sort: 'price', order: 'asc' } as const;
    expect(parseListingsQuery(toSearchParams(query))).toEqual(query);
    expect(toSearchParams(DEFAULT_QUERY).toString()).toBe('');
  });

  it('goes back to page 1 when search, filter or sort change, not when paging', () => {
    const on4 = { ...DEFAULT_QUERY, page: 4 };
    expect(updateQuery(on4, { search: 'x' }).page).toBe(1);
    expect(updateQuery(on4, { status: 'active' }).page).toBe(1);
    expect(updateQuery(on4, { sort: 'price', order: 'asc' }).page).toBe(1);
    expect(updateQuery(on4, { page: 5 }).page).toBe(5);
    expect(updateQuery(on4, { status: 'all' }).page).toBe(4);
  });

  it('sorts a new column ascending, the date newest first, and flips the same column', () => {
    expect(toggleSort(DEFAULT_QUERY, 'price')).toEqual({ sort: 'price', order: 'asc' });
    expect(toggleSort({ ...DEFAULT_QUERY, sort: 'price', order: 'asc' }, 'price')).toEqual({ sort: 'price', order: 'desc' });
    expect(toggleSort({ ...DEFAULT_QUERY, sort: 'price' }, 'created_at')).toEqual({ sort: 'created_at', order: 'desc' });
    expect(toggleSort(DEFAULT_QUERY, 'created_at')).toEqual({ sort: 'created_at', order: 'asc' });
  });

  it('clears the selection on search, filter and sort changes only', () => {
    const scope = selectionScope(DEFAULT_QUERY);
    expect(selectionScope({ ...DEFAULT_QUERY, page: 2 })).toBe(scope);
    expect(selectionScope({ ...DEFAULT_QUERY, search: 'a' })).not.toBe(scope);
    expect(selectionScope({ ...DEFAULT_QUERY, status: 'inactive' })).not.toBe(scope);
    expect(selectionScope({ ...DEFAULT_QUERY, order: 'asc' })).not.toBe(scope);
  });

  it('asks the server for one page with search, status and sort', () => {
    expect(apiQueryString(DEFAULT_QUERY, 10)).toBe('page=1&limit=10&sort=created_at&order=desc');
    expect(apiQueryString({ page: 2, search: ' Main ', status: 'active', sort: 'price', order: 'asc' }, 5)).toBe(
      'page=2&limit=5&sort=price&order=asc&status=active&search=Main',
    );
  });

  it('keeps the first visible row when the page size changes', () => {
    expect(pageForNewSize(1, 10, 5)).toBe(1);
    expect(pageForNewSize(3, 10, 5)).toBe(5); // rows 21-30 → page with rows 21-25
    expect(pageForNewSize(5, 5, 10)).toBe(3); // rows 21-25 → rows 21-30
    expect(pageForNewSize(2, 5, 10)).toBe(1);
  });
});
