import { useRef } from 'react';
import { Form } from 'react-router';
import type { ApplicationPart } from '../../../../shared/applications.ts';
import { APPLICATIONS_TEXT as ENGLISH_APPLICATIONS } from '../../../../shared/texts/applications.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { firstInvalid, useRevealFirstInvalid, type FieldErrors } from '../../../lib/form-errors.ts';
import { PART_STEP_FIELDS, type PartStep } from '../../../../shared/application-answers.ts';
import { incomeFields, type ApplyResult } from './apply-steps.ts';
import { Notice, primaryButton, secondaryButton, StepButtons, useApplyTexts } from './apply-ui.tsx';
import { useAutosave } from './use-autosave.ts';

type Values = Record<string, string | string[]>;

const shown = (value: string | number | null) => (value === null ? '' : String(value));

/** What a field shows: what was typed when the post was refused, else what is saved. */
function valueOf(part: ApplicationPart, refusedValues: Values | undefined, name: keyof ApplicationPart): string {
  const typed = refusedValues?.[name];
  if (typeof typed === 'string') return typed;
  return shown(part[name] as string | number | null);
}

/** A half-filled income row is not saved as you type (the schema would refuse it): it waits for Save. */
function incomeRowsComplete(form: HTMLFormElement): boolean {
  const sources = [...form.querySelectorAll<HTMLSelectElement>('select[name="incomeSource"]')];
  const amounts = [...form.querySelectorAll<HTMLInputElement>('input[name="incomeAmount"]')];
  return sources.every((s, i) => (s.value === '') === (amounts[i]?.value.trim() === ''));
}

function SaveState({ state }: { state: ReturnType<typeof useAutosave>['state'] }) {
  const { A } = useApplyTexts();
  const text = state === 'saving' ? A.saving : state === 'saved' ? A.savedAt : typeof state === 'object' ? state.error : '';
  const tone = typeof state === 'object' ? 'text-red-700' : 'text-slate-500';
  return (
    <p role="status" className={`min-h-5 text-center text-sm sm:mr-2 sm:text-right ${tone}`}>
      {text}
    </p>
  );
}

/**
 * One step of a person's part: its fields in a real form posted to the page's action (Save and
 * continue, or Back), saved as it is filled when scripts run.
 */
export function PartStepForm({
  step,
  part,
  editable,
  result,
  hasBack,
}: {
  step: PartStep;
  part: ApplicationPart;
  editable: boolean;
  result: ApplyResult | undefined;
  hasBack: boolean;
}) {
  const { A, T } = useApplyTexts();
  const form = useRef<HTMLFormElement>(null);
  const autosave = useAutosave(form, step === 'income' ? incomeRowsComplete : undefined);
  const refusal = result?.kind === 'error' ? result : null;
  const liveError = typeof autosave.state === 'object' ? autosave.state : null;
  // Every refused field at once: the page's answer to the form posted, else the autosave's.
  const errors = refusal?.errors ?? liveError?.errors ?? {};
  // With scripts the first refused field of a post takes the focus and comes into view (never an autosave's: the
  // person is typing); `autoFocus` does it for the page a form posted without scripts gets back.
  useRevealFirstInvalid(form, refusal);
  const rows = Array.isArray(refusal?.values?.incomeSource) ? refusal.values.incomeSource.length : part.otherIncome.length;
  const first = firstInvalid(refusal?.errors, step === 'income' ? incomeFields(rows) : PART_STEP_FIELDS[step]);
  const text = (name: keyof ApplicationPart) => ({
    name,
    defaultValue: valueOf(part, refusal?.values, name),
    error: errors[name] ?? null,
    autoFocus: first === name,
  });

  let fields: React.ReactNode;
  switch (step) {
    case 'contact':
      fields = <TextField label={T.fields.phone} type="tel" autoComplete="tel" inputMode="tel" {...text('phone')} />;
      break;
    case 'home':
      fields = (
        <>
          <TextField label={T.fields.currentAddress} autoComplete="street-address" {...text('currentAddress')} />
          <TextField label={T.fields.currentRent} inputMode="decimal" {...text('currentRent')} />
          <TextField label={T.fields.landlordName} {...text('landlordName')} />
          <TextField label={T.fields.landlordContact} {...text('landlordContact')} />
        </>
      );
      break;
    case 'work':
      fields = (
        <>
          <p className="text-sm text-slate-600">{A.workIntro}</p>
          <TextField label={T.fields.employer} autoComplete="organization" {...text('employer')} />
          <TextField label={T.fields.jobTitle} autoComplete="organization-title" {...text('jobTitle')} />
          <TextField label={T.fields.employmentStart} type="date" {...text('employmentStart')} />
          <TextField label={T.fields.annualIncome} inputMode="decimal" {...text('annualIncome')} />
        </>
      );
      break;
    case 'income':
      fields = <IncomeRows part={part} refusal={refusal} errors={errors} first={first} />;
      break;
    case 'move-in':
      fields = (
        <>
          <TextField label={T.fields.moveInDate} type="date" {...text('moveInDate')} />
          <TextAreaField label={T.fields.pets} hint={T.fields.petsHint} rows={3} {...text('pets')} />
        </>
      );
      break;
  }

  return (
    <Form
      ref={form}
      method="post"
      noValidate
      onChange={editable ? autosave.onChange : undefined}
      onBlur={editable ? autosave.onBlur : undefined}
      onSubmit={autosave.onSubmit}
    >
      <input type="hidden" name="intent" value="save" />
      {/* The bare link shows a step without naming it in the address: the form names it. */}
      <input type="hidden" name="step" value={step} />
      {refusal?.message && <Notice tone="warn">{refusal.message}</Notice>}
      <fieldset disabled={!editable} className="space-y-5">
        {fields}
      </fieldset>
      <StepButtons
        back={
          hasBack && (
            <button type="submit" name="go" value="back" className={secondaryButton} formNoValidate>
              {A.back}
            </button>
          )
        }
        submit={
          editable && (
            <button type="submit" name="go" value="next" className={primaryButton}>
              {A.saveAndContinue}
            </button>
          )
        }
      >
        {editable && <SaveState state={autosave.state} />}
      </StepButtons>
    </Form>
  );
}

