import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  languageOfPath,
  localizedPath,
  type Language,
} from '../../../shared/i18n/languages.ts';

/** The switch's name, in the three languages (each reader finds theirs). */
const SWITCH_LABEL = 'Language · Idioma · 语言';

/**
 * The language switch of the header and the footer (docs/decisions/070): a plain link to this page, with its
 * search, in each other language; the current one is marked, not linked.
 */
export function LanguageSwitch({ tone }: { tone: 'light' | 'dark' }) {
  const { pathname, search, hash } = useLocation();
  const current = languageOfPath(pathname);
  return (
    <nav
      aria-label={SWITCH_LABEL}
      data-testid="language-switch"
      className={tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}
    >
      <ul className="flex flex-wrap items-center gap-x-1 text-xs">
        {LANGUAGES.map((language) => (
          <li key={language}>
            {language === current ? (
              <span
                lang={LANGUAGE_TAGS[language]}
                aria-current="true"
                className={`px-1.5 py-1 font-semibold ${tone === 'dark' ? 'text-white' : 'text-ink'}`}
              >
                {LANGUAGE_NAMES[language]}
              </span>
            ) : (
              <a
                href={localizedPath(`${pathname}${search}${hash}`, language)}
                hrefLang={LANGUAGE_TAGS[language]}
                lang={LANGUAGE_TAGS[language]}
                className="p-1 hover:underline"
              >
                {LANGUAGE_NAMES[language]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site language the browser asks for first (Accept-Language, as `navigator.languages` gives it). */
function preferredLanguage(): Language {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'es' || base === 'zh') return base;
  }
  return 'en';
}

/**
 * On an English page whose browser asks for Spanish or Chinese first: /language-suggestion.js (public/, loaded
 * then only) offers the page in that language in the layout's #language-suggestion (docs/decisions/070).
 */
export function useLanguageSuggestion(pageLanguage: Language) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const wanted = preferredLanguage();
    if (wanted === 'en') return;
    // A URL made at run time: the bundler leaves this file to the browser.
    const url = new URL('/language-suggestion.js', location.href).href;
    import(/* @vite-ignore */ url).then(
      (suggestion: { show: (language: Language, path: string) => void; hide: () => void }) =>
        pageLanguage === 'en' ? suggestion.show(wanted, `${pathname}${search}`) : suggestion.hide(),
      () => undefined,
    );
  }, [pageLanguage, pathname, search]);
}
