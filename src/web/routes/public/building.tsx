import { data } from 'react-router';
import { buildingLinks } from '../../../shared/building-links.ts';
import { ListingsView } from '../../components/public/listings-view.tsx';
import { ListingsErrorView } from '../../components/public/route-errors.tsx';
import { usePublicText, useTexts } from '../../i18n.tsx';
import { serverTexts } from '../../i18n.server.ts';
import type { Route } from './+types/building';
import { listingPageHeaders, viewedPageHeaders } from './cached-page.server.ts';
import { loaderMeta } from './error-meta.ts';
import { loadListingsPage } from './listings-page.server.ts';

export const headers = listingPageHeaders(viewedPageHeaders('building'));

/** /{building}: one route per building of the buildings call (docs/product.md §2); any other slug is 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const building = buildingLinks(await context.services.listings.buildings()).find((b) => b.slug === params.building);
  if (!building) throw data(null, { status: 404 });
  const { GRID_TEXT: G } = serverTexts(request, 'grids');
  const seo = { title: building.name, description: G.buildingIntro(building.address) };
  return { ...(await loadListingsPage(request, context, { building: building.slug }, seo)), building };
}

export const meta = loaderMeta({ frame: 'pageNotFound' });

export default function BuildingPage({ loaderData }: Route.ComponentProps) {
  const T = usePublicText();
  const { GRID_TEXT: G } = useTexts('grids');
  const { building } = loaderData;
  return (
    <ListingsView
      data={loaderData}
      hero={{ eyebrow: T.buildings, title: building.name, intro: G.buildingIntro(building.address) }}
      emptyText={G.noBuildingProperties}
    />
  );
}

export function ErrorBoundary() {
  const T = usePublicText();
  const { GRID_TEXT: G } = useTexts('grids');
  return (
    <ListingsErrorView hero={{ eyebrow: T.buildings, title: G.buildingPropertiesTitle }} message={G.loadBuildingFailedDetail} />
  );
}
