import type { DealDto, FeePayer } from '../../../shared/deals.ts';
import { ADMIN_DEALS_TEXT as T } from '../../../shared/texts/admin-deals.ts';
import { DEALS_TEXT as RULES } from '../../../shared/texts/deals.ts';
import type { TextKey } from '../../../shared/i18n/refusal-header.ts';
import { isText, keyed, type Named } from '../../../shared/i18n/text-ref.ts';

/** The deal rules by key: a refusal is placed beside its field by its key. */
const K = keyed('deals', 'DEALS_TEXT', RULES);

/** The deal form's values, as typed (texts), and what it was started from. */
export interface DealFormValues {
  /** An apartment the agent does not list (by address and unit) rather than one of the agent's listings. */
  outside: boolean;
  listingId: string;
  address: string;
  unit: string;
  applicationId: number | null;
  tenants: Array<{ name: string; email: string }>;
  leaseStart: string;
  termMonths: string;
  rent: string;
  deposit: string;
  fee: string;
  feePaidBy: FeePayer;
  tenantAgreementOn: string;
  firstShowingOn: string;
  commission: string;
  /** Ticked: the agent earns nothing on this deal (said outright, never a silent $0: decision 087). */
  noCommission: boolean;
  coBrokeSplit: string;
  expectedPayOn: string;
  notes: string;
}

export type DealFormField = Exclude<keyof DealFormValues, 'applicationId' | 'tenants' | 'outside' | 'noCommission'> | 'tenants';
export type DealFormErrors = Partial<Record<DealFormField, string>>;

export const emptyDealForm = (): DealFormValues => ({
  outside: false,
  listingId: '',
  address: '',
  unit: '',
  applicationId: null,
  tenants: [{ name: '', email: '' }],
  leaseStart: '',
  termMonths: '12',
  rent: '',
  deposit: '',
  fee: '0',
  feePaidBy: 'landlord',
  tenantAgreementOn: '',
  firstShowingOn: '',
  commission: '',
  noCommission: false,
  coBrokeSplit: '',
  expectedPayOn: '',
  notes: '',
});

const text = (n: number | null) => (n === null ? '' : String(n));

