import { isVoucherSource, type ApplicationPart, type ApplicationRole } from './applications.ts';

type IncomePart = Pick<ApplicationPart, 'annualIncome' | 'otherIncome'>;

/** One person's yearly income: the salary and every other lawful source (vouchers count like any other). */
function yearlyIncome(part: IncomePart): number {
  return (part.annualIncome ?? 0) + part.otherIncome.reduce((sum, income) => sum + income.amount, 0);
}

/** What a person's housing vouchers and subsidies pay a year. */
function yearlyVouchers(part: IncomePart): number {
  return part.otherIncome.filter((income) => isVoucherSource(income.source)).reduce((sum, income) => sum + income.amount, 0);
}

/** Yearly income as a multiple of the monthly rent (the landlord's usual yardstick, e.g. 40×); null without a rent. */
function rentMultiple(yearly: number, monthlyRent: number): number | null {
  return monthlyRent > 0 ? yearly / monthlyRent : null;
}

/** '42.5', '40', '0.8': a multiple with at most one decimal. */
export const formatMultiple = (multiple: number) => String(Math.round(multiple * 10) / 10);

/**
 * The application's income totals: the tenants' (applicant and co-applicants) together, and the
 * guarantor's on their own, each with its multiple of the rent. When a voucher or subsidy pays part of
 * the rent, the multiple is of the tenants' share only, with their income but the voucher (the NYC
 * Commission on Human Rights' reading of lawful source of income, Admin Code §8-107(5)(a); decision
 * 095): `voucherMonthly` and `tenantShare` then say so; a voucher paying the whole rent leaves no
 * multiple to ask.
 */
export function incomeTotals(people: ReadonlyArray<{ role: ApplicationRole; part: IncomePart }>, monthlyRent: number) {
  const tenantsParts = people.filter((p) => p.role !== 'guarantor');
  const tenants = tenantsParts.reduce((sum, p) => sum + yearlyIncome(p.part), 0);
  const vouchers = tenantsParts.reduce((sum, p) => sum + yearlyVouchers(p.part), 0);
  const voucherMonthly = vouchers > 0 ? Math.round((vouchers / 12) * 100) / 100 : null;
  const tenantShare = voucherMonthly === null ? null : Math.max(0, Math.round((monthlyRent - voucherMonthly) * 100) / 100);
  // What the tenants pay and what they pay it with.
  const rentPaid = tenantShare ?? monthlyRent;
  const ownIncome = tenants - vouchers;
  const guarantor = people.find((p) => p.role === 'guarantor');
  const guarantorIncome = guarantor ? yearlyIncome(guarantor.part) : null;
  return {
    tenants,
    /** The tenants' income without their vouchers (equal to `tenants` without one). */
    tenantsOwn: ownIncome,
    tenantsMultiple: rentMultiple(ownIncome, rentPaid),
    /** What vouchers and subsidies pay a month, or null without one. */
    voucherMonthly,
    /** The monthly rent less the vouchers (never below 0), or null without one. */
    tenantShare,
    guarantor: guarantorIncome,
    guarantorMultiple: guarantorIncome === null ? null : rentMultiple(guarantorIncome, rentPaid),
  };
}
