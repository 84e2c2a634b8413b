import { useEffect } from 'react';
import type { DealDto } from '../../../shared/deals.ts';
import { ADMIN_LEASES_TEXT as T } from '../../../shared/texts/admin-leases.ts';
import { Button, Spinner } from '../../components/ui/button.tsx';
import { api } from '../kit/api-client.ts';
import { useToast } from '../kit/toast.tsx';
import { LeaseCard } from './lease-card.tsx';
import { LeaseUpload } from './lease-upload.tsx';
import { ofKind, type DealLeases } from './use-deal-leases.ts';

/**
 * The deal's Lease section (issue 45, docs/decisions/084): its lease as it stands (upload and riders
 * checklist, sending to the landlord, the signers, the event log and its chain, void, the signed PDF),
 * a new upload while the deal is Pending and no lease is open, and the earlier leases folded away. The
 * last signature moves the deal on the server ('Lease signed'): seen signed here, the deal is read again
 * and handed to `onDealChanged`. The deal's documents are read once for its lease, move-in report and
 * deposit statement (`documents`); this section shows their loading and its failure.
 */
export function LeaseSection({
  deal,
  documents,
  onDealChanged,
}: {
  deal: DealDto;
  documents: DealLeases;
  onDealChanged: (deal: DealDto) => void;
}) {
  const toast = useToast();
  const { loading, failed, load, put } = documents;
  const leases = ofKind(documents.leases, 'lease');
  const [current, ...earlier] = leases ?? [];
  const open = current && (current.status === 'draft' || current.status === 'out-for-signature');
  const canUpload = deal.stage === 'pending' && !open;

  const signedNow = deal.stage === 'pending' && current?.status === 'signed';
  useEffect(() => {
    if (!signedNow) return;
    api
      .get<{ deal: DealDto }>(`/admin/deals/${deal.id}`)
      .then((answer) => answer.deal.stage !== deal.stage && onDealChanged(answer.deal))
      .catch(() => undefined); // the board shows the stage on its next load
  }, [signedNow, deal.id, deal.stage, onDealChanged]);

  const refresh = async () => {
    if (await load()) toast.success(T.refreshed);
  };

  return (
    <section
      aria-labelledby={`deal-lease-${deal.id}`}
      aria-busy={loading || undefined}
      data-testid="lease-section"
      className="space-y-4 rounded-xl border border-slate-200 p-4"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={`deal-lease-${deal.id}`} className="text-base font-semibold text-slate-900">
            {T.heading}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">{T.intro}</p>
        </div>
        {leases && leases.length > 0 && (
          <Button variant="ghost" busy={loading} onClick={() => void refresh()} className="-mt-1 -mr-2 shrink-0">
            {T.refresh}
          </Button>
        )}
      </header>

      {leases === null && loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner />
          {T.loading}
        </p>
      ) : failed ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-red-50 px-3 py-2.5">
          <p className="text-sm font-medium text-red-800">{T.loadFailed}</p>
          <Button variant="secondary" busy={loading} onClick={() => void load()}>
            {T.retry}
          </Button>
        </div>
      ) : (
        <>
          {!current && <p className="text-sm text-slate-600">{deal.stage === 'pending' ? T.none : T.noneClosed}</p>}
          {current && <LeaseCard lease={current} onChange={put} />}
          {canUpload && (
            <div className={current ? 'border-t border-slate-100 pt-4' : ''}>
              <LeaseUpload
                dealId={deal.id}
                again={Boolean(current)}
                onUploaded={(lease) => {
                  put(lease);
                  toast.success(T.uploaded);
                }}
              />
            </div>
          )}
          {!canUpload && !open && current && deal.stage !== 'pending' && current.status !== 'signed' && (
            <p className="text-sm text-slate-500">{T.onlyPending}</p>
          )}
          {earlier.length > 0 && (
            <details className="rounded-lg border border-slate-200" data-testid="earlier-leases">
              <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700">
                {T.earlier(earlier.length)}
              </summary>
              <div className="space-y-6 border-t border-slate-100 p-3">
                {earlier.map((lease) => (
                  <LeaseCard key={lease.id} lease={lease} onChange={put} />
                ))}
              </div>
            </details>
          )}
        </>
      )}
    </section>
  );
}
