import { data, Form, Link, useNavigation } from 'react-router';
import { ALERT_TEXT as T } from '../../../shared/texts/alerts.ts';
import {
  AlertCard,
  primaryButton,
  secondaryButton,
  SearchWords,
  InvalidAlertCard,
  StoppedAlertCard,
} from '../../components/public/alert-card.tsx';
import type { Route } from './+types/alert-unsubscribe';
import { errorMeta } from './error-meta.ts';
import { TOKEN_PAGE_HEADERS } from '../token-page-headers.ts';

type View = { state: 'confirm' | 'stopped'; email: string; words: string; token: string } | { state: 'invalid' };

const invalid = () => data<View>({ state: 'invalid' }, { status: 400, headers: TOKEN_PAGE_HEADERS });

/** GET shows the search and a Stop button: opening the link never stops anything (mail scanners follow links). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const search = await context.services.alerts.find(params.token);
  if (!search || search.status === 'pending') return invalid();
  const state = search.status === 'stopped' ? 'stopped' : 'confirm';
  return data<View>({ state, email: search.email, words: search.words, token: params.token }, { headers: TOKEN_PAGE_HEADERS });
}

/** POST stops the search at once: the button, and mail apps' one-click POST (RFC 8058) that every alert's List-Unsubscribe names. */
export async function action({ params, context }: Route.ActionArgs) {
  const search = await context.services.alerts.stop(params.token);
  if (!search || search.status === 'pending') return invalid();
  return data<View>(
    { state: 'stopped', email: search.email, words: search.words, token: params.token },
    { headers: TOKEN_PAGE_HEADERS },
  );
}

export function headers() {
  return TOKEN_PAGE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return errorMeta(T.pageTitle, matches);
}

/** /alerts/{token}/unsubscribe: one-click stop of a saved search's alerts. */
export default function AlertUnsubscribe({ loaderData, actionData, params }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  const busy = useNavigation().state === 'submitting';
  if (view.state === 'invalid') return <InvalidAlertCard />;
  if (view.state === 'stopped')
    return (
      <StoppedAlertCard email={view.email} words={view.words}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={`/alerts/${params.token}`} className={secondaryButton}>
            {T.resume}
          </Link>
        </div>
      </StoppedAlertCard>
    );
  return (
    <AlertCard heading={T.stop}>
      <p className="mt-3 text-slate-600">{T.manageDetail(view.email)}</p>
      <SearchWords words={view.words} />
      <Form method="post" className="mt-8 flex flex-col-reverse gap-3 sm:flex-row">
        <Link to={`/alerts/${params.token}`} className={secondaryButton}>
          {T.manageHeading}
        </Link>
        <button type="submit" className={primaryButton} disabled={busy}>
          {T.stop}
        </button>
      </Form>
    </AlertCard>
  );
}
