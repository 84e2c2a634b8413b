import { useState, type FormEvent } from 'react';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { APPLICATIONS_TEXT as A } from '../../../shared/texts/applications.ts';
import { ADMIN_TEXT } from '../../../shared/texts/admin.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormActions, FieldLabel, FormAlert } from '../../components/ui/form-field.tsx';

const fileInput =
  'block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-200';

/**
 * 'E-mail report copy': the report the screening agency sent the agent (a PDF), e-mailed to the applicant,
 * who paid for the check (RPL §238-a(1)(b)); POST …/screening-report. A refusal (not a PDF, too large) stays
 * in the dialog, said there and in a toast; the dialog closes once it was sent.
 */
export function ScreeningReportDialog({
  open,
  saving,
  applicant,
  onClose,
  onSend,
}: {
  open: boolean;
  saving: boolean;
  applicant: { name: string; email: string };
  onClose: () => void;
  /** Sends the file: null once e-mailed, else the message shown. */
  onSend: (file: File) => Promise<string | null>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setFile(null);
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(A.reportCopyRequired);
      return;
    }
    const refused = await onSend(file);
    if (refused === null) close();
    else setError(refused);
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      size="sm"
      title={T.reportTitle}
      description={T.reportIntro(applicant.name, applicant.email)}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {error && <FormAlert>{error}</FormAlert>}
        <div className="min-w-0">
          <FieldLabel htmlFor="screening-report-file" required>
            {T.reportFile}
          </FieldLabel>
          <input
            id="screening-report-file"
            type="file"
            accept="application/pdf,.pdf"
            required
            aria-invalid={error !== null || undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
            className={fileInput}
          />
        </div>
        <DialogFormActions cancel={ADMIN_TEXT.cancel} submit={T.reportSend} onCancel={close} saving={saving} />
      </form>
    </Dialog>
  );
}
