import type { LeaseDto } from '../../../shared/leases.ts';
import { ADMIN_LEASES_TEXT as T } from '../../../shared/texts/admin-leases.ts';
import { dateTime } from '../kit/date-time.ts';
import { StatusBadge, type BadgeTone } from '../kit/status-badge.tsx';

type Signer = LeaseDto['signers'][number];

/** A signer's state as the staff read it: a link opened is 'Opened' until it is signed. */
function stateOf(signer: Signer): { label: string; tone: BadgeTone } {
  if (signer.status === 'signed') return { label: T.signerStatus.signed, tone: 'green' };
  if (signer.status === 'declined') return { label: T.signerStatus.declined, tone: 'amber' };
  if (signer.status === 'waiting') return { label: T.signerStatus.waiting, tone: 'slate' };
  return signer.openedAt ? { label: T.signerStatus.opened, tone: 'brand' } : { label: T.signerStatus.sent, tone: 'sky' };
}

/** The lease's signers in their order (tenants, guarantor, landlord last), each with their state and its time in New York. */
export function LeaseSigners({ lease }: { lease: LeaseDto }) {
  if (lease.signers.length === 0) return null;
  return (
    <section aria-labelledby={`lease-signers-${lease.id}`}>
      <h4 id={`lease-signers-${lease.id}`} className="text-sm font-semibold text-slate-900">
        {T.signersHeading}
      </h4>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="lease-signers">
        {lease.signers.map((signer) => {
          const state = stateOf(signer);
          return (
            <li
              key={signer.id}
              data-testid="lease-signer"
              className="flex flex-col gap-1 px-3 py-2.5 text-sm sm:flex-row sm:gap-4"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {signer.name} <span className="font-normal text-slate-500">· {T.roles[signer.role]}</span>
                </p>
                <p className="[overflow-wrap:anywhere] text-slate-600">{signer.email}</p>
                {signer.status === 'signed' && signer.signedAt && (
                  <p className="text-slate-600 tabular-nums">{T.signedAt(dateTime(signer.signedAt), signer.signedName ?? '')}</p>
                )}
                {signer.status === 'sent' && signer.openedAt && (
                  <p className="text-slate-600 tabular-nums">{T.openedAt(dateTime(signer.openedAt))}</p>
                )}
                {signer.status === 'declined' && signer.declineReason && (
                  <p className="text-slate-700">{T.declinedWith(signer.declineReason)}</p>
                )}
              </div>
              <div className="shrink-0">
                <StatusBadge tone={state.tone} dot noWrap testId="signer-status">
                  {state.label}
                </StatusBadge>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
