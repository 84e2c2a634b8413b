import { z } from 'zod';
import { LANGUAGES } from './i18n/languages.ts';
import { LANGUAGE_TEXT as T } from './texts/language.ts';

/**
 * `language` on every public call that stores a person (decision 072): 'en', 'es' or 'zh' — the page's
 * language, which every later e-mail to that person is written in. Absent (or null, or blank, as a form
 * without it sends) reads as English; anything else is refused with LANGUAGE_TEXT.invalid.
 */
export const languageField = z
  .preprocess(
    (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? 'en' : value),
    z.enum(LANGUAGES, { error: T.invalid }),
  )
  .meta({ type: 'string', enum: [...LANGUAGES], description: "The person's language: 'en' (default), 'es' or 'zh'" });
