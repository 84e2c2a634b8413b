import type { z } from 'zod';
import { keyed } from '../../../../shared/i18n/text-ref.ts';
import { ROOMMATES_TEXT } from '../../../../shared/texts/roommates.ts';
import { requestLanguage } from '../../../i18n.server.ts';
import { formProblems } from '../../../lib/form-errors.ts';
import { isRefusal, refusalIn } from '../../../refusals.server.ts';
import { serviceErrorStatus } from '../service-error.ts';
import type { SeekerRefusal } from './seeker-form-data.ts';

/** The seekers service's refusals a field of the form is about (decision 101: known by key). */
const R = keyed('roommates', 'ROOMMATES_TEXT', ROOMMATES_TEXT);

/**
 * Every problem of a form parsed in the page's language (`parsedIn`) at once: each beside the field of `fields`
 * it names, and the first about none of them above the form.
 */
export function schemaRefusal(error: z.ZodError, fields: readonly string[]): SeekerRefusal {
  const { errors, message } = formProblems(error, fields);
  return { message: message ?? '', errors };
}

/**
 * The seekers service's 400 (an area the site does not list, a move-in date out of range, wording the Human
 * Rights Law forbids in the about text) in the page's language beside its field; null for any other failure
 * (the caller throws it on).
 */
export function serviceRefusal(request: Request, error: unknown): SeekerRefusal | null {
  if (serviceErrorStatus(error) !== 400) return null;
  const field = isRefusal(error, R.areasInvalid) ? 'areas' : isRefusal(error, R.aboutWording) ? 'about' : 'moveInDate';
  return { message: '', errors: { [field]: refusalIn(requestLanguage(request), error) } };
}
