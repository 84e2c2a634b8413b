import { ListingsView } from '../../components/public/listings-view.tsx';
import { ListingsErrorView } from '../../components/public/route-errors.tsx';
import { useTexts } from '../../i18n.tsx';
import { serverTexts } from '../../i18n.server.ts';
import type { Route } from './+types/sublets';
import { listingPageHeaders } from './cached-page.server.ts';
import { loaderMeta } from './error-meta.ts';
import { loadListingsPage } from './listings-page.server.ts';

function useHero() {
  const { GRID_TEXT: G } = useTexts('grids');
  return { eyebrow: G.subletsEyebrow, title: G.subletProperties, intro: G.subletIntro };
}

export const headers = listingPageHeaders();

export function loader({ request, context }: Route.LoaderArgs) {
  const { GRID_TEXT: G } = serverTexts(request, 'grids');
  return loadListingsPage(request, context, { isSublet: true }, { title: G.subletProperties, description: G.subletIntro });
}

export const meta = loaderMeta({ frame: 'pageNotFound' });

/** /sublets : 'Summer Sublet Properties', sublets only (docs/product.md §2). */
export default function Sublets({ loaderData }: Route.ComponentProps) {
  const { GRID_TEXT: G } = useTexts('grids');
  return <ListingsView data={loaderData} hero={useHero()} emptyText={G.noSublets} />;
}

export function ErrorBoundary() {
  const { GRID_TEXT: G } = useTexts('grids');
  return <ListingsErrorView hero={useHero()} message={G.loadSubletsFailedDetail} />;
}
