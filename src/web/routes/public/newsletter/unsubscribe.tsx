import { data, Form, Link, useNavigation } from 'react-router';
import { UNSUBSCRIBE_TEXT } from '../../../../shared/texts/newsletter.ts';
import { primaryButton as primary, secondaryButton as secondary, TokenCard } from '../../../components/token-pages/token-card.tsx';
import { useLocalPath, useTexts } from '../../../i18n.tsx';
import { pageTexts, serverTexts } from '../../../i18n.server.ts';
import type { Route } from './+types/unsubscribe';
import { errorMeta } from '../error-meta.ts';
import { TOKEN_PAGE_HEADERS } from '../../token-page-headers.ts';

type View =
  | { state: 'confirm' | 'unsubscribed' | 'done'; email: string; token: string; brand: string }
  | { state: 'invalid'; message: string };

/** A forged or altered link: a 400 page that says so, in the page's language. */
const invalidView = (request: Request): View => ({
  state: 'invalid',
  message: serverTexts(request, 'newsletter').NEWSLETTER_API_TEXT.invalidLink,
});

/** GET shows who the link is for and an Unsubscribe button: opening the link alone never unsubscribes (mail scanners follow links). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const page = { title: serverTexts(request, 'newsletter').UNSUBSCRIBE_TEXT.pageTitle, i18n: pageTexts(request, ['newsletter']) };
  const target = await context.services.newsletter.target(token);
  if (!target) return data({ view: invalidView(request), ...page }, { status: 400, headers: TOKEN_PAGE_HEADERS });
  const { brand } = await context.services.siteSettings.get();
  const state = target.status === 'unsubscribed' ? 'unsubscribed' : 'confirm';
  return data({ view: { state, email: target.email, token, brand } as View, ...page }, { headers: TOKEN_PAGE_HEADERS });
}

/**
 * POST unsubscribes at once: the page's button, and the one-click POST of mail apps (RFC 8058, body
 * `List-Unsubscribe=One-Click`) that the List-Unsubscribe header of every newsletter e-mail points here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const target = await context.services.newsletter.unsubscribe(token);
  if (!target) return data<View>(invalidView(request), { status: 400, headers: TOKEN_PAGE_HEADERS });
  const { brand } = await context.services.siteSettings.get();
  return data<View>({ state: 'done', email: target.email, token, brand }, { headers: TOKEN_PAGE_HEADERS });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export function meta({ data }: Route.MetaArgs) {
  return errorMeta(data?.title ?? UNSUBSCRIBE_TEXT.pageTitle);
}

/** The newsletter's card: its eyebrow, the heading, the content. */
function Card({ heading, children, alert }: { heading: string; children: React.ReactNode; alert?: boolean }) {
  const { UNSUBSCRIBE_TEXT: T } = useTexts('newsletter');
  return (
    <TokenCard heading={heading} eyebrow={T.eyebrow} alert={alert} centered>
      {children}
    </TokenCard>
  );
}

/** /unsubscribe?token=… : the newsletter's one-click unsubscribe page, in the page's language. */
export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { UNSUBSCRIBE_TEXT: T, NEWSLETTER_API_TEXT } = useTexts('newsletter');
  const localPath = useLocalPath();
  const view = actionData ?? loaderData.view;
  const busy = useNavigation().state === 'submitting';

  if (view.state === 'invalid')
    return (
      <Card heading={T.invalidHeading} alert>
        <p className="mt-3 text-slate-600">{view.message || NEWSLETTER_API_TEXT.invalidLink}</p>
        <div className="mt-8">
          <Link to={localPath('/')} className={primary}>
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
          action={localPath(`/unsubscribe?token=${encodeURIComponent(view.token)}`)}
          className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row"
        >
          <Link to={localPath('/')} className={secondary}>
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
        <Link to={localPath('/')} className={secondary}>
          {T.backToListings}
        </Link>
      </div>
    </Card>
  );
}
