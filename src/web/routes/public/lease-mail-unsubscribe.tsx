import { data, Form, useNavigation } from 'react-router';
import { DISCLOSURE_TEXT as P } from '../../../shared/texts/deals-public.ts';
import { primaryButton } from '../../components/public/alert-card.tsx';
import { TOKEN_PAGE_HEADERS } from '../token-page-headers.ts';
import type { Route } from './+types/lease-mail-unsubscribe';
import { errorMeta } from './error-meta.ts';

type View = { state: 'confirm' | 'stopped'; email: string } | { state: 'invalid' };

const invalid = () => data<View>({ state: 'invalid' }, { status: 404, headers: TOKEN_PAGE_HEADERS });

/** GET shows the address and a Stop button: opening the link changes nothing (mail scanners follow links). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.services.deals.afterLease.unsubscribe(params.token, false);
  return found ? data<View>({ state: 'confirm', email: found.email }, { headers: TOKEN_PAGE_HEADERS }) : invalid();
}

/** POST stops the after-lease e-mails to the address: the button, and mail apps' one-click POST (RFC 8058). */
export async function action({ params, context }: Route.ActionArgs) {
  const found = await context.services.deals.afterLease.unsubscribe(params.token, true);
  return found ? data<View>({ state: 'stopped', email: found.email }, { headers: TOKEN_PAGE_HEADERS }) : invalid();
}

export function headers() {
  return TOKEN_PAGE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return errorMeta(P.unsubscribeTitle, matches);
}

/** The page's card, as the alert pages draw theirs. */
function Card({ heading, children, alert }: { heading: string; children: React.ReactNode; alert?: boolean }) {
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-20">
      <div
        role={alert ? 'alert' : undefined}
        className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-10 sm:py-10"
      >
        <h1 className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">{heading}</h1>
        {children}
      </div>
    </section>
  );
}

/** /lease-mail/unsubscribe/{token}: one-click stop of the renewal and review e-mails. */
export default function LeaseMailUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  const busy = useNavigation().state === 'submitting';
  if (view.state === 'invalid')
    return (
      <Card heading={P.unsubscribeTitle} alert>
        <p className="mt-3 text-slate-600">{P.unsubscribeInvalid}</p>
      </Card>
    );
  if (view.state === 'stopped')
    return (
      <Card heading={P.unsubscribedTitle}>
        <p className="mt-3 text-slate-600">{P.unsubscribedDetail(view.email)}</p>
      </Card>
    );
  return (
    <Card heading={P.unsubscribeTitle}>
      <p className="mt-3 text-slate-600">{P.unsubscribeDetail(view.email)}</p>
      <Form method="post" className="mt-8">
        <button type="submit" className={primaryButton} disabled={busy}>
          {P.unsubscribeButton}
        </button>
      </Form>
    </Card>
  );
}
