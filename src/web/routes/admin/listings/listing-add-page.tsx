import { LISTINGS_TEXT as T } from '../../../../shared/texts/listings.ts';
import { ListingForm } from '../../../components/admin/listings/listing-form.tsx';
import { useListingSave } from '../../../components/admin/listings/listing-save.ts';
import { emptyListingForm } from '../../../components/admin/listings/listing-form-model.ts';
import { ListingPageHeader } from '../../../components/admin/listings/listing-page-header.tsx';
import { UI } from '../../../components/admin/listings/listings-ui-text.ts';
import { ListingViewingsSection, useListingViewings } from '../../../components/admin/viewings/listing-viewings.tsx';
import { api } from '../../../lib/api-client.ts';
import { requireUser } from '../../../lib/session.ts';
import { adminTitle } from '../../../lib/admin-brand.ts';
import type { Route } from './+types/listing-add-page';

export async function clientLoader() {
  await requireUser();
  return null;
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(UI.addTitle) }];
}

export default function ListingAddPage() {
  const viewings = useListingViewings(null);
  const save = useListingSave(
    async (data, upload) => {
      const created = await api.upload<{ listing: { id: number } }>('/listings', data, {
        headers: { 'idempotency-key': upload.saveKey },
        onProgress: upload.onProgress,
      });
      await viewings.save(created.listing.id);
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
        extra={<ListingViewingsSection value={viewings.options} onChange={viewings.setOptions} />}
      />
    </div>
  );
}
