import { renderToStaticMarkup } from 'react-dom/server';
import { AlertSignupBox } from './alert-signup.tsx';

/**
 * The grid's 'Get alerts for this search' as HTML, rendered on the server and sent with the page's
 * data: the listing grids show it without shipping its code to the browser (decision 039).
 */
export function alertSignupMarkup(grid: string, query: string): string {
  return renderToStaticMarkup(<AlertSignupBox grid={grid} query={query} />);
}
