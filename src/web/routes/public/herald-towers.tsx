import { HERALD_TOWERS_LINK } from '../../../shared/building-links.ts';
import { ListingsView } from '../../components/public/listings-view.tsx';
import { ListingsErrorView } from '../../components/public/route-errors.tsx';
import { usePublicText, useTexts } from '../../i18n.tsx';
import { serverTexts } from '../../i18n.server.ts';
import type { Route } from './+types/herald-towers';
import { listingPageHeaders, viewedPageHeaders } from './cached-page.server.ts';
import { loaderMeta } from './error-meta.ts';
import { loadListingsPage } from './listings-page.server.ts';

function useHero() {
  const T = usePublicText();
  const { GRID_TEXT: G } = useTexts('grids');
  return { eyebrow: T.buildings, title: HERALD_TOWERS_LINK.name, intro: G.buildingIntro(HERALD_TOWERS_LINK.address) };
}

export const headers = listingPageHeaders(viewedPageHeaders('building'));

export function loader({ request, context }: Route.LoaderArgs) {
  const { GRID_TEXT: G } = serverTexts(request, 'grids');
  return loadListingsPage(
    request,
    context,
    { building: HERALD_TOWERS_LINK.slug },
    { title: HERALD_TOWERS_LINK.name, description: G.buildingIntro(HERALD_TOWERS_LINK.address) },
  );
}

export const meta = loaderMeta({ frame: 'pageNotFound' });

/** /herald-towers : the listings of Herald Towers, the building with a fixed route (docs/product.md §2). */
export default function HeraldTowers({ loaderData }: Route.ComponentProps) {
  const { GRID_TEXT: G } = useTexts('grids');
  return <ListingsView data={loaderData} hero={useHero()} emptyText={G.noBuildingProperties} />;
}

export function ErrorBoundary() {
  const { GRID_TEXT: G } = useTexts('grids');
  return <ListingsErrorView hero={useHero()} message={G.loadBuildingFailedDetail} />;
}
