import type { Language } from './languages.ts';

/**
 * A message compiled by @lingui/message-utils (`compileMessage`), formatted as @lingui/core formats it
 * (docs/decisions/069): text, `{name}`, `{n, plural, =1 {…} one {…} other {…}}` with `#` (no `offset:`), `{x, select, …}`,
 * `{n, number}`. The browser uses this instead of @lingui/core's I18n class, whose 2.2 KB (gzip) the home page's
 * JavaScript budget has no room for; tests/api/i18n-catalogue.test.ts formats every message of every catalogue
 * both ways and requires the same text.
 */
export type CompiledMessage = string | CompiledToken[];
type CompiledToken = string | [name: string, type?: string, format?: Record<string, CompiledMessage> | string];

/** The Intl formats of each language, made once (`n` + language: numbers, `p` + language: plural rules). */
const formats: Record<string, Intl.NumberFormat | Intl.PluralRules> = {};
const numberOf = (language: Language, value: number) =>
  ((formats[`n${language}`] ??= new Intl.NumberFormat([language, 'en'])) as Intl.NumberFormat).format(value);

export function formatCompiled(language: Language, message: CompiledMessage, values: Record<string, unknown>): string {
  const walk = (tokens: CompiledMessage, octothorpe?: number): string => {
    if (!Array.isArray(tokens)) return tokens;
    let out = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        out += token === '#' && octothorpe !== undefined ? numberOf(language, octothorpe) : token;
        continue;
      }
      const [name, type, format] = token;
      const value = values[name];
      if (type === 'plural' && typeof format === 'object') {
        // No `offset:` (the catalogues use none).
        const n = Number(value);
        const rule = ((formats[`p${language}`] ??= new Intl.PluralRules([language, 'en'])) as Intl.PluralRules).select(n);
        out += walk(format[String(value)] ?? format[rule] ?? format.other, n);
      } else if (type === 'select' && typeof format === 'object') {
        out += walk(format[String(value)] ?? format.other, octothorpe);
      } else if (type === 'number') out += numberOf(language, Number(value));
      else if (value !== undefined && value !== null) {
        out += String(value);
      }
    }
    return out;
  };
  return walk(message);
}
