import { data, Link } from 'react-router';
import { HONEYPOT_FIELD } from '../../../../shared/constants.ts';
import { UnsubscribeSchema } from '../../../../shared/subscribers.schema.ts';
import { ALERT_TEXT as T } from '../../../../shared/texts/alerts.ts';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../../../shared/saved-searches.ts';
import { alertGrid, criteriaText, describeSearch, readCriteria } from '../../../../shared/saved-search.ts';
import { AlertSignupForm, type AlertSignupResult } from './alert-signup.tsx';
import { newsletterProblems } from '../../../components/public/newsletter-form.tsx';
import { useLocalPath, useTexts } from '../../../i18n.tsx';
import { pageTexts, requestLanguage, serverTexts } from '../../../i18n.server.ts';
import { refusalIn } from '../../../refusals.server.ts';
import type { Route } from './+types/alerts';
import { errorMeta } from '../error-meta.ts';
import { formField, postedForm } from '../form-field.ts';

const NO_STORE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
/** A query longer than any canonical search is not one. */
const MAX_QUERY = 2000;

const refused = (result: Omit<Extract<AlertSignupResult, { kind: 'error' }>, 'kind'>, status: number) =>
  data<AlertSignupResult>({ ...result, kind: 'error' }, { status, headers: NO_STORE });

/** The search the form is for: `?grid=/sublets&query=beds%3D2` (what the grid's form carries), in words. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const grid = alertGrid(url.searchParams.get('grid') ?? '/', await context.services.listings.buildings()) ?? alertGrid('/', [])!;
  const criteria = readCriteria(new URLSearchParams((url.searchParams.get('query') ?? '').slice(0, MAX_QUERY)));
  const query = criteriaText(criteria);
  return data(
    {
      grid: grid.path,
      query: query ? `?${query}` : '',
      words: describeSearch(grid.label, criteria),
      i18n: pageTexts(request, ['alerts']),
    },
    { headers: NO_STORE },
  );
}

/**
 * The form under a grid's filters, posted (with or without scripts): the newsletter's rate limit,
 * rules and honeypot, then a pending search and its confirmation e-mail. Every address gets the same
 * answer, whether or not it has alerts already (and a bot the same as a person, with nothing stored).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const limited = await context.formLimit('subscription');
  if (limited) return refused({ message: refusalIn(requestLanguage(request), limited), email: '' }, 429);
  const { ALERT_TEXT: T } = serverTexts(request, 'alerts');
  const { NEWSLETTER_TEXT: N } = serverTexts(request, 'newsletter-form');
  const form = await postedForm(request);
  if (!form) return refused({ message: N.failed, email: '' }, 400);
  const email = formField(form, 'email').trim();
  // Every refused field at once: the newsletter's address and age checkbox, and how often.
  const frequency = formField(form, 'frequency') as AlertFrequency;
  const errors = {
    ...newsletterProblems(N, email, form.has('consent')),
    ...(ALERT_FREQUENCIES.includes(frequency) ? {} : { frequency: T.needFrequency }),
  };
  if (Object.keys(errors).length > 0) return refused({ errors, email }, 400);
  const parsed = UnsubscribeSchema.safeParse({ email });
  if (!parsed.success) return refused({ errors: { email: N.needValidEmail }, email }, 400);
  const grid = alertGrid(formField(form, 'grid'), await context.services.listings.buildings());
  const query = formField(form, 'query');
  if (!grid || query.length > MAX_QUERY) return refused({ message: T.unknownGrid, email }, 400);
  if (!formField(form, HONEYPOT_FIELD).trim())
    await context.services.alerts.request({
      email: parsed.data.email,
      grid,
      query: query.replace(/^\?/, ''),
      frequency,
      // The page's language: the confirmation and the alerts are written in it (decision 072).
      language: requestLanguage(request),
    });
  return data<AlertSignupResult>({ kind: 'success', email }, { headers: NO_STORE });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return errorMeta(T.pageTitle, matches);
}

/** /alerts: 'Get alerts for this search' on a page of its own, and the answer to the grid's form posted without scripts. */
export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  const { ALERT_TEXT: T } = useTexts('alerts');
  const localPath = useLocalPath();
  const grid = loaderData?.grid ?? '/';
  return (
    <section className="bg-slate-50 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-2xl bg-white px-6 py-10 shadow-sm ring-1 ring-slate-200 sm:px-10">
        <p className="text-xs font-semibold tracking-[0.22em] text-brand-700 uppercase">{T.eyebrow}</p>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink">{T.heading}</h1>
        {loaderData && (
          <p className="mt-2 text-sm text-slate-600">
            <span className="font-semibold text-slate-800">{T.searchLabel}:</span> {loaderData.words}
          </p>
        )}
        <AlertSignupForm
          key={JSON.stringify(actionData ?? null)}
          grid={grid}
          query={loaderData?.query ?? ''}
          result={actionData}
        />
        <p className="mt-6 text-sm">
          <Link to={localPath(`${grid}${loaderData?.query ?? ''}`)} className="font-semibold text-brand-700 hover:underline">
            {T.backToSearch}
          </Link>
        </p>
      </div>
    </section>
  );
}
