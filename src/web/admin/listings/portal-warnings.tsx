import type { ListingDto } from '../../../shared/listings.schema.ts';
import { portalWarnings } from '../../../shared/syndication.ts';

/** What StreetEasy and Zillow need that a listing marked for them lacks (nothing for a listing kept off the portals). */
export function listingPortalWarnings(listing: Pick<ListingDto, 'address' | 'neighborhood' | 'images' | 'syndicate'>): string[] {
  return listing.syndicate ? portalWarnings({ ...listing, photoCount: listing.images.length }) : [];
}

/** The warnings as a short list in amber: 'StreetEasy needs the apartment number'. */
export function PortalWarnings({ warnings, className = '' }: { warnings: string[]; className?: string }) {
  if (warnings.length === 0) return null;
  return (
    <ul className={`space-y-0.5 text-xs text-amber-800 ${className}`} data-testid="portal-warnings">
      {warnings.map((warning) => (
        <li key={warning} className="flex items-start gap-1.5">
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-px size-3.5 shrink-0 text-amber-600">
            <path
              fillRule="evenodd"
              d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495ZM10 5a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 5Zm0 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              clipRule="evenodd"
            />
          </svg>
          <span>{warning}</span>
        </li>
      ))}
    </ul>
  );
}
