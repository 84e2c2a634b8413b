import { data, Form, useNavigation } from 'react-router';
import { useTexts } from '../../../i18n.tsx';
import { pageTexts } from '../../../i18n.server.ts';
import type { PageTexts } from '../../../../shared/i18n/runtime.ts';
import { TOKEN_PAGE_HEADERS } from '../../token-page-headers.ts';
import type { Route } from './+types/seeker-stop';
import { roommatesMeta } from './roommates-meta.ts';
import { primaryButton } from './seeker-fields.tsx';

type View = { state: 'confirm'; email: string } | { state: 'stopped' } | { state: 'invalid' };

// Decided in docs/decisions/092-room-alerts-stop-pauses: the stop pauses the alerts, the profile stays.

const invalid = () => data<View>({ state: 'invalid' }, { status: 404, headers: TOKEN_PAGE_HEADERS });

/** GET shows what stopping does and a button: opening the link stops nothing (mail scanners follow links). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const seekers = context.services.roommates.seekers;
  const seeker = await seekers.stopTarget(params.token);
  // Stopped already (the mail app's one-click POST came first): the page says so, with nothing to press.
  const view: View = !seeker
    ? { state: 'invalid' }
    : (await seekers.alertsPaused(seeker.id))
      ? { state: 'stopped' }
      : { state: 'confirm', email: seeker.email };
  return data<View & { i18n: PageTexts }>(
    { ...view, i18n: pageTexts(request, ['roommates']) },
    { status: seeker ? 200 : 404, headers: TOKEN_PAGE_HEADERS },
  );
}

/** POST stops at once: the button, and mail apps' one-click POST (RFC 8058) that every room alert's List-Unsubscribe names. */
export async function action({ params, context }: Route.ActionArgs) {
  return (await context.services.roommates.seekers.stopByLink(params.token))
    ? // 200 stated: a mail app's one-click POST must read success.
      data<View>({ state: 'stopped' }, { status: 200, headers: TOKEN_PAGE_HEADERS })
    : invalid();
}

/** The page keeps the action's answer instead of asking the loader again. */
export function shouldRevalidate() {
  return false;
}

export function headers() {
  return TOKEN_PAGE_HEADERS;
}

export function meta({ data, matches }: Route.MetaArgs) {
  return roommatesMeta(data, 'stopTitle', matches);
}

/** /roommates/{signed}/stop: the room alerts' one-click stop (the alerts pause; the profile stays). */
export default function SeekerStop({ loaderData, actionData }: Route.ComponentProps) {
  const { ROOMMATES_TEXT: T } = useTexts('roommates');
  const view = actionData ?? loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="bg-slate-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{T.stopTitle}</h1>
        {view.state === 'invalid' ? (
          <p className="mt-3 text-slate-700">{T.stopInvalid}</p>
        ) : view.state === 'stopped' ? (
          <p role="status" className="mt-3 text-slate-700">
            {T.stopped}
          </p>
        ) : (
          <>
            <p className="mt-3 text-slate-700">{T.stopDetail(view.email)}</p>
            <Form method="post" className="mt-6">
              <button type="submit" className={primaryButton} disabled={busy}>
                {T.stopButton}
              </button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}
