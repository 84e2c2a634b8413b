import { AGENCY_STAFF_TEXT as S } from '../../../shared/texts/agency-staff.ts';
import { AgencyAcknowledgements } from '../agency/index.ts';
import type { DragEvent } from 'react';
import type { DealDto, DealStage } from '../../../shared/deals.ts';
import { streetOf, withApartment } from '../../../shared/listing-format.ts';
import { ADMIN_DEALS_TEXT as T } from '../../../shared/texts/admin-deals.ts';
import { StatusBadge } from '../kit/status-badge.tsx';
import { daysInStage, tenantNames } from './deal-format.ts';
import { StageMenu } from './stage-menu.tsx';
import { formatDollars, rentIn } from '../../../shared/words/money.ts';

/** The MIME type a dragged card carries: the deal's id. */
export const DEAL_DRAG_TYPE = 'application/x-deal-id';

/** Whether every tenant of a tenant-paid fee has signed the disclosure. */
const disclosureSigned = (deal: DealDto) =>
  deal.tenants.every((t) =>
    deal.disclosures.some((d) => d.tenantEmail.toLowerCase() === t.email.toLowerCase() && d.signedAt !== null),
  );

/**
 * One deal on the board: tenants (opening the deal), listing with its apartment, rent, commission and
 * days in its stage beside the stage menu; 'Send disclosure' while a tenant-paid fee waits for signatures.
 */
export function DealCard({
  deal,
  now,
  busy,
  draggable,
  onOpen,
  onMove,
  onSendDisclosure,
  onRelist,
}: {
  deal: DealDto;
  now: Date;
  busy: boolean;
  draggable: boolean;
  onOpen: () => void;
  onMove: (to: DealStage) => void;
  onSendDisclosure: () => void;
  onRelist: () => void;
}) {
  const names = tenantNames(deal);
  const signed = deal.disclosureRequired && disclosureSigned(deal);
  const sent = deal.disclosures.length > 0;
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(DEAL_DRAG_TYPE, String(deal.id));
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <article
      data-testid="deal-card"
      data-deal-id={deal.id}
      draggable={draggable && !busy}
      onDragStart={draggable ? onDragStart : undefined}
      aria-busy={busy || undefined}
      className={`rounded-xl border border-slate-200 bg-white p-3.5 shadow-xs transition ${busy ? 'opacity-60' : ''} ${
        draggable ? 'cursor-grab active:cursor-grabbing' : ''
      }`}
    >
      <h3 className="text-sm font-semibold text-slate-900">
        {/* The names have the card's whole width and break between two names, not inside one (decision 108). */}
        <button
          type="button"
          onClick={onOpen}
          aria-label={T.open(names)}
          className="text-left [overflow-wrap:anywhere] hover:text-brand-700 hover:underline"
        >
          {deal.tenants.map((tenant, i) => (
            <span key={i}>
              {i > 0 && (i === deal.tenants.length - 1 ? ' & ' : ', ')}
              <span className="inline-block max-w-full">{tenant.name}</span>
            </span>
          ))}
        </button>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        <span className="sr-only">{T.listing}: </span>
        {withApartment(streetOf(deal.listingAddress), deal.listingApartment)}
        {deal.outside && <span className="ml-2 text-xs text-slate-500">({T.outsideBadge})</span>}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
        <div>
          <dt className="text-slate-500">{T.rent}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{rentIn(T, deal.rent)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{T.commission}</dt>
          <dd className="font-semibold text-emerald-800 tabular-nums" data-testid="deal-commission">
            {deal.commission === 0 ? T.noCommissionShown : formatDollars(deal.commission)}
          </dd>
        </div>
      </dl>
      {deal.disclosureRequired && deal.stage === 'pending' && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <StatusBadge tone={signed ? 'green' : 'amber'} dot>
            {signed ? T.disclosureSigned : sent ? T.disclosureAwaiting : T.disclosureMissing}
          </StatusBadge>
          {!signed && (
            <button
              type="button"
              onClick={onSendDisclosure}
              disabled={busy}
              className="text-xs font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              {sent ? T.sendAgain : T.sendDisclosure}
              <span className="sr-only"> ({names})</span>
            </button>
          )}
        </div>
      )}
      {deal.stage === 'fell-through' && deal.fellThroughReason && (
        <p className="mt-2 text-xs text-slate-600">{T.reason(deal.fellThroughReason)}</p>
      )}
      {deal.canRelist && (
        <button
          type="button"
          onClick={onRelist}
          disabled={busy}
          className="mt-2 text-xs font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {T.relist}
          <span className="sr-only"> ({names})</span>
        </button>
      )}
      <details className="mt-2 text-xs" data-testid="deal-agency">
        <summary className="cursor-pointer font-semibold text-slate-700">
          {S.heading} ({deal.agency.length})
        </summary>
        <div className="mt-1.5">
          <AgencyAcknowledgements items={deal.agency} empty={S.dealNone} />
        </div>
      </details>
      <div className="mt-3 flex items-center justify-between gap-2 border-t border-slate-100 pt-2">
        <p className="text-xs text-slate-500" data-testid="days-in-stage">
          {T.daysInStage(daysInStage(deal, now))}
        </p>
        <StageMenu stage={deal.stage} label={T.moveLabel(names)} busy={busy} onMove={onMove} />
      </div>
    </article>
  );
}
