import { useEffect, useState, type FormEvent } from 'react';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { ADMIN_TEXT } from '../../../shared/texts/admin.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormActions, TextField } from '../../components/ui/form-field.tsx';

/** Send to landlord: makes the package link (POST …/package), e-mailed to the landlord when an address is given. */
export function SendToLandlordDialog({
  open,
  saving,
  onClose,
  onSend,
}: {
  open: boolean;
  saving: boolean;
  onClose: () => void;
  onSend: (email: string) => Promise<boolean>;
}) {
  const [email, setEmail] = useState('');
  useEffect(() => {
    if (open) setEmail('');
  }, [open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSend(email)) onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} title={T.sendToLandlord} description={T.packageDialogIntro}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          label={T.packageEmail}
          hint={T.packageEmailHint}
          type="email"
          autoComplete="off"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <DialogFormActions cancel={ADMIN_TEXT.cancel} submit={T.packageMake} onCancel={onClose} saving={saving} />
      </form>
    </Dialog>
  );
}
