import { createHash } from 'node:crypto';
import { textsFor } from '../../../shared/i18n/catalogues.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { placeIn } from '../../../shared/words/in-language.ts';
import { calendarLabel } from '../../../shared/words/new-york.ts';
import { formatCents } from '../../../shared/words/money.ts';

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
  /** The screening fee the tenant paid with the application the deal comes from (cents), or 0. */
  screeningFeeCents: number;
  /** The broker: the agent the tenant hired and the brokerage the fees are paid to (NY RPL §442-d). */
  agent: { name: string; brand: string; brokerage: string };
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
  // A salesperson is paid through their brokerage: the brokerage is the payee (docs/decisions/080).
  const brokerage = P.payeeBrokerage(source.agent.brokerage || source.agent.brand, source.agent.name);
  if (source.screeningFeeCents > 0) fees.push({ name: P.screeningFee, payee: brokerage, amountCents: source.screeningFeeCents });
  if (source.feePaidBy === 'tenant' && source.feeCents > 0)
    fees.push({ name: P.brokerFee, payee: brokerage, amountCents: source.feeCents });
  const place = placeIn(language, source.address, source.apartment);
  const total = fees.reduce((sum, fee) => sum + fee.amountCents, 0);
  const text = [
    P.intro(place),
    ...fees.map((fee) => P.feeLine(fee.name, fee.payee, formatCents(fee.amountCents))),
    P.total(formatCents(total)),
    ...(source.feePaidBy === 'tenant' && source.feeCents > 0 && source.tenantAgreementOn
      ? [P.hiredOn(source.agent.name, calendarLabel(language, 'date', source.tenantAgreementOn))]
      : [P.landlordPaysBroker]),
    P.notFees(formatCents(source.rentCents), formatCents(source.depositCents)),
    P.noOther,
  ];
  return { place, fees, text };
}

/** Whether the tenant pays any fee: then every tenant signs the disclosure before Lease signed. */
export const tenantPaysFees = (
  source: Pick<DisclosureSource, 'feeCents' | 'feePaidBy' | 'listingFees'> & { screeningFeeCents?: number },
) =>
  (source.feePaidBy === 'tenant' && source.feeCents > 0) ||
  (source.screeningFeeCents ?? 0) > 0 ||
  source.listingFees.some((fee) => fee.amount > 0);

/**
 * The SHA-256 (hex) of exactly what a disclosure shows: its place, text and fees, in the language
 * shown (docs/decisions/080). The signing form carries it; a signature is taken only while the deal
 * still gives the same digest, and a signed disclosure counts at Lease signed only while it does.
 */
export function disclosureDigest(content: DisclosureContent): string {
  const canonical = JSON.stringify({
    place: content.place,
    text: content.text,
    fees: content.fees.map((fee) => ({ name: fee.name, payee: fee.payee, amountCents: fee.amountCents })),
  });
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

/** The content frozen in a signed disclosure's row, or null for a row not signed. */
export function frozenContent(row: { signed_text: string | null; signed_fees: string | null }): DisclosureContent | null {
  if (!row.signed_text || !row.signed_fees) return null;
  const { place, text } = JSON.parse(row.signed_text) as { place: string; text: string[] };
  return { place, text, fees: JSON.parse(row.signed_fees) as DisclosedFee[] };
}
