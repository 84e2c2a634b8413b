import { MAX_LIST_LIMIT } from '../../../shared/constants.ts';
import { buildingLinks, HERALD_TOWERS_LINK } from '../../components/public/building-links.ts';
import { propertyPath } from '../../components/public/listing-format.ts';
import type { Route } from './+types/sitemap';
import { cachedPageHeaders } from './cached-page.server.ts';
import { siteOrigin } from './page-location.server.ts';

/** The public pages that exist whatever the listings are. */
export const STATIC_PUBLIC_PATHS = ['/', '/sublets', HERALD_TOWERS_LINK.href, '/about', '/blog'];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

/** /sitemap.xml: every public page, every building page and every active listing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, context);
  const listings = context.services.listings;
  const buildings = buildingLinks(await listings.buildings());
  const entries: Array<{ path: string; lastmod?: string }> = [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path })),
    ...buildings.map((b) => ({ path: b.href })),
  ];
  for (let page = 1; ; page++) {
    const result = await listings.list({ page, limit: MAX_LIST_LIMIT, sort: 'created_at', order: 'desc' });
    for (const l of result.listings) entries.push({ path: propertyPath(l.id), lastmod: l.updated_at });
    if (page >= result.totalPages) break;
  }
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeXml(`${origin}${e.path}`)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`,
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  const headers = cachedPageHeaders({ loaderHeaders: new Headers() });
  headers.set('content-type', 'application/xml; charset=utf-8');
  return new Response(body, { headers });
}
