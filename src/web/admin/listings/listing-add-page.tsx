import { LISTINGS_TEXT as T } from '../../../shared/texts/listings.ts';
import { ListingForm } from './listing-form.tsx';
import { useListingSave } from './listing-save.ts';
import { emptyListingForm } from './listing-form-model.ts';
import { ListingPageHeader } from './listing-page-header.tsx';
import { UI } from './listings-ui-text.ts';
import { ListingViewingsSection, useListingViewings } from '../viewings/index.ts';
import { ListingApplicationsSection, useListingApplications } from '../applications/index.ts';
import { api } from '../kit/api-client.ts';
import { requireUser } from '../kit/session.ts';
import { adminTitle } from '../kit/admin-brand.ts';
import type { Route } from './+types/listing-add-page';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  return null;
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(UI.addTitle) }];
}

export default function ListingAddPage() {
  const viewings = useListingViewings(null);
  const applications = useListingApplications(null);
  const save = useListingSave(
    async (data, upload) => {
      const created = await api.upload<{ listing: { id: number } }>('/listings', data, {
        headers: { 'idempotency-key': upload.saveKey },
        onProgress: upload.onProgress,
      });
      await viewings.save(created.listing.id);
      await applications.save(created.listing.id);
    },
    { done: T.created, failed: T.createFailed },
  );
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ListingPageHeader title={UI.addTitle} subtitle={UI.addSubtitle} />
      <ListingForm
        mode="create"
        initial={emptyListingForm()}
        onSave={save}
        extra={
          <>
            <ListingViewingsSection value={viewings.options} onChange={viewings.setOptions} />
            <ListingApplicationsSection value={applications.enabled} onChange={applications.setEnabled} />
          </>
        }
      />
    </div>
  );
}
