import { useLocation } from 'react-router';
import { LANGUAGE_PREFIX, LANGUAGES, localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import { switchHtml } from './language-switch-html.ts';

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
export function LanguageSwitch({ className, inBrowser }: { className: string; inBrowser?: (path: string) => string }) {
  const { pathname, search } = useLocation();
  return (
    <nav
      aria-label="Language · Idioma · 语言"
      className={`flex flex-wrap gap-x-2 text-xs ${className}`}
      onPointerDown={followPage}
      onFocus={followPage}
      // `inBrowser` (switchHtml, given by the footer) writes the same links in the browser's render; elsewhere
      // the server's are kept as they came.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR ? switchHtml(pathname + search) : (inBrowser?.(pathname + search) ?? ''),
      }}
    />
  );
}

/**
 * The suggestion's trigger (docs/decisions/070), an inline script of the layout run once the page has loaded:
 * on an English page whose browser asks for Spanish or Chinese before English, /language-suggestion.js offers
 * the page in it. Nothing is loaded for anyone else, and the server's page is the same for everyone. The
 * language prefix is the site's own (LANGUAGE_PREFIX, docs/decisions/102). A function, so that the browser's
 * build (which renders no script) keeps none of it.
 */
export const suggestionScript = () =>
  `(()=>{if(${LANGUAGE_PREFIX}.test(location.pathname))return;for(const t of navigator.languages||[navigator.language]){const b=t.toLowerCase().split('-')[0];if(b==='en')return;if(${JSON.stringify(LANGUAGES.filter((l) => l !== 'en'))}.includes(b))return void import('/language-suggestion.js').then(m=>m.show(b),()=>{})}})()`;
