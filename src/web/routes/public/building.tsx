import { data } from 'react-router';
import { PUBLIC_TEXT as T } from '../../../shared/texts/public.ts';
import { GRID_TEXT as G } from '../../../shared/texts/grids.ts';
import { buildingLinks } from '../../../shared/building-links.ts';
import { ListingsView } from '../../components/public/listings-view.tsx';
import { ListingsErrorView } from '../../components/public/route-errors.tsx';
import type { Route } from './+types/building';
import { listingPageHeaders, viewedPageHeaders } from './cached-page.server.ts';
import { loaderMeta } from './error-meta.ts';
import { loadListingsPage } from './listings-page.server.ts';

export const headers = listingPageHeaders(viewedPageHeaders('building'));

/** /{building}: one route per building of the buildings call (docs/product.md §2); any other slug is 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const building = buildingLinks(await context.services.listings.buildings()).find((b) => b.slug === params.building);
  if (!building) throw data(null, { status: 404 });
  const seo = { title: building.name, description: G.buildingIntro(building.address) };
  return { ...(await loadListingsPage(request, context, { building: building.slug }, seo)), building };
}

export const meta = loaderMeta(T.pageNotFound);

export default function BuildingPage({ loaderData }: Route.ComponentProps) {
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
  return (
    <ListingsErrorView hero={{ eyebrow: T.buildings, title: G.buildingPropertiesTitle }} message={G.loadBuildingFailedDetail} />
  );
}
