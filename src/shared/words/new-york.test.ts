import { describe, expect, it } from 'vitest';
import { calendarLabel, newYorkLabel } from './new-york.ts';

/** 10:00 AM on Tuesday, November 24, 2026 in New York (15:00 UTC). */
const AT = '2026-11-24T15:00:00.000Z';

describe('New York labels', () => {
  it('writes English as the e-mails, pages and PDFs assert it', () => {
    expect(newYorkLabel('en', 'day', AT)).toBe('Tue, Nov 24');
    expect(newYorkLabel('en', 'time', AT)).toBe('10:00 AM');
    expect(newYorkLabel('en', 'when', AT)).toBe('Tue, Nov 24, 10:00 AM');
    expect(newYorkLabel('en', 'longWhen', AT)).toBe('Tuesday, November 24, 2026 at 10:00 AM');
    expect(newYorkLabel('en', 'date', AT)).toBe('November 24, 2026');
    expect(newYorkLabel('en', 'shortDate', AT)).toBe('Nov 24, 2026');
    expect(newYorkLabel('en', 'dateTime', AT)).toBe('November 24, 2026 at 10:00 AM');
    expect(newYorkLabel('en', 'dateTimeSeconds', AT)).toBe('November 24, 2026 at 10:00:00 AM');
    expect(newYorkLabel('en', 'shortDateTime', AT)).toBe('Nov 24, 2026, 10:00 AM');
  });

  it('writes a date the same way in every language: never a bare YYYY-MM-DD in one and words in another', () => {
    expect(newYorkLabel('en', 'date', AT)).toBe('November 24, 2026');
    expect(newYorkLabel('es', 'date', AT)).toBe('24 de noviembre de 2026');
    expect(newYorkLabel('zh', 'date', AT)).toBe('2026年11月24日');
    expect(newYorkLabel('es', 'when', AT)).toMatch(/^mar, 24 de nov, 10:00/);
    expect(newYorkLabel('zh', 'when', AT)).toBe('11月24日周二 10:00');
  });

  it("is New York's time, on either side of a daylight-saving change", () => {
    // 2026-11-01: at 06:00 UTC New York's clocks go from 2:00 EDT back to 1:00 EST.
    expect(newYorkLabel('en', 'when', '2026-11-01T05:30:00.000Z')).toBe('Sun, Nov 1, 1:30 AM');
    expect(newYorkLabel('en', 'when', '2026-11-01T06:30:00.000Z')).toBe('Sun, Nov 1, 1:30 AM');
    // 11:30 PM on November 30 in New York is already December 1 in UTC.
    expect(newYorkLabel('en', 'date', '2026-12-01T04:30:00.000Z')).toBe('November 30, 2026');
  });

  it('writes a calendar day or month as it is, whatever the zone', () => {
    expect(calendarLabel('en', 'fullDate', '2026-12-01')).toBe('Tuesday, December 1, 2026');
    expect(calendarLabel('en', 'day', '2026-12-01')).toBe('Tue, Dec 1');
    expect(calendarLabel('en', 'monthDay', '2026-03-07')).toBe('Mar 7');
    expect(calendarLabel('en', 'weekday', '2026-11-26')).toBe('Thu');
    expect(calendarLabel('en', 'month', '2026-12')).toBe('December 2026');
    expect(calendarLabel('en', 'shortMonth', '2026-12')).toBe('Dec 2026');
    expect(calendarLabel('en', 'monthName', '2026-12')).toBe('Dec');
    expect(calendarLabel('es', 'date', '2026-01-20')).toBe('20 de enero de 2026');
  });
});
