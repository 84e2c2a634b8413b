// A place and a time as a person reads them in their language, used by e-mails, PDFs and pages alike
// (server side: the catalogues of every language are imported).
import { textsFor } from './i18n/catalogues.ts';
import { formatDate } from './i18n/format.ts';
import type { Language } from './i18n/languages.ts';
import { longWhenLabel, whenLabel } from './new-york-labels.ts';

/** An address with its apartment as listing-format's withApartment writes it, 'Apt' in the language ('Apto.', '…室'). */
export function placeIn(language: Language, address: string, unit: string | null | undefined): string {
  const u = unit?.trim();
  if (!u) return address;
  return `${address}, ${/^(ap(artmen)?t|unit)\b|^#/i.test(u) ? u : textsFor(language, 'public').PUBLIC_TEXT.apartment(u)}`;
}

/**
 * A viewing's time as the renter's e-mails write it in their language (decision 072): English as above;
 * Spanish and Chinese as Intl writes them (shared/i18n/format.ts), New York time.
 */
export const MAIL_WHEN: Record<Language, { when: (instant: string) => string; longWhen: (instant: string) => string }> = {
  en: { when: whenLabel, longWhen: longWhenLabel },
  es: {
    when: (at) => formatDate('es', at, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
    longWhen: (at) => formatDate('es', at, { dateStyle: 'full', timeStyle: 'short' }),
  },
  zh: {
    when: (at) => formatDate('zh', at, { month: 'short', day: 'numeric', weekday: 'short', hour: 'numeric', minute: '2-digit' }),
    longWhen: (at) => formatDate('zh', at, { dateStyle: 'full', timeStyle: 'short' }),
  },
};
