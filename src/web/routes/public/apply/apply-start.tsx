import { useRef } from 'react';
import { data, Form, isRouteErrorResponse, useNavigation } from 'react-router';
import { pageTexts, requestLanguage, serverTexts } from '../../../i18n.server.ts';
import { useLocalPath, useTexts } from '../../../i18n.tsx';
import { StartApplicationSchema } from '../../../../shared/applications.ts';
import { HONEYPOT_FIELD } from '../../../../shared/constants.ts';
import { listingTitleIn } from '../../../../shared/i18n/listing-words.ts';
import { APPLICATIONS_TEXT } from '../../../../shared/texts/applications.ts';
import { AgencyDisclosure } from '../../../components/agency-disclosure.tsx';
import { HoneypotField } from '../../../components/public/honeypot-field.tsx';
import { ArrowLeftIcon } from '../../../components/public/icons.tsx';
import { ListingPageError } from '../../../components/property/listing-page-error.tsx';
import { FormAlert, TextField } from '../../../components/ui/form-field.tsx';
import { firstInvalid, formProblems, useRevealFirstInvalid, type FieldErrors } from '../../../lib/form-errors.ts';
import type { Route } from './+types/apply-start';
import { errorMeta } from '../error-meta.ts';
import { formField, postedForm } from '../form-field.ts';
import { serviceErrorStatus } from '../service-error.ts';
import { applyTextsIn } from './apply-texts.server.ts';
import { parsedIn, refusalIn } from '../../../refusals.server.ts';
import { EmailField, primaryButton, useApplyTexts } from './apply-ui.tsx';

const NO_STORE = { 'cache-control': 'no-store' };
/** The fields a refusal may be about, in the form's order. */
const START_FIELDS = ['name', 'email', 'agencyAcknowledged'] as const;

/** Sent; or refused with each refused field's message and the form's own ('' when every problem is a field's). */
type StartResult =
  | { kind: 'sent'; email: string }
  | {
      kind: 'error';
      message: string;
      errors?: FieldErrors<(typeof START_FIELDS)[number]>;
      values: { name: string; email: string };
    };

/** The 404's data: what the error page and its title say, in the page's language. */
interface Unavailable {
  title: string;
  pageTitle: string;
}

/** 'This apartment is not taking applications' (the page's language), with the page's title. */
function unavailable(request: Request) {
  const { APPLICATIONS_TEXT: T } = serverTexts(request, 'applications');
  return data<Unavailable>({ title: T.listingUnavailable, pageTitle: T.startTitle }, { status: 404 });
}

function listingIdOf(param: string, request: Request): number {
  const id = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : NaN;
  if (!Number.isSafeInteger(id)) throw unavailable(request);
  return id;
}

