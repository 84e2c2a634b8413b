import { DateTime } from 'luxon';
import type { DealStage, FeePayer } from '../../../shared/deals.ts';
import { DEAL_STAGE_LABELS, DEALS_TEXT as T } from '../../../shared/texts/deals.ts';
import { badRequest } from '../../platform/errors.ts';

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
  termMonths: number;
}

/** The rules every deal keeps, whatever changed: 400 with the rule in words. */
export function checkTerms(terms: DealTerms): void {
  if (terms.termMonths < 1) throw badRequest(T.leaseEndBeforeStart);
  // General Obligations Law §7-108(1-a)(a): no deposit above one month's rent.
  if (terms.depositCents > terms.rentCents) throw badRequest(T.depositOverRent);
  // FARE Act (Local Law 119 of 2024): the tenant pays a broker only when they hired the broker.
  if (terms.feePaidBy === 'tenant' && terms.feeCents > 0 && !terms.tenantAgreementOn) throw badRequest(T.tenantFeeNeedsAgreement);
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
