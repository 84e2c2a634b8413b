import { data } from 'react-router';
import { HONEYPOT_FIELD } from '../../../../shared/constants.ts';
import { SubscribeSchema } from '../../../../shared/subscribers.schema.ts';
import { NEWSLETTER_TEXT as T } from '../../../../shared/texts/newsletter-form.ts';
import { NewsletterForm, newsletterProblems, type NewsletterResult } from '../../../components/public/newsletter-form.tsx';
import { formProblems } from '../../../lib/form-errors.ts';
import { sendToServerAction } from '../../../lib/server-action.ts';
import { requestLanguage, serverTexts } from '../../../i18n.server.ts';
import { refusalIn } from '../../../refusals.server.ts';
import type { Route } from './+types/newsletter';
import { errorMeta } from '../error-meta.ts';
import { formField, postedForm } from '../form-field.ts';
import { serviceErrorStatus } from '../service-error.ts';

const NO_STORE = { 'cache-control': 'no-store' };
const refused = (result: Omit<Extract<NewsletterResult, { kind: 'error' }>, 'kind'>, status: number) =>
  data<NewsletterResult>({ ...result, kind: 'error' }, { status, headers: NO_STORE });

/**
 * The one action of the newsletter forms (decision 048): the footer form of every public page and this
 * page's own, sent by a fetcher or posted without scripts. The same rate limit, rules and honeypot as
 * POST /api/subscribers, answered with the form's messages.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Counted before the body was read: past the limit, the body is not read at all.
  const limited = await context.formLimit('subscription');
  if (limited) return refused({ message: refusalIn(requestLanguage(request), limited), email: '' }, 429);
  // The page's language (/es/newsletter, /zh/newsletter): its answers, and the subscriber's e-mails (decision 072).
  const language = requestLanguage(request);
  const { NEWSLETTER_TEXT: T } = serverTexts(request, 'newsletter-form');
  const form = await postedForm(request);
  if (!form) return refused({ message: T.failed, email: '' }, 400);
  const email = formField(form, 'email').trim();
  const errors = newsletterProblems(T, email, form.has('consent'));
  if (errors) return refused({ errors, email }, 400);
  const parsed = SubscribeSchema.safeParse({ email, [HONEYPOT_FIELD]: formField(form, HONEYPOT_FIELD), language });
  if (!parsed.success) {
    // The address is the only field of the schema the form shows: any other problem is the form's.
    const refusal = formProblems(parsed.error, ['email'] as const);
    return refused(refusal.errors.email ? { errors: { email: T.needValidEmail }, email } : { message: T.failed, email }, 400);
  }
  try {
    await context.services.subscribers.subscribe(parsed.data);
  } catch (error) {
    if (serviceErrorStatus(error) === 409) return refused({ message: T.alreadySubscribed, email }, 409);
    throw error;
  }
  return data<NewsletterResult>({ kind: 'success' }, { headers: NO_STORE });
}

/** With scripts: the action's answer, or the form's own wording when the server could not be reached or answered something else. */
export function clientAction({ serverAction }: Route.ClientActionArgs): Promise<NewsletterResult> {
  return sendToServerAction(serverAction, (failure) => ({
    kind: 'error',
    message: failure.kind === 'unreachable' ? T.networkError : T.failed,
  }));
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return errorMeta(T.heading, matches);
}

/** /newsletter: the newsletter sign-up on a page of its own, and the answer to the footer form posted without scripts. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <section className="bg-slate-50 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-lg rounded-2xl bg-brand-900 px-6 py-10 shadow-sm sm:px-10">
        <NewsletterForm key={JSON.stringify(actionData ?? null)} result={actionData} headingLevel="h1" />
      </div>
    </section>
  );
}
