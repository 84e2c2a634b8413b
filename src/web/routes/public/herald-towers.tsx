import { PUBLIC_TEXT as T } from '../../../shared/texts/public.ts';
import { GRID_TEXT as G } from '../../../shared/texts/grids.ts';
import { HERALD_TOWERS_LINK } from '../../../shared/building-links.ts';
import { ListingsView } from '../../components/public/listings-view.tsx';
import { ListingsErrorView } from '../../components/public/route-errors.tsx';
import type { Route } from './+types/herald-towers';
import { listingPageHeaders, viewedPageHeaders } from './cached-page.server.ts';
import { loaderMeta } from './error-meta.ts';
import { loadListingsPage } from './listings-page.server.ts';

const HERO = { eyebrow: T.buildings, title: HERALD_TOWERS_LINK.name, intro: G.buildingIntro(HERALD_TOWERS_LINK.address) };

export const headers = listingPageHeaders(viewedPageHeaders('building'));

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListingsPage(
    request,
    context,
    { building: HERALD_TOWERS_LINK.slug },
    { title: HERALD_TOWERS_LINK.name, description: HERO.intro },
  );
}

export const meta = loaderMeta(T.pageNotFound);

/** /herald-towers : the listings of Herald Towers, the building with a fixed route (docs/product.md §2). */
export default function HeraldTowers({ loaderData }: Route.ComponentProps) {
  return <ListingsView data={loaderData} hero={HERO} emptyText={G.noBuildingProperties} />;
}

export function ErrorBoundary() {
  return <ListingsErrorView hero={HERO} message={G.loadBuildingFailedDetail} />;
}
