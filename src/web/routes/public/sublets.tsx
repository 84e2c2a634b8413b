import { PUBLIC_TEXT as T } from '../../../shared/texts/public.ts';
import { ListingsView } from '../../components/public/listings-view.tsx';
import { ListingsErrorView } from '../../components/public/route-errors.tsx';
import type { Route } from './+types/sublets';
import { listingPageHeaders } from './cached-page.server.ts';
import { loaderMeta } from './error-meta.ts';
import { loadListingsPage } from './listings-page.server.ts';

const HERO = { eyebrow: T.subletsEyebrow, title: T.subletProperties, intro: T.subletIntro };

export const headers = listingPageHeaders();

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListingsPage(request, context, { isSublet: true }, { title: T.subletProperties, description: T.subletIntro });
}

export const meta = loaderMeta(T.pageNotFound);

/** /sublets : 'Summer Sublet Properties', sublets only (docs/product.md §2). */
export default function Sublets({ loaderData }: Route.ComponentProps) {
  return <ListingsView data={loaderData} hero={HERO} emptyText={T.noSublets} />;
}

export function ErrorBoundary() {
  return <ListingsErrorView hero={HERO} message={T.loadSubletsFailedDetail} />;
}
