import { Link } from 'react-router';
import type { ListingDto } from '../../../../shared/listings.ts';
import { buttonClass } from '../button.tsx';
import { formatDate, formatPrice, formatRooms, thumbnailUrl } from './listing-format.ts';
import { ListingStatusBadge } from './listing-status-badge.tsx';
import { UI } from './listings-ui-text.ts';

/** The dashboard's newest listings, each with an Edit link. */
export function RecentListings({ listings }: { listings: ListingDto[] }) {
  return (
    <section
      aria-labelledby="recent-listings-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs"
    >
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <h2 id="recent-listings-title" className="text-base font-semibold text-slate-900">
          {UI.recentListings}
        </h2>
        <Link to="/admin/listings" className="text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
          {UI.viewAllListings}
        </Link>
      </header>
      {listings.length === 0 ? (
        <div className="px-5 py-10 text-center">
          <p className="text-sm text-slate-600">{UI.noListingsYet}</p>
          <Link to="/admin/listings/add" className={buttonClass('primary', 'mt-4')}>
            {UI.addListing}
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {listings.map((listing) => {
            const photo = listing.images[0];
            return (
              <li key={listing.id} className="flex items-center gap-4 px-5 py-3.5" data-testid="recent-listing">
                {photo ? (
                  <img
                    src={thumbnailUrl(photo)}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="size-14 shrink-0 rounded-xl object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-400"
                  >
                    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-6">
                      <path
                        strokeLinecap="round"
                        strokeLinejoin="round"
                        d="m2.25 12 8.954-8.955a1.126 1.126 0 0 1 1.591 0L21.75 12M4.5 9.75v10.125c0 .621.504 1.125 1.125 1.125H9.75v-4.875c0-.621.504-1.125 1.125-1.125h2.25c.621 0 1.125.504 1.125 1.125V21h4.125c.621 0 1.125-.504 1.125-1.125V9.75M8.25 21h8.25"
                      />
                    </svg>
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 font-semibold break-words text-slate-900 sm:truncate" data-testid="recent-address">
                    {listing.address}
                  </p>
                  <p className="mt-0.5 truncate text-sm text-slate-500">
                    <span className="font-medium text-slate-700">{formatPrice(listing.price)}</span> ·{' '}
                    {formatRooms(listing.bedrooms, listing.bathrooms, listing.size)}
                  </p>
                  <p className="mt-1 flex items-center gap-2 text-xs text-slate-500">
                    <ListingStatusBadge status={listing.status} />
                    <span>{formatDate(listing.created_at)}</span>
                  </p>
                </div>
                <Link
                  to={`/admin/listings/edit/${listing.id}`}
                  aria-label={`Edit ${listing.address}`}
                  className="shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-600/30 ring-inset hover:bg-brand-50"
                >
                  Edit
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
