import { useState, type FormEvent } from 'react';
import type { LeaseDto, RiderChecklist } from '../../../shared/leases.ts';
import { ADMIN_LEASES_TEXT as T } from '../../../shared/texts/admin-leases.ts';
import { DOCUMENT_CARD_TEXT } from '../../../shared/texts/admin-moves.ts';
import { LEASES_TEXT as API } from '../../../shared/texts/leases.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../components/ui/form-field.tsx';
import { api, errorMessage } from '../kit/api-client.ts';
import { missingRiders, RiderChecklistField } from './rider-checklist.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A draft's sending: for a lease the riders checklist (as ticked at the upload, every rider needed now),
 * and the landlord's name and e-mail (a move-in report's or deposit statement's filled in with the
 * signed lease's landlord). The same refusals as the API's, checked first here.
 */
export function LeaseSend({
  lease,
  landlord,
  onSent,
}: {
  lease: LeaseDto;
  /** Who signed the deal's lease as the landlord, proposed for a report or statement. */
  landlord?: { name: string; email: string } | null;
  onSent: (lease: LeaseDto, message: string) => void;
}) {
  const words = DOCUMENT_CARD_TEXT[lease.kind];
  const riders = lease.kind === 'lease';
  const [checklist, setChecklist] = useState<RiderChecklist>(lease.riders.checklist as RiderChecklist);
  const [name, setName] = useState(landlord?.name ?? '');
  const [email, setEmail] = useState(landlord?.email ?? '');
  const [error, setError] = useState<{ field: 'checklist' | 'name' | 'email' | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = riders ? missingRiders(checklist) : '';
    if (missing) return setError({ field: 'checklist', message: API.checklistIncomplete(missing) });
    if (!name.trim()) return setError({ field: 'name', message: API.landlordRequired });
    if (!EMAIL.test(email.trim())) return setError({ field: 'email', message: API.landlordEmailInvalid });
    setError(null);
    setBusy(true);
    try {
      const answer = await api.post<{ lease: LeaseDto; message: string }>(`/admin/leases/${lease.id}/send`, {
        landlord: { name: name.trim(), email: email.trim() },
        ...(riders ? { checklist } : {}),
      });
      onSent(answer.lease, riders ? answer.message : words.sent(answer.lease.signers.filter((s) => s.status === 'sent').length));
    } catch (failure) {
      setError({ field: null, message: errorMessage(failure, words.sendFailed, words.sendFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`lease-send-${lease.id}`}
      className="space-y-4"
      data-testid="lease-send"
    >
      <h4 id={`lease-send-${lease.id}`} className="text-sm font-semibold text-slate-900">
        {T.sendHeading}
      </h4>
      {error && error.field !== 'name' && error.field !== 'email' && <FormAlert>{error.message}</FormAlert>}
      {riders && (
        <RiderChecklistField
          idPrefix={`send-${lease.id}`}
          value={checklist}
          onChange={(next) => {
            setChecklist(next);
            if (error?.field === 'checklist') setError(null);
          }}
          invalid={error?.field === 'checklist'}
          disabled={busy}
        />
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id={`landlord-name-${lease.id}`}
          label={T.landlordName}
          value={name}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            if (error?.field === 'name') setError(null);
          }}
          error={error?.field === 'name' ? error.message : undefined}
        />
        <TextField
          id={`landlord-email-${lease.id}`}
          type="email"
          label={T.landlordEmail}
          value={email}
          maxLength={254}
          autoComplete="off"
          onChange={(event) => {
            setEmail(event.target.value);
            if (error?.field === 'email') setError(null);
          }}
          error={error?.field === 'email' ? error.message : undefined}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">{words.sendHint}</p>
        <Button type="submit" busy={busy} className="w-full shrink-0 sm:w-auto">
          {T.send}
        </Button>
      </div>
    </form>
  );
}
