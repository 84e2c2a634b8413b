import type { DeductionKind } from '../../../shared/leases.ts';
import { ADMIN_MOVES_TEXT as T } from '../../../shared/texts/admin-moves.ts';
import { LEASES_TEXT as API } from '../../../shared/texts/leases.ts';
import type { TextKey } from '../../../shared/i18n/refusal-header.ts';
import { isText, keyed } from '../../../shared/i18n/text-ref.ts';

/** The statement's refusals by key. */
const K = keyed('leases', 'LEASES_TEXT', API);

/** GOL §7-108(1-a)(e): the statement is due fourteen days after the tenant moved out. */
const DEPOSIT_DAYS = 14;
export const MAX_DEDUCTIONS = 30;
const MAX_REASON = 500;

/** A deduction being written: its kind, reason and amount as typed (dollars). */
export interface DraftDeduction {
  key: number;
  kind: DeductionKind | '';
  reason: string;
  amount: string;
}

export interface StatementValues {
  movedOutOn: string;
  deposit: string;
  deductions: DraftDeduction[];
}

export type DeductionErrors = Partial<Record<'kind' | 'reason' | 'amount', string>>;
export interface StatementErrors {
  movedOutOn?: string;
  deposit?: string;
  /** The deductions against the deposit (shown under the balance). */
  balance?: string;
  deductions?: Map<number, DeductionErrors>;
  /** A refusal of no one field. */
  form?: string;
}

let nextKey = 1;
export const newDeduction = (): DraftDeduction => ({ key: nextKey++, kind: '', reason: '', amount: '' });

/** Cents of a dollar amount as typed ('420.5' → 42050), or null when it is not one above zero to the cent. */
export function centsOf(text: string): number | null {
  const typed = text.trim().replace(/,/g, '');
  if (!/^\d{1,8}(\.\d{0,2})?$/.test(typed)) return null;
  const cents = Math.round(Number(typed) * 100);
  return cents > 0 ? cents : null;
}

/** What is kept (the deductions typed so far, an unreadable amount counted as nothing) and the balance; null without a deposit. */
export function figures(
  values: Pick<StatementValues, 'deposit' | 'deductions'>,
): { keptCents: number; balanceCents: number } | null {
  const deposit = centsOf(values.deposit);
  if (deposit === null) return null;
  const keptCents = values.deductions.reduce((sum, d) => sum + (centsOf(d.amount) ?? 0), 0);
  return { keptCents, balanceCents: deposit - keptCents };
}

/** The New York day `days` after `day` ('YYYY-MM-DD'). */
function plusDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The statement's deadline for a move-out day. */
export const deadlineOf = (movedOutOn: string) => plusDays(movedOutOn, DEPOSIT_DAYS);

/** The deductions kept over the deposit, at once as they are typed (the API's words); null while they fit. */
export function overDeposit(values: Pick<StatementValues, 'deposit' | 'deductions'>): string | null {
  const f = figures(values);
  return f && f.balanceCents < 0 ? API.deductionsOverDeposit : null;
}

/** The statement's problems before it is sent, each on its field; null when there are none. */
export function checkStatement(values: StatementValues, today: string, leaseStart: string): StatementErrors | null {
  const errors: StatementErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.movedOutOn)) errors.movedOutOn = T.movedOutRequired;
  else if (values.movedOutOn > today) errors.movedOutOn = T.movedOutFuture;
  else if (values.movedOutOn < leaseStart) errors.movedOutOn = API.moveOutBeforeStart;
  if (centsOf(values.deposit) === null) errors.deposit = T.depositInvalid;
  const deductions = new Map<number, DeductionErrors>();
  for (const d of values.deductions) {
    const e: DeductionErrors = {};
    if (!d.kind) e.kind = T.kindRequired;
    if (!d.reason.trim() || d.reason.trim().length > MAX_REASON) e.reason = T.reasonRequired;
    if (centsOf(d.amount) === null) e.amount = T.amountInvalid;
    if (Object.keys(e).length > 0) deductions.set(d.key, e);
  }
  if (deductions.size > 0) errors.deductions = deductions;
  const over = overDeposit(values);
  if (over) errors.balance = over;
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Where the API's refusal belongs (known by its key, decision 101): the move-out day, the balance, or the form as a whole. */
export function refusalErrors(message: string, text: TextKey | null): StatementErrors {
  if (isText(text, K.moveOutBeforeStart)) return { movedOutOn: message };
  if (isText(text, K.deductionsOverDeposit)) return { balance: message };
  return { form: message };
}

/** The API's body (amounts in dollars, decision 062 keeps them in cents on the server). */
export function statementBody(values: StatementValues) {
  return {
    movedOutOn: values.movedOutOn,
    deposit: (centsOf(values.deposit) ?? 0) / 100,
    deductions: values.deductions.map((d) => ({
      kind: d.kind,
      reason: d.reason.trim(),
      amount: (centsOf(d.amount) ?? 0) / 100,
    })),
  };
}
