import type { DocumentKind } from '../../../../shared/applications.ts';
import { INTL_LOCALES, type Language } from '../../../../shared/i18n/languages.ts';
import { APPLY_TEXT } from '../../../../shared/texts/apply.ts';
import { textsFor, translateText } from '../../../i18n.server.ts';
import { ENGLISH, translateApplyMessage, type ApplyTexts } from './apply-messages.ts';
import { newYorkLabel } from '../../../../shared/words/new-york.ts';

/** The application pages' texts in `language` (English is the texts modules themselves). */
export const applyTextsIn = (language: Language): ApplyTexts => ({
  A: textsFor(language, 'apply').APPLY_TEXT,
  T: textsFor(language, 'applications').APPLICATIONS_TEXT,
});

/** A message of the service, a schema or the form limit (English) in `language`. */
export const sayIn = (language: Language, message: string): string =>
  translateText(language, ['inquiries', 'common', 'agency'], translateApplyMessage(message, ENGLISH, applyTextsIn(language)));

/** The form limit's refusal in `language` (the words of INQUIRIES_TEXT.tooManyRequests, with its minutes). */
export const limitIn = (language: Language, verdict: { message: string; retryAfterSeconds: number }) =>
  language === 'en'
    ? verdict.message
    : textsFor(language, 'inquiries').INQUIRIES_TEXT.tooManyRequests(Math.ceil(verdict.retryAfterSeconds / 60));

/** A document's size as the language writes it ('1.5 MB', '1,5 MB'): English is APPLY_TEXT.size. */
export function fileSizeIn(language: Language, bytes: number): string {
  if (language === 'en') return APPLY_TEXT.size(bytes);
  const number = new Intl.NumberFormat(INTL_LOCALES[language], { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024
    ? `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${number.format(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}

/** The day an application was sent, in New York ('November 27, 2026', '27 de noviembre de 2026', '2026年11月27日'). */
export const sentDayIn = (language: Language, at: string) => newYorkLabel(language, 'date', at);

/** A document's name as the service stores it ('Bank statement 2.pdf') with its kind's name in the language of `texts`. */
export function documentNameIn(texts: ApplyTexts, kind: DocumentKind, name: string): string {
  const english = ENGLISH.T.documentFileNames[kind];
  return name.startsWith(english) ? `${texts.T.documentFileNames[kind]}${name.slice(english.length)}` : name;
}
