import { useState, type ReactNode } from 'react';
import type { LeaseDto } from '../../../shared/leases.ts';
import { ADMIN_LEASES_TEXT as L } from '../../../shared/texts/admin-leases.ts';
import { ADMIN_MOVES_TEXT as T } from '../../../shared/texts/admin-moves.ts';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../kit/toast.tsx';
import { LeaseCard } from './lease-card.tsx';
import type { DealLeases } from './use-deal-leases.ts';

/** What a write form is handed: whether it replaces a voided or declined one, and what to call when done. */
export interface WriteFormProps {
  again: boolean;
  onWritten: (lease: LeaseDto, message: string) => void;
  onCancel: () => void;
}

/**
 * A deal's section for one document the product writes and has signed as the lease is (the move-in
 * report, the deposit statement; docs/decisions/096): the latest one on the lease's card (signers,
 * events and chain, sending with the lease's landlord proposed, void, the sealed PDF) with what it
 * says (`summary`); while there is none, or the latest was voided or declined, a button that opens
 * its write form; the earlier ones folded away.
 */
export function DocumentSection({
  id,
  testId,
  documents,
  list,
  landlord,
  words,
  summary,
  form,
}: {
  id: string;
  testId: string;
  documents: DealLeases;
  /** This kind's documents, newest first. */
  list: LeaseDto[];
  landlord: { name: string; email: string } | null;
  words: { heading: string; intro: string; none: string; start: string; earlier: (n: number) => string };
  summary: (lease: LeaseDto) => ReactNode;
  form: (props: WriteFormProps) => ReactNode;
}) {
  const toast = useToast();
  const [writing, setWriting] = useState(false);
  const [current, ...earlier] = list;
  const canWrite = !current || current.status === 'voided' || current.status === 'declined';
  const open = current && (current.status === 'draft' || current.status === 'out-for-signature');
  const refresh = async () => {
    if (await documents.load()) toast.success(T.refreshed);
  };

  return (
    <section aria-labelledby={id} data-testid={testId} className="space-y-4 rounded-xl border border-slate-200 p-4">
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={id} className="text-base font-semibold text-slate-900">
            {words.heading}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">{words.intro}</p>
        </div>
        {open && (
          <Button variant="ghost" busy={documents.loading} onClick={() => void refresh()} className="-mt-1 -mr-2 shrink-0">
            {L.refresh}
          </Button>
        )}
      </header>
      {!current && !writing && <p className="text-sm text-slate-600">{words.none}</p>}
      {current && <LeaseCard lease={current} onChange={documents.put} summary={summary(current)} landlord={landlord} />}
      {canWrite &&
        (writing ? (
          <div className={current ? 'border-t border-slate-100 pt-4' : ''}>
            {form({
              again: Boolean(current),
              onWritten: (lease, message) => {
                documents.put(lease);
                setWriting(false);
                toast.success(message);
              },
              onCancel: () => setWriting(false),
            })}
          </div>
        ) : (
          <Button onClick={() => setWriting(true)} className="w-full sm:w-auto">
            {words.start}
          </Button>
        ))}
      {earlier.length > 0 && (
        <details className="rounded-lg border border-slate-200">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700">
            {words.earlier(earlier.length)}
          </summary>
          <div className="space-y-6 border-t border-slate-100 p-3">
            {earlier.map((lease) => (
              <LeaseCard key={lease.id} lease={lease} onChange={documents.put} summary={summary(lease)} />
            ))}
          </div>
        </details>
      )}
    </section>
  );
}
