import { textsFor } from '../../../shared/i18n/catalogues.ts';
import { formatDay } from '../../../shared/i18n/format.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { formatDollars } from '../../../shared/listing-format.ts';
import { placeIn } from './deal-language.ts';

/** One fee the tenant pays: what, to whom, how much (cents). */
export interface DisclosedFee {
  name: string;
  payee: string;
  amountCents: number;
}

/** What a disclosure shows: frozen as it is when the tenant signs. */
export interface DisclosureContent {
  place: string;
  fees: DisclosedFee[];
  /** The disclosure's text, paragraph by paragraph, as signed. */
  text: string[];
}

/** The deal's terms the disclosure is written from (cents). */
export interface DisclosureSource {
  address: string;
  apartment: string;
  rentCents: number;
  depositCents: number;
  feeCents: number;
  feePaidBy: 'landlord' | 'tenant';
  tenantAgreementOn: string | null;
  /** The listing's own fees paid by the tenant ({ name, amount } in dollars). */
  listingFees: Array<{ name: string; amount: number }>;
  agent: { name: string; brand: string };
}

/**
 * The FARE Act disclosure of every fee the tenant pays and to whom (NYC Admin. Code §20-699.21):
 * the listing's fees (to the landlord), the broker's fee when the tenant hired the broker, and,
 * apart, what is due at signing that is not a fee (first month's rent, the refundable deposit). Written
 * in `language` (the deal's, decision 072): the same facts, amounts and dates in every language.
 */
export function disclosureContent(source: DisclosureSource, language: Language = 'en'): DisclosureContent {
  const P = textsFor(language, 'deals-public').DISCLOSURE_TEXT;
  const fees: DisclosedFee[] = source.listingFees
    .filter((fee) => fee.amount > 0)
    .map((fee) => ({ name: fee.name, payee: P.payeeLandlord, amountCents: Math.round(fee.amount * 100) }));
  if (source.feePaidBy === 'tenant' && source.feeCents > 0)
    fees.push({ name: P.brokerFee, payee: P.payeeBroker(source.agent.name, source.agent.brand), amountCents: source.feeCents });
  const place = placeIn(language, source.address, source.apartment);
  const total = fees.reduce((sum, fee) => sum + fee.amountCents, 0);
  const text = [
    P.intro(place),
    ...fees.map((fee) => P.feeLine(fee.name, fee.payee, formatDollars(fee.amountCents / 100))),
    P.total(formatDollars(total / 100)),
    ...(source.feePaidBy === 'tenant' && source.feeCents > 0 && source.tenantAgreementOn
      ? [P.hiredOn(source.agent.name, formatDay(language, source.tenantAgreementOn, { dateStyle: 'long' }))]
      : [P.landlordPaysBroker]),
    P.notFees(formatDollars(source.rentCents / 100), formatDollars(source.depositCents / 100)),
    P.noOther,
  ];
  return { place, fees, text };
}

/** Whether the tenant pays any fee: then every tenant signs the disclosure before Lease signed. */
export const tenantPaysFees = (source: Pick<DisclosureSource, 'feeCents' | 'feePaidBy' | 'listingFees'>) =>
  (source.feePaidBy === 'tenant' && source.feeCents > 0) || source.listingFees.some((fee) => fee.amount > 0);
