import { APPLICATION_FEE_CAP } from './listings.ts';
import { LISTINGS_TEXT as T } from './texts/listings.ts';

/**
 * What a tenant may be charged on a listing the agent publishes (docs/decisions/082-tenant-fees-by-construction.md):
 * a closed set, with the law in the code.
 *
 * - NYC Admin Code §20-699.21 (the FARE Act, Local Law 119 of 2024): a broker who lists for the
 *   landlord charges the tenant no fee, nor may any fee be imposed on the tenant as a condition of
 *   renting that listing;
 * - NY Real Property Law §238-a(1)(b): the only fee a landlord or its agent may take for an
 *   application is the actual cost of a background and credit check, at most $20 in all.
 *
 * The listing API keeps `fees: [{ name, amount }]`; the product reads the name to know the kind of
 * fee, in English, Spanish or Chinese: only a screening fee is allowed, and all screening fees with
 * the screening fee of the application settings at most $20.
 */
export type TenantFeeKind = 'screening' | 'broker' | 'move-in' | 'other';

/** RPL §238-a(1)(b): the background and credit check, in dollars, everything a tenant may pay for it. */
export const SCREENING_FEE_CAP = APPLICATION_FEE_CAP;

/** The words naming each kind (lower case, accents kept); the first kind that matches wins. */
const KIND_WORDS: ReadonlyArray<readonly [TenantFeeKind, RegExp]> = [
  [
    'broker',
    /broker|brokerage|commission|finder|agent|realtor|realty|corretaje|comisi[oó]n|corredor|agente|intermediaci[oó]n|honorarios|中介|佣金|经纪|經紀|仲介/u,
  ],
  ['move-in', /move[\s-]*in|moving|mudanza|entrada|ingreso|入住|搬入|搬家|迁入|遷入/u],
  [
    'screening',
    /application|applicant|background|credit\s*(check|report|screening)|screening|tenant\s*check|solicitud|aplicaci[oó]n|antecedentes|(verificaci[oó]n|informe|reporte|historial|chequeo|revisi[oó]n)\s+(de\s+)?cr[eé]dito|evaluaci[oó]n|申请|申請|信用|背景|审查|審查|调查|調查/u,
  ],
];

/** The kind of a tenant's fee, read from its name (English, Spanish or Chinese). */
export function classifyTenantFee(name: string): TenantFeeKind {
  const text = name.normalize('NFC').toLowerCase();
  for (const [kind, words] of KIND_WORDS) if (words.test(text)) return kind;
  return 'other';
}

/** One refused fee: where it is in the list, and the rule in words. */
export interface TenantFeeRefusal {
  /** The fee's index in the list, or null for the total. */
  index: number | null;
  /** The input at fault: the name of a fee the tenant cannot pay, the amount of a screening fee over the cap. */
  field: 'name' | 'amount';
  message: string;
}

/**
 * Why the tenant may not be charged these fees on a listing the agent publishes, or [] when they may:
 * each fee that is not a screening fee is refused with the FARE Act named, whatever its amount; the screening fees with
 * `settingsScreeningFee` (the application settings', paid by every applicant) at most $20.
 */
export function tenantFeeRefusals(
  fees: ReadonlyArray<{ name: string; amount: number }>,
  settingsScreeningFee = 0,
): TenantFeeRefusal[] {
  const refusals: TenantFeeRefusal[] = [];
  let screeningCents = Math.round(settingsScreeningFee * 100);
  fees.forEach((fee, index) => {
    const kind = classifyTenantFee(fee.name);
    if (kind === 'screening') screeningCents += Math.round(fee.amount * 100);
    else refusals.push({ index, field: 'name', message: refusalOf(kind, fee.name) });
  });
  if (screeningCents > SCREENING_FEE_CAP * 100)
    refusals.push({
      index: lastScreeningIndex(fees),
      field: 'amount',
      message: settingsScreeningFee > 0 ? T.screeningTotalWithSettings(settingsScreeningFee) : T.screeningTotalCap,
    });
  return refusals;
}

function lastScreeningIndex(fees: ReadonlyArray<{ name: string }>): number | null {
  for (let i = fees.length - 1; i >= 0; i--) if (classifyTenantFee(fees[i].name) === 'screening') return i;
  return null;
}

function refusalOf(kind: Exclude<TenantFeeKind, 'screening'>, name: string): string {
  if (kind === 'broker') return T.brokerFeeRefused;
  if (kind === 'move-in') return T.moveInFeeRefused(name.trim());
  return T.otherFeeRefused(name.trim());
}

/**
 * 'No Fee' as the public pages and the feeds say it: the tenant pays no broker's fee and nothing but
 * the screening fee (at most $20). True of every listing saved since decision 082; a listing saved
 * before may still hold another fee until it is edited, and then is not 'No Fee'.
 */
export const isNoFee = (fees: ReadonlyArray<{ name: string; amount: number }>) => tenantFeeRefusals(fees).length === 0;
