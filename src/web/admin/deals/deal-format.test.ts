import { describe, expect, it } from 'vitest';
import { daysInStage, monthRange, tenantNames } from './deal-format.ts';

describe('deal card figures', () => {
  it('counts days in a stage by New York days, across both DST changes', () => {
    // Saturday 7 March 2026 00:30 EST to Monday 9 March 00:30 EDT: two days, though 47 hours.
    expect(daysInStage({ stageChangedAt: '2026-03-07T05:30:00.000Z' }, new Date('2026-03-09T04:30:00.000Z'))).toBe(2);
    // 23:30 on Saturday 31 October (EDT) to 00:30 on Sunday 1 November (EST): the next day, two hours later.
    expect(daysInStage({ stageChangedAt: '2026-11-01T03:30:00.000Z' }, new Date('2026-11-01T05:30:00.000Z'))).toBe(1);
    // Both in the same New York evening, though on two UTC days.
    expect(daysInStage({ stageChangedAt: '2026-11-20T22:00:00.000Z' }, new Date('2026-11-21T04:00:00.000Z'))).toBe(0);
  });

  it("names the month's first and last day, and the tenants", () => {
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    const t = (name: string) => ({ name, email: `${name}@example.com` });
    expect(tenantNames({ tenants: [t('Ann')] })).toBe('Ann');
    expect(tenantNames({ tenants: [t('Ann'), t('Bo')] })).toBe('Ann & Bo');
    expect(tenantNames({ tenants: [t('Ann'), t('Bo'), t('Cy')] })).toBe('Ann, Bo & Cy');
  });
});
