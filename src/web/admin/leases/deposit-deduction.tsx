import { DEDUCTION_KINDS, type DeductionKind } from '../../../shared/leases.ts';
import { ADMIN_MOVES_TEXT as T } from '../../../shared/texts/admin-moves.ts';
import { LEASES_TEXT as API } from '../../../shared/texts/leases.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field.tsx';
import type { DeductionErrors, DraftDeduction } from './deposit-model.ts';

/**
 * One deduction of the deposit statement: its kind (only the four GOL §7-108(1-a)(b) allows), its
 * reason and its amount in dollars; the kind and amount side by side from 640 px.
 */
export function DepositDeduction({
  deduction,
  index,
  errors,
  onChange,
  onRemove,
  disabled,
}: {
  deduction: DraftDeduction;
  index: number;
  errors: DeductionErrors | undefined;
  onChange: (patch: Partial<DraftDeduction>) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const id = `deduction-${deduction.key}`;
  return (
    <fieldset data-testid="deduction" className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{T.deductionHeading(index + 1)}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <SelectField
          id={`${id}-kind`}
          label={T.deductionKind}
          value={deduction.kind}
          disabled={disabled}
          onChange={(event) => onChange({ kind: event.target.value as DeductionKind | '' })}
          error={errors?.kind}
        >
          <option value="">{T.chooseKind}</option>
          {DEDUCTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {API.deductionKinds[kind]}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${id}-amount`}
          label={T.deductionAmount}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={deduction.amount}
          disabled={disabled}
          onChange={(event) => onChange({ amount: event.target.value })}
          error={errors?.amount}
        />
      </div>
      <TextAreaField
        id={`${id}-reason`}
        label={T.deductionReason}
        rows={2}
        value={deduction.reason}
        maxLength={500}
        disabled={disabled}
        onChange={(event) => onChange({ reason: event.target.value })}
        error={errors?.reason}
      />
      <div className="flex justify-end">
        <Button variant="ghost" onClick={onRemove} disabled={disabled} className="text-red-700 hover:bg-red-50">
          {T.removeDeduction(index + 1)}
        </Button>
      </div>
    </fieldset>
  );
}
