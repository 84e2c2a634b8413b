import { useRouteError } from 'react-router';
import { isNotFound } from '../public/route-errors.tsx';
import { StatusPanel } from '../public/status-panel.tsx';
import { useTexts } from '../../i18n.tsx';

/**
 * The error page of a page about one listing (its viewing times, its application): a 404 says the
 * loader's words for it (which `notFoundTitle` reads from the 404's data, in the page's language),
 * anything else that the property could not be loaded; both offer the way back to the listings.
 */
export function ListingPageError({ notFoundTitle }: { notFoundTitle: (data: unknown) => string | null | undefined }) {
  const error = useRouteError();
  const { PROPERTY_TEXT } = useTexts('property');
  const unavailable = isNotFound(error) ? notFoundTitle(error.data) : null;
  return (
    <section className="bg-slate-50 px-4 py-20 sm:py-28">
      <StatusPanel headingLevel="h1" title={unavailable || PROPERTY_TEXT.loadPropertyFailed} backToListings />
    </section>
  );
}
