import { describe, expect, it } from 'vitest';
import { addNewYorkBusinessDays, newYorkHolidaysAhead, newYorkHolidaysOf } from './ny-holidays.ts';

describe('New York public holidays', () => {
  it('names the thirteen holidays of 2026 on the days they are observed', () => {
    expect(newYorkHolidaysOf(2026).map((h) => `${h.date} ${h.name}`)).toEqual([
      "2026-01-01 New Year's Day",
      '2026-01-19 Martin Luther King Jr. Day',
      "2026-02-12 Lincoln's Birthday",
      "2026-02-16 Presidents' Day",
      '2026-05-25 Memorial Day',
      '2026-06-19 Juneteenth',
      // July 4th 2026 is a Saturday: observed on Friday the 3rd.
      '2026-07-03 Independence Day',
      '2026-09-07 Labor Day',
      '2026-10-12 Columbus Day',
      '2026-11-03 Election Day',
      '2026-11-11 Veterans Day',
      '2026-11-26 Thanksgiving Day',
      '2026-12-25 Christmas Day',
    ]);
  });

  it('moves a Sunday holiday to the Monday and a Saturday one to the Friday, across the year end', () => {
    const of2027 = newYorkHolidaysOf(2027);
    const at = (name: string) => of2027.find((h) => h.name === name)?.date;
    // Juneteenth 2027 is a Saturday, July 4th a Sunday, Christmas a Saturday.
    expect(at('Juneteenth')).toBe('2027-06-18');
    expect(at('Independence Day')).toBe('2027-07-05');
    expect(at('Christmas Day')).toBe('2027-12-24');
    expect(at('Thanksgiving Day')).toBe('2027-11-25');
    expect(at('Election Day')).toBe('2027-11-02');
    expect(at('Memorial Day')).toBe('2027-05-31');
    // New Year's Day 2028 is a Saturday: observed on Friday, December 31, 2027.
    expect(newYorkHolidaysOf(2028)[0]).toEqual({ date: '2027-12-31', name: "New Year's Day" });
    // Election Day when November starts on a Tuesday (2022): the 8th, not the 1st.
    expect(newYorkHolidaysOf(2022).find((h) => h.name === 'Election Day')?.date).toBe('2022-11-08');
  });

  it('lists the coming twelve months from a day, that day included and the same day a year later not', () => {
    const ahead = newYorkHolidaysAhead('2026-11-26');
    expect(ahead[0]).toEqual({ date: '2026-11-26', name: 'Thanksgiving Day' });
    expect(ahead.at(-1)).toEqual({ date: '2027-11-25', name: 'Thanksgiving Day' });
    // Thanksgiving and Christmas 2026, then the twelve of 2027 up to its Thanksgiving.
    expect(ahead).toHaveLength(14);
    expect(ahead.map((h) => h.date)).toEqual([...ahead.map((h) => h.date)].sort());
    expect(newYorkHolidaysAhead('2026-11-27')[0].name).toBe('Christmas Day');
    expect(newYorkHolidaysAhead('2026-11-27').some((h) => h.date === '2027-11-25')).toBe(true);
  });
});

describe("New York business days (the Fair Chance Housing Law's five business days, decision 089)", () => {
  it('skips weekends and the holidays observed', () => {
    // Monday 2026-11-23: Thanksgiving (Thursday 26th) is no business day.
    expect(addNewYorkBusinessDays('2026-11-23', 5)).toBe('2026-12-01');
    // Friday: the weekend does not count.
    expect(addNewYorkBusinessDays('2026-12-04', 5)).toBe('2026-12-11');
    // Across the year: Christmas (Friday 25th) and New Year's Day (Friday 2027-01-01) skipped.
    expect(addNewYorkBusinessDays('2026-12-21', 5)).toBe('2026-12-29');
    expect(addNewYorkBusinessDays('2026-12-28', 5)).toBe('2027-01-05');
  });
});
