import { useState } from 'react';
import type { LeaseDto, LeaseStatus } from '../../../shared/leases.ts';
import { ADMIN_LEASES_TEXT as T } from '../../../shared/texts/admin-leases.ts';
import { Button } from '../../components/ui/button.tsx';
import { api, errorMessage, fileNameOf, saveFile } from '../kit/api-client.ts';
import { useConfirm } from '../kit/confirm-dialog.tsx';
import { dateTime } from '../kit/date-time.ts';
import { StatusBadge, type BadgeTone } from '../kit/status-badge.tsx';
import { useToast } from '../kit/toast.tsx';
import { LeaseEvents } from './lease-events.tsx';
import { LeaseSend } from './lease-send.tsx';
import { LeaseSigners } from './lease-signers.tsx';

const TONES: Record<LeaseStatus, BadgeTone> = {
  draft: 'slate',
  'out-for-signature': 'sky',
  signed: 'green',
  declined: 'amber',
  voided: 'slate',
};

/** The dates of a lease's life, in New York time, the latest last. */
function milestones(lease: LeaseDto): string[] {
  return [
    T.uploadedOn(dateTime(lease.createdAt)),
    ...(lease.sentAt ? [T.sentOn(dateTime(lease.sentAt))] : []),
    ...(lease.completedAt ? [T.completedOn(dateTime(lease.completedAt))] : []),
    ...(lease.endedAt ? [T.endedOn(dateTime(lease.endedAt), lease.endReason)] : []),
  ];
}

/**
 * One lease: its status, file and riders, its dates; a draft's sending; its signers and event log;
 * Void while it can still be signed, the signed PDF once it is.
 */
export function LeaseCard({ lease, onChange }: { lease: LeaseDto; onChange: (lease: LeaseDto) => void }) {
  const toast = useToast();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<'void' | 'download' | null>(null);
  const open = lease.status === 'draft' || lease.status === 'out-for-signature';

  const voidLease = async () => {
    if (!(await confirm(T.voidConfirm, { detail: T.voidDetail, tone: 'danger', confirmLabel: T.void }))) return;
    setBusy('void');
    try {
      const answer = await api.post<{ lease: LeaseDto }>(`/admin/leases/${lease.id}/void`, {});
      onChange(answer.lease);
      toast.success(T.voided);
    } catch (failure) {
      toast.error(errorMessage(failure, T.voidFailed, T.voidFailed));
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      const response = await api.downloadGet(`/admin/leases/${lease.id}/signed.pdf`);
      saveFile(await response.blob(), fileNameOf(response, 'Signed lease.pdf'));
      toast.success(T.downloaded);
    } catch (failure) {
      toast.error(errorMessage(failure, T.downloadFailed, T.downloadFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <article data-testid="lease-card" data-lease-id={lease.id} data-status={lease.status} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <StatusBadge tone={TONES[lease.status]} dot testId="lease-status">
            {T.statuses[lease.status]}
          </StatusBadge>
          <p className="[overflow-wrap:anywhere] text-sm font-medium text-slate-900">{T.file(lease.fileName, lease.pages)}</p>
          {lease.riders.files.length > 0 && (
            <p className="[overflow-wrap:anywhere] text-sm text-slate-600">{T.riderNames(lease.riders.files.join(', '))}</p>
          )}
          <ul className="text-xs text-slate-500 tabular-nums">
            {milestones(lease).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          {lease.status === 'signed' && (
            <Button busy={busy === 'download'} onClick={() => void download()}>
              {T.download}
            </Button>
          )}
          {open && (
            <Button variant="secondary" busy={busy === 'void'} onClick={() => void voidLease()} className="text-red-700">
              {T.void}
            </Button>
          )}
        </div>
      </div>
      {lease.status === 'draft' && (
        <LeaseSend
          lease={lease}
          onSent={(sent, message) => {
            onChange(sent);
            toast.success(message);
          }}
        />
      )}
      <LeaseSigners lease={lease} />
      <LeaseEvents lease={lease} />
    </article>
  );
}
