import { data, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import type { OwnApplicationDto } from '../../../../shared/applications.ts';
import type { Language } from '../../../../shared/i18n/languages.ts';
import { APPLY_TEXT } from '../../../../shared/texts/apply.ts';
import { isNotFound, NotFoundView } from '../../../components/public/route-errors.tsx';
import { pageTexts, requestLanguage } from '../../../i18n.server.ts';
import { useLanguage, useLocalPath, useTexts } from '../../../i18n.tsx';
import { StatusPanel } from '../../../components/public/status-panel.tsx';
import { TOKEN_PAGE_HEADERS } from '../../token-page-headers.ts';
import type { Route } from './+types/apply-page';
import { errorMeta } from '../error-meta.ts';
import { serviceErrorStatus } from '../service-error.ts';
import { applyAction } from './apply-action.server.ts';
import { placeIn } from '../../../../shared/words/in-language.ts';
import { calendarLabel } from '../../../../shared/words/new-york.ts';
import { applyTextsIn, documentNameIn, fileSizeIn, sayIn, sentDayIn } from './apply-texts.server.ts';
import { isPartStep, neighbourStep, openingStep, stepPath, stepsOf, stepState, type ApplyResult } from './apply-steps.ts';
import { Notice, StepNav, stepName, useApplyTexts } from './apply-ui.tsx';
import { DocumentsStep } from './documents-step.tsx';
import { FeesStep, PeopleStep } from './fees-people-steps.tsx';
import { PartStepForm } from './part-steps.tsx';
import { Confirmation, ReviewStep } from './review-step.tsx';
import { StatusPage } from './status-page.tsx';

const PRIVATE = TOKEN_PAGE_HEADERS;

/** What the broken-link page says, in the page's language (thrown with its 404: the page's loader data is then missing). */
interface BrokenLink {
  title: string;
  detail: string;
  pageTitle: string;
}

/** The person of the link, or the broken-link page (404) for a wrong, malformed or deleted one. */
async function ownOf(context: Route.LoaderArgs['context'], token: string, language: Language): Promise<OwnApplicationDto> {
  try {
    return await context.services.applications.own(token, sayIn(language));
  } catch (error) {
    if (serviceErrorStatus(error) === 404) {
      const { A, T } = applyTextsIn(language);
      const broken: BrokenLink = { title: T.notFound, detail: A.notFoundDetail, pageTitle: A.pageTitle };
      throw data(broken, { status: 404, headers: PRIVATE });
    }
    throw error;
  }
}

/** /apply/{token}/{step}: one person's part of a rental application, through their private link. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const texts = applyTextsIn(language);
  if (params.step === 'deleted')
    return data(
      { deleted: true as const, title: texts.A.pageTitle, i18n: pageTexts(request, ['apply', 'applications']) },
      { headers: PRIVATE },
    );
  const own = await ownOf(context, params.token, language);
  // What is missing comes said in the page's language (by key, decision 101); the documents' names, sizes and the day it was sent too.
  const application = {
    ...own,
    documents: own.documents.map((d) => ({ ...d, name: documentNameIn(texts, d.kind, d.name) })),
  };
  const step = openingStep(application, params.step);
  // Once sent (or closed), the last step is the application's status page (decision 108).
  const statusPage = step === 'review' && (own.submittedAt !== null || !own.editable);
  const leaseSigned = statusPage && (await context.services.applications.leaseSigned(params.token));
  const day = (value: string | null) => (value ? calendarLabel(language, 'date', value) : null);
  // An invited tenant reads the agency disclosure on their first step, before the fees (decision 108).
  const agencyAsked = step === 'fees' && (await context.services.applications.agencyToAcknowledge(params.token));
  const i18n = pageTexts(request, agencyAsked ? ['apply', 'applications', 'agency'] : ['apply', 'applications']);
  const asked = new URL(request.url).searchParams.get('confirm');
  const confirm: 'delete' | 'withdraw' | null = asked === 'delete' || asked === 'withdraw' ? asked : null;
  return data(
    {
      deleted: false as const,
      title: texts.A.pageTitle,
      i18n,
      token: params.token,
      application,
      place: placeIn(language, own.listing.address, own.listing.apartment),
      sizes: Object.fromEntries(own.documents.map((d) => [d.id, fileSizeIn(language, d.size)])),
      sentOn: own.submittedAt ? sentDayIn(language, own.submittedAt) : null,
      leaseSigned,
      days: { moveInDate: day(own.part.moveInDate), employmentStart: day(own.part.employmentStart) },
      step,
      statusPage,
      agencyAsked,
      confirm: step === 'review' ? confirm : null,
    },
    { headers: PRIVATE },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const application = await ownOf(context, params.token, requestLanguage(request));
  return applyAction(request, context, params.token, application, params.step);
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders.has('cache-control') ? loaderHeaders : PRIVATE;
}

export function meta({ data, error, matches }: Route.MetaArgs) {
  // A title and noindex: the page is private to its link (or a form).
  const broken = isRouteErrorResponse(error) ? (error.data as Partial<BrokenLink> | null) : null;
  return errorMeta(data?.title ?? broken?.pageTitle ?? APPLY_TEXT.pageTitle, matches);
}

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { A, T } = useApplyTexts();
  const localPath = useLocalPath();
  if (loaderData.deleted)
    return (
      <section className="bg-slate-50 px-4 py-20 sm:py-28">
        <div role="status">
          <StatusPanel tone="empty" headingLevel="h1" title={A.deletedTitle} detail={T.deleted} backToListings />
        </div>
      </section>
    );
  const { token, application, place, sizes, sentOn, leaseSigned, days, step, statusPage, agencyAsked, confirm } = loaderData;
  const result = actionData as ApplyResult | undefined;
  const role = application.role;
  const steps = stepsOf(role).map((s) => ({ step: s, state: stepState(s, application) }));
  const near = (by: 1 | -1) => {
    const to = neighbourStep(role, step, by);
    return to ? localPath(stepPath(token, to)) : null;
  };

  let body: React.ReactNode;
  if (step === 'fees') body = <FeesStep application={application} agencyAsked={agencyAsked} result={result} next={near(1)} />;
  else if (step === 'people') body = <PeopleStep application={application} result={result} back={near(-1)} next={near(1)} />;
  else if (step === 'documents')
    body = <DocumentsStep token={token} application={application} sizes={sizes} result={result} back={near(-1)} next={near(1)} />;
  else if (step === 'review' && confirm) body = <Confirmation token={token} what={confirm} main={role === 'applicant'} />;
  else if (step === 'review')
    body = <ReviewStep token={token} application={application} days={days} result={result} back={near(-1)} />;
  else if (isPartStep(step))
    body = (
      <PartStepForm
        key={step}
        step={step}
        part={application.part}
        editable={application.editable}
        result={result}
        hasBack={near(-1) !== null}
      />
    );

  const frame = (
    <>
      <p className="text-sm font-medium text-slate-600">{A.applyingFor(place)}</p>
      <p className="mt-0.5 text-sm text-slate-500">{A.yourRole(T.roles[role], application.name)}</p>
    </>
  );
  // Sent: the status, not a step of the form (no step list); Withdraw and Delete confirm under the same title.
  if (statusPage)
    return (
      <section className="bg-slate-50 px-4 py-6 sm:px-6 sm:py-10">
        <div className="mx-auto max-w-3xl">
          {frame}
          <div className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
            {confirm ? (
              <>
                <h1 className="text-2xl font-bold tracking-tight text-ink">{A.statusTitle}</h1>
                <div className="mt-5">{body}</div>
              </>
            ) : (
              <StatusPage
                token={token}
                application={application}
                sentOn={sentOn}
                leaseSigned={leaseSigned}
                days={days}
                result={result}
              />
            )}
          </div>
        </div>
      </section>
    );

  return (
    <section className="bg-slate-50 px-4 py-6 sm:px-6 sm:py-10">
      <div className="mx-auto max-w-5xl">
        {frame}
        <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <StepNav token={token} steps={steps} current={step} role={role} />
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-ink">
              {step === 'fees' ? T.feesTitle : stepName(A, step, role)}
            </h1>
            {!application.editable && step !== 'review' && (
              <div className="mt-4">
                <Notice tone="warn">{A.readOnly}</Notice>
              </div>
            )}
            <div className="mt-5">{body}</div>
          </div>
        </div>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { COMMON_TEXT } = useTexts('common');
  const language = useLanguage();
  if (isNotFound(error)) {
    const broken = isRouteErrorResponse(error) ? (error.data as BrokenLink) : null;
    return <NotFoundView title={broken?.title} detail={broken?.detail} />;
  }
  // A failure carries no texts of the page: English says its own words, the others the frame's (the layout's texts).
  const title = language === 'en' ? APPLY_TEXT.loadFailed : COMMON_TEXT.somethingWentWrong;
  return (
    <section className="bg-slate-50 px-4 py-20 sm:py-28">
      <StatusPanel headingLevel="h1" title={title} retryHref={pathname} />
    </section>
  );
}
