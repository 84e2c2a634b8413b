import { LISTINGS_TEXT as T } from '../../../../shared/texts/listings.ts';
import { ListingForm, type SaveResult } from '../../../components/admin/listings/listing-form.tsx';
import type { SaveUpload } from '../../../components/admin/listings/use-photo-uploads.ts';
import { emptyListingForm } from '../../../components/admin/listings/listing-form-model.ts';
import { ListingPageHeader } from '../../../components/admin/listings/listing-page-header.tsx';
import { UI } from '../../../components/admin/listings/listings-ui-text.ts';
import { useToast } from '../../../components/admin/toast.tsx';
import { ListingViewingsSection, useListingViewings } from '../../../components/admin/viewings/listing-viewings.tsx';
import { serverComplaint } from '../../../components/admin/listings/server-complaint.ts';
import { api, SessionExpiredError, UploadInterruptedError } from '../../../lib/api-client.ts';
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
  const toast = useToast();
  const viewings = useListingViewings(null);
  const save = async (data: FormData, upload: SaveUpload): Promise<SaveResult> => {
    try {
      const created = await api.upload<{ listing: { id: number } }>('/listings', data, {
        headers: { 'idempotency-key': upload.saveKey },
        onProgress: upload.onProgress,
      });
      await viewings.save(created.listing.id);
      toast.success(T.created);
      return { ok: true };
    } catch (error) {
      if (error instanceof SessionExpiredError) return { ok: false, error: null };
      toast.error(T.createFailed);
      if (error instanceof UploadInterruptedError) return { ok: false, error: null, interrupted: true };
      return { ok: false, error: serverComplaint(error) };
    }
  };
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
