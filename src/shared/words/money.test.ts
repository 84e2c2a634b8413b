import { describe, expect, it } from 'vitest';
import { decimalDollars, formatCents, formatDollars, rentIn } from './money.ts';
import { withApartmentIn } from './place.ts';

describe('money', () => {
  it('writes whole dollars without cents and cents only when there are any', () => {
    expect(formatDollars(4800)).toBe('$4,800');
    expect(formatDollars(6184.8)).toBe('$6,184.80');
    expect(formatCents(618480)).toBe('$6,184.80');
    expect(formatCents(2000)).toBe('$20');
  });

  it("writes a spreadsheet's figure to the cent, and a rent with the language's month", () => {
    expect(decimalDollars(3450)).toBe('3450.00');
    expect(decimalDollars(618480 / 100)).toBe('6184.80');
    expect(rentIn({ perMonth: '/mo' }, 3450)).toBe('$3,450/mo');
    expect(rentIn({ perMonth: '/月' }, 3450)).toBe('$3,450/月');
  });
});

describe('an address with its apartment', () => {
  const spanish = { apartment: (unit: string) => `Apto. ${unit}` };
  it("writes the language's word unless the agent typed a prefix", () => {
    expect(withApartmentIn(spanish, '145 East 29th Street', ' 4B ')).toBe('145 East 29th Street, Apto. 4B');
    expect(withApartmentIn(spanish, '145 East 29th Street', 'Unit 2')).toBe('145 East 29th Street, Unit 2');
    expect(withApartmentIn(spanish, '145 East 29th Street', '')).toBe('145 East 29th Street');
  });
});
