import { data, Form, Link, useNavigation } from 'react-router';
import { NEWSLETTER_API_TEXT, UNSUBSCRIBE_TEXT as T } from '../../../shared/texts/newsletter.ts';
import type { Route } from './+types/unsubscribe';
import { errorMeta } from './error-meta.ts';
import { TOKEN_PAGE_HEADERS } from '../token-page-headers.ts';

type View =
  | { state: 'confirm' | 'unsubscribed' | 'done'; email: string; token: string; brand: string }
  | { state: 'invalid'; message: string };

/** A forged or altered link: a 400 page that says so. */
const invalid = () =>
  data<View>({ state: 'invalid', message: NEWSLETTER_API_TEXT.invalidLink }, { status: 400, headers: TOKEN_PAGE_HEADERS });

/** GET shows who the link is for and an Unsubscribe button: opening the link alone never unsubscribes (mail scanners follow links). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const target = await context.services.newsletter.target(token);
  if (!target) return invalid();
  const { brand } = await context.services.siteSettings.get();
  return data<View>(
    { state: target.status === 'unsubscribed' ? 'unsubscribed' : 'confirm', email: target.email, token, brand },
    { headers: TOKEN_PAGE_HEADERS },
  );
}

/**
 * POST unsubscribes at once: the page's button, and the one-click POST of mail apps (RFC 8058, body
 * `List-Unsubscribe=One-Click`) that the List-Unsubscribe header of every newsletter e-mail points here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const target = await context.services.newsletter.unsubscribe(token);
  if (!target) return invalid();
  const { brand } = await context.services.siteSettings.get();
  return data<View>({ state: 'done', email: target.email, token, brand }, { headers: TOKEN_PAGE_HEADERS });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export function meta() {
  return errorMeta(T.pageTitle);
}

const primary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70';
const secondary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-6 py-2.5 text-sm font-semibold text-slate-800 transition hover:border-brand-500 hover:text-brand-700';

function Card({ heading, children, alert }: { heading: string; children: React.ReactNode; alert?: boolean }) {
  return (
    <section className="bg-slate-50 px-4 py-16 sm:py-24">
      <div
        role={alert ? 'alert' : undefined}
        className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10"
      >
        <p className="text-xs font-semibold tracking-[0.22em] text-brand-700 uppercase">{T.eyebrow}</p>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">{heading}</h1>
        {children}
      </div>
    </section>
  );
}

/** /unsubscribe?token=… : the newsletter's one-click unsubscribe page. */
export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  const busy = useNavigation().state === 'submitting';

  if (view.state === 'invalid')
    return (
      <Card heading={T.invalidHeading} alert>
        <p className="mt-3 text-slate-600">{view.message || NEWSLETTER_API_TEXT.invalidLink}</p>
        <div className="mt-8">
          <Link to="/" className={primary}>
            {T.backToListings}
          </Link>
        </div>
      </Card>
    );

  if (view.state === 'confirm')
    return (
      <Card heading={T.confirmHeading}>
        <p className="mt-3 text-slate-600">{T.confirmDetail(view.email, view.brand)}</p>
        <Form
          method="post"
          action={`/unsubscribe?token=${encodeURIComponent(view.token)}`}
          className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row"
        >
          <Link to="/" className={secondary}>
            {T.keep}
          </Link>
          <button type="submit" className={primary} disabled={busy}>
            {busy ? T.unsubscribing : T.unsubscribe}
          </button>
        </Form>
      </Card>
    );

  const done = view.state === 'done';
  return (
    <Card heading={done ? T.doneHeading : T.alreadyHeading}>
      <p role="status" className="mt-3 text-slate-600">
        {done ? T.doneDetail(view.email) : T.alreadyDetail(view.email)}
      </p>
      <p className="mt-4 text-sm text-slate-500">{T.comeBack}</p>
      <div className="mt-8">
        <Link to="/" className={secondary}>
          {T.backToListings}
        </Link>
      </div>
    </Card>
  );
}
