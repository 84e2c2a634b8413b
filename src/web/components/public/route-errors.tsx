import { isRouteErrorResponse, useLocation, useRouteError, type ErrorResponse } from 'react-router';
import { PageHero } from './page-hero.tsx';
import { StatusPanel } from './status-panel.tsx';
import { usePublicText } from '../../i18n.tsx';

export const isNotFound = (error: unknown): error is ErrorResponse => isRouteErrorResponse(error) && error.status === 404;

/** The 404 page: says so and offers the way back to the listings. */
export function NotFoundView(props: { title?: string; detail?: string }) {
  const T = usePublicText();
  const { title = T.pageNotFound, detail = T.pageNotFoundDetail } = props;
  return (
    <section className="bg-slate-50 px-4 py-20 sm:py-28">
      <p aria-hidden="true" className="text-center text-7xl font-bold tracking-tight text-brand-500 sm:text-8xl">
        404
      </p>
      <div className="mt-6">
        <StatusPanel tone="empty" headingLevel="h1" title={title} detail={detail} backToListings />
      </div>
    </section>
  );
}

interface ListingsErrorProps {
  hero: { eyebrow: string; title: string };
  message: string;
}

/**
 * A listing page that failed to load (docs/product.md §8): the page's header, the message and Retry, which
 * reloads the page. A 404 (unknown building, page past the last) shows the not-found page.
 */
export function ListingsErrorView({ hero, message }: ListingsErrorProps) {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  if (isNotFound(error)) return <NotFoundView />;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} />
      <section className="px-4 py-16">
        <StatusPanel title={message} retryHref={`${pathname}${search}`} />
      </section>
    </>
  );
}
