import { useState, type ReactNode } from 'react';
import type { LeaseDto, LeaseStatus } from '../../../shared/leases.ts';
import { ADMIN_LEASES_TEXT as T } from '../../../shared/texts/admin-leases.ts';
import { DOCUMENT_CARD_TEXT } from '../../../shared/texts/admin-moves.ts';
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
    DOCUMENT_CARD_TEXT[lease.kind].created(dateTime(lease.createdAt)),
    ...(lease.sentAt ? [T.sentOn(dateTime(lease.sentAt))] : []),
    ...(lease.completedAt ? [T.completedOn(dateTime(lease.completedAt))] : []),
    ...(lease.endedAt ? [T.endedOn(dateTime(lease.endedAt), lease.endReason)] : []),
  ];
}

/**
 * One lease, move-in report or deposit statement (docs/decisions/096): its status, file and riders (or
 * what it says, `summary`), its dates; a draft's sending; its signers and event log; Void while it can
 * still be signed, the signed PDF once it is.
 */
export function LeaseCard({
  lease,
  onChange,
  summary,
  landlord,
}: {
  lease: LeaseDto;
  onChange: (lease: LeaseDto) => void;
  summary?: ReactNode;
  /** The landlord proposed when a report or statement is sent (who signed the lease). */
  landlord?: { name: string; email: string } | null;
}) {
  const words = DOCUMENT_CARD_TEXT[lease.kind];
  const toast = useToast();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<'void' | 'download' | null>(null);
  const open = lease.status === 'draft' || lease.status === 'out-for-signature';

  const voidLease = async () => {
    if (!(await confirm(words.voidConfirm, { detail: words.voidDetail, tone: 'danger', confirmLabel: words.void }))) return;
    setBusy('void');
    try {
      const answer = await api.post<{ lease: LeaseDto }>(`/admin/leases/${lease.id}/void`, {});
      onChange(answer.lease);
      toast.success(words.voided);
    } catch (failure) {
      toast.error(errorMessage(failure, words.voidFailed, words.voidFailed));
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      const response = await api.downloadGet(`/admin/leases/${lease.id}/signed.pdf`);
      saveFile(await response.blob(), fileNameOf(response, words.downloadName));
      toast.success(words.downloaded);
    } catch (failure) {
      toast.error(errorMessage(failure, words.downloadFailed, words.downloadFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <article
      data-testid="lease-card"
      data-lease-id={lease.id}
      data-kind={lease.kind}
      data-status={lease.status}
      className="space-y-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <StatusBadge tone={TONES[lease.status]} dot testId="lease-status">
            {T.statuses[lease.status]}
          </StatusBadge>
          <p className="[overflow-wrap:anywhere] text-sm font-medium text-slate-900">{T.file(lease.fileName, lease.pages)}</p>
          {lease.riders.files.length > 0 && (
            <p className="[overflow-wrap:anywhere] text-sm text-slate-600">{T.riderNames(lease.riders.files.join(', '))}</p>
          )}
          {summary}
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
              {words.void}
            </Button>
          )}
        </div>
      </div>
      {lease.status === 'draft' && (
        <LeaseSend
          lease={lease}
          landlord={landlord}
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
