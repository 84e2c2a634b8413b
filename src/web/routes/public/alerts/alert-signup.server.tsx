import { LRUCache } from 'lru-cache';
import { renderToStaticMarkup } from 'react-dom/server';
import { AlertSignupBox } from './alert-signup.tsx';
import { payloadFor } from '../../../../shared/i18n/catalogues.ts';
import type { Language } from '../../../../shared/i18n/languages.ts';
import { I18nContext } from '../../../i18n.tsx';

/** The markup of the grids' searches, kept: at most a million characters (some 380 searches). */
const kept = new LRUCache<string, string>({ maxSize: 1_000_000, sizeCalculation: (html, key) => key.length + html.length });

/**
 * The grid's 'Get alerts for this search' as HTML, rendered on the server and sent with the page's
 * data: the listing grids show it without shipping its code to the browser (decision 039). The same
 * grid, search and language always give the same markup, so it is rendered once and kept (decision 051).
 */
export function alertSignupMarkup(grid: string, query: string, language: Language): string {
  const key = `${language}${grid}${query}`;
  let html = kept.get(key);
  if (html === undefined) {
    const texts = {
      language,
      modules: { alerts: payloadFor(language, 'alerts'), 'newsletter-form': payloadFor(language, 'newsletter-form') },
    };
    html = renderToStaticMarkup(
      <I18nContext value={texts}>
        <AlertSignupBox grid={grid} query={query} />
      </I18nContext>,
    );
    kept.set(key, html);
  }
  return html;
}
