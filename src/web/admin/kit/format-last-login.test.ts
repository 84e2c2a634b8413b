import { describe, expect, it } from 'vitest';
import { formatLastLogin } from './format-last-login.ts';

describe('formatLastLogin', () => {
  it("says 'Not available' when there is no last login", () => {
    expect(formatLastLogin(null, false)).toBe('Not available');
    expect(formatLastLogin(undefined, true)).toBe('Not available');
    expect(formatLastLogin('', false)).toBe('Not available');
  });

  it("says 'Invalid date' when the value cannot be read", () => {
    expect(formatLastLogin('yesterday-ish', false)).toBe('Invalid date');
    expect(formatLastLogin('2024-13-45T99:00:00Z', true)).toBe('Invalid date');
  });

  it('shows the date alone on narrow screens and date with time otherwise', () => {
    const value = '2025-03-07T18:05:00.000Z';
    expect(formatLastLogin(value, true, 'UTC')).toBe('Mar 7, 2025');
    expect(formatLastLogin(value, false, 'UTC')).toBe('Mar 7, 2025, 6:05 PM');
    expect(formatLastLogin(value, false, 'America/New_York')).toBe('Mar 7, 2025, 1:05 PM');
  });
});
