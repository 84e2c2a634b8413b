import { formatDate, formatDay } from '../i18n/format.ts';
import type { Language } from '../i18n/languages.ts';

/**
 * Every way the product writes a day or a time (docs/decisions/102): New York's, and in every language
 * the same way, one set of Intl options a label; English is what Intl writes for 'en-US' (pages, e-mails,
 * PDFs and the back-office alike). The examples: English · Spanish · Chinese.
 */
const LABELS = {
  /** 'Tue, Nov 24' · 'mar, 24 de nov' · '11月24日周二' */
  day: { weekday: 'short', month: 'short', day: 'numeric' },
  /** 'Tuesday, November 24' · 'martes, 24 de noviembre' · '11月24日星期二' */
  longDay: { weekday: 'long', month: 'long', day: 'numeric' },
  /** 'Tue' · 'mar' · '周二' */
  weekday: { weekday: 'short' },
  /** 'Nov 24' · '24 nov' · '11月24日' */
  monthDay: { month: 'short', day: 'numeric' },
  /** 'Nov 24, 2026' · '24 nov 2026' · '2026年11月24日' */
  shortDate: { dateStyle: 'medium' },
  /** 'November 24, 2026' · '24 de noviembre de 2026' · '2026年11月24日' */
  date: { dateStyle: 'long' },
  /** 'Tuesday, November 24, 2026' · 'martes, 24 de noviembre de 2026' · '2026年11月24日星期二' */
  fullDate: { dateStyle: 'full' },
  /** '10:00 AM' · '10:00 a.m.' · '10:00' */
  time: { hour: 'numeric', minute: '2-digit' },
  /** 'Tue, Nov 24, 10:00 AM' · 'mar, 24 de nov, 10:00 a.m.' · '11月24日周二 10:00' */
  when: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** 'Tuesday, November 24, 2026 at 10:00 AM' · 'martes, 24 de noviembre de 2026, 10:00 a.m.' · '2026年11月24日星期二 10:00' */
  longWhen: { dateStyle: 'full', timeStyle: 'short' },
  /** 'Nov 24, 2026, 10:00 AM' · '24 nov 2026, 10:00 a.m.' · '2026年11月24日 10:00' */
  shortDateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 'November 24, 2026 at 10:00 AM' · '24 de noviembre de 2026 a las 10:00 a.m.' · '2026年11月24日 10:00' */
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** A signature's moment, to the second: 'November 24, 2026 at 10:00:00 AM'. */
  dateTimeSeconds: { dateStyle: 'long', timeStyle: 'medium' },
  /** 'Nov' · 'nov' · '11月' */
  monthName: { month: 'short' },
  /** 'Nov 2026' · 'nov 2026' · '2026年11月' */
  shortMonth: { month: 'short', year: 'numeric' },
  /** 'November 2026' · 'noviembre de 2026' · '2026年11月' */
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateLabel = keyof typeof LABELS;

/** An instant (a Date, an ISO text or milliseconds) as New York's `label` in `language`. */
export const newYorkLabel = (language: Language, label: DateLabel, at: Date | string | number): string =>
  formatDate(language, at, LABELS[label]);

/**
 * A New York calendar day ('2026-11-24') or month ('2026-11') as `label` in `language`: the day itself, which
 * no time zone moves.
 */
export const calendarLabel = (language: Language, label: DateLabel, day: string): string =>
  formatDay(language, day.length === 7 ? `${day}-01` : day, LABELS[label]);
