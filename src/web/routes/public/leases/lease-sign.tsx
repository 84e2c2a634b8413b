import { data, useNavigation } from 'react-router';
import type { Language } from '../../../../shared/i18n/languages.ts';
import { signingWords, type DocumentKind } from '../../../../shared/leases.ts';
import { LEASE_SIGNING_TEXT } from '../../../../shared/texts/deals-public.ts';
import {
  MAX_SIGNED_NAME,
  SigningHead,
  SigningInput,
  SigningRefusal,
  SigningUnavailable,
  signingField,
  TypedName,
} from '../../../components/token-pages/signing-card.tsx';
import { primaryButton } from '../../../components/token-pages/token-card.tsx';
import { useTexts } from '../../../i18n.tsx';
import { pageTexts, requestLanguage, serverTexts } from '../../../i18n.server.ts';
import { refusalIn } from '../../../refusals.server.ts';
import { TOKEN_PAGE_HEADERS } from '../../token-page-headers.ts';
import type { Route } from './+types/lease-sign';
import { errorMeta } from '../error-meta.ts';
import { formField } from '../form-field.ts';
import { signingPost } from '../signing-post.server.ts';
import { serviceErrorStatus } from '../service-error.ts';
import { newYorkLabel } from '../../../../shared/words/new-york.ts';

/** A token page's headers: no cache, no index, the address never sent to another site (its own forms still send their origin). */
const PRIVATE = TOKEN_PAGE_HEADERS;

type State = 'open' | 'signed' | 'declined' | 'voided' | 'ended' | 'waiting';
type View =
  | { state: 'invalid' }
  | {
      state: State;
      /** The lease, the move-in condition report or the deposit statement (docs/decisions/096). */
      kind: DocumentKind;
      token: string;
      place: string;
      pages: number;
      email: string;
      signed: { name: string; when: string } | null;
      consent: string[];
      /** What the last action said: a refusal, or that the code was sent. */
      error: string | null;
      notice: string | null;
      name: string;
    };

type Services = Route.LoaderArgs['context']['services'];
type ServiceView = NonNullable<Awaited<ReturnType<Services['leases']['view']>>>;

const when = (language: Language, iso: string) => newYorkLabel(language, 'dateTime', iso);

function viewOf(
  language: Language,
  token: string,
  view: ServiceView,
  consent: string[],
  extra: Partial<Pick<Extract<View, { token: string }>, 'error' | 'notice' | 'name'>> = {},
): View {
  return {
    state: view.state,
    kind: view.kind,
    token,
    place: view.place,
    pages: view.pages,
    email: view.signer.email,
    signed: view.signer.signedAt ? { name: view.signer.signedName ?? '', when: when(language, view.signer.signedAt) } : null,
    consent,
    error: extra.error ?? null,
    notice: extra.notice ?? null,
    name: extra.name ?? '',
  };
}

const clientOf = (request: Request, address: string) => ({
  ip: address,
  userAgent: (request.headers.get('user-agent') ?? '').slice(0, 500),
});

/** The consent as the signer's page shows it, in the page's language (the service hashes the lease language's). */
function consentIn(texts: typeof LEASE_SIGNING_TEXT, kind: DocumentKind) {
  return signingWords(texts, kind).consent;
}

