import { describe, expect, it } from 'vitest';
import { formatDollars, formatRent } from './listing-format.ts';

describe('formatDollars', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 });

  it('writes whole amounts as Intl.NumberFormat does (thousands separators, no cents)', () => {
    for (const amount of [0, 5, 20, 999, 1000, 1850, 12_500, 100_000, 999_999, 1_234_567, 10_000_000]) {
      expect(formatDollars(amount), String(amount)).toBe(intl.format(amount));
    }
  });

  it('shows cents with two digits when there are any, rounded to the cent', () => {
    expect(formatDollars(150.5)).toBe('$150.50');
    expect(formatDollars(19.99)).toBe('$19.99');
    expect(formatDollars(2450.05)).toBe('$2,450.05');
    expect(formatDollars(20.004)).toBe('$20');
    expect(formatDollars(-35.5)).toBe('-$35.50');
  });

  it('writes a monthly rent', () => {
    expect(formatRent(3450)).toBe('$3,450/mo');
  });
});
