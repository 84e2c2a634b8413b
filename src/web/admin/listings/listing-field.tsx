import type { ReactNode } from 'react';
import type { FieldErrors, FormField, ListingFormValues } from './listing-form-model.ts';
import { solidIcon } from '../kit/heroicons.tsx';

const inputBase =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs transition placeholder:text-slate-400 focus:outline-none focus:ring-3';
const inputOk = 'border-slate-300 focus:border-brand-500 focus:ring-brand-500/20';
const inputBad = 'border-red-500 focus:border-red-500 focus:ring-red-500/20';

/** What every section of the listing form works with: the values, their errors, and the one way to change them. */
export interface ListingFormState {
  values: ListingFormValues;
  errors: FieldErrors;
  /** Being saved: the fields are read-only and take no changes. */
  busy: boolean;
  set: <K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) => void;
  /** The form's prefix for element ids. */
  idPrefix: string;
  /** Keeps a field's element, for the focus on the first invalid field. */
  register: (field: FormField, element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

const fieldId = (form: ListingFormState, field: string) => `${form.idPrefix}-${field}`;
const errorId = (form: ListingFormState, field: string) => `${form.idPrefix}-${field}-error`;

/** A text, number or date input's (or the description's textarea's) props: its value, change, error and state. */
export function textProps(form: ListingFormState, field: FormField, required = true) {
  const error = form.errors[field];
  return {
    id: fieldId(form, field),
    name: field,
    value: form.values[field] ?? '',
    ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => form.register(field, el),
    onChange: (event: { target: { value: string } }) => form.set(field, event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(form, field) : undefined,
    'aria-required': required,
    readOnly: form.busy,
    className: `${inputBase} ${error ? inputBad : inputOk}`,
  };
}

/** One card of the listing form: a title, an optional line under it, the fields. */
export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <header className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      </header>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}

/** The listing form's field frame: the label (a red * unless optional), the control, then its error or its hint. */
export function ListingField({
  form,
  name,
  label,
  className,
  hint,
  optional,
  children,
}: {
  form: ListingFormState;
  name: FormField;
  label: string;
  className?: string;
  hint?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  const error = form.errors[name];
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline gap-1 text-sm">
        <label htmlFor={fieldId(form, name)} className="font-medium text-slate-800">
          {label}
        </label>
        {!optional && (
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        )}
      </div>
      {children}
      {error ? (
        <p
          id={errorId(form, name)}
          className="mt-1.5 flex items-center gap-1 text-sm font-medium text-red-700"
          data-testid={`error-${name}`}
        >
          <AlertDot className="size-4 shrink-0" />
          {error}
        </p>
      ) : (
        hint && <p className="mt-1.5 text-xs text-slate-500">{hint}</p>
      )}
    </div>
  );
}

/** The round alert mark of the form's error lines. */
export const AlertDot = solidIcon({
  even: 'M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
});
