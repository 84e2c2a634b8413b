import { useEffect } from 'react';
import { Link } from 'react-router';
import type { ListingDto } from '../../../../shared/listings.ts';
import { LISTINGS_TEXT as T } from '../../../../shared/texts/listings.ts';
import { buttonClass } from '../../../components/admin/button.tsx';
import { ListingForm, type SaveResult } from '../../../components/admin/listings/listing-form.tsx';
import { listingFormFromDto } from '../../../components/admin/listings/listing-form-model.ts';
import { ListingPageHeader } from '../../../components/admin/listings/listing-page-header.tsx';
import { UI } from '../../../components/admin/listings/listings-ui-text.ts';
import { useToast } from '../../../components/admin/toast.tsx';
import { serverComplaint } from '../../../components/admin/listings/server-complaint.ts';
import { api, SessionExpiredError } from '../../../lib/api-client.ts';
import { requireUser } from '../../../lib/session.ts';
import { adminTitle } from '../../../lib/admin-brand.ts';
import type { Route } from './+types/listing-edit-page';

/** The listing to edit; a failure is shown on the page (and as the spec's toast), not thrown. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  await requireUser();
  try {
    const body = await api.get<{ listing: ListingDto }>(`/listings/${encodeURIComponent(params.id)}`, { signal: request.signal });
    return { listing: body.listing, failed: false as const };
  } catch (error) {
    if (error instanceof SessionExpiredError) throw error;
    return { listing: null, failed: true as const };
  }
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const address = loaderData?.listing?.address;
  return [{ title: adminTitle(`${UI.editTitle}${address ? ` · ${address}` : ''}`) }];
}

export default function ListingEditPage({ loaderData }: Route.ComponentProps) {
  const toast = useToast();
  const { listing } = loaderData;

  useEffect(() => {
    if (!listing) toast.error(T.loadFailed);
  }, [listing, toast]);

  if (!listing)
    return (
      <div className="mx-auto max-w-5xl space-y-6">
        <ListingPageHeader title={UI.editTitle} />
        <div role="alert" className="rounded-2xl border border-red-200 bg-white p-8 text-center shadow-xs">
          <p className="text-base font-semibold text-slate-900">{T.loadFailed}</p>
          <p className="mt-1 text-sm text-slate-600">{UI.listingMissing}</p>
          <Link to="/admin/listings" className={buttonClass('secondary', 'mt-6')}>
            {UI.backToListings}
          </Link>
        </div>
      </div>
    );

  const save = async (data: FormData): Promise<SaveResult> => {
    try {
      await api.post(`/listings/${listing.id}`, data);
      toast.success(T.updated);
      return { ok: true };
    } catch (error) {
      if (error instanceof SessionExpiredError) return { ok: false, error: null };
      toast.error(T.updateFailed);
      return { ok: false, error: serverComplaint(error) };
    }
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ListingPageHeader title={UI.editTitle} subtitle={listing.address} />
      {/* A new key per listing: moving between listings starts a fresh form. */}
      <ListingForm
        key={listing.id}
        mode="edit"
        initial={listingFormFromDto(listing)}
        existingPhotos={listing.images}
        onSave={save}
      />
    </div>
  );
}
