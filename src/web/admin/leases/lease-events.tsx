import type { LeaseDto } from '../../../shared/leases.ts';
import { ADMIN_LEASES_TEXT as T } from '../../../shared/texts/admin-leases.ts';
import { dateTime } from '../kit/date-time.ts';
import { StatusBadge } from '../kit/status-badge.tsx';

const COLUMNS = 'sm:grid sm:grid-cols-[1.5rem_minmax(0,1fr)_minmax(0,1.2fr)_9.5rem_6.5rem] sm:gap-3';

/**
 * The lease's evidence: whether its hash chain is intact (the server recomputes it on every read), and
 * every entry in order (what, who, when in New York, from which address, the start of its hash). In a
 * closed disclosure, so the section stays short; columns from 640 px, a block per entry on a phone.
 */
export function LeaseEvents({ lease }: { lease: LeaseDto }) {
  const nameOf = (signerId: number | null) => {
    if (signerId === null) return null;
    const signer = lease.signers.find((s) => s.id === signerId);
    return signer ? `${signer.name} (${T.roles[signer.role]})` : null;
  };
  const who = (event: LeaseDto['events'][number]) => nameOf(event.signerId) ?? (event.kind === 'completed' ? T.system : T.staff);
  return (
    <section aria-labelledby={`lease-events-${lease.id}`} data-testid="lease-events">
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={`lease-events-${lease.id}`} className="text-sm font-semibold text-slate-900">
          {T.eventsHeading}
        </h4>
        <StatusBadge tone={lease.chainIntact ? 'green' : 'amber'} dot testId="lease-chain">
          {lease.chainIntact ? T.chainIntact : T.chainBroken}
        </StatusBadge>
      </div>
      <p className="mt-0.5 text-xs text-slate-500">{T.chainHint}</p>
      <details className="mt-2 rounded-lg border border-slate-200">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700">
          {T.eventCount(lease.events.length)}
        </summary>
        <div
          aria-hidden="true"
          className={`hidden border-y border-slate-100 bg-slate-50 px-3 py-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase ${COLUMNS}`}
        >
          <span>#</span>
          <span>{T.eventWhat}</span>
          <span>{T.eventWho}</span>
          <span>{T.eventWhen}</span>
          <span>{T.eventHash}</span>
        </div>
        <ol className="divide-y divide-slate-100">
          {lease.events.map((event) => (
            <li key={event.seq} data-testid="lease-event" className={`px-3 py-2 text-sm ${COLUMNS}`}>
              <span className="text-slate-500 tabular-nums">{event.seq}</span>
              <p className="font-medium text-slate-900">
                {T.events[event.kind] ?? event.kind}
                {event.ip && <span className="block text-xs font-normal text-slate-500 tabular-nums">{event.ip}</span>}
              </p>
              <p className="[overflow-wrap:anywhere] text-slate-700">
                <span className="sr-only">{T.eventWho}: </span>
                {who(event)}
              </p>
              <p className="text-slate-700 tabular-nums sm:whitespace-nowrap">
                <span className="sr-only">{T.eventWhen}: </span>
                {dateTime(event.at)}
              </p>
              <p className="font-mono text-xs text-slate-500" title={event.hash}>
                <span className="sr-only">{T.eventHash}: </span>
                {event.hash.slice(0, 12)}…
              </p>
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
