import { Link } from 'react-router';
import type { ListingDto } from '../../../../shared/listings.ts';
import { buttonClass } from '../button.tsx';
import { formatDate, formatPrice, formatRooms } from './listing-format.ts';
import { ListingStatusBadge } from './listing-status-badge.tsx';
import { UI } from './listings-ui-text.ts';

/** The dashboard's newest listings, each with an Edit link. */
export function RecentListings({ listings }: { listings: ListingDto[] }) {
  return (
    <section aria-labelledby="recent-listings-title" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
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
            const small = photo?.widths[0];
            return (
              <li key={listing.id} className="flex items-center gap-4 px-5 py-3.5" data-testid="recent-listing">
                {photo ? (
                  <img
                    src={small ? photo.url.replace(/-\d+\.webp$/, `-${small}.webp`) : photo.url}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="size-14 shrink-0 rounded-xl object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="size-14 shrink-0 rounded-xl bg-gradient-to-br from-slate-100 to-slate-200" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-slate-900">{listing.address}</p>
                  <p className="mt-0.5 truncate text-sm text-slate-500">
                    <span className="font-medium text-slate-700">{formatPrice(listing.price)}</span> · {formatRooms(listing.bedrooms, listing.bathrooms, listing.size)}
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
