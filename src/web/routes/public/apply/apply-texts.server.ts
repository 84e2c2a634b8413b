import type { DocumentKind } from '../../../../shared/applications.ts';
import { INTL_LOCALES, type Language } from '../../../../shared/i18n/languages.ts';
import { APPLY_TEXT } from '../../../../shared/texts/apply.ts';
import { textIn } from '../../../../shared/i18n/catalogues.ts';
import type { TextRef } from '../../../../shared/i18n/text-ref.ts';
import { textsFor } from '../../../i18n.server.ts';
import { ENGLISH, type ApplyTexts } from './apply-messages.ts';
import { newYorkLabel } from '../../../../shared/words/new-york.ts';

/** The application pages' texts in `language` (English is the texts modules themselves). */
export const applyTextsIn = (language: Language): ApplyTexts => ({
  A: textsFor(language, 'apply').APPLY_TEXT,
  T: textsFor(language, 'applications').APPLICATIONS_TEXT,
});

/** How the application service's words are said on a page in `language` (`applications.own(token, sayIn(language))`). */
export const sayIn =
  (language: Language) =>
  (text: TextRef): string =>
    textIn(language, text);

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
