import { describe, expect, it } from 'vitest';
import { formatMultiple, incomeTotals } from './application-income.ts';

const part = (annualIncome: number | null, other: Array<[string, number]> = []) => ({
  annualIncome,
  otherIncome: other.map(([source, amount]) => ({ source, amount })),
});

describe('incomeTotals', () => {
  it('adds the tenants together (salary and every other source) and keeps the guarantor apart', () => {
    const totals = incomeTotals(
      [
        { role: 'applicant', part: part(60000, [['Child support', 36000]]) },
        { role: 'co_applicant', part: part(null, [['SSI', 24000]]) },
        { role: 'guarantor', part: part(250000) },
      ],
      3000,
    );
    expect(totals).toEqual({
      tenants: 120000,
      tenantsOwn: 120000,
      tenantsMultiple: 40,
      voucherMonthly: null,
      tenantShare: null,
      guarantor: 250000,
      guarantorMultiple: 250000 / 3000,
    });
    expect(formatMultiple(totals.guarantorMultiple!)).toBe('83.3');
  });

  it('with a voucher paying part of the rent, counts the tenants’ share only (NYC Admin Code §8-107(5)(a), lawful source of income)', () => {
    // CityFHEPS pays $2,500 of a $3,000 rent: the tenant's $40,000 is 80 times their $500 share.
    const totals = incomeTotals([{ role: 'applicant', part: part(40000, [['CityFHEPS', 30000]]) }], 3000);
    expect(totals).toMatchObject({ tenants: 70000, tenantsOwn: 40000, voucherMonthly: 2500, tenantShare: 500, tenantsMultiple: 80 });
    // A voucher paying the whole rent: no multiple to ask of anyone.
    const whole = incomeTotals(
      [
        { role: 'applicant', part: part(null, [['Section 8 voucher', 40000]]) },
        { role: 'guarantor', part: part(90000) },
      ],
      3000,
    );
    expect(whole).toMatchObject({ tenantShare: 0, tenantsMultiple: null, guarantorMultiple: null });
  });

  it('has no guarantor figure without a guarantor, and no multiple without a rent', () => {
    expect(incomeTotals([{ role: 'applicant', part: part(50000) }], 0)).toEqual({
      tenants: 50000,
      tenantsOwn: 50000,
      tenantsMultiple: null,
      voucherMonthly: null,
      tenantShare: null,
      guarantor: null,
      guarantorMultiple: null,
    });
  });
});
