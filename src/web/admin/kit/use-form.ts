import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { useRefusalReveal, validate, type FieldErrors } from '../../lib/form-errors.ts';

/** The keys of a form's values that hold text (a field's value). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface FormOptions<V> {
  /**
   * A page's form takes edits while it is being sent (its answer keeps them, decision 031: `setValues`
   * with `keepEditsMadeMeanwhile`); a dialog's form does not, it closes on success.
   */
  editWhileSending?: boolean;
  /** Rules beyond the schema's, or instead of one (the listing form): the errors to add. */
  check?: (values: V, errors: FieldErrors) => FieldErrors;
  /** Asked once the values pass, before sending (publishing flagged wording): false stops there. */
  beforeSend?: (values: V) => Promise<boolean>;
  /** Where the focus goes when the values are refused; the first field with an error by default. */
  focus?: (errors: FieldErrors, form: HTMLFormElement | null) => void;
}

/** What `send` gets: the schema's output, or the values themselves when the form has no schema. */
type Data<S, V> = S extends z.ZodType ? z.output<S> : V;

/**
 * The state of a back-office form, in a modal dialog or on a page: its values, each field's error
 * (from the shared schema), whether it is being sent, and the failure to show at its top (a dialog's:
 * a toast would sit behind the backdrop). `send` resolves null when it worked (a dialog's owner
 * closes it) or the failure's text.
 */
export function useForm<V extends object, S extends z.ZodType | null>(
  schema: S,
  initial: V,
  send: (data: Data<S, V>, values: V) => Promise<string | null>,
  options: FormOptions<V> = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A refused submit: once its errors are drawn, the first field with one takes the focus.
  const refused = useRefusalReveal(formRef);

  // While it is being sent the form takes no changes: it closes on success, and a change made
  // meanwhile would be lost with it (docs/decisions/031).
  const set = <K extends keyof V & string>(key: K, value: V[K]) => {
    if (saving && !options.editWhileSending) return;
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (saving) return;
    const result = schema ? validate(schema, values) : { data: values, errors: null };
    const invalid = { ...result.errors, ...options.check?.(values, result.errors ?? {}) };
    setErrors(invalid);
    if (!result.data || Object.values(invalid).some(Boolean)) {
      if (options.focus) options.focus(invalid, formRef.current);
      else refused();
      return;
    }
    if (options.beforeSend && !(await options.beforeSend(values))) return;
    setSaving(true);
    setFailure(null);
    try {
      setFailure(await send(result.data as Data<S, V>, values));
    } finally {
      // The dialog may be gone by now (sent); React ignores the update then.
      setSaving(false);
    }
  };

  /**
   * What a text, textarea or select field of the form takes: its name, value, change handler and
   * error (`<TextField {...field('name')} … />`). A select offers only the values its key allows.
   */
  const field = <K extends TextKey<V>>(key: K) => ({
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(key, event.target.value as V[K]),
    error: errors[key],
  });

  return {
    formRef,
    values,
    setValues,
    setErrors,
    errors,
    saving,
    failure,
    set,
    field,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    /** Sends the form as its submit button would (a Retry elsewhere on it). */
    submit: () => void submit(),
  };
}
