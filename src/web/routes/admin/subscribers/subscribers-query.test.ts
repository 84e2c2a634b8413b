import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUBSCRIBERS_QUERY as D,
  parseSubscribersQuery,
  subscribedDate,
  subscribersApiQuery,
  subscribersSearchParams,
  subscribersSelectionScope,
  toggleSubscriberSort,
  updateSubscribersQuery,
} from './subscribers-query.ts';

describe('subscribers page state', () => {
  it('defaults to page 1, no search, subscribedAt newest first; unknown values fall back', () => {
    expect(parseSubscribersQuery(new URLSearchParams())).toEqual(D);
    expect(parseSubscribersQuery(new URLSearchParams('page=-3&sort=password&order=up'))).toEqual(D);
    expect(parseSubscribersQuery(new URLSearchParams('page=4&search=ann&sort=email&order=asc'))).toEqual({
      page: 4,
      search: 'ann',
      sort: 'email',
      order: 'asc',
    });
  });

  it('keeps defaults out of the URL and round-trips the rest', () => {
    expect(subscribersSearchParams(D).toString()).toBe('');
    const q = { page: 2, search: 'x y', sort: 'status', order: 'asc' } as const;
    expect(parseSubscribersQuery(subscribersSearchParams(q))).toEqual(q);
  });

  it('goes back to page 1 when search or sort changes, not for a page change', () => {
    const on3 = { ...D, page: 3 };
    expect(updateSubscribersQuery(on3, { search: 'a' }).page).toBe(1);
    expect(updateSubscribersQuery(on3, { sort: 'email', order: 'asc' }).page).toBe(1);
    expect(updateSubscribersQuery(on3, { page: 4 }).page).toBe(4);
    expect(updateSubscribersQuery(on3, { search: '  ' }).page).toBe(3);
  });

  it('sorts a new column ascending (the date descending) and flips the same column', () => {
    expect(toggleSubscriberSort(D, 'email')).toEqual({ sort: 'email', order: 'asc' });
    expect(toggleSubscriberSort(D, 'subscribedAt')).toEqual({ sort: 'subscribedAt', order: 'asc' });
    expect(toggleSubscriberSort({ ...D, sort: 'email' }, 'subscribedAt')).toEqual({ sort: 'subscribedAt', order: 'desc' });
  });

  it('the selection scope ignores the page', () => {
    expect(subscribersSelectionScope({ ...D, page: 2 })).toBe(subscribersSelectionScope(D));
    expect(subscribersSelectionScope({ ...D, search: 'a' })).not.toBe(subscribersSelectionScope(D));
  });

  it('asks the API with page, limit, sort, order and a trimmed search', () => {
    expect(subscribersApiQuery({ ...D, search: ' ann ' }, 5)).toEqual({
      page: 1,
      limit: 5,
      sort: 'subscribedAt',
      order: 'desc',
      search: 'ann',
    });
    expect(subscribersApiQuery(D, 10)).not.toHaveProperty('search');
  });

  it('shows the subscribed date as YYYY-MM-DD', () => {
    expect(subscribedDate('2025-03-07T23:15:00.000Z')).toBe('2025-03-07');
    expect(subscribedDate('nonsense')).toBe('—');
    expect(subscribedDate(undefined)).toBe('—');
  });
});
