import { DateTime } from 'luxon';
import type { DealStage, FeePayer } from '../../../shared/deals.ts';
import { DEAL_STAGE_LABELS, DEALS_TEXT } from '../../../shared/texts/deals.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import { badRequest } from '../../platform/errors.ts';

/** Refusals by key (docs/decisions/101): a client tells them by it, a page says them in its language. */
const T = keyed('deals', 'DEALS_TEXT', DEALS_TEXT);

/** Dollars (at most two decimals, as validated) to the integer cents kept (decision 062). */
export const toCents = (dollars: number) => Math.round(dollars * 100);
/** Integer cents to the dollars the API answers with. */

/** The last day of a lease of `months` from `start` (New York days): 2026-03-01 + 12 → 2027-02-28. */
export function leaseEndOf(start: string, months: number): string {
  return DateTime.fromISO(start, { zone: 'utc' }).plus({ months }).minus({ days: 1 }).toISODate() as string;
}

/** The money and terms a deal's rules read, in cents. */
export interface DealTerms {
  rentCents: number;
  depositCents: number;
  feeCents: number;
  feePaidBy: FeePayer;
  tenantAgreementOn: string | null;
  /** The New York day the tenant was first shown the apartment. */
  firstShowingOn: string | null;
  /** An apartment the agent does not list (co-broke, landlord's own) rather than the agent's listing. */
  outside: boolean;
  termMonths: number;
}

/**
 * The rules every deal keeps, whatever changed: 400 with the rule in words. `today` is the New York day
 * (the agreement and the first showing cannot be after it).
 */
export function checkTerms(terms: DealTerms, today: string): void {
  if (terms.termMonths < 1) throw badRequest(T.leaseEndBeforeStart);
  // General Obligations Law §7-108(1-a)(a): no deposit above one month's rent.
  if (terms.depositCents > terms.rentCents) throw badRequest(T.depositOverRent);
  if (terms.tenantAgreementOn && terms.tenantAgreementOn > today) throw badRequest(T.dayInFuture('tenantAgreementOn'));
  if (terms.firstShowingOn && terms.firstShowingOn > today) throw badRequest(T.dayInFuture('firstShowingOn'));
  if (terms.feePaidBy !== 'tenant' || terms.feeCents === 0) return;
  // FARE Act (NYC Admin Code §20-699.21, docs/decisions/082): on the agent's own listing the landlord
  // who hired the agent pays; elsewhere the tenant pays only a broker they hired before the first showing.
  if (!terms.outside) throw badRequest(T.tenantFeeOnOwnListing);
  if (!terms.tenantAgreementOn) throw badRequest(T.tenantFeeNeedsAgreement);
  if (!terms.firstShowingOn) throw badRequest(T.tenantFeeNeedsFirstShowing);
  if (terms.tenantAgreementOn > terms.firstShowingOn) throw badRequest(T.agreementAfterShowing);
}

/** The stages of a deal still under way: one per apartment and per application at a time (decision 087). */
export const OPEN_STAGES: readonly DealStage[] = ['pending', 'lease-signed'];

/**
 * The commission in cents from what was sent: an amount, or `noCommission: true` said outright — never a
 * silent $0 (decision 087). `undefined` when an update changes neither.
 */
export function commissionCents(input: { commission?: number; noCommission?: boolean }, creating: boolean): number | undefined {
  if (input.noCommission === true) {
    if (input.commission !== undefined && input.commission > 0) throw badRequest(T.noCommissionWithAmount);
    return 0;
  }
  if (input.commission === undefined) {
    if (creating) throw badRequest(T.commissionRequired);
    return undefined;
  }
  if (input.commission === 0) throw badRequest(T.commissionRequired);
  return toCents(input.commission);
}

/** Where a stage may go (docs/decisions/061-deal-stages.md). */
const NEXT: Record<DealStage, readonly DealStage[]> = {
  pending: ['lease-signed', 'fell-through'],
  'lease-signed': ['paid', 'fell-through', 'archived'],
  // A Paid marked by mistake goes back to Lease signed.
  paid: ['lease-signed', 'archived'],
  // A deal that fell through may be taken up again.
  'fell-through': ['pending', 'archived'],
  // Archived: a closed record, kept until the records purge (docs/decisions/080); it moves no more.
  archived: [],
};

export function checkStageChange(from: DealStage, to: DealStage): void {
  if (from !== to && !NEXT[from].includes(to))
    throw badRequest(T.stageNotAllowed(DEAL_STAGE_LABELS[from], DEAL_STAGE_LABELS[to]));
}
