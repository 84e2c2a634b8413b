import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { TOKEN_PAGE_HEADERS } from '../../token-page-headers.ts';
import { VIEWING_PAGES_TEXT } from '../../../../shared/texts/viewings.ts';
import { StatusPanel } from '../../../components/public/status-panel.tsx';
import { secondaryButton } from './viewing-fields.tsx';
import { useLocalPath, useTexts } from '../../../i18n.tsx';
import { pageTexts, serverTexts } from '../../../i18n.server.ts';
import type { Route } from './+types/viewing-manage';
import { ApplyLink } from '../apply/apply-link.tsx';
import { errorMeta } from '../error-meta.ts';
import { serviceErrorStatus } from '../service-error.ts';
import { viewingOnPage } from './viewing-words.server.ts';

const PRIVATE = TOKEN_PAGE_HEADERS;

/** A link that names no viewing: a 404 that says so, and the page's title, in the page's language. */
function notFound(request: Request) {
  const { notFound: message, manageTitle: title } = serverTexts(request, 'viewings').VIEWING_PAGES_TEXT;
  return data({ message, title }, { status: 404, headers: PRIVATE });
}

/** /viewings/{token}: the renter's viewing, in the page's language. GET shows it and changes nothing. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const managed = await context.services.viewings.manage(params.token);
  if (!managed) throw notFound(request);
  const { listingId } = managed.viewing;
  const applications = Boolean(listingId && (await context.services.applications.takesApplications(listingId)));
  return data(
    {
      ...managed,
      ...viewingOnPage(request, managed.viewing),
      applications,
      cancelledNow: false,
      title: serverTexts(request, 'viewings').VIEWING_PAGES_TEXT.manageTitle,
      i18n: pageTexts(request, ['viewings', 'apply']),
    },
    { headers: PRIVATE },
  );
}

/** POST: Cancel viewing (the slot is free at once). */
export async function action({ request, params, context }: Route.ActionArgs) {
  try {
    await context.services.viewings.cancelByToken(params.token);
  } catch (error) {
    const status = serviceErrorStatus(error);
    if (status === 404) throw notFound(request);
    if (status === 409) return data({ refused: true }, { status: 409, headers: PRIVATE });
    throw error;
  }
  return data({ refused: false }, { headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

export function meta({ data, error, matches }: Route.MetaArgs) {
  const thrown = isRouteErrorResponse(error) ? (error.data as { title?: string }) : undefined;
  return [
    ...errorMeta(data?.title ?? thrown?.title ?? VIEWING_PAGES_TEXT.manageTitle, matches),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ViewingManage({ loaderData, actionData }: Route.ComponentProps) {
  const { VIEWING_PAGES_TEXT: P } = useTexts('viewings');
  const localPath = useLocalPath();
  const { viewing, when, place, status, instructions, listingPublic, cancellable, applications } = loaderData;
  const cancelled = viewing.status === 'cancelled';
  const rows: Array<[string, string]> = [
    [P.when, when],
    [P.where, place],
    [P.status, status],
    ...(instructions ? ([[P.instructions, instructions]] as Array<[string, string]>) : []),
  ];
  return (
    <section className="bg-slate-50 px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{P.manageTitle}</h1>
        {cancelled && (
          <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
            {P.cancelled}
          </p>
        )}
        {actionData?.refused && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
          >
            {P.cannotCancel}
          </p>
        )}
        <dl className="mt-5 divide-y divide-slate-100 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-[7rem_1fr] gap-3 py-3">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          {cancellable && (
            <form method="post">
              <button
                type="submit"
                className="inline-flex items-center justify-center rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-red-800"
              >
                {P.cancel}
              </button>
            </form>
          )}
          {applications && viewing.listingId && <ApplyLink listingId={viewing.listingId} />}
          {listingPublic && viewing.listingId && (
            <a href={localPath(`/property/${viewing.listingId}/viewing`)} className={secondaryButton}>
              {P.bookAgain}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}

/** A link that names no viewing: the loader's words (in the page's language). */
export function ErrorBoundary() {
  const error = useRouteError();
  const said = isRouteErrorResponse(error) ? (error.data as { message?: string } | undefined)?.message : undefined;
  return (
    <section className="bg-slate-50 px-4 py-20 sm:py-28">
      <StatusPanel headingLevel="h1" title={said ?? VIEWING_PAGES_TEXT.notFound} backToListings />
    </section>
  );
}
