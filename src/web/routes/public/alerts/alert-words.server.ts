import { gridName, searchWords } from '../../../../shared/i18n/search-words.ts';
import { requestLanguage } from '../../../i18n.server.ts';

type Search = { grid: string; gridLabel: string; query: string };

/** A saved search in words, and its grid's name, in the language of the request's page (the alert pages). */
export function wordsOnPage(request: Request, search: Search) {
  const language = requestLanguage(request);
  return {
    words: searchWords({ grid: search.grid, gridLabel: search.gridLabel, criteria: search.query.replace(/^\?/, ''), language }),
    gridLabel: gridName(language, search.grid, search.gridLabel),
  };
}
