import { describe, expect, it } from 'vitest';
import { formatRent, listingTitle, withApartment } from './listing-format.ts';
import { formatDollars } from './words/money.ts';

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

describe('apartment labels', () => {
  it("adds 'Apt' only when the agent's text has no prefix of its own", () => {
    const street = '145 East 29th Street';
    expect(withApartment(street, '4C')).toBe(`${street}, Apt 4C`);
    for (const typed of ['Apt 4C', 'apt. 4C', 'Apartment 12', 'Unit 2', '#5'])
      expect(withApartment(street, typed)).toBe(`${street}, ${typed}`);
    expect(withApartment(street, 'Apartments 3')).toBe(`${street}, Apt Apartments 3`);
    expect(withApartment(street, 'PH')).toBe(`${street}, Apt PH`);
  });

  it('names the address with its apartment, never twice, and the bare address without one', () => {
    expect(withApartment('145 East 29th Street', '4B')).toBe('145 East 29th Street, Apt 4B');
    expect(withApartment('145 East 29th Street', 'Apt 6F')).toBe('145 East 29th Street, Apt 6F');
    expect(withApartment('145 East 29th Street', '  ')).toBe('145 East 29th Street');
    expect(withApartment('145 East 29th Street', null)).toBe('145 East 29th Street');
    expect(listingTitle({ address: '145 East 29th Street, New York, NY 10016', neighborhood: 'Apt 4C' })).toBe(
      '145 East 29th Street, Apt 4C',
    );
  });
});
