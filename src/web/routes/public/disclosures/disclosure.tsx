import { data, useNavigation, useParams } from 'react-router';
import type { Language } from '../../../../shared/i18n/languages.ts';
import { DISCLOSURE_TEXT } from '../../../../shared/texts/deals-public.ts';
import { formatCents } from '../../../../shared/words/money.ts';
import { newYorkLabel } from '../../../../shared/words/new-york.ts';
import {
  MAX_SIGNED_NAME,
  SignedPanel,
  SigningHead,
  SigningRefusal,
  SigningUnavailable,
  TypedName,
} from '../../../components/token-pages/signing-card.tsx';
import { primaryButton, secondaryButton } from '../../../components/token-pages/token-card.tsx';
import { useTexts } from '../../../i18n.tsx';
import { pageTexts, requestLanguage, serverTexts, textsFor } from '../../../i18n.server.ts';
import { isRefusal, refusalIn } from '../../../refusals.server.ts';
import { keyed } from '../../../../shared/i18n/text-ref.ts';
import { TOKEN_PAGE_HEADERS } from '../../token-page-headers.ts';
import type { Route } from './+types/disclosure';
import { errorMeta } from '../error-meta.ts';
import { formField } from '../form-field.ts';
import { signingPost } from '../signing-post.server.ts';
import { serviceErrorStatus } from '../service-error.ts';

const PRIVATE = TOKEN_PAGE_HEADERS;

interface Fee {
  name: string;
  payee: string;
  amountCents: number;
}
type View =
  | { state: 'invalid' }
  /** The deal fell through or the fees changed after the link was sent: the reason, no form. */
  | { state: 'closed'; message: string }
  | {
      state: 'open' | 'signed';
      place: string;
      fees: Fee[];
      text: string[];
      signed: { name: string; when: string } | null;
      error: string | null;
      name: string;
      /** The SHA-256 of what is shown, posted back with the signature (docs/decisions/080); '' once signed. */
      digest: string;
    };

const invalid = (status = 404) => data<View>({ state: 'invalid' }, { status, headers: PRIVATE });

type ServiceView = NonNullable<Awaited<ReturnType<Route.LoaderArgs['context']['services']['deals']['disclosures']['view']>>>;

/** When it was signed, New York time, as the page's language writes it. */
const signedWhen = (language: Language, view: Extract<ServiceView, { state: 'signed' }>) =>
  newYorkLabel(language, 'dateTime', view.signedAt);

/**
 * What the page shows: the disclosure's text and fees as the service gives them (in the deal's language, what
 * is signed and kept), the signing time in the page's language.
 */
function viewOf(language: Language, view: ServiceView, extra: { error?: string | null; name?: string } = {}): View {
  const P = textsFor(language, 'deals-public').DISCLOSURE_TEXT;
  if (view.state === 'closed') return { state: 'closed', message: view.reason === 'superseded' ? P.superseded : P.closed };
  return {
    state: view.state,
    place: view.content.place,
    fees: view.content.fees,
    text: view.content.text,
    signed: view.state === 'signed' ? { name: view.signedName, when: signedWhen(language, view) } : null,
    error: extra.error ?? null,
    name: extra.name ?? '',
    digest: view.state === 'open' ? view.digest : '',
  };
}

