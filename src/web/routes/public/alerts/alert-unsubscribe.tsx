import { data, Form, Link, useNavigation } from 'react-router';
import { ALERT_TEXT } from '../../../../shared/texts/alerts.ts';
import * as Card from './alert-card.tsx';
import { useLocalPath, useTexts } from '../../../i18n.tsx';
import { pageTexts, serverTexts } from '../../../i18n.server.ts';
import type { Route } from './+types/alert-unsubscribe';
import { wordsOnPage } from './alert-words.server.ts';
import { errorMeta } from '../error-meta.ts';
import { TOKEN_PAGE_HEADERS } from '../../token-page-headers.ts';

type View = { state: 'confirm' | 'stopped'; email: string; words: string; token: string } | { state: 'invalid' };

const invalid = () => data<View>({ state: 'invalid' }, { status: 400, headers: TOKEN_PAGE_HEADERS });

/** GET shows the search (in words in the page's language) and a Stop button: opening the link never stops anything (mail scanners follow links). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = { title: serverTexts(request, 'alerts').ALERT_TEXT.pageTitle, i18n: pageTexts(request, ['alerts']) };
  const search = await context.services.alerts.find(params.token);
  if (!search || search.status === 'pending')
    return data({ view: { state: 'invalid' } as View, ...page }, { status: 400, headers: TOKEN_PAGE_HEADERS });
  const state = search.status === 'stopped' ? 'stopped' : 'confirm';
  const { words } = wordsOnPage(request, search);
  return data(
    { view: { state, email: search.email, words, token: params.token } as View, ...page },
    { headers: TOKEN_PAGE_HEADERS },
  );
}

/** POST stops the search at once: the button, and mail apps' one-click POST (RFC 8058) that every alert's List-Unsubscribe names. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const search = await context.services.alerts.stop(params.token);
  if (!search || search.status === 'pending') return invalid();
  const { words } = wordsOnPage(request, search);
  return data<View>({ state: 'stopped', email: search.email, words, token: params.token }, { headers: TOKEN_PAGE_HEADERS });
}

export function headers() {
  return TOKEN_PAGE_HEADERS;
}

export function meta({ data, matches }: Route.MetaArgs) {
  return errorMeta(data?.title ?? ALERT_TEXT.pageTitle, matches);
}

/** /alerts/{token}/unsubscribe: one-click stop of a saved search's alerts. */
export default function AlertUnsubscribe({ loaderData, actionData, params }: Route.ComponentProps) {
  const { ALERT_TEXT: T } = useTexts('alerts');
  const manage = useLocalPath()(`/alerts/${params.token}`);
  const view = actionData ?? loaderData.view;
  const busy = useNavigation().state === 'submitting';
  if (view.state === 'invalid') return <Card.InvalidAlertCard />;
  if (view.state === 'stopped')
    return (
      <Card.StoppedAlertCard email={view.email} words={view.words}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={manage} className={Card.secondaryButton}>
            {T.resume}
          </Link>
        </div>
      </Card.StoppedAlertCard>
    );
  return (
    <Card.AlertCard heading={T.stop}>
      <p className="mt-3 text-slate-600">{T.manageDetail(view.email)}</p>
      <Card.SearchWords words={view.words} />
      <Form method="post" className="mt-8 flex flex-col-reverse gap-3 sm:flex-row">
        <Link to={manage} className={Card.secondaryButton}>
          {T.manageHeading}
        </Link>
        <button type="submit" className={Card.primaryButton} disabled={busy}>
          {T.stop}
        </button>
      </Form>
    </Card.AlertCard>
  );
}
