import { useEffect, useState, type FormEvent } from 'react';
import { ADMIN_DEALS_TEXT as T } from '../../../shared/texts/admin-deals.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormActions, TextAreaField } from '../../components/ui/form-field.tsx';

/** 'Fell through' asks why: the reason is required and stays on the deal. */
export function FellThroughDialog({
  open,
  who,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  /** The deal's tenants, named in the description. */
  who: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(T.reasonRequired);
      document.getElementById('fell-through-reason')?.focus();
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog open={open} onClose={onCancel} title={T.fellThroughTitle} description={`${who} · ${T.fellThroughHint}`} size="sm">
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextAreaField
          id="fell-through-reason"
          label={T.reasonLabel}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
          autoFocus
        />
        <DialogFormActions cancel={T.cancel} submit={T.confirmFellThrough} onCancel={onCancel} saving={busy} />
      </form>
    </Dialog>
  );
}