/**
 * /leases/{token}: a signer's lease (issue 45, docs/decisions/084). Every page as an image, the ESIGN
 * consent, the e-mailed code and the typed name; or decline with a reason. Real forms: they work
 * without scripts. The first look is recorded in the lease's evidence ('opened').
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const P = serverTexts(request, 'deals-public').LEASE_SIGNING_TEXT;
  const page = { title: P.pageTitle, i18n: pageTexts(request, ['deals-public']) };
  const view = await context.services.leases.view(params.token, clientOf(request, context.clientAddress));
  if (!view) return data({ view: { state: 'invalid' } as View, ...page }, { status: 404, headers: PRIVATE });
  return data(
    {
      view: viewOf(requestLanguage(request), params.token, view, consentIn(P, view.kind)),
      ...page,
      title: signingWords(P, view.kind).title,
    },
    { headers: PRIVATE },
  );
}

/** POST: intent 'code' (e-mail a code), 'sign' (consent, code, name) or 'decline' (reason). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const leases = context.services.leases;
  const language = requestLanguage(request);
  const P = serverTexts(request, 'deals-public').LEASE_SIGNING_TEXT;
  const client = clientOf(request, context.clientAddress);
  const current = await leases.view(params.token, client);
  if (!current) return data<View>({ state: 'invalid' }, { status: 404, headers: PRIVATE });
  const shown = (view: ServiceView, extra?: Parameters<typeof viewOf>[4]) =>
    viewOf(language, params.token, view, consentIn(P, view.kind), extra);
  const post = await signingPost(request, context, 'lease', P.codeRequired);
  if ('error' in post) return data<View>(shown(current, { error: post.error }), { status: post.status, headers: PRIVATE });
  const { form } = post;
  const intent = formField(form, 'intent');
  const name = formField(form, 'name').slice(0, MAX_SIGNED_NAME);
  try {
    if (intent === 'code') {
      const sent = await leases.requestCode(params.token, client);
      return data<View>(shown(current, { notice: P.codeSent(sent.email), name }), { headers: PRIVATE });
    }
    if (intent === 'decline')
      return data<View>(shown(await leases.decline(params.token, formField(form, 'reason'), client)), { headers: PRIVATE });
    const signed = await leases.sign(
      params.token,
      { consent: formField(form, 'consent') === 'yes', code: formField(form, 'code'), name: formField(form, 'name') },
      client,
    );
    return data<View>(shown(signed), { headers: PRIVATE });
  } catch (error) {
    const status = serviceErrorStatus(error);
    if (status === undefined || status >= 500) throw error;
    const after = (await leases.view(params.token, client)) ?? current;
    return data<View>(shown(after, { error: refusalIn(language, error), name }), { status, headers: PRIVATE });
  }
}

export function headers() {
  return PRIVATE;
}

export function meta({ data, matches }: Route.MetaArgs) {
  return errorMeta(data?.title ?? LEASE_SIGNING_TEXT.pageTitle, matches);
}

export default function LeaseSign({ loaderData, actionData }: Route.ComponentProps) {
  const { LEASE_SIGNING_TEXT: P } = useTexts('deals-public');
  const view = actionData ?? loaderData.view;
  const busy = useNavigation().state === 'submitting';
  if (view.state === 'invalid') return <SigningUnavailable title={P.pageTitle} message={P.invalid} />;
  const W = signingWords(P, view.kind);
  const status =
    view.state === 'signed' && view.signed
      ? W.signedDetail(view.signed.name, view.signed.when)
      : view.state === 'declined'
        ? P.declinedDetail
        : view.state === 'voided'
          ? P.voided
          : view.state === 'ended' || view.state === 'waiting'
            ? P.ended
            : null;
  const readable = view.state === 'open' || view.state === 'signed';
  return (
    <section className="bg-slate-50 px-3 py-6 sm:px-4 sm:py-12">
      <div className="mx-auto max-w-3xl rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <SigningHead heading={W.heading} place={view.place} status={status} />
        {readable && (
          <>
            <p className="mt-4 text-slate-700">{W.intro(view.place, view.pages)}</p>
            <a
              href={`/api/leases/${view.token}/document.pdf`}
              className="mt-2 inline-block text-sm font-medium text-brand-700 underline"
              rel="noreferrer"
            >
              {W.downloadPdf}
            </a>
            <ol className="mt-4 space-y-4" aria-label={W.heading}>
              {Array.from({ length: view.pages }, (_, i) => (
                <li key={i} className="overflow-hidden rounded-lg ring-1 ring-slate-200">
                  <img
                    src={`/api/leases/${view.token}/pages/${i + 1}`}
                    alt={P.pageAlt(i + 1, view.pages)}
                    width={1100}
                    height={1424}
                    loading={i < 2 ? 'eager' : 'lazy'}
                    className="block h-auto w-full bg-white"
                  />
                </li>
              ))}
            </ol>
          </>
        )}
        {view.state === 'open' && (
          <>
            <form method="post" className="mt-8" noValidate>
              <h2 className="text-lg font-semibold text-ink">{P.consentHeading}</h2>
              <div className="mt-3 space-y-3 rounded-xl bg-slate-50 p-4 text-sm leading-relaxed text-slate-800">
                {view.consent.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <label className="mt-4 flex items-start gap-3 text-base text-ink">
                <input type="checkbox" name="consent" value="yes" className="mt-1 h-5 w-5 shrink-0" />
                <span>{P.consentCheckbox}</span>
              </label>

              <h2 className="mt-8 text-lg font-semibold text-ink">{P.codeHeading}</h2>
              <p className="mt-1 text-sm text-slate-600">{P.codeHelp(view.email)}</p>
              {view.notice && (
                <p role="status" className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm font-medium text-sky-900">
                  {view.notice}
                </p>
              )}
              <button
                type="submit"
                name="intent"
                value="code"
                disabled={busy}
                className="mt-3 w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-base font-semibold text-ink shadow-sm hover:bg-slate-50 sm:w-auto"
              >
                {P.sendCode}
              </button>
              <SigningInput
                id="lease-code"
                label={P.codeLabel}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
              />
              <TypedName id="lease-name" label={P.nameLabel} defaultValue={view.name} />
              <SigningRefusal id="lease-error" message={view.error} />
              <button
                type="submit"
                name="intent"
                value="sign"
                disabled={busy}
                className={`mt-5 w-full sm:w-auto ${primaryButton}`}
              >
                {W.signButton}
              </button>
            </form>

            <form method="post" className="mt-10 border-t border-slate-200 pt-6" noValidate>
              <h2 className="text-lg font-semibold text-ink">{P.declineHeading}</h2>
              <p className="mt-1 text-sm text-slate-600">{P.declineHelp}</p>
              <label htmlFor="lease-reason" className="mt-3 block text-sm font-medium text-ink">
                {P.reasonLabel}
              </label>
              <textarea id="lease-reason" name="reason" rows={3} maxLength={1000} className={signingField} />
              <button
                type="submit"
                name="intent"
                value="decline"
                disabled={busy}
                className="mt-3 w-full rounded-lg border border-red-300 bg-white px-4 py-3 text-base font-semibold text-red-800 hover:bg-red-50 sm:w-auto"
              >
                {P.declineButton}
              </button>
            </form>
          </>
        )}
        {view.state !== 'open' && <SigningRefusal message={view.error} />}
      </div>
    </section>
  );
}
