import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import type { ListingSearch } from '../../../shared/listing-search.ts';
import { BrowseBar, type BrowseLink } from './browse-bar.tsx';
import { ListingCard, type ListingCardData } from './listing-card.tsx';
import type { FilterChoices } from './listing-filters.tsx';
import { PageHero } from './page-hero.tsx';
import { StatusPanel } from './status-panel.tsx';
import { SiteLink } from './site-link.tsx';
import { usePublicText } from '../../i18n.tsx';
import { ListingFilters } from './listing-filters.tsx';
import { Pagination } from './pagination.tsx';

/** What a listing page's loader answers (see routes/public/listings-page.server.ts): what the page shows. */
export interface ListingsPageData {
  listings: ListingCardData[];
  page: number;
  totalPages: number;
  totalListings: number;
  /** '4 of 9 homes' ('9 homes' without a filter), written by the server: no message can compare the two counts (english-code.ts). */
  shown: string;
  pathname: string;
  /** The buildings' links of the browse bar. */
  buildings: BrowseLink[];
  /** The renter's search in the URL, its canonical query ('' for none) and what the filter bar may offer. */
  search: ListingSearch;
  query: string;
  choices: FilterChoices;
  /** 'Get alerts for this search', rendered on the server as markup (routes/public/alerts/alert-signup.server.tsx). */
  alerts: string;
}

interface ListingsViewProps {
  data: ListingsPageData;
  hero: { eyebrow: string; title: string; intro?: string; size?: 'large' | 'small'; children?: React.ReactNode };
  emptyText: string;
}

/** A listing page: hero, browse links, the cards of this page and Previous/Next. */
export function ListingsView({ data, hero, emptyText }: ListingsViewProps) {
  const T = usePublicText();
  const navigation = useNavigation();
  // The search the renter is on: a property page's 'Back to Listings' returns to it (routes/public/property.tsx).
  useEffect(() => {
    try {
      sessionStorage.lastSearch = location.pathname + location.search;
    } catch {
      // Storage may be off (a private window): the link then goes home.
    }
  });
  const loading = navigation.state === 'loading' && navigation.location.pathname === data.pathname;
  return (
    <>
      <PageHero {...hero} />
      <BrowseBar pathname={data.pathname} buildings={data.buildings} />
      {/* On a phone 'Filters' and 'Get alerts for this search' share a row; an opened one takes the width (app.css). */}
      <div className="search-tools">
        <ListingFilters pathname={data.pathname} search={data.search} query={data.query} choices={data.choices} />
        <div dangerouslySetInnerHTML={{ __html: data.alerts }} />
      </div>
      <section
        id="listings"
        aria-label={hero.title}
        aria-busy={loading}
        className="mx-auto max-w-7xl scroll-mt-20 px-4 pb-20 pt-5 sm:px-6 sm:pt-10 lg:px-8"
      >
        <p
          role="status"
          className="mb-3 flex sm:mb-4 items-center gap-2 text-sm font-medium text-slate-600"
          data-testid="result-count"
        >
          {loading && (
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" aria-hidden="true" />
          )}
          {loading ? T.loadingProperties : data.shown}
        </p>
        {data.listings.length === 0 && data.query ? (
          <StatusPanel tone="empty" title={T.noMatch} detail={T.noMatchHint}>
            <SiteLink to={data.pathname} className="text-sm font-semibold text-brand-700 hover:underline">
              {T.clearFilters}
            </SiteLink>
          </StatusPanel>
        ) : data.listings.length === 0 ? (
          <StatusPanel tone="empty" title={emptyText} detail={T.noPropertiesHint}>
            {data.page > 1 && (
              <a href={data.pathname} className="text-sm font-semibold text-brand-700 hover:underline">
                {T.backToFirstPage}
              </a>
            )}
          </StatusPanel>
        ) : (
          <>
            <ul className={`grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 ${loading ? 'opacity-60 transition-opacity' : ''}`}>
              {data.listings.map((listing, index) => (
                <li key={listing.id} className="flex">
                  <ListingCard listing={listing} index={index} />
                </li>
              ))}
            </ul>
            <Pagination
              href={(page) => `${data.pathname}${data.query}${page > 1 ? `${data.query ? '&' : '?'}page=${page}` : ''}`}
              page={data.page}
              totalPages={data.totalPages}
              total={data.totalListings}
            />
          </>
        )}
      </section>
    </>
  );
}
