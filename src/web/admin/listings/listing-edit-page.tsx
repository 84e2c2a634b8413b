import { useEffect } from 'react';
import { Link } from 'react-router';
import type { WordingConfirmation } from '../../../shared/fair-housing/listing-wording.ts';
import type { DescriptionTranslations, ListingDto } from '../../../shared/listings.schema.ts';
import { INSIGHTS_TEXT } from '../../../shared/texts/insights.ts';
import { DailyChart } from '../insights/index.ts';
import { ListingViewingsSection, useListingViewings } from '../viewings/index.ts';
import { ListingApplicationsSection, useListingApplications } from '../applications/index.ts';
import { LandlordAgencyPanel } from '../agency/index.ts';
import { RoomSeekersPanel } from '../roommates/index.ts';
import type { DailyFigures } from '../../../shared/insights.schema.ts';
import { LISTINGS_TEXT as T } from '../../../shared/texts/listings.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { ListingForm } from './listing-form.tsx';
import { useListingSave } from './listing-save.ts';
import { listingFormFromDto } from './listing-form-model.ts';
import { ListingPageHeader } from './listing-page-header.tsx';
import { UI } from './listings-ui-text.ts';
import { useToast } from '../kit/toast.tsx';
import { api } from '../kit/api-client.ts';
import { loadScreen } from '../kit/admin-load.ts';
import { requireUser } from '../kit/session.ts';
import { adminTitle } from '../kit/admin-brand.ts';
import type { Route } from './+types/listing-edit-page';
import { CardTitle } from '../kit/card-title.tsx';

/** The listing to edit; a failure is shown on the page (and as the spec's toast), not thrown. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  const { signal } = request;
  return loadScreen(
    signal,
    async () => {
      const [body, days] = await Promise.all([
        api.get<{
          listing: ListingDto;
          wordingConfirmation?: WordingConfirmation | null;
          translations?: DescriptionTranslations;
        }>(`/listings/${encodeURIComponent(params.id)}`, { signal }),
        // The listing's last 30 days (decision 040); the form works without them.
        loadScreen(
          signal,
          async () =>
            (await api.get<{ days: DailyFigures[] }>(`/insights/listings/${encodeURIComponent(params.id)}`, { signal })).days,
          () => null,
        ),
      ]);
      return {
        listing: body.listing,
        wordingConfirmation: body.wordingConfirmation ?? null,
        translations: body.translations,
        days,
        failed: false as const,
      };
    },
    () => ({ listing: null, wordingConfirmation: null, translations: undefined, days: null, failed: true as const }),
  );
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const address = loaderData?.listing?.address;
  return [{ title: adminTitle(`${UI.editTitle}${address ? ` · ${address}` : ''}`) }];
}

export default function ListingEditPage({ loaderData }: Route.ComponentProps) {
  const toast = useToast();
  const { listing, wordingConfirmation, days } = loaderData;
  const viewings = useListingViewings(listing?.id ?? null);
  const applications = useListingApplications(listing?.id ?? null);
  const save = useListingSave(
    async (data, upload) => {
      if (!listing) return;
      await api.upload(`/listings/${listing.id}`, data, {
        headers: { 'idempotency-key': upload.saveKey },
        onProgress: upload.onProgress,
      });
      await viewings.save(listing.id);
      await applications.save(listing.id);
    },
    { done: T.updated, failed: T.updateFailed },
  );

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

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ListingPageHeader title={UI.editTitle} subtitle={listing.address} />
      {days && <ListingFiguresPanel days={days} />}
      {/* A new key per listing: moving between listings starts a fresh form. */}
      <ListingForm
        key={listing.id}
        mode="edit"
        initial={listingFormFromDto(listing, loaderData.translations)}
        existingPhotos={listing.images}
        onSave={save}
        wordingConfirmation={wordingConfirmation}
        extra={
          <>
            <ListingViewingsSection value={viewings.options} onChange={viewings.setOptions} />
            <ListingApplicationsSection value={applications.enabled} onChange={applications.setEnabled} />
          </>
        }
      />
      <LandlordAgencyPanel listingId={listing.id} />
      <RoomSeekersPanel listingId={listing.id} />
    </div>
  );
}

/** The listing's views, inquiries and viewings over the last 30 days: totals and a small chart. */
function ListingFiguresPanel({ days }: { days: DailyFigures[] }) {
  const total = (key: 'views' | 'inquiries' | 'viewings') => days.reduce((n, d) => n + d[key], 0);
  return (
    <section aria-labelledby="listing-figures" className="rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-xs">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <CardTitle id="listing-figures">{INSIGHTS_TEXT.listingFigures}</CardTitle>
        <p className="text-sm text-slate-600 tabular-nums" data-testid="listing-figures">
          {INSIGHTS_TEXT.figuresLine({ views: total('views'), inquiries: total('inquiries'), viewings: total('viewings') })}
        </p>
      </div>
      <div className="mt-3">
        <DailyChart days={days} height={140} />
      </div>
    </section>
  );
}
