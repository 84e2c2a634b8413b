import { z } from 'zod';
import type { Language } from './i18n/languages.ts';

/**
 * The agent's own words in three languages (issue 37, decision 072): the biography, the tagline, tips and
 * each listing's description have an English text and optional Spanish and Chinese ones ('' when not
 * given). A page shows the text of its language where there is one, else the English — and says so, so
 * the page writes `lang="en"` on it and a screen reader reads it as English.
 */
export interface AgentText {
  text: string;
  /** The language `text` is in: the page's, or 'en' when the agent gave no translation. */
  language: Language;
}

/** The text to show in `language`: its translation when given, else the English one marked 'en'. */
export function agentText(language: Language, texts: { en: string; es?: string | null; zh?: string | null }): AgentText {
  const own = language === 'en' ? texts.en : texts[language];
  return own && own.trim() ? { text: own, language } : { text: texts.en, language: 'en' };
}

/**
 * An optional translation field of the back-office forms: the English field's limit, null or blank
 * read as '' (none). Missing stays undefined: an edit keeps what was saved.
 */
export const translationField = (max: number, tooLong: string, description: string) =>
  z
    .preprocess((value) => (value === null ? '' : value), z.string({ error: tooLong }).trim().max(max, tooLong).optional())
    .meta({ type: 'string', maxLength: max, description: `${description}; optional ('' for none), at most ${max} characters` });