export const dealFormOf = (deal: DealDto): DealFormValues => ({
  outside: deal.outside,
  listingId: text(deal.listingId),
  address: deal.listingAddress,
  unit: deal.listingApartment,
  applicationId: deal.applicationId,
  tenants: deal.tenants.map((t) => ({ ...t })),
  leaseStart: deal.leaseStart,
  termMonths: String(deal.termMonths),
  rent: String(deal.rent),
  deposit: String(deal.deposit),
  fee: String(deal.fee),
  feePaidBy: deal.feePaidBy,
  tenantAgreementOn: deal.tenantAgreementOn ?? '',
  firstShowingOn: deal.firstShowingOn ?? '',
  commission: deal.commission === 0 ? '' : String(deal.commission),
  noCommission: deal.commission === 0,
  coBrokeSplit: text(deal.coBrokeSplit),
  expectedPayOn: deal.expectedPayOn ?? '',
  notes: deal.notes,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const amount = (value: string) => (value.trim() === '' ? null : Number(value));
const badAmount = (value: string) => {
  const n = amount(value);
  return n === null || !Number.isFinite(n) || n < 0;
};

/** The form's own checks, in the rules' words (the server checks them all again). */
export function checkDealForm(v: DealFormValues, creating: boolean): DealFormErrors {
  const errors: DealFormErrors = {};
  if (creating && !v.outside && !v.listingId) errors.listingId = T.required;
  if (creating && v.outside && !v.address.trim()) errors.address = T.required;
  if (v.tenants.some((t) => !t.name.trim())) errors.tenants = RULES.tenantNameRequired;
  else if (v.tenants.some((t) => !EMAIL.test(t.email.trim()))) errors.tenants = RULES.tenantEmailInvalid;
  if (!v.leaseStart) errors.leaseStart = T.required;
  const term = Number(v.termMonths);
  if (!Number.isInteger(term) || term < 1 || term > 120) errors.termMonths = RULES.termInvalid;
  if (badAmount(v.rent) || Number(v.rent) <= 0) errors.rent = RULES.rentRequired;
  for (const key of ['deposit', 'fee', 'commission'] as const) if (v[key].trim() && badAmount(v[key])) errors[key] = T.positive;
  if (!errors.commission && !v.noCommission && Number(v.commission || 0) === 0) errors.commission = T.commissionOrNone;
  if (!errors.rent && !errors.deposit && Number(v.deposit || 0) > Number(v.rent)) errors.deposit = RULES.depositOverRent;
  if (v.feePaidBy === 'tenant' && Number(v.fee || 0) > 0) {
    if (!v.outside) errors.fee = RULES.tenantFeeOnOwnListing;
    else if (!v.tenantAgreementOn) errors.tenantAgreementOn = RULES.tenantFeeNeedsAgreement;
    else if (!v.firstShowingOn) errors.firstShowingOn = RULES.tenantFeeNeedsFirstShowing;
    else if (v.tenantAgreementOn > v.firstShowingOn) errors.tenantAgreementOn = RULES.agreementAfterShowing;
  }
  const split = amount(v.coBrokeSplit);
  if (split !== null && (!Number.isFinite(split) || split < 0 || split > 100)) errors.coBrokeSplit = RULES.splitInvalid;
  return errors;
}

/** The field a server refusal is about (known by its key, decision 101), so its message shows under that field. */
export function fieldOfRefusal(text: TextKey | null): DealFormField | null {
  const is = (...entries: Named[]) => entries.some((entry) => isText(text, entry));
  if (is(K.dayInFuture)) return text?.values[0] === 'tenantAgreementOn' ? 'tenantAgreementOn' : 'firstShowingOn';
  if (is(K.depositOverRent)) return 'deposit';
  if (is(K.tenantFeeNeedsAgreement, K.agreementAfterShowing)) return 'tenantAgreementOn';
  if (is(K.tenantFeeNeedsFirstShowing)) return 'firstShowingOn';
  if (is(K.tenantFeeOnOwnListing)) return 'fee';
  if (is(K.addressInvalid)) return 'address';
  if (is(K.unitInvalid)) return 'unit';
  if (is(K.leaseEndBeforeStart, K.termInvalid)) return 'termMonths';
  if (is(K.rentRequired)) return 'rent';
  if (is(K.splitInvalid)) return 'coBrokeSplit';
  if (is(K.commissionRequired, K.noCommissionWithAmount)) return 'commission';
  if (is(K.tenantsRequired, K.tenantNameRequired, K.tenantEmailInvalid, K.tenantsRepeated)) return 'tenants';
  if (is(K.listingNotFound, K.listingRequired, K.listingMismatch)) return 'listingId';
  return null;
}

const dollars = (value: string) => Math.round(Number(value || 0) * 100) / 100;

/** The body of POST /admin/deals (creating) or PATCH /admin/deals/{id}. */
export function dealBody(v: DealFormValues, creating: boolean) {
  const body = {
    tenants: v.tenants.map((t) => ({ name: t.name.trim(), email: t.email.trim() })),
    leaseStart: v.leaseStart,
    termMonths: Number(v.termMonths),
    rent: dollars(v.rent),
    deposit: dollars(v.deposit),
    fee: dollars(v.fee),
    feePaidBy: v.feePaidBy,
    tenantAgreementOn: v.tenantAgreementOn || null,
    firstShowingOn: v.firstShowingOn || null,
    ...(v.noCommission ? { noCommission: true } : { commission: dollars(v.commission) }),
    coBrokeSplit: v.coBrokeSplit.trim() === '' ? null : Number(v.coBrokeSplit),
    expectedPayOn: v.expectedPayOn || null,
    notes: v.notes,
  };
  if (!creating) return body;
  if (v.outside) return { ...body, address: v.address.trim(), unit: v.unit.trim() };
  return {
    ...body,
    listingId: Number(v.listingId),
    ...(v.applicationId === null ? {} : { applicationId: v.applicationId }),
  };
}
