// The suggestion to read an English page in Spanish or Chinese (docs/decisions/070), for a browser that asks
// for one of them first. Loaded by the public layout only then (a plain file: the home page's JavaScript
// budget does not carry it); drawn into the layout's empty #language-suggestion after hydration, never a
// redirect. Dismissed, it stays away (localStorage, this browser only: nothing is sent).

const WORDS = {
  es: { text: 'Esta página está disponible en español.', go: 'Ver en español', dismiss: 'No, gracias', tag: 'es' },
  zh: { text: '本页面有简体中文版。', go: '查看中文版', dismiss: '不用了', tag: 'zh-Hans' },
};
const DISMISSED_KEY = 'language-suggestion-dismissed';

function dismissed() {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Shows (or updates) the suggestion of `language` for the English page at `path` (its pathname and search). */
export function show(language, path) {
  const box = document.getElementById('language-suggestion');
  const words = WORDS[language];
  if (!box || !words || dismissed()) return;
  box.replaceChildren();
  const region = document.createElement('div');
  region.setAttribute('role', 'region');
  region.setAttribute('aria-label', words.text);
  region.setAttribute('lang', words.tag);
  region.dataset.testid = 'language-suggestion';
  region.className = 'bg-brand-50 text-sm text-brand-900';
  const row = document.createElement('div');
  row.className = 'mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6 lg:px-8';
  const text = document.createElement('p');
  text.textContent = words.text;
  const link = document.createElement('a');
  link.href = `/${language}${path === '/' ? '/' : path}`;
  link.hreflang = words.tag;
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
    box.replaceChildren();
  });
  row.append(text, link, button);
  region.append(row);
  box.append(region);
}

/** Removes the suggestion (a page in another language). */
export function hide() {
  document.getElementById('language-suggestion')?.replaceChildren();
}
