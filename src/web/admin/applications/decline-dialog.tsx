import { useEffect, useState, type FormEvent } from 'react';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { ADMIN_TEXT } from '../../../shared/texts/admin.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextAreaField } from '../../components/ui/form-field.tsx';

/**
 * Decline: the applicants get the server's neutral notice; when a screening report was used, the
 * notice must name the reporting agency (FCRA), asked for here.
 */
export function DeclineDialog({
  open,
  usedReport,
  saving,
  onClose,
  onDecline,
}: {
  open: boolean;
  usedReport: boolean;
  saving: boolean;
  onClose: () => void;
  onDecline: (reportingAgency?: string) => Promise<boolean>;
}) {
  const [agency, setAgency] = useState('');
  useEffect(() => {
    if (open) setAgency('');
  }, [open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onDecline(usedReport ? agency : undefined)) onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" title={T.declineTitle} description={T.declineIntro}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        {usedReport && (
          <TextAreaField
            label={T.declineAgency}
            hint={T.declineAgencyHint}
            rows={3}
            required
            maxLength={300}
            value={agency}
            onChange={(event) => setAgency(event.target.value)}
          />
        )}
        <div className="-mx-5 -mb-4 flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="secondary" autoFocus onClick={onClose} disabled={saving}>
            {ADMIN_TEXT.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={saving}>
            {T.declineConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
