import { MAX_LIST_LIMIT } from '../../../shared/constants.ts';
import { buildingLinks, HERALD_TOWERS_LINK } from '../../../shared/building-links.ts';
import { propertyPath } from '../../../shared/listing-basics.ts';
import { LANGUAGE_TAGS, LANGUAGES, localizedPath } from '../../../shared/i18n/languages.ts';
import type { Route } from './+types/sitemap';
import { cachedPageHeaders } from './cached-page.server.ts';
import { siteOrigin } from './page-location.server.ts';
import { absoluteUrl } from './seo.server.ts';

/** Google's image sitemap extension: each listing page names its photos. */
const IMAGE_SITEMAP_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
/** The alternates of each page in the other languages (docs/decisions/070). */
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** The public pages that exist whatever the listings are. */
export const STATIC_PUBLIC_PATHS = ['/', '/sublets', '/rooms', HERALD_TOWERS_LINK.href, '/about', '/blog'];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

/**
 * /sitemap.xml: every public page, every building page and every active listing with its photos and last change,
 * each with its hreflang alternates in English, Spanish and Chinese (and x-default, the English).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, context);
  const listings = context.services.listings;
  const buildings = buildingLinks(await listings.buildings());
  const entries: Array<{ path: string; lastmod?: string; images?: string[] }> = [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path })),
    ...buildings.map((b) => ({ path: b.href })),
  ];
  for (let page = 1; ; page++) {
    const result = await listings.list({ page, limit: MAX_LIST_LIMIT, sort: 'created_at', order: 'desc' });
    for (const l of result.listings) {
      entries.push({ path: propertyPath(l.id), lastmod: l.updated_at, images: l.images.map((p) => absoluteUrl(origin, p.url)) });
    }
    if (page >= result.totalPages) break;
  }
  const alternates = (path: string) =>
    [
      ...LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[language]}" href="${escapeXml(`${origin}${localizedPath(path, language)}`)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${path}`)}"/>`,
    ].join('');
  // One <url> per page at its English address (the one x-default names), listing the page in all three
  // languages: the Spanish and Chinese addresses are the alternates, and each of those pages names the
  // others in its own head (seo.server.ts), so the pairs point at each other.
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeXml(`${origin}${e.path}`)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}${alternates(e.path)}${(
        e.images ?? []
      )
        .map((image) => `<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`)
        .join('')}</url>`,
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="${IMAGE_SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('\n')}\n</urlset>\n`;
  const headers = cachedPageHeaders({ loaderHeaders: new Headers() });
  headers.set('content-type', 'application/xml; charset=utf-8');
  return new Response(body, { headers });
}
