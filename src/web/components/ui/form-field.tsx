import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Button } from './button.tsx';

export const inputClass = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 transition-colors focus:outline-none focus:ring-4 disabled:bg-slate-50 disabled:text-slate-500 ${
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
  }`;

/** A field's label, above it; `required` adds the red star the public forms mark their required fields with. */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-700">
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      )}
    </label>
  );
}

/**
 * A public form's message under the field `{id}` (which names `{id}-error` in its aria-describedby): read
 * with the field, which takes the focus when it is the first refused (several may show at once).
 */
function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-600">
      {children}
    </p>
  );
}

/**
 * The parts of a public form's fields, each control's id being `{id}-{field}`, where every refused field
 * shows its message at once (the inquiry and viewing forms): a field's label, the attributes that mark a
 * refused control and tie it to its message, and that message under it.
 */
export function refusableFieldParts<F extends string>(id: string, refused: Partial<Record<F, string>> | null | undefined) {
  const messageOf = (field: F) => refused?.[field] || null;
  return {
    label: (field: F, text: string, required: boolean) => (
      <FieldLabel htmlFor={`${id}-${field}`} required={required}>
        {text}
      </FieldLabel>
    ),
    refusedMarks: (field: F) => ({
      'aria-invalid': Boolean(messageOf(field)) || undefined,
      'aria-describedby': messageOf(field) ? `${id}-${field}-error` : undefined,
      className: inputClass(Boolean(messageOf(field))),
    }),
    problem: (field: F) => messageOf(field) && <FieldMessage id={`${id}-${field}`}>{messageOf(field)}</FieldMessage>,
  };
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label above, control, then the hint or the error message (linked with aria-describedby). */
function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string | null; hint?: ReactNode };

/** A labelled input whose error message is announced and tied to it. */
export function TextField({ label, error, hint, id, className = '', ...props }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={`${inputClass(Boolean(error))} ${className}`}
        {...props}
      />
    </FieldFrame>
  );
}

/** The error or hint a control is described by, if any. */
const describedBy = (id: string, error?: string | null, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
};

/** A labelled textarea (resizable in height) whose error message is announced and tied to it. */
export function TextAreaField({ label, error, hint, id, className = '', rows = 8, ...props }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={`${inputClass(Boolean(error))} resize-y leading-relaxed ${className}`}
        {...props}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: string | null; hint?: ReactNode };

/** A labelled native select whose error message is announced and tied to it. */
export function SelectField({ label, error, hint, id, className = '', children, ...props }: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={`${inputClass(Boolean(error))} ${className}`}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** The bottom of a form in a dialog: Cancel and the submit button (stacked on phones, submit on top). */
export function DialogFormActions({
  cancel,
  submit,
  onCancel,
  saving,
}: {
  cancel: string;
  submit: string;
  onCancel: () => void;
  saving: boolean;
}) {
  return (
    <div className="-mx-5 -mb-4 flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        {cancel}
      </Button>
      <Button type="submit" busy={saving}>
        {submit}
      </Button>
    </div>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** A refusal of the box (a public form's required tick), under it and tied to it. */
  error?: string | null;
};

/** A checkbox with its label to the right and an optional hint under the label. */
export function Checkbox({ label, hint, error, id, ...props }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const described = [hint && `${boxId}-hint`, error && `${boxId}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={boxId} className="flex w-fit cursor-pointer items-start gap-2.5 text-sm text-slate-700">
        <input
          id={boxId}
          type="checkbox"
          aria-describedby={described || undefined}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
          {...props}
        />
        <span>
          {label}
          {hint && (
            <span id={`${boxId}-hint`} className="mt-0.5 block text-slate-500">
              {hint}
            </span>
          )}
        </span>
      </label>
      {error && (
        <p id={`${boxId}-error`} className="mt-1.5 text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message box at the top of a form (role=alert, so it is read out when it appears). */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  const styles = tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-900';
  return (
    <div role="alert" className={`rounded-lg border px-4 py-3 text-sm font-medium ${styles}`}>
      {children}
    </div>
  );
}
