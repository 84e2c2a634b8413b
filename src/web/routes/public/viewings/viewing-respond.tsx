import { data } from 'react-router';
import { TOKEN_PAGE_HEADERS } from '../../token-page-headers.ts';
import { VIEWING_PAGES_TEXT } from '../../../../shared/texts/viewings.ts';
import { useTexts } from '../../../i18n.tsx';
import { pageTexts, serverTexts } from '../../../i18n.server.ts';
import type { Route } from './+types/viewing-respond';
import { errorMeta } from '../error-meta.ts';
import { serviceErrorStatus } from '../service-error.ts';
import { viewingOnPage } from './viewing-words.server.ts';

const PRIVATE = TOKEN_PAGE_HEADERS;

/**
 * /viewings/respond/{token}: the Confirm or Decline link of the staff alert, usable without signing
 * in. GET shows the request and a button (mail scanners that follow links change nothing); the POST
 * acts, once (docs/decisions/034-signed-viewing-action-links.md).
 */
/**
 * The requests whose POST just acted (by their load context, which the action and the page's
 * loader share): the loader that renders the answer then finds the link spent by that very action
 * and must not answer 410 for it (issue 31): a link that acted answers 200, a spent one 410.
 */
const actedIn = new WeakSet<object>();

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The page's texts and title in its language (the staff's links are English; the page answers under /es/ and /zh/ too).
  const page = { title: serverTexts(request, 'viewings').VIEWING_PAGES_TEXT.manageTitle, i18n: pageTexts(request, ['viewings']) };
  if (actedIn.has(context)) return data({ state: 'acted' as const, ...page }, { headers: PRIVATE });
  const link = await context.services.viewings.actionLink(params.token);
  if (!link.ok) return data({ state: link.reason, ...page }, { status: link.reason === 'invalid' ? 404 : 410, headers: PRIVATE });
  const { viewing, claims } = link;
  const { when, place } = viewingOnPage(request, viewing);
  return data(
    {
      state: 'ready' as const,
      action: claims.action,
      when,
      place,
      renter: `${viewing.name} (${viewing.email}${viewing.phone ? `, ${viewing.phone}` : ''})`,
      ...page,
    },
    { headers: PRIVATE },
  );
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    const { action } = await context.services.viewings.actByLink(params.token);
    actedIn.add(context);
    return data({ done: action }, { headers: PRIVATE });
  } catch (error) {
    const status = serviceErrorStatus(error);
    if (status === 404) return data({ done: null, state: 'invalid' as const }, { status: 404, headers: PRIVATE });
    if (status === 409) return data({ done: null, state: 'spent' as const }, { status: 410, headers: PRIVATE });
    throw error;
  }
}

export function headers() {
  return PRIVATE;
}

export function meta({ data, matches }: Route.MetaArgs) {
  return [...errorMeta(data?.title ?? VIEWING_PAGES_TEXT.manageTitle, matches), { name: 'robots', content: 'noindex' }];
}

export default function ViewingRespond({ loaderData, actionData }: Route.ComponentProps) {
  const { VIEWING_PAGES_TEXT: P } = useTexts('viewings');
  const card = (children: React.ReactNode) => (
    <section className="bg-slate-50 px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>
    </section>
  );
  if (actionData?.done) {
    return card(
      <p role="status" className="text-lg font-semibold text-ink">
        {actionData.done === 'confirm' ? P.actionConfirmed : P.actionDeclined}
      </p>,
    );
  }
  const state = actionData && 'state' in actionData ? actionData.state : loaderData.state;
  if (state !== 'ready' || loaderData.state !== 'ready') {
    return card(<h1 className="text-xl font-semibold text-ink">{state === 'invalid' ? P.actionInvalid : P.actionExpired}</h1>);
  }
  const confirm = loaderData.action === 'confirm';
  return card(
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{confirm ? P.actionConfirmTitle : P.actionDeclineTitle}</h1>
      <dl className="mt-5 divide-y divide-slate-100 text-sm">
        {(
          [
            [P.when, loaderData.when],
            [P.where, loaderData.place],
            [P.renter, loaderData.renter],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="grid grid-cols-[6rem_1fr] gap-3 py-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <form method="post" className="mt-6">
        <button
          type="submit"
          className={`inline-flex items-center justify-center rounded-full px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition ${
            confirm ? 'bg-emerald-700 hover:bg-emerald-800' : 'bg-red-700 hover:bg-red-800'
          }`}
        >
          {confirm ? P.actionConfirm : P.actionDecline}
        </button>
      </form>
    </>,
  );
}
