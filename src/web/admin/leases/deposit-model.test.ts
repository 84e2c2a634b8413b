import { describe, expect, it } from 'vitest';
import { ADMIN_MOVES_TEXT as T } from '../../../shared/texts/admin-moves.ts';
import { LEASES_TEXT as API } from '../../../shared/texts/leases.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import {
  centsOf,
  checkStatement,
  deadlineOf,
  figures,
  refusalErrors,
  statementBody,
  type DraftDeduction,
} from './deposit-model.ts';

const damage: DraftDeduction = { key: 1, kind: 'damage', reason: 'Cracked sink replaced.', amount: '420.5' };
const rent: DraftDeduction = { key: 2, kind: 'unpaid-rent', reason: 'Last 5 days unpaid.', amount: '600' };

describe('the deposit statement as typed', () => {
  it('reads dollars to the cent and nothing else', () => {
    expect([
      centsOf('420.5'),
      centsOf('3,650'),
      centsOf(' 0.01 '),
      centsOf('0'),
      centsOf('1.005'),
      centsOf('-5'),
      centsOf(''),
    ]).toEqual([42050, 365000, 1, null, null, null, null]);
  });

  it('computes what is kept and the balance as deductions are typed, an unreadable amount counting as nothing', () => {
    expect(figures({ deposit: '3650', deductions: [damage, rent] })).toEqual({ keptCents: 102050, balanceCents: 262950 });
    expect(figures({ deposit: '3650', deductions: [damage, { ...rent, amount: 'x' }] })).toEqual({
      keptCents: 42050,
      balanceCents: 322950,
    });
    expect(figures({ deposit: '', deductions: [damage] })).toBeNull();
  });

  it('puts each problem on its field: the move-out day, the deposit, each deduction, the balance', () => {
    const today = '2026-12-03';
    expect(
      checkStatement({ movedOutOn: '2026-11-30', deposit: '3650', deductions: [damage, rent] }, today, '2025-12-01'),
    ).toBeNull();
    expect(checkStatement({ movedOutOn: '', deposit: '3650', deductions: [] }, today, '2025-12-01')?.movedOutOn).toBe(
      T.movedOutRequired,
    );
    expect(checkStatement({ movedOutOn: '2026-12-04', deposit: '3650', deductions: [] }, today, '2025-12-01')?.movedOutOn).toBe(
      T.movedOutFuture,
    );
    expect(checkStatement({ movedOutOn: '2025-11-30', deposit: '3650', deductions: [] }, today, '2025-12-01')?.movedOutOn).toBe(
      API.moveOutBeforeStart,
    );
    const bad = checkStatement(
      { movedOutOn: '2026-11-30', deposit: '500', deductions: [{ key: 7, kind: '', reason: ' ', amount: '0' }, damage] },
      today,
      '2025-12-01',
    );
    expect(bad?.deductions?.get(7)).toEqual({ kind: T.kindRequired, reason: T.reasonRequired, amount: T.amountInvalid });
    expect(bad?.deductions?.has(1)).toBe(false);
    expect(checkStatement({ movedOutOn: '2026-11-30', deposit: '400', deductions: [damage] }, today, '2025-12-01')).toEqual({
      balance: API.deductionsOverDeposit,
    });
  });

  it("places the API's refusals, sends dollars, and dates the deadline 14 days after the move-out", () => {
    const K = keyed('leases', 'LEASES_TEXT', API);
    expect(refusalErrors(API.moveOutBeforeStart, K.moveOutBeforeStart)).toEqual({ movedOutOn: API.moveOutBeforeStart });
    expect(refusalErrors(API.deductionsOverDeposit, K.deductionsOverDeposit)).toEqual({ balance: API.deductionsOverDeposit });
    expect(refusalErrors(API.noSignedLease, K.noSignedLease)).toEqual({ form: API.noSignedLease });
    expect(statementBody({ movedOutOn: '2026-11-30', deposit: '3650', deductions: [damage] })).toEqual({
      movedOutOn: '2026-11-30',
      deposit: 3650,
      deductions: [{ kind: 'damage', reason: 'Cracked sink replaced.', amount: 420.5 }],
    });
    expect([deadlineOf('2026-11-30'), deadlineOf('2027-02-28'), deadlineOf('2026-12-25')]).toEqual([
      '2026-12-14',
      '2027-03-14',
      '2027-01-08',
    ]);
  });
});
