import type { z } from 'zod';
import { textIn } from '../shared/i18n/catalogues.ts';
import type { Language } from '../shared/i18n/languages.ts';
import { sayingWith } from '../shared/i18n/schema-texts.ts';
import { isText, isTextRef, type Named } from '../shared/i18n/text-ref.ts';

/**
 * A service's refusal (or the form limit's verdict) in `language` (docs/decisions/101): its keyed text said in
 * the language from its key and values; a refusal without one (the agent's own words) as its message says it.
 * Read by shape: the pages' server bundle and the server's own are built apart.
 */
export function refusalIn(language: Language, refusal: unknown): string {
  const { text, message } = (refusal ?? {}) as { text?: unknown; message?: unknown };
  if (isTextRef(text)) return textIn(language, text);
  return typeof message === 'string' ? message : '';
}

/** Whether a service's refusal is the one `entry` names (`isRefusal(error, VIEWINGS.slotTaken)`), whatever its words. */
export const isRefusal = (refusal: unknown, entry: Named): boolean => isText((refusal as { text?: unknown } | null)?.text, entry);

/**
 * A form parsed by a shared schema, its keyed messages said in the page's language. Zod makes a failed parse's
 * messages when its `error` is first read: it is read here, while the page's language is the one said.
 */
export const parsedIn = <S extends z.ZodType>(language: Language, schema: S, values: unknown) =>
  sayingWith(
    (text) => textIn(language, text),
    () => {
      const result = schema.safeParse(values);
      if (!result.success) void result.error.issues;
      return result;
    },
  );
