import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, languageOfPath, localizedPath } from '../../../shared/i18n/languages.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The switch's links as HTML, written by the server: this page (with its search) in each language, the current one marked. */
export function switchHtml(path: string): string {
  const current = languageOfPath(path);
  return LANGUAGES.map((language) => {
    const tag = LANGUAGE_TAGS[language];
    const mark = language === current ? ' aria-current="page"' : '';
    return `<a href="${escapeHtml(localizedPath(path, language))}" hreflang="${tag}" lang="${tag}" data-language="${language}"${mark} class="p-1 hover:underline aria-[current=page]:font-bold">${LANGUAGE_NAMES[language]}</a>`;
  }).join('');
}
