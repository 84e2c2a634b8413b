import { data } from 'react-router';
import { DISCLOSURE_TEXT } from '../../../../shared/texts/deals-public.ts';
import { PostButton, TokenCard } from '../../../components/token-pages/token-card.tsx';
import { useTexts } from '../../../i18n.tsx';
import { pageTexts, serverTexts } from '../../../i18n.server.ts';
import { TOKEN_PAGE_HEADERS } from '../../token-page-headers.ts';
import type { Route } from './+types/lease-mail-unsubscribe';
import { errorMeta } from '../error-meta.ts';

type View = { state: 'confirm' | 'stopped'; email: string } | { state: 'invalid' };

const invalid = () => data<View>({ state: 'invalid' }, { status: 404, headers: TOKEN_PAGE_HEADERS });

/** GET shows the address and a Stop button, in the page's language: opening the link changes nothing (mail scanners follow links). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = {
    title: serverTexts(request, 'deals-public').DISCLOSURE_TEXT.unsubscribeTitle,
    i18n: pageTexts(request, ['deals-public']),
  };
  const found = await context.services.deals.afterLease.unsubscribe(params.token, false);
  return found
    ? data({ view: { state: 'confirm', email: found.email } as View, ...page }, { headers: TOKEN_PAGE_HEADERS })
    : data({ view: { state: 'invalid' } as View, ...page }, { status: 404, headers: TOKEN_PAGE_HEADERS });
}

/** POST stops the after-lease e-mails to the address: the button, and mail apps' one-click POST (RFC 8058). */
export async function action({ params, context }: Route.ActionArgs) {
  const found = await context.services.deals.afterLease.unsubscribe(params.token, true);
  return found ? data<View>({ state: 'stopped', email: found.email }, { headers: TOKEN_PAGE_HEADERS }) : invalid();
}

export function headers() {
  return TOKEN_PAGE_HEADERS;
}

export function meta({ data, matches }: Route.MetaArgs) {
  return errorMeta(data?.title ?? DISCLOSURE_TEXT.unsubscribeTitle, matches);
}

/** /lease-mail/unsubscribe/{token}: one-click stop of the renewal and review e-mails. */
export default function LeaseMailUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { DISCLOSURE_TEXT: P } = useTexts('deals-public');
  const view = actionData ?? loaderData.view;
  if (view.state === 'invalid')
    return (
      <TokenCard heading={P.unsubscribeTitle} alert>
        <p className="mt-3 text-slate-600">{P.unsubscribeInvalid}</p>
      </TokenCard>
    );
  if (view.state === 'stopped')
    return (
      <TokenCard heading={P.unsubscribedTitle}>
        <p className="mt-3 text-slate-600">{P.unsubscribedDetail(view.email)}</p>
      </TokenCard>
    );
  return (
    <TokenCard heading={P.unsubscribeTitle}>
      <p className="mt-3 text-slate-600">{P.unsubscribeDetail(view.email)}</p>
      <PostButton label={P.unsubscribeButton} className="mt-8" />
    </TokenCard>
  );
}
