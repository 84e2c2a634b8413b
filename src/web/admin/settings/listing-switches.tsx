import { useState } from 'react';
import type { ListingSwitchDto } from '../../../shared/applications.ts';
import { withApartment } from '../../../shared/listing-format.ts';
import { ADMIN_APPLICATIONS_TEXT as A } from '../../../shared/texts/admin-applications.ts';
import { useAdminWrite } from '../kit/admin-write.ts';
import { api } from '../kit/api-client.ts';

/**
 * Each listing's applications switch (Settings → Applications): on or off at once, through the same call
 * as the listing's form (PUT /api/admin/applications/listings/{id}); a rented listing is marked and takes none.
 */
export function ListingSwitches({ initial }: { initial: ListingSwitchDto[] }) {
  const [listings, setListings] = useState(initial);
  const { write, busy } = useAdminWrite<number>();
  if (listings.length === 0) return <p className="text-sm text-slate-600">{A.noListings}</p>;

  const set = (id: number, enabled: boolean) => setListings((list) => list.map((l) => (l.id === id ? { ...l, enabled } : l)));
  /** The switch moves at once; a refused change puts it back (the toast says why). */
  const toggle = async (listing: ListingSwitchDto, enabled: boolean) => {
    const place = withApartment(listing.address, listing.apartment);
    set(listing.id, enabled);
    const changed = await write(
      () => api.put<{ enabled: boolean }>(`/admin/applications/listings/${listing.id}`, { enabled }),
      { done: (body) => (body.enabled ? A.switchedOn(place) : A.switchedOff(place)), failed: A.switchFailed },
      listing.id,
    );
    set(listing.id, changed.ok ? changed.body.enabled : !enabled);
  };

  return (
    <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200" data-testid="listing-switches">
      {listings.map((listing) => {
        const place = withApartment(listing.address, listing.apartment);
        return (
          <li key={listing.id} className="flex items-center justify-between gap-4 px-4 py-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">{place}</p>
              {listing.rented && (
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{A.rentedListing}</p>
              )}
            </div>
            <label className="flex shrink-0 items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={listing.enabled}
                disabled={busy.has(listing.id)}
                aria-label={A.takesApplicationsOf(place)}
                onChange={(event) => void toggle(listing, event.target.checked)}
                className="h-5 w-5 rounded border-slate-300 text-brand-600"
              />
              <span aria-hidden="true" className="hidden sm:inline">
                {A.takesApplications}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
