import { data, Form, useNavigation } from 'react-router';
import { useTexts } from '../../../i18n.tsx';
import { pageTexts } from '../../../i18n.server.ts';
import type { PageTexts } from '../../../../shared/i18n/runtime.ts';
import { TOKEN_PAGE_HEADERS } from '../../token-page-headers.ts';
import type { Route } from './+types/seeker-stop';
import { roommatesMeta } from './roommates-meta.ts';
import { primaryButton } from './seeker-fields.tsx';

type View = { state: 'confirm'; email: string } | { state: 'stopped' } | { state: 'invalid' };

const invalid = () => data<View>({ state: 'invalid' }, { status: 404, headers: TOKEN_PAGE_HEADERS });

/** GET shows what stopping does and a button: opening the link stops nothing (mail scanners follow links). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const seeker = await context.services.roommates.seekers.stopTarget(params.token);
  const view: View = seeker ? { state: 'confirm', email: seeker.email } : { state: 'invalid' };
  return data<View & { i18n: PageTexts }>(
    { ...view, i18n: pageTexts(request, ['roommates']) },
    { status: seeker ? 200 : 404, headers: TOKEN_PAGE_HEADERS },
  );
}

/** POST stops at once: the button, and mail apps' one-click POST (RFC 8058) that every room alert's List-Unsubscribe names. */
export async function action({ params, context }: Route.ActionArgs) {
  return (await context.services.roommates.seekers.stopByLink(params.token))
    ? // 200 stated: the page is rendered again after the stop, and the loader then finds no profile (404);
      // a mail app's one-click POST must read success.
      data<View>({ state: 'stopped' }, { status: 200, headers: TOKEN_PAGE_HEADERS })
    : invalid();
}

/** After the stop the link names no profile: the page keeps the action's answer instead of asking the loader again. */
export function shouldRevalidate() {
  return false;
}

export function headers() {
  return TOKEN_PAGE_HEADERS;
}

export function meta({ data, matches }: Route.MetaArgs) {
  return roommatesMeta(data, 'stopTitle', matches);
}

/** /roommates/{signed}/stop: the room alerts' one-click stop (the profile is deleted). */
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
