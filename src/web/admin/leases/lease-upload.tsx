import { useState, type FormEvent } from 'react';
import type { LeaseDto, RiderChecklist } from '../../../shared/leases.ts';
import { ADMIN_LEASES_TEXT as T } from '../../../shared/texts/admin-leases.ts';
import { LEASES_TEXT as API } from '../../../shared/texts/leases.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldLabel, FormAlert } from '../../components/ui/form-field.tsx';
import { api, ApiError, errorMessage } from '../kit/api-client.ts';
import { isText, keyed } from '../../../shared/i18n/text-ref.ts';
import { RiderChecklistField } from './rider-checklist.tsx';

/** The API's refusal of an upload without the lease's file. */
const FILE_REQUIRED = keyed('leases', 'LEASES_TEXT', API).fileRequired;

const fileInput =
  'block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-200';

/**
 * The lease's upload: the landlord's lease and any riders (PDFs, multipart `file` and `riders`) with the
 * riders checklist as far as it is ticked now (`checklist`); the API answers the draft.
 */
export function LeaseUpload({
  dealId,
  again,
  onUploaded,
}: {
  dealId: number;
  again: boolean;
  onUploaded: (lease: LeaseDto) => void;
}) {
  const [lease, setLease] = useState<File | null>(null);
  const [riders, setRiders] = useState<File[]>([]);
  const [checklist, setChecklist] = useState<RiderChecklist>({});
  const [error, setError] = useState<string | null>(null);
  // The lease's file is what is missing (the form's own check, or the API's refusal by its key).
  const [fileMissing, setFileMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lease) {
      setError(API.fileRequired);
      setFileMissing(true);
      return;
    }
    setError(null);
    setFileMissing(false);
    setBusy(true);
    const body = new FormData();
    if (Object.keys(checklist).length > 0) body.append('checklist', JSON.stringify(checklist));
    body.append('file', lease, lease.name);
    for (const rider of riders) body.append('riders', rider, rider.name);
    try {
      const answer = await api.post<{ lease: LeaseDto }>(`/admin/deals/${dealId}/lease`, body);
      setLease(null);
      setRiders([]);
      setFormKey((k) => k + 1);
      onUploaded(answer.lease);
    } catch (failure) {
      setError(errorMessage(failure, T.uploadFailed, T.uploadFailed));
      setFileMissing(failure instanceof ApiError && isText(failure.text, FILE_REQUIRED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      key={formKey}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="lease-upload-heading"
      className="space-y-4"
      data-testid="lease-upload"
    >
      <h4 id="lease-upload-heading" className="text-sm font-semibold text-slate-900">
        {again ? T.uploadAgainHeading : T.uploadHeading}
      </h4>
      {error && <FormAlert>{error}</FormAlert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="min-w-0">
          <FieldLabel htmlFor={`lease-file-${dealId}`} required>
            {T.leaseFile}
          </FieldLabel>
          <input
            id={`lease-file-${dealId}`}
            type="file"
            accept="application/pdf,.pdf"
            aria-describedby={`lease-file-${dealId}-hint`}
            aria-invalid={fileMissing || undefined}
            onChange={(event) => setLease(event.target.files?.[0] ?? null)}
            className={fileInput}
          />
          <p id={`lease-file-${dealId}-hint`} className="mt-1 text-xs text-slate-500">
            {T.leaseFileHint}
          </p>
        </div>
        <div className="min-w-0">
          <FieldLabel htmlFor={`lease-riders-${dealId}`}>{T.riderFiles}</FieldLabel>
          <input
            id={`lease-riders-${dealId}`}
            type="file"
            multiple
            accept="application/pdf,.pdf"
            aria-describedby={`lease-riders-${dealId}-hint`}
            onChange={(event) => setRiders(Array.from(event.target.files ?? []))}
            className={fileInput}
          />
          <p id={`lease-riders-${dealId}-hint`} className="mt-1 text-xs text-slate-500">
            {T.riderFilesHint}
          </p>
        </div>
      </div>
      <RiderChecklistField idPrefix={`upload-${dealId}`} value={checklist} onChange={setChecklist} disabled={busy} />
      <div className="flex justify-end">
        <Button type="submit" busy={busy} className="w-full sm:w-auto">
          {busy ? T.uploading : T.upload}
        </Button>
      </div>
    </form>
  );
}
