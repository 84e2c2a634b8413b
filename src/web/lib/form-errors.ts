import { useCallback, useEffect, useState, type RefObject } from 'react';
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
  const { errors } = formProblems(result.error, (path) => (path.length > 0 ? String(path[0]) : undefined));
  return { data: null, errors };
}

/**
 * Every problem of a failed parse, for a form that shows them all at once (issue 46): the first
 * message of each field (`fields` names the form's fields, or tells the field an issue's path is
 * about), and the first message no field is about, shown above the form (null when there is none).
 */
export function formProblems<K extends string>(
  error: z.ZodError,
  fields: readonly K[] | ((path: readonly PropertyKey[]) => K | undefined),
): { errors: FieldErrors<K>; message: string | null } {
  const fieldOf =
    typeof fields === 'function' ? fields : (path: readonly PropertyKey[]) => fields.find((name) => name === path[0]);
  const errors: FieldErrors<K> = {};
  let message: string | null = null;
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    if (field === undefined) message ??= issue.message;
    else errors[field] ??= issue.message;
  }
  return { errors, message };
}

/** Whether any field has a message. */
export const hasFieldErrors = (errors: FieldErrors | null | undefined): boolean =>
  Boolean(errors && Object.values(errors).some(Boolean));

/** The first of `order` (the form's fields in the page's order) that has a message: the one a page renders `autoFocus`. */
export function firstInvalid<K extends string>(errors: FieldErrors<K> | null | undefined, order: readonly K[]): K | undefined {
  return errors ? order.find((field) => errors[field]) : undefined;
}

/**
 * Focuses `element` and scrolls it to the middle of its scrolling box: clear of the public site's
 * sticky header and of a phone's keyboard, with its label above it in view.
 */
function reveal(element: HTMLElement) {
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center' });
}

/** Moves the focus to the first control of `root` (in document order) marked aria-invalid, and scrolls it into view. */
export function revealFirstInvalid(root: HTMLElement | null) {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]:is(input, select, textarea):not([disabled])');
  if (first) reveal(first);
}

/**
 * After each new `answer` that refuses the form, once its marks are drawn, the first invalid field of
 * `form` takes the focus and comes into view: the answer of a page's action (React Router's Form, with
 * scripts; as `autoFocus` does for the page a form posted without scripts gets back), or a refused
 * submit checked in the browser (its errors, or a count of refusals), on the public pages and in the
 * back-office alike.
 */
export function useRevealFirstInvalid(form: RefObject<HTMLElement | null>, answer: unknown) {
  useEffect(() => {
    if (answer) revealFirstInvalid(form.current);
  }, [answer, form]);
}

/**
 * For a form checked in the browser (the back-office's forms, the newsletter's, the booking's): the
 * function it calls when a submit is refused; once the refusal's marks are drawn, the first invalid
 * field takes the focus and comes into view (`useRevealFirstInvalid`).
 */
export function useRefusalReveal(form: RefObject<HTMLElement | null>) {
  const [refusals, setRefusals] = useState(0);
  useRevealFirstInvalid(form, refusals);
  return useCallback(() => setRefusals((n) => n + 1), []);
}
