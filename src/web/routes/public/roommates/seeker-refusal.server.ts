import type { z } from 'zod';
import { ROOMMATES_TEXT } from '../../../../shared/texts/roommates.ts';
import { requestLanguage, textsFor, translateText } from '../../../i18n.server.ts';
import { firstFieldProblem } from '../../../lib/form-errors.ts';
import { serviceErrorStatus } from '../service-error.ts';
import type { SeekerRefusal } from './seeker-form-data.ts';

/** Where the schema's and the service's English messages are, to say them in the page's language. */
const MODULES = ['roommates', 'inquiries', 'common'] as const;

/** An English message of the schema or the service in the language of the request's page. */
const seekerMessage = (request: Request, english: string) => translateText(requestLanguage(request), MODULES, english);

/** The first problem of a refused form, in the page's language, beside the field of `fields` it names. */
export function schemaRefusal(request: Request, error: z.ZodError, fields: readonly string[]): SeekerRefusal {
  const { message, field } = firstFieldProblem(error, fields);
  return { message: seekerMessage(request, message), ...(field ? { field } : {}) };
}

/**
 * The seekers service's 400 (an area the site does not list, or a move-in date out of range) in the page's
 * language beside its field; null for any other failure (the caller throws it on).
 */
export function serviceRefusal(request: Request, error: unknown): SeekerRefusal | null {
  if (serviceErrorStatus(error) !== 400) return null;
  const { message } = error as Error;
  return { message: seekerMessage(request, message), field: message === ROOMMATES_TEXT.areasInvalid ? 'areas' : 'moveInDate' };
}

/** The form limit's refusal (decision 014) in the page's language: 'try again in N minutes', as the limit words it. */
export function limitMessage(request: Request, limited: { message: string; retryAfterSeconds: number }): string {
  const language = requestLanguage(request);
  if (language === 'en') return limited.message;
  return textsFor(language, 'inquiries').INQUIRIES_TEXT.tooManyRequests(Math.ceil(limited.retryAfterSeconds / 60));
}
