import { data, type AppLoadContext, type MetaDescriptor } from 'react-router';
import { PUBLIC_PAGE_SIZE } from '../../../shared/constants.ts';
import { buildingLinks } from '../../components/public/building-links.ts';
import type { ListingsPageData } from '../../components/public/listings-view.tsx';
import { listingsPageMeta } from './listings-meta.server.ts';
import { pageLocation } from './page-location.server.ts';

export interface ListingsLoaderData extends ListingsPageData {
  meta: MetaDescriptor[];
}

/** ?page=N: absent means 1; anything but a whole number from 1 is not a page (404). */
export function parsePage(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

/**
 * A listing page's data: its page of active listings (6 per page, newest first, SPEC §9) with the
 * given filter, the buildings for the browse links, and its meta tags. A page past the last is 404.
 */
export async function loadListingsPage(
  request: Request,
  context: AppLoadContext,
  filter: { isSublet?: boolean; building?: string },
  seo: { title: string; description: string | ((tagline: string) => string) },
): Promise<ListingsLoaderData> {
  const url = new URL(request.url);
  const page = parsePage(url);
  const listings = context.services.listings;
  const [result, buildings, site] = await Promise.all([
    listings.list({ page, limit: PUBLIC_PAGE_SIZE, sort: 'created_at', order: 'desc', ...filter }),
    listings.buildings(),
    context.services.siteSettings.get(),
  ]);
  if (page > 1 && page > result.totalPages) throw data(null, { status: 404 });
  const pageData: ListingsPageData = {
    listings: result.listings,
    page,
    totalPages: result.totalPages,
    totalListings: result.totalListings,
    pathname: url.pathname,
    buildings: buildingLinks(buildings),
  };
  const location = pageLocation(request, context, { page: page > 1 ? String(page) : undefined });
  const description = typeof seo.description === 'function' ? seo.description(site.tagline) : seo.description;
  return { ...pageData, meta: listingsPageMeta({ ...pageData, location, site }, seo.title, description) };
}
