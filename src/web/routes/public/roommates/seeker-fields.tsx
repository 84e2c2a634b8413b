import { useId, type ComponentProps } from 'react';
import { LIFESTYLE_KEYS } from '../../../../shared/roommates.ts';
import { Checkbox, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { firstInvalid, type FieldErrors } from '../../../lib/form-errors.ts';
import { useTexts } from '../../../i18n.tsx';
import { PROFILE_FIELDS, QUESTIONNAIRE_FIELDS, type SeekerFormValues } from './seeker-form-data.ts';

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-800 transition hover:border-brand-500 hover:text-brand-700';

const legend = 'text-sm font-semibold text-ink';

/** The areas a seeker may choose: the buildings the site lists. */
export interface AreaChoice {
  slug: string;
  label: string;
}

/** The profile's one-line answers. */
type TextName = 'name' | 'email' | 'phone' | 'budget' | 'moveInDate' | 'stayMonths';

/**
 * The profile's fields, shared by the 'Find a room' form and the seeker's manage page. A plain form:
 * it posts and answers without scripts. `errors` holds every refused field's message, each shown beside
 * its field; the first is `autoFocus` (the browser focuses it on the page a form posted without scripts gets back).
 */
export function SeekerFields({
  values,
  areas,
  errors,
  withEmail,
}: {
  values: SeekerFormValues;
  areas: AreaChoice[];
  errors: FieldErrors | undefined;
  withEmail: boolean;
}) {
  const { ROOMMATES_TEXT: T, LIFESTYLE_OPTIONS, HOUSEHOLD_OPTIONS } = useTexts('roommates');
  const id = useId();
  const problem = (field: string) => errors?.[field] ?? null;
  const first = firstInvalid<string>(errors, withEmail ? QUESTIONNAIRE_FIELDS : PROFILE_FIELDS);
  const text = (name: TextName, label: string, props: Omit<ComponentProps<typeof TextField>, 'label'> = {}) => (
    <TextField
      label={label}
      name={name}
      {...props}
      defaultValue={values[name]}
      error={problem(name)}
      autoFocus={first === name}
    />
  );
  const areasError = problem('areas');
  return (
    <>
      {text('name', T.nameLabel, { autoComplete: 'name', required: true })}
      {withEmail && text('email', T.emailLabel, { type: 'email', autoComplete: 'email', inputMode: 'email', required: true })}
      {text('phone', T.phoneLabel, { type: 'tel', autoComplete: 'tel' })}
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-3">
        {text('budget', T.budgetLabel, { inputMode: 'numeric', required: true })}
        {text('moveInDate', T.moveInLabel, { type: 'date', required: true })}
        {text('stayMonths', T.stayLabel, { inputMode: 'numeric' })}
      </div>
      <fieldset className="space-y-2">
        <legend className={legend}>{T.areasLabel}</legend>
        <p className="text-sm text-slate-500">{T.areasAny}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          {areas.map((area, i) => (
            <Checkbox
              key={area.slug}
              name="areas"
              value={area.slug}
              label={area.label}
              defaultChecked={values.areas.includes(area.slug)}
              {...(areasError && {
                'aria-invalid': true,
                'aria-describedby': `${id}-areas-error`,
                autoFocus: first === 'areas' && i === 0,
              })}
            />
          ))}
        </div>
        {areasError && (
          <p id={`${id}-areas-error`} className="text-sm font-medium text-red-600">
            {areasError}
          </p>
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className={legend}>{T.needsLabel}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Checkbox name="privateBath" label={T.needPrivateBath} defaultChecked={values.privateBath} />
          <Checkbox name="furnished" label={T.needFurnished} defaultChecked={values.furnished} />
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{T.lifestyleLabel}</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {LIFESTYLE_KEYS.map((key, i) => (
            <SelectField
              key={key}
              label={LIFESTYLE_OPTIONS[key].label}
              name={`lifestyle-${key}`}
              defaultValue={values.lifestyle[key] ?? ''}
              error={problem('lifestyle')}
              autoFocus={first === 'lifestyle' && i === 0}
            >
              <option value="">—</option>
              {Object.entries(LIFESTYLE_OPTIONS[key].options).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
      </fieldset>
      <SelectField
        label={T.householdLabel}
        name="householdPreference"
        defaultValue={values.householdPreference}
        error={problem('householdPreference')}
        autoFocus={first === 'householdPreference'}
      >
        {Object.entries(HOUSEHOLD_OPTIONS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={T.aboutLabel}
        name="about"
        rows={4}
        maxLength={1000}
        hint={T.aboutHint}
        defaultValue={values.about}
        error={problem('about')}
        autoFocus={first === 'about'}
      />
      <Checkbox name="introduce" label={T.introduceLabel} defaultChecked={values.introduce} />
    </>
  );
}
