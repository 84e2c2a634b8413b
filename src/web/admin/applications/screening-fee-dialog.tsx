import { useState, type FormEvent } from 'react';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { ADMIN_TEXT } from '../../../shared/texts/admin.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormActions, TextField } from '../../components/ui/form-field.tsx';

/**
 * 'Fee received': the amount (the fee set in Settings to start with) and the agency that makes the check;
 * the server caps the amount, refuses it when the applicant brought a recent report, and e-mails the receipt.
 */
export function ScreeningFeeDialog({
  open,
  fee,
  saving,
  onClose,
  onRecord,
}: {
  open: boolean;
  fee: number;
  saving: boolean;
  onClose: () => void;
  onRecord: (amount: string, reportingAgency: string) => Promise<boolean>;
}) {
  const [amount, setAmount] = useState('');
  const [agency, setAgency] = useState('');
  // Each opening starts from the fee in Settings, set while rendering: the field never shows empty first.
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  const opening = open ? fee : null;
  if (opening !== openedFor) {
    setOpenedFor(opening);
    if (opening !== null) setAmount(opening > 0 ? String(opening) : '');
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onRecord(amount, agency)) onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} size="sm" title={T.feeTitle} description={T.feeIntro}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          label={T.feeAmount}
          inputMode="decimal"
          autoComplete="off"
          required
          maxLength={12}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextField
          label={T.feeAgency}
          hint={T.feeAgencyHint}
          autoComplete="off"
          required
          maxLength={300}
          value={agency}
          onChange={(event) => setAgency(event.target.value)}
        />
        <DialogFormActions cancel={ADMIN_TEXT.cancel} submit={T.feeSave} onCancel={onClose} saving={saving} />
      </form>
    </Dialog>
  );
}