/** /property/{id}/apply: the start of an application (name and e-mail), for a listing that takes applications. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = listingIdOf(params.id, request);
  try {
    const [listing, open] = await Promise.all([
      context.services.listings.get(id),
      context.services.applications.takesApplications(id),
    ]);
    if (!open) throw unavailable(request);
    return data(
      {
        listingId: id,
        title: listingTitleIn(serverTexts(request, 'public').PUBLIC_TEXT, listing),
        pageTitle: serverTexts(request, 'applications').APPLICATIONS_TEXT.startTitle,
        i18n: pageTexts(request, ['apply', 'applications', 'inquiries', 'agency']),
      },
      { headers: NO_STORE },
    );
  } catch (error) {
    if (serviceErrorStatus(error) === 404) throw unavailable(request);
    throw error;
  }
}

/**
 * The start form's post: the same limit, schema, honeypot and service as POST /api/applications
 * (the link goes by e-mail only, within the per-recipient cap; decision 054), answered on the page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = listingIdOf(params.id, request);
  const language = requestLanguage(request);
  const { A, T } = applyTextsIn(language);
  const answer = (result: StartResult, status = 200) => data<StartResult>(result, { status, headers: NO_STORE });
  const empty = { name: '', email: '' };
  const limited = await context.formLimit('application');
  if (limited) return answer({ kind: 'error', message: refusalIn(language, limited), values: empty }, 429);
  const form = await postedForm(request);
  if (!form) return answer({ kind: 'error', message: A.failed, values: empty }, 400);
  const values = { name: formField(form, 'name'), email: formField(form, 'email') };
  const parsed = parsedIn(language, StartApplicationSchema, {
    listingId: id,
    ...values,
    agencyAcknowledged: formField(form, 'agencyAcknowledged'),
    [HONEYPOT_FIELD]: formField(form, HONEYPOT_FIELD),
    // The page's language: the applicant's e-mails are written in it (decision 072).
    language,
  });
  if (!parsed.success) {
    const { errors, message } = formProblems(parsed.error, START_FIELDS);
    return answer({ kind: 'error', message: message ?? '', errors, values }, 400);
  }
  try {
    await context.services.applications.start(parsed.data, context.clientAddress);
  } catch (error) {
    const status = serviceErrorStatus(error);
    if (status === 404) return answer({ kind: 'error', message: T.listingUnavailable, values }, 404);
    throw error;
  }
  return answer({ kind: 'sent', email: parsed.data.email });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export function meta({ data, error, matches }: Route.MetaArgs) {
  // A title and noindex: the page is private to its link (or a form).
  const notFound = isRouteErrorResponse(error) ? (error.data as Partial<Unavailable> | null) : null;
  return errorMeta(data?.pageTitle ?? notFound?.pageTitle ?? APPLICATIONS_TEXT.startTitle, matches);
}

export default function ApplyStart({ loaderData, actionData }: Route.ComponentProps) {
  const { A, T } = useApplyTexts();
  const { INQUIRY_FORM_TEXT: F } = useTexts('inquiries');
  const localPath = useLocalPath();
  const { listingId, title } = loaderData;
  const result = actionData as StartResult | undefined;
  const failed = result?.kind === 'error' ? result : null;
  const busy = useNavigation().state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  // Every refused field shows at once; the first takes the focus (autoFocus: the page a form posted without scripts gets back).
  useRevealFirstInvalid(form, failed);
  const fieldError = (field: (typeof START_FIELDS)[number]) => failed?.errors?.[field] ?? null;
  const first = firstInvalid(failed?.errors, START_FIELDS);
  return (
    <section className="bg-slate-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-xl">
        <a
          href={localPath(`/property/${listingId}`)}
          className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700 hover:text-brand-700"
        >
          <ArrowLeftIcon className="h-4 w-4" />
          {A.backToApartment}
        </a>
        <div className="mt-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {result?.kind === 'sent' ? (
            <div role="status">
              <h1 className="text-2xl font-bold tracking-tight text-ink">{A.checkInbox}</h1>
              <p className="mt-3 text-slate-700">{A.checkInboxDetail(result.email)}</p>
            </div>
          ) : (
            <>
              <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{T.startTitle}</h1>
              <p className="mt-1 font-medium text-slate-800">{title}</p>
              <p className="mt-3 text-slate-600">{T.startIntro}</p>
              <Form ref={form} method="post" noValidate className="relative mt-6 space-y-4">
                <TextField
                  label={T.nameLabel}
                  name="name"
                  autoComplete="name"
                  required
                  defaultValue={failed?.values.name}
                  error={fieldError('name')}
                  autoFocus={first === 'name'}
                />
                <EmailField
                  label={T.emailLabel}
                  autoComplete="email"
                  required
                  defaultValue={failed?.values.email}
                  error={fieldError('email')}
                  autoFocus={first === 'email'}
                />
                <AgencyDisclosure error={fieldError('agencyAcknowledged')} autoFocus={first === 'agencyAcknowledged'} />
                <HoneypotField id="apply-website" label={F.honeypot} />
                {failed?.message && <FormAlert>{failed.message}</FormAlert>}
                <button type="submit" className={`${primaryButton} w-full sm:w-auto`} disabled={busy}>
                  {T.startButton}
                </button>
              </Form>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  // A 404's data is the loader's words, in the page's language.
  return <ListingPageError notFoundTitle={(data) => (data as Partial<Unavailable> | null)?.title} />;
}
