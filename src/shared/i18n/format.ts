import { NEW_YORK } from '../new-york-time.ts';
import { INTL_LOCALES, type Language } from './languages.ts';

/**
 * Intl's dates for a language (docs/decisions/069), in New York time, each format made once: what
 * src/shared/words/new-york.ts writes its labels with (docs/decisions/102). Money stays the US form in every
 * language ('$2,500', what New York's Spanish and Chinese listings write: src/shared/words/money.ts).
 */

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** A day or time in New York: `options` as Intl.DateTimeFormat takes them (the time zone is New York's). */
export function formatDate(language: Language, at: Date | string | number, options: Intl.DateTimeFormatOptions): string {
  const key = `d${language}${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALES[language], { timeZone: NEW_YORK, ...options })));
  return format.format(typeof at === 'object' ? at : new Date(at));
}

/** A calendar day 'YYYY-MM-DD' as the language writes it with `options` (no time zone shift: the day itself). */
export function formatDay(language: Language, day: string, options: Intl.DateTimeFormatOptions): string {
  return formatDate(language, new Date(`${day}T12:00:00Z`), { ...options, timeZone: 'UTC' });
}
