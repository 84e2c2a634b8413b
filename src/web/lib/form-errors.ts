import type { z } from 'zod';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * Validates form values with a shared zod schema and answers the first message per field
 * (docs/product.md §5 messages live in the schemas), or null when the values are valid.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

/** Moves the focus to the first field (in document order) that has an error. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement => 'name' in element && Boolean(errors[(element as HTMLInputElement).name]),
  );
  first?.focus();
}

/**
 * The first problem of a failed parse (the schema's keys are in the form's order) and the field of
 * `fields` its issue path names, if any: a page action answers it beside the field it concerns.
 */
export function firstFieldProblem<K extends string>(error: z.ZodError, fields: readonly K[]): { message: string; field?: K } {
  const [issue] = error.issues;
  const field = fields.find((name) => name === issue?.path[0]);
  return { message: issue?.message ?? '', ...(field ? { field } : {}) };
}
