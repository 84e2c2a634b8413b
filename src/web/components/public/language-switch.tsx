import { useLocation } from 'react-router';
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  languageOfPath,
  localizedPath,
  type Language,
} from '../../../shared/i18n/languages.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The switch's links as HTML, written by the server: this page (with its search) in each language, the current one marked. */
function switchHtml(path: string): string {
  const current = languageOfPath(path);
  return LANGUAGES.map((language) => {
    const tag = LANGUAGE_TAGS[language];
    const mark = language === current ? ' aria-current="page"' : '';
    return `<a href="${escapeHtml(localizedPath(path, language))}" hreflang="${tag}" lang="${tag}" data-language="${language}"${mark} class="p-1 hover:underline aria-[current=page]:font-bold">${LANGUAGE_NAMES[language]}</a>`;
  }).join('');
}

/** Before a link is followed, copied or focused: it leads to the page shown now (the site may have moved inside it). */
function followPage(event: React.SyntheticEvent<HTMLElement>) {
  for (const a of event.currentTarget.querySelectorAll('a'))
    a.href = localizedPath(location.pathname + location.search + location.hash, a.dataset.language as Language);
}

/**
 * The language switch of the header and the footer (docs/decisions/070): plain links to this page, with its
 * search, in each language, the current one marked; named in the three languages (each reader finds theirs).
 * The links are HTML written from the page's path (by the server, and by the browser when it renders the
 * part afresh), pointed at the page shown when one is about to be followed. Switching language is a page load, so the mark
 * stays right.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  return (
    <nav
      aria-label="Language · Idioma · 语言"
      className={`flex flex-wrap gap-x-2 text-xs ${className}`}
      onPointerDown={followPage}
      onFocus={followPage}
      // The same links from the browser's render: a part React renders afresh (the footer, hydrated after the
      // page, decision 099) keeps them.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: switchHtml(pathname + search) }}
    />
  );
}

/**
 * The suggestion's trigger (docs/decisions/070), an inline script of the layout run once the page has loaded:
 * on an English page whose browser asks for Spanish or Chinese before English, /language-suggestion.js offers
 * the page in it. Nothing is loaded for anyone else, and the server's page is the same for everyone.
 */
export const SUGGESTION_SCRIPT = `(()=>{if(/^\\/(es|zh)(\\/|$)/.test(location.pathname))return;for(const t of navigator.languages||[navigator.language]){const b=t.toLowerCase().split('-')[0];if(b==='en')return;if(b==='es'||b==='zh')return void import('/language-suggestion.js').then(m=>m.show(b),()=>{})}})()`;
