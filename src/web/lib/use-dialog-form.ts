import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { focusFirstInvalid, validate, type FieldErrors } from './form-errors.ts';

/** The keys of a form's values that hold text (a field's value). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The state of a form in a modal dialog: its values, each field's error (from the shared schema),
 * whether it is being sent, and the failure to show at its top (a toast would sit behind the backdrop).
 * `send` resolves null when it worked (the owner closes the dialog) or the failure's text.
 */
export function useDialogForm<V extends Record<string, unknown>, S extends z.ZodType>(
  schema: S,
  initial: V,
  send: (data: z.output<S>, values: V) => Promise<string | null>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // While it is being sent the form takes no changes: it closes on success, and a change made
  // meanwhile would be lost with it (docs/decisions/031).
  const set = <K extends keyof V & string>(key: K, value: V[K]) => {
    if (saving) return;
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const result = validate(schema, values);
    if (result.errors) {
      setErrors(result.errors);
      focusFirstInvalid(formRef.current, result.errors);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      setFailure(await send(result.data, values));
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
    errors,
    saving,
    failure,
    set,
    field,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