/** Other income: the saved rows and one empty row (saving adds the next), each a source and a yearly amount. */
function IncomeRows({
  part,
  refusal,
  errors,
  first,
}: {
  part: ApplicationPart;
  refusal: Extract<ApplyResult, { kind: 'error' }> | null;
  /** Every refused field, by its name ('otherIncome.0.amount'). */
  errors: FieldErrors;
  /** The first of them, which the browser focuses on a page answered without scripts. */
  first: string | undefined;
}) {
  const { A, T } = useApplyTexts();
  const typedSources = refusal?.values?.incomeSource;
  const typedAmounts = refusal?.values?.incomeAmount;
  const rows = Array.isArray(typedSources)
    ? typedSources.map((source, i) => ({ source, amount: (Array.isArray(typedAmounts) ? typedAmounts[i] : '') ?? '' }))
    : part.otherIncome.map((row) => ({ source: row.source, amount: String(row.amount) }));
  const all = [...rows, { source: '', amount: '' }];
  return (
    <>
      <p className="text-sm text-slate-600">{T.fields.otherIncomeHint}</p>
      <p className="text-sm text-slate-600">{A.incomeIntro}</p>
      {all.map((row, i) => (
        <fieldset key={`${i}-${row.source}`} className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-ink">{A.incomeRow(i + 1)}</legend>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
            <SelectField
              label={T.fields.otherIncomeSource}
              name="incomeSource"
              defaultValue={row.source}
              error={errors[`otherIncome.${i}.source`] ? T.sourceRequired : null}
              autoFocus={first === `otherIncome.${i}.source`}
            >
              <option value="">{A.chooseSource}</option>
              {/* The source is saved as its English name (the agent's back-office reads it), shown in the page's language. */}
              {ENGLISH_APPLICATIONS.incomeSources.map((source, n) => (
                <option key={source} value={source}>
                  {T.incomeSources[n]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={T.fields.otherIncomeAmount}
              name="incomeAmount"
              inputMode="decimal"
              defaultValue={row.amount}
              error={errors[`otherIncome.${i}.amount`] ? T.amountInvalid(T.fields.otherIncomeAmount) : null}
              autoFocus={first === `otherIncome.${i}.amount`}
            />
          </div>
        </fieldset>
      ))}
      <p className="text-sm text-slate-500">{A.removeRow}</p>
    </>
  );
}