/** /disclosures/{token}: the tenant's FARE Act fee disclosure. GET shows it and changes nothing. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = {
    title: serverTexts(request, 'deals-public').DISCLOSURE_TEXT.pageTitle,
    i18n: pageTexts(request, ['deals-public']),
  };
  const view = await context.services.deals.disclosures.view(params.token);
  if (!view) return data({ view: { state: 'invalid' } as View, ...page }, { status: 404, headers: PRIVATE });
  return data(
    { view: viewOf(requestLanguage(request), view), ...page },
    { status: view.state === 'closed' ? 410 : 200, headers: PRIVATE },
  );
}

/**
 * POST: the tenant signs with their typed name and the digest of what the page showed (a real form: it works
 * without scripts); answered in the page's language. A refusal shows the disclosure as it is now with the reason
 * (a changed fee: the new fees and a new digest to read and sign again).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const disclosures = context.services.deals.disclosures;
  const language = requestLanguage(request);
  const P = serverTexts(request, 'deals-public').DISCLOSURE_TEXT;
  const shown = (view: ServiceView, extra?: { error?: string | null; name?: string }) => viewOf(language, view, extra);
  const post = await signingPost(request, context, 'disclosure', P.nameRequired);
  const current = await disclosures.view(params.token);
  if (!current) return invalid();
  if ('error' in post) return data<View>(shown(current, { error: post.error }), { status: post.status, headers: PRIVATE });
  const { form } = post;
  const name = formField(form, 'name').replace(/\s+/g, ' ').trim();
  const digest = formField(form, 'digest');
  if (current.state === 'signed') return data<View>(shown(current), { status: 409, headers: PRIVATE });
  if (current.state === 'closed') return data<View>(shown(current), { status: 409, headers: PRIVATE });
  if (!name || name.length > MAX_SIGNED_NAME)
    return data<View>(shown(current, { error: P.nameRequired, name: name.slice(0, MAX_SIGNED_NAME) }), {
      status: 400,
      headers: PRIVATE,
    });
  try {
    const signed = await disclosures.sign(params.token, name, context.clientAddress ?? '', digest);
    return data<View>(shown(signed), { headers: PRIVATE });
  } catch (error) {
    const status = serviceErrorStatus(error);
    if (status === 404) return invalid();
    // Signed meanwhile (this link's own signature): the signed disclosure.
    if (isRefusal(error, keyed('deals-public', 'DISCLOSURE_TEXT', DISCLOSURE_TEXT).invalid)) {
      const signed = await disclosures.signedView(params.token);
      return signed ? data<View>(shown(signed), { status: 409, headers: PRIVATE }) : invalid();
    }
    if (status === 400 || status === 409) {
      // The disclosure as it is now: a changed fee shows the new fees, with their own digest.
      const now = (await disclosures.view(params.token)) ?? current;
      const reason = refusalIn(language, error);
      if (now.state === 'closed') return data<View>(shown(now), { status, headers: PRIVATE });
      return data<View>(shown(now, { error: reason, name }), { status, headers: PRIVATE });
    }
    throw error;
  }
}

export function meta({ data, matches }: Route.MetaArgs) {
  return errorMeta(data?.title ?? DISCLOSURE_TEXT.pageTitle, matches);
}

export function headers() {
  return PRIVATE;
}

/** /disclosures/{token}: the fees a tenant pays, read and signed by typing their name (docs/decisions/061). */
export default function Disclosure({ loaderData, actionData }: Route.ComponentProps) {
  const { DISCLOSURE_TEXT: P } = useTexts('deals-public');
  const view = actionData ?? loaderData.view;
  const busy = useNavigation().state === 'submitting';
  const { token } = useParams();
  if (view.state === 'invalid' || view.state === 'closed')
    return <SigningUnavailable title={P.pageTitle} message={view.state === 'closed' ? view.message : P.invalid} />;
  const total = view.fees.reduce((sum, fee) => sum + fee.amountCents, 0);
  return (
    <section className="bg-slate-50 px-4 py-8 sm:py-14">
      <div className="mx-auto max-w-2xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <SigningHead heading={P.heading} place={view.place} />
        {view.signed ? (
          <SignedPanel heading={P.signedHeading} detail={P.signedDetail(view.signed.name, view.signed.when)}>
            {/* The same copy as e-mailed, made again from what was signed (GET /api/disclosures/{token}/pdf). */}
            <a href={`/api/disclosures/${token}/pdf`} className={`w-full text-center sm:w-auto ${secondaryButton}`}>
              {P.signedPdf}
            </a>
          </SignedPanel>
        ) : (
          // Before signing, the total at a glance and the way to the form past the text.
          <p className="mt-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2 rounded-lg bg-slate-50 px-4 py-3 text-sm">
            {view.fees.length > 0 && <span className="font-semibold text-ink">{P.total(formatCents(total))}</span>}
            <a href="#sign" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {P.signBelow}
            </a>
          </p>
        )}

        <h2 className="mt-6 text-lg font-semibold text-ink">{P.feesHeading}</h2>
        {view.fees.length === 0 ? (
          <p className="mt-2 text-slate-700">{P.noFees}</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                {[P.feeColumn, P.payeeColumn, P.amountColumn].map((column, i) => (
                  <th key={column} scope="col" className={i < 2 ? 'py-2 pr-3 font-medium' : 'py-2 text-right font-medium'}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {view.fees.map((fee) => (
                <tr key={`${fee.name}-${fee.payee}`}>
                  <td className="py-2.5 pr-3 font-medium text-ink">{fee.name}</td>
                  <td className="py-2.5 pr-3 text-slate-700">{fee.payee}</td>
                  <td className="py-2.5 text-right font-semibold tabular-nums text-ink">{formatCents(fee.amountCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-slate-300">
                <th scope="row" colSpan={2} className="py-2.5 pr-3 text-left font-semibold text-ink">
                  {P.totalLabel}
                </th>
                <td className="py-2.5 text-right font-bold tabular-nums text-ink">{formatCents(total)}</td>
              </tr>
            </tfoot>
          </table>
        )}

        <div className="mt-6 space-y-3 rounded-xl bg-slate-50 p-4 text-sm leading-relaxed text-slate-800">
          {view.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        {!view.signed && (
          <form method="post" className="mt-6 scroll-mt-4" noValidate id="sign">
            <input type="hidden" name="digest" value={view.digest} />
            <h2 className="text-lg font-semibold text-ink">{P.signHeading}</h2>
            <p className="mt-1 text-sm text-slate-600" id="sign-help">
              {P.signHelp}
            </p>
            <TypedName
              id="signature"
              label={P.nameLabel}
              required
              defaultValue={view.name}
              aria-describedby={view.error ? 'sign-help sign-error' : 'sign-help'}
              aria-invalid={view.error ? true : undefined}
            />
            <SigningRefusal id="sign-error" message={view.error} />
            <button type="submit" disabled={busy} className={`mt-5 w-full sm:w-auto ${primaryButton}`}>
              {P.signButton}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
