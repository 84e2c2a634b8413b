import { PUBLIC_TEXT as T } from '../../../shared/texts/public.ts';
import { GRID_TEXT as G } from '../../../shared/texts/grids.ts';
import { ListingsView } from '../../components/public/listings-view.tsx';
import { ListingsErrorView } from '../../components/public/route-errors.tsx';
import type { Route } from './+types/sublets';
import { listingPageHeaders } from './cached-page.server.ts';
import { loaderMeta } from './error-meta.ts';
import { loadListingsPage } from './listings-page.server.ts';

const HERO = { eyebrow: G.subletsEyebrow, title: G.subletProperties, intro: G.subletIntro };

export const headers = listingPageHeaders();

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListingsPage(request, context, { isSublet: true }, { title: G.subletProperties, description: G.subletIntro });
}

export const meta = loaderMeta(T.pageNotFound);

/** /sublets : 'Summer Sublet Properties', sublets only (docs/product.md §2). */
export default function Sublets({ loaderData }: Route.ComponentProps) {
  return <ListingsView data={loaderData} hero={HERO} emptyText={G.noSublets} />;
}

export function ErrorBoundary() {
  return <ListingsErrorView hero={HERO} message={G.loadSubletsFailedDetail} />;
}
