import { Link } from 'react-router';
import type { ListingDto } from '../../../shared/listings.schema.ts';
import { listingTitle, withApartment } from '../../../shared/listing-format.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { RecentPanel } from '../kit/list/recent-panel.tsx';
import { formatDate, formatRooms } from './listing-format.ts';
import { ListingThumb } from './listing-thumb.tsx';
import { ListingStatusBadge } from './listing-status-badge.tsx';
import { UI } from './listings-ui-text.ts';
import { formatDollars } from '../../../shared/words/money.ts';

/** The dashboard's newest listings, each with an Edit link. */
export function RecentListings({ listings }: { listings: ListingDto[] }) {
  return (
    <RecentPanel
      id="recent-listings-title"
      title={UI.recentListings}
      viewAll={{ to: '/admin/listings', label: UI.viewAllListings }}
      empty={
        listings.length === 0 ? (
          <div className="px-5 py-10 text-center">
            <p className="text-sm text-slate-600">{UI.noListingsYet}</p>
            <Link to="/admin/listings/add" className={buttonClass('primary', 'mt-4')}>
              {UI.addListing}
            </Link>
          </div>
        ) : null
      }
    >
      {listings.map((listing) => (
        <li key={listing.id} className="flex items-center gap-4 px-5 py-3.5" data-testid="recent-listing">
          <ListingThumb listing={listing} className="size-14 rounded-xl" px={56} />
          <div className="min-w-0 flex-1">
            <p
              className="line-clamp-2 font-semibold break-words text-slate-900 sm:truncate"
              data-testid="recent-address"
              title={withApartment(listing.address, listing.neighborhood)}
            >
              {listingTitle(listing)}
            </p>
            <p className="mt-0.5 truncate text-sm text-slate-500">
              <span className="font-medium text-slate-700">{formatDollars(listing.price)}</span> ·{' '}
              {formatRooms(listing.bedrooms, listing.bathrooms, listing.size)}
            </p>
            <p className="mt-1 flex items-center gap-2 text-xs text-slate-500">
              <ListingStatusBadge status={listing.status} />
              <span>{formatDate(listing.created_at)}</span>
            </p>
          </div>
          <Link
            to={`/admin/listings/edit/${listing.id}`}
            aria-label={`Edit ${withApartment(listing.address, listing.neighborhood)}`}
            className="shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-600/30 ring-inset hover:bg-brand-50"
          >
            Edit
          </Link>
        </li>
      ))}
    </RecentPanel>
  );
}
