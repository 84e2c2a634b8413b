import { isRouteErrorResponse, type ErrorResponse } from 'react-router';
import { ListingCard } from '../../components/public/listing-card.tsx';
import { SiteLink } from '../../components/public/site-link.tsx';
import { StatusPanel } from '../../components/public/status-panel.tsx';
import { useTexts } from '../../i18n.tsx';
import type { RentedPageData } from './rented-page.server.ts';

/** The property page's error is its 410 'rented' answer (rentedPageData). */
export const isRented = (error: unknown): error is ErrorResponse & { data: RentedPageData } =>
  isRouteErrorResponse(error) && error.status === 410 && (error.data as RentedPageData | null)?.rented === true;

/**
 * A rented listing's page (410): 'This apartment has been rented', 'Back to Listings', the building's page
 * and up to three similar listings still free (issue 46 item 7).
 */
export function RentedView({ page }: { page: RentedPageData }) {
  const { PROPERTY_TEXT: P } = useTexts('property');
  return (
    <section className="bg-slate-50 px-4 pb-20 pt-14 sm:pt-20" data-testid="rented-page">
      <StatusPanel tone="empty" headingLevel="h1" title={P.rentedTitle} detail={P.rentedDetail(page.street)} backToListings>
        {page.building.href && (
          <SiteLink to={page.building.href} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            {P.rentedBuilding(page.building.name)}
          </SiteLink>
        )}
      </StatusPanel>
      <div className="mx-auto mt-12 max-w-7xl sm:px-2 lg:px-4">
        <h2 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">{P.rentedSimilar}</h2>
        {page.similar.length === 0 ? (
          <p className="mt-2 text-slate-600">{P.rentedNoneSimilar}</p>
        ) : (
          <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.similar.map((listing, index) => (
              <li key={listing.id} className="flex">
                <ListingCard listing={listing} index={index} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
