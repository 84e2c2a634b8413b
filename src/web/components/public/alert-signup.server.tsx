import { LRUCache } from 'lru-cache';
import { renderToStaticMarkup } from 'react-dom/server';
import { AlertSignupBox } from './alert-signup.tsx';

/** The markup of the grids' searches, kept: at most a million characters (some 380 searches). */
const kept = new LRUCache<string, string>({ maxSize: 1_000_000, sizeCalculation: (html, key) => key.length + html.length });

/**
 * The grid's 'Get alerts for this search' as HTML, rendered on the server and sent with the page's
 * data: the listing grids show it without shipping its code to the browser (decision 039). The same
 * grid and search always give the same markup, so it is rendered once and kept (decision 051).
 */
export function alertSignupMarkup(grid: string, query: string): string {
  const key = `${grid}${query}`;
  let html = kept.get(key);
  if (html === undefined) kept.set(key, (html = renderToStaticMarkup(<AlertSignupBox grid={grid} query={query} />)));
  return html;
}
