import { describe, expect, it } from 'vitest';
import { formatMultiple, incomeTotals } from './application-income.ts';

const part = (annualIncome: number | null, other: number[] = []) => ({
  annualIncome,
  otherIncome: other.map((amount) => ({ source: 'CityFHEPS', amount })),
});

describe('incomeTotals', () => {
  it('adds the tenants together (salary and every other source, vouchers included) and keeps the guarantor apart', () => {
    const totals = incomeTotals(
      [
        { role: 'applicant', part: part(60000, [36000]) },
        { role: 'co_applicant', part: part(null, [24000]) },
        { role: 'guarantor', part: part(250000) },
      ],
      3000,
    );
    expect(totals).toEqual({ tenants: 120000, tenantsMultiple: 40, guarantor: 250000, guarantorMultiple: 250000 / 3000 });
    expect(formatMultiple(totals.guarantorMultiple!)).toBe('83.3');
  });

  it('has no guarantor figure without a guarantor, and no multiple without a rent', () => {
    expect(incomeTotals([{ role: 'applicant', part: part(50000) }], 0)).toEqual({
      tenants: 50000,
      tenantsMultiple: null,
      guarantor: null,
      guarantorMultiple: null,
    });
  });
});
