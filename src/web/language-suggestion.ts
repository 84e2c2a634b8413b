import { LANGUAGE_TAGS, languagePrefix } from '../shared/i18n/languages.ts';
import { sameSitePath } from '../shared/same-site-path.ts';

// The suggestion to read an English page in Spanish or Chinese (docs/decisions/070), for a browser that asks
// for one of them first. Loaded by the public layout's inline script only then, as /language-suggestion.js: a
// script of its own, bundled apart from the app by vite.config.ts with what it imports (the language prefix,
// docs/decisions/102), so the home page's JavaScript does not carry it; drawn at the top of the body, never a redirect.
// Its link leads to the page shown when it is followed, with its search. Dismissed, it stays away
// (localStorage, this browser only: nothing is sent).

type Suggested = 'es' | 'zh';

const WORDS: Record<Suggested, { text: string; go: string; dismiss: string }> = {
  es: { text: 'Esta página está disponible en español.', go: 'Ver en español', dismiss: 'No, gracias' },
  zh: { text: '本页面有简体中文版。', go: '查看中文版', dismiss: '不用了' },
};
const DISMISSED_KEY = 'language-suggestion-dismissed';

function dismissed() {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether React has taken the page over (its nodes carry React's keys): an element added before would not match its render. */
function hydrated() {
  const main = document.getElementById('main');
  return Boolean(main && Object.keys(main).some((key) => key.startsWith('__react')));
}

/** Shows the suggestion of `language`, once the page is React's (before, it would be a mismatch that React repairs away). */
export function show(language: Suggested): void {
  if (!hydrated()) return void requestAnimationFrame(() => show(language));
  const words = WORDS[language] as (typeof WORDS)[Suggested] | undefined;
  if (!words || dismissed() || document.querySelector('[data-testid="language-suggestion"]')) return;
  const region = document.createElement('div');
  region.setAttribute('role', 'region');
  region.setAttribute('aria-label', words.text);
  region.setAttribute('lang', LANGUAGE_TAGS[language]);
  region.dataset.testid = 'language-suggestion';
  region.className = 'bg-brand-50 text-sm text-brand-900';
  const row = document.createElement('div');
  row.className = 'mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6 lg:px-8';
  const text = document.createElement('p');
  text.textContent = words.text;
  const link = document.createElement('a');
  // The page's path in the language, as every link of the site writes it (docs/decisions/093 and 102).
  const here = () => languagePrefix(language) + sameSitePath(location.pathname) + location.search;
  link.href = here();
  // The page may have changed inside the site since: the link follows it.
  link.addEventListener('pointerdown', () => (link.href = here()));
  link.addEventListener('focus', () => (link.href = here()));
  link.hreflang = LANGUAGE_TAGS[language];
  link.className = 'font-semibold underline underline-offset-4';
  link.textContent = words.go;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'ml-auto rounded px-2 py-1 font-semibold hover:bg-brand-100';
  button.textContent = words.dismiss;
  button.addEventListener('click', () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // not remembered: gone for this page
    }
    region.remove();
  });
  row.append(text, link, button);
  region.append(row);
  // The first thing in the body, outside the page's React tree (React leaves an element it did not render there).
  document.body.prepend(region);
}
