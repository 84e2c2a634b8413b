import { RIDERS, type RiderChecklist } from '../../../shared/leases.ts';
import { ADMIN_LEASES_TEXT as T } from '../../../shared/texts/admin-leases.ts';
import { LEASES_TEXT as API } from '../../../shared/texts/leases.ts';

/** The riders not ticked yet, as the API names them in its refusal; '' when every one is. */
export function missingRiders(checklist: RiderChecklist): string {
  return RIDERS.filter((rider) => !checklist[rider])
    .map((rider) => API.riders[rider])
    .join('; ');
}

/**
 * New York's usual riders and notices (lead paint, window guards, bedbug history, sprinkler, the
 * rent-stabilization rider and guide, Good Cause Eviction), each ticked 'Attached' or 'Not applicable':
 * a row per rider, its two choices beside it from 640 px and under it on a phone.
 */
export function RiderChecklistField({
  idPrefix,
  value,
  onChange,
  invalid,
  disabled,
}: {
  idPrefix: string;
  value: RiderChecklist;
  onChange: (next: RiderChecklist) => void;
  invalid?: boolean;
  disabled?: boolean;
}) {
  return (
    <fieldset data-testid="rider-checklist" aria-describedby={`${idPrefix}-hint`}>
      <legend className="text-sm font-medium text-slate-800">{T.checklistLegend}</legend>
      <p id={`${idPrefix}-hint`} className="mt-0.5 text-sm text-slate-500">
        {T.checklistHint}
      </p>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {RIDERS.map((rider) => {
          const unticked = invalid && !value[rider];
          return (
            <li
              key={rider}
              className={`flex flex-col gap-1.5 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4 ${
                unticked ? 'bg-red-50' : ''
              }`}
            >
              <span id={`${idPrefix}-${rider}`} className="text-sm text-slate-800">
                {API.riders[rider]}
              </span>
              <span role="radiogroup" aria-labelledby={`${idPrefix}-${rider}`} className="flex shrink-0 gap-4">
                {(['attached', 'not-applicable'] as const).map((state) => (
                  <label key={state} className="flex items-center gap-1.5 text-sm text-slate-700">
                    <input
                      type="radio"
                      name={`${idPrefix}-${rider}`}
                      value={state}
                      checked={value[rider] === state}
                      disabled={disabled}
                      aria-invalid={unticked || undefined}
                      onChange={() => onChange({ ...value, [rider]: state })}
                      className="h-4 w-4 accent-brand-600"
                    />
                    {state === 'attached' ? T.attached : T.notApplicable}
                  </label>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
