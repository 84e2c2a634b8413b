import { useState, type FormEvent } from 'react';
import type { DealDto } from '../../../shared/deals.ts';
import type { LeaseDto } from '../../../shared/leases.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { ADMIN_MOVES_TEXT as T } from '../../../shared/texts/admin-moves.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../components/ui/form-field.tsx';
import { dayLabel } from '../deals/index.ts';
import { api, ApiError, errorMessage } from '../kit/api-client.ts';
import { useUnsavedWork } from '../kit/unsaved-work.tsx';
import { DepositDeduction } from './deposit-deduction.tsx';
import {
  checkStatement,
  deadlineOf,
  figures,
  MAX_DEDUCTIONS,
  newDeduction,
  overDeposit,
  refusalErrors,
  statementBody,
  type DraftDeduction,
  type StatementErrors,
  type StatementValues,
} from './deposit-model.ts';
import { formatCents } from '../../../shared/words/money.ts';

/** The deposit as the deal has it, as typed in the field ('3650', '3650.5'). */
const typedDollars = (amount: number) => (amount > 0 ? String(amount) : '');

/**
 * The itemized security deposit statement (GOL §7-108(1-a)(e), (b)): the move-out day (New York; the
 * lease's last day proposed once it has passed), the deposit held, each deduction with its kind, reason
 * and amount, and what is kept and returned computed as they are typed. The deductions over the
 * deposit are refused at once under the balance; the API's refusals show on the field they concern.
 */
export function DepositStatementForm({
  deal,
  again,
  onWritten,
  onCancel,
}: {
  deal: DealDto;
  again: boolean;
  onWritten: (lease: LeaseDto, message: string) => void;
  onCancel: () => void;
}) {
  const today = newYorkDate(new Date());
  const [proposed] = useState<StatementValues>(() => ({
    movedOutOn: deal.leaseEnd <= today ? deal.leaseEnd : today,
    deposit: typedDollars(deal.deposit),
    deductions: [],
  }));
  const [values, setValues] = useState<StatementValues>(proposed);
  // Anything typed (the proposed day and deposit are not work): the deal's dialog asks before closing over it.
  useUnsavedWork(
    values.deductions.length > 0 || values.movedOutOn !== proposed.movedOutOn || values.deposit !== proposed.deposit,
  );
  const [errors, setErrors] = useState<StatementErrors>({});
  const [busy, setBusy] = useState(false);
  const live = figures(values);
  const balanceProblem = overDeposit(values) ?? errors.balance;

  const set = (patch: Partial<StatementValues>, clear: keyof StatementErrors) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => ({ ...e, [clear]: undefined, balance: undefined, form: undefined }));
  };
  const setDeduction = (key: number, patch: Partial<DraftDeduction>) => {
    setValues((v) => ({ ...v, deductions: v.deductions.map((d) => (d.key === key ? { ...d, ...patch } : d)) }));
    setErrors((e) => {
      const deductions = new Map(e.deductions);
      const left = { ...deductions.get(key) };
      for (const field of Object.keys(patch)) delete left[field as keyof typeof left];
      deductions.set(key, left);
      return { ...e, deductions, balance: undefined, form: undefined };
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkStatement(values, today, deal.leaseStart);
    if (problems) return setErrors(problems);
    setErrors({});
    setBusy(true);
    try {
      const answer = await api.post<{ lease: LeaseDto; message: string }>(
        `/admin/deals/${deal.id}/deposit-statement`,
        statementBody(values),
      );
      onWritten(answer.lease, answer.message);
    } catch (failure) {
      const message = errorMessage(failure, T.statementFailed, T.statementFailed);
      setErrors(failure instanceof ApiError ? refusalErrors(message, failure.text) : { form: message });
    } finally {
      setBusy(false);
    }
  };

  const id = `statement-${deal.id}`;
  const deadline = /^\d{4}-\d{2}-\d{2}$/.test(values.movedOutOn) ? dayLabel(deadlineOf(values.movedOutOn)) : null;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
      className="space-y-4"
      data-testid="deposit-statement-form"
    >
      <h4 id={`${id}-heading`} className="text-sm font-semibold text-slate-900">
        {again ? T.statementWriteAgainHeading : T.statementWriteHeading}
      </h4>
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-moved-out`}
          type="date"
          label={T.movedOutOn}
          value={values.movedOutOn}
          min={deal.leaseStart}
          max={today}
          disabled={busy}
          onChange={(event) => set({ movedOutOn: event.target.value }, 'movedOutOn')}
          hint={deadline ? T.movedOutHint(deadline) : undefined}
          error={errors.movedOutOn}
        />
        <TextField
          id={`${id}-deposit`}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          label={T.depositHeld}
          value={values.deposit}
          disabled={busy}
          onChange={(event) => set({ deposit: event.target.value }, 'deposit')}
          error={errors.deposit}
        />
      </div>

      <section aria-labelledby={`${id}-deductions`} aria-describedby={`${id}-deductions-hint`} className="space-y-3">
        <h5 id={`${id}-deductions`} className="text-sm font-medium text-slate-800">
          {T.deductionsLegend}
        </h5>
        <p id={`${id}-deductions-hint`} className="-mt-2 text-sm text-slate-500">
          {T.deductionsHint}
        </p>
        {values.deductions.length === 0 && <p className="text-sm text-slate-600">{T.noDeductions}</p>}
        {values.deductions.map((deduction, index) => (
          <DepositDeduction
            key={deduction.key}
            deduction={deduction}
            index={index}
            errors={errors.deductions?.get(deduction.key)}
            onChange={(patch) => setDeduction(deduction.key, patch)}
            onRemove={() => set({ deductions: values.deductions.filter((d) => d.key !== deduction.key) }, 'deductions')}
            disabled={busy}
          />
        ))}
        {values.deductions.length < MAX_DEDUCTIONS && (
          <Button
            variant="secondary"
            disabled={busy}
            className="w-full sm:w-auto"
            onClick={() => set({ deductions: [...values.deductions, newDeduction()] }, 'deductions')}
          >
            {T.addDeduction}
          </Button>
        )}
      </section>

      <dl
        aria-live="polite"
        data-testid="statement-figures"
        className={`grid grid-cols-2 items-baseline gap-x-4 gap-y-1 rounded-lg px-4 py-3 text-sm ${
          balanceProblem ? 'bg-red-50 ring-1 ring-red-200' : 'bg-slate-50'
        }`}
      >
        <dt className="text-slate-600">{T.totalKept}</dt>
        <dd className="text-right font-medium text-slate-900 tabular-nums" data-testid="statement-kept">
          {live ? formatCents(live.keptCents) : '—'}
        </dd>
        <dt className="font-semibold text-slate-900">{T.balance}</dt>
        <dd className="text-right text-base font-semibold text-slate-900 tabular-nums" data-testid="statement-balance">
          {live ? formatCents(live.balanceCents) : '—'}
        </dd>
      </dl>
      {balanceProblem && (
        <p role="alert" className="-mt-2 text-sm font-medium text-red-600">
          {balanceProblem}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {T.discardStatement}
        </Button>
        <Button type="submit" busy={busy}>
          {T.writeStatement}
        </Button>
      </div>
    </form>
  );
}
