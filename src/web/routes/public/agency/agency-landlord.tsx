import { data } from 'react-router';
import { AGENCY_TEXT } from '../../../../shared/texts/agency.ts';
import { newYorkLabel } from '../../../../shared/words/new-york.ts';
import { PostButton, TokenCard } from '../../../components/token-pages/token-card.tsx';
import { useTexts } from '../../../i18n.tsx';
import { pageTexts, requestLanguage, serverTexts } from '../../../i18n.server.ts';
import { refusalIn } from '../../../refusals.server.ts';
import { TOKEN_PAGE_HEADERS } from '../../token-page-headers.ts';
import type { Route } from './+types/agency-landlord';
import { errorMeta } from '../error-meta.ts';
import { serviceErrorStatus } from '../service-error.ts';

type View =
  | { state: 'read' | 'done'; address: string; paragraphs: string[]; when: string | null }
  | { state: 'invalid' }
  | { state: 'limited'; message: string };

type Found = Awaited<ReturnType<Route.LoaderArgs['context']['services']['agency']['landlordLink']>>;

/** The link's record as the page shows it: the disclosure's paragraphs, and when it was acknowledged (New York time, the page's language). */
function viewOf(request: Request, found: Found): View {
  const when = found.acknowledgedAt ? newYorkLabel(requestLanguage(request), 'dateTime', found.acknowledgedAt) : null;
  return { state: when ? 'done' : 'read', address: found.address, paragraphs: found.disclosure.split('\n\n'), when };
}

async function answer(request: Request, find: () => Promise<Found>) {
  try {
    return data<View>(viewOf(request, await find()), { headers: TOKEN_PAGE_HEADERS });
  } catch (error) {
    if (serviceErrorStatus(error) === 404) return data<View>({ state: 'invalid' }, { status: 404, headers: TOKEN_PAGE_HEADERS });
    throw error;
  }
}

/** GET shows the disclosure and the button: opening the link records nothing (mail scanners follow links). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const view = await answer(request, () => context.services.agency.landlordLink(params.token));
  return data(
    {
      view: view.data,
      title: serverTexts(request, 'agency').AGENCY_TEXT.landlordHeading,
      i18n: pageTexts(request, ['agency']),
    },
    { status: view.init?.status ?? 200, headers: TOKEN_PAGE_HEADERS },
  );
}

/** POST: the landlord acknowledges (RPL §443, decision 088); the time and the client address are kept the first time. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const limited = await context.formLimit('disclosure');
  if (limited)
    return data<View>(
      { state: 'limited', message: refusalIn(requestLanguage(request), limited) },
      { status: 429, headers: TOKEN_PAGE_HEADERS },
    );
  return answer(request, () => context.services.agency.acknowledgeLandlord(params.token, context.clientAddress));
}

export function headers() {
  return TOKEN_PAGE_HEADERS;
}

export function meta({ data, matches }: Route.MetaArgs) {
  return errorMeta(data?.title ?? AGENCY_TEXT.landlordHeading, matches);
}

/** /agency/{token}: the New York State agency disclosure for a listing's landlord, and 'I received this disclosure'. */
export default function AgencyLandlord({ loaderData, actionData }: Route.ComponentProps) {
  const { AGENCY_TEXT: A } = useTexts('agency');
  const view = actionData ?? loaderData.view;
  if (view.state === 'invalid' || view.state === 'limited')
    return (
      <TokenCard heading={A.landlordHeading} alert>
        <p className="mt-3 text-slate-600">{view.state === 'limited' ? view.message : A.landlordInvalid}</p>
      </TokenCard>
    );
  return (
    <TokenCard heading={A.landlordHeading}>
      <p className="mt-3 text-slate-700">{A.landlordIntro(view.address)}</p>
      <div data-testid="agency-disclosure" className="mt-4 space-y-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        {view.paragraphs.map((p, i) => (
          <p key={i} className={i === 0 ? 'font-semibold text-ink' : undefined}>
            {p}
          </p>
        ))}
      </div>
      {view.when ? (
        <p role="status" className="mt-6 font-semibold text-emerald-800">
          {A.landlordDone(view.when)}
        </p>
      ) : (
        <PostButton label={A.landlordButton} className="mt-8" />
      )}
    </TokenCard>
  );
}
