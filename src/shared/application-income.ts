import type { ApplicationPart, ApplicationRole } from './applications.ts';

/** One person's yearly income: the salary and every other lawful source (vouchers count like any other). */
function yearlyIncome(part: Pick<ApplicationPart, 'annualIncome' | 'otherIncome'>): number {
  return (part.annualIncome ?? 0) + part.otherIncome.reduce((sum, income) => sum + income.amount, 0);
}

/** Yearly income as a multiple of the monthly rent (the landlord's usual yardstick, e.g. 40×); null without a rent. */
function rentMultiple(yearly: number, monthlyRent: number): number | null {
  return monthlyRent > 0 ? yearly / monthlyRent : null;
}

/** '42.5', '40', '0.8': a multiple with at most one decimal. */
export const formatMultiple = (multiple: number) => String(Math.round(multiple * 10) / 10);

/**
 * The application's income totals: the tenants' (applicant and co-applicants) together, and the
 * guarantor's on their own, each with its multiple of the monthly rent.
 */
export function incomeTotals(
  people: ReadonlyArray<{ role: ApplicationRole; part: Pick<ApplicationPart, 'annualIncome' | 'otherIncome'> }>,
  monthlyRent: number,
) {
  const tenants = people.filter((p) => p.role !== 'guarantor').reduce((sum, p) => sum + yearlyIncome(p.part), 0);
  const guarantor = people.find((p) => p.role === 'guarantor');
  const guarantorIncome = guarantor ? yearlyIncome(guarantor.part) : null;
  return {
    tenants,
    tenantsMultiple: rentMultiple(tenants, monthlyRent),
    guarantor: guarantorIncome,
    guarantorMultiple: guarantorIncome === null ? null : rentMultiple(guarantorIncome, monthlyRent),
  };
}
