import { APPLICATION_FEE_CAP } from '../../../shared/listings.ts';
import { MAX_FEES } from '../../../shared/listings.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import type { FeeErrors, FeeRow } from './listing-form-model.ts';
import { UI } from './listings-ui-text.ts';

/**
 * 'Fees paid by the tenant' (FARE Act disclosure): a name and an amount per fee, none by default.
 * The broker's own fee is not one of them: the landlord pays it, as the note says.
 */
export function FeesEditor({
  idPrefix,
  value,
  errors,
  onChange,
}: {
  idPrefix: string;
  value: FeeRow[];
  errors: FeeErrors;
  onChange: (fees: FeeRow[]) => void;
}) {
  const update = (index: number, patch: Partial<FeeRow>) =>
    onChange(value.map((fee, i) => (i === index ? { ...fee, ...patch } : fee)));
  const error = (index: number, part: 'name' | 'amount') => errors[`${index}.${part}`];
  return (
    <div className="space-y-4">
      <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">{UI.brokerFeeNote}</p>
      {value.length === 0 ? (
        <p className="text-sm text-slate-600">{UI.noFees}</p>
      ) : (
        <ul className="space-y-3">
          {value.map((fee, index) => (
            <li key={index} className="grid grid-cols-[minmax(0,1fr)_8rem_auto] items-start gap-3">
              <div>
                <label htmlFor={`${idPrefix}-fee-${index}-name`} className="sr-only">
                  {UI.feeName(index + 1)}
                </label>
                <input
                  id={`${idPrefix}-fee-${index}-name`}
                  data-fee-input={`${index}.name`}
                  value={fee.name}
                  placeholder={UI.feeNamePlaceholder}
                  maxLength={60}
                  onChange={(event) => update(index, { name: event.target.value })}
                  aria-invalid={error(index, 'name') ? true : undefined}
                  aria-describedby={error(index, 'name') ? `${idPrefix}-fee-${index}-name-error` : undefined}
                  className={inputClass(Boolean(error(index, 'name')))}
                />
                {error(index, 'name') && (
                  <p id={`${idPrefix}-fee-${index}-name-error`} className="mt-1 text-sm font-medium text-red-700">
                    {error(index, 'name')}
                  </p>
                )}
              </div>
              <div>
                <label htmlFor={`${idPrefix}-fee-${index}-amount`} className="sr-only">
                  {UI.feeAmount(index + 1)}
                </label>
                <div className="relative">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500"
                  >
                    $
                  </span>
                  <input
                    id={`${idPrefix}-fee-${index}-amount`}
                    data-fee-input={`${index}.amount`}
                    value={fee.amount}
                    inputMode="decimal"
                    onChange={(event) => update(index, { amount: event.target.value })}
                    aria-invalid={error(index, 'amount') ? true : undefined}
                    aria-describedby={error(index, 'amount') ? `${idPrefix}-fee-${index}-amount-error` : undefined}
                    className={`${inputClass(Boolean(error(index, 'amount')))} pl-7`}
                  />
                </div>
                {error(index, 'amount') && (
                  <p id={`${idPrefix}-fee-${index}-amount-error`} className="mt-1 text-sm font-medium text-red-700">
                    {error(index, 'amount')}
                  </p>
                )}
              </div>
              <Button
                variant="ghost"
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                aria-label={UI.removeFee(fee.name || String(index + 1))}
              >
                {UI.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {value.length < MAX_FEES && (
        <Button variant="secondary" onClick={() => onChange([...value, { name: '', amount: '' }])}>
          {UI.addFee}
        </Button>
      )}
      <p className="text-xs text-slate-500">{UI.applicationFeeHint(APPLICATION_FEE_CAP)}</p>
    </div>
  );
}
