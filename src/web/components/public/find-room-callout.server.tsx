import { renderToStaticMarkup } from 'react-dom/server';
import { payloadFor } from '../../../shared/i18n/catalogues.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { I18nContext } from '../../i18n.tsx';
import { FindRoomCallout } from './find-room-callout.tsx';

/** The callout's markup, once per language: it depends on nothing else. */
const kept = new Map<Language, string>();

/**
 * The home page's 'Find a room' section as HTML, rendered on the server and sent with the page's data, as
 * the grids' alert sign-up is (decision 039): the home page shows it without a byte of its code in the
 * browser, and the roommates texts stay on the server.
 */
export function findRoomMarkup(language: Language): string {
  let html = kept.get(language);
  if (html === undefined) {
    html = renderToStaticMarkup(
      <I18nContext value={{ language, modules: { roommates: payloadFor(language, 'roommates') } }}>
        <FindRoomCallout />
      </I18nContext>,
    );
    kept.set(language, html);
  }
  return html;
}
