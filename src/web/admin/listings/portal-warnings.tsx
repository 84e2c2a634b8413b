import type { ListingDto } from '../../../shared/listings.schema.ts';
import { portalWarnings } from '../../../shared/syndication.ts';
import { WarningTriangle } from '../fair-housing/index.ts';

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
          <WarningTriangle className="mt-px size-3.5 shrink-0 text-amber-600" />
          <span>{warning}</span>
        </li>
      ))}
    </ul>
  );
}
