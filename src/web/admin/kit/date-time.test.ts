import { describe, expect, it } from 'vitest';
import { newYorkDateTime } from './date-time.ts';

describe('newYorkDateTime', () => {
  it('shows New York time on either side of the autumn change (EDT, then EST)', () => {
    // 2026-11-01: at 06:00 UTC New York's clocks go from 2:00 EDT back to 1:00 EST.
    expect(newYorkDateTime('2026-11-01T05:30:00.000Z')).toBe('Nov 1, 2026, 1:30 AM');
    expect(newYorkDateTime('2026-11-01T06:30:00.000Z')).toBe('Nov 1, 2026, 1:30 AM');
    expect(newYorkDateTime('2026-11-01T17:05:00.000Z')).toBe('Nov 1, 2026, 12:05 PM');
    expect(newYorkDateTime('2026-10-31T17:05:00.000Z')).toBe('Oct 31, 2026, 1:05 PM');
  });

  it('shows the spring change too (EST, then EDT) and the day a late UTC instant still belongs to', () => {
    expect(newYorkDateTime('2027-03-14T06:59:00.000Z')).toBe('Mar 14, 2027, 1:59 AM');
    expect(newYorkDateTime('2027-03-14T07:00:00.000Z')).toBe('Mar 14, 2027, 3:00 AM');
    expect(newYorkDateTime('2026-12-03T03:30:00.000Z')).toBe('Dec 2, 2026, 10:30 PM');
  });
});
