import { isRouteErrorResponse, Link, type ErrorResponse } from 'react-router';
import { ArrowLeftIcon } from '../../components/public/icons.tsx';
import { ListingCard } from '../../components/public/listing-card.tsx';
import { SiteLink } from '../../components/public/site-link.tsx';
import { useLocalPath, usePublicText, useTexts } from '../../i18n.tsx';
import type { RentedPageData } from './rented-page.server.ts';

/** The property page's error is its 410 'rented' answer (rentedPageData). */
export const isRented = (error: unknown): error is ErrorResponse & { data: RentedPageData } =>
  isRouteErrorResponse(error) && error.status === 410 && (error.data as RentedPageData | null)?.rented === true;

const button = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition';

/**
 * A rented listing's page (410): 'This apartment has been rented', 'Back to Listings', the building's page
 * and up to three similar listings still free (issue 46 item 7). With none free the detail says so in its
 * line, and no empty list follows (decision 108).
 */
export function RentedView({ page }: { page: RentedPageData }) {
  const { PROPERTY_TEXT: P } = useTexts('property');
  const T = usePublicText();
  const localPath = useLocalPath();
  const free = page.similar.length > 0;
  return (
    <section className="bg-slate-50 px-4 pt-10 pb-20 sm:pt-16" data-testid="rented-page">
      <div className="mx-auto max-w-3xl rounded-2xl bg-white px-6 py-8 text-center shadow-sm ring-1 ring-slate-200 sm:px-10">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{P.rentedTitle}</h1>
        <p className="mt-2 text-slate-600">{free ? P.rentedDetail(page.street) : P.rentedNoneFree(page.street)}</p>
        <div className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to={localPath('/')} className={`${button} bg-brand-700 text-white shadow-sm hover:bg-brand-900`}>
            <ArrowLeftIcon className="h-4 w-4" />
            {T.backToListings}
          </Link>
          {page.building.href && (
            <SiteLink
              to={page.building.href}
              className={`${button} border border-slate-300 bg-white text-slate-800 hover:border-brand-500 hover:text-brand-700`}
            >
              {P.rentedBuilding(page.building.name)}
            </SiteLink>
          )}
        </div>
      </div>
      {free && (
        <div className="mx-auto mt-12 max-w-7xl sm:px-2 lg:px-4">
          <h2 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">{P.rentedSimilar}</h2>
          <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.similar.map((listing, index) => (
              <li key={listing.id} className="flex">
                <ListingCard listing={listing} index={index} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
