import type { AppLoadContext } from 'react-router';
import { requestLanguage } from '../../i18n.server.ts';
import { refusalIn } from '../../refusals.server.ts';
import { postedForm } from './form-field.ts';

type PublicForm = Parameters<AppLoadContext['formLimit']>[0];

/**
 * What was posted to a signing page (a lease, a fee disclosure), as both read it: the form, or the refusal
 * the page shows with its form, in the page's language: the form limit's (429), or `unreadable` when the
 * body is not a form (400).
 */
export async function signingPost(
  request: Request,
  context: AppLoadContext,
  limit: PublicForm,
  unreadable: string,
): Promise<{ form: FormData } | { error: string; status: 400 | 429 }> {
  const limited = await context.formLimit(limit);
  if (limited) return { error: refusalIn(requestLanguage(request), limited), status: 429 };
  const form = await postedForm(request);
  return form ? { form } : { error: unreadable, status: 400 };
}
