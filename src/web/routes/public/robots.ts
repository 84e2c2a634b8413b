import type { Route } from './+types/robots';
import { siteOrigin } from './page-location.server.ts';

/** /robots.txt: everything public may be crawled; the back-office and the API may not. */
export function loader({ request, context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${siteOrigin(request, context)}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
