import { sameSitePath } from '../same-site-path.ts';

/**
 * The site's languages (issue 37, docs/decisions/070): English, the default and the specification's exact texts,
 * at the unprefixed addresses; Spanish under /es/ and Simplified Chinese under /zh/.
 */
export const LANGUAGES = ['en', 'es', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The BCP 47 tag of `<html lang>`, `hreflang` and `lang=` attributes: 'zh-Hans' (Simplified Chinese) everywhere. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', es: 'es', zh: 'zh-Hans' };

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', zh: '中文 (简体)' };

/** The locale Intl formats numbers and dates with (United States usage for Spanish, Mainland for Chinese). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US', zh: 'zh-CN' };

/** A language's prefix of the site's paths: '' in English (the unprefixed addresses), '/es', '/zh'. */
export const languagePrefix = (language: Language) => (language === 'en' ? '' : `/${language}`);

/**
 * A path's language prefix as the site writes it (lowercase): `/es` or `/zh` followed by a slash (or a backslash,
 * which a browser reads as one), the `.data` of React Router's request for that page, or nothing.
 */
export const LANGUAGE_PREFIX = /^\/(es|zh)(?=[/\\]|\.data$|$)/;

/** The language of a site path: its first segment when that is `es` or `zh`, else English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split(/[/?#]/)[1];
  return first === 'es' || first === 'zh' ? first : 'en';
}

/** A site path without its language prefix: '/es/property/4' → '/property/4', '/zh' → '/'. */
export function unprefixedPath(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === 'en') return pathname;
  const rest = pathname.slice(3);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * A site path (from its root, unprefixed, possibly with a query or hash) in `language`: '/property/4' →
 * '/es/property/4', '/' → '/es/', '/?page=2' → '/es/?page=2'. English paths are left as they are; a path
 * already in a language is moved to `language`.
 */
export function localizedPath(path: string, language: Language): string {
  // Not from the root (a hash, `mailto:`, a relative link): left as it is. From the root, it stays on the site
  // (`//evil.example`, `/\evil.example` and their like are one of this site's paths, docs/decisions/093).
  // eslint-disable-next-line no-control-regex -- what a browser skips before a link (C0 controls, spaces).
  if (!/^[\u0000-\u0020]*[/\\]/.test(path)) return path;
  const site = sameSitePath(path);
  if (/^\/(admin|api|uploads|assets|feeds)(\/|$)/.test(site)) return site;
  const cut = site.search(/[?#]/);
  const pathname = cut < 0 ? site : site.slice(0, cut);
  const rest = cut < 0 ? '' : site.slice(cut);
  // Without its prefix, '/es//evil.example' would start with two slashes: made same-site again.
  const bare = sameSitePath(unprefixedPath(pathname));
  return languagePrefix(language) + bare + rest;
}
