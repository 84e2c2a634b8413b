import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { ADMIN_RESOURCES } from './admin/resources.ts';
import { PUBLIC_FEATURES } from './routes/public/features.ts';

/** The back-office's screens as its resources declare them (decision 104): before signing in, or inside the shell. */
function adminScreens(kind: 'signedOut' | 'screens'): RouteConfigEntry[] {
  return Object.entries(ADMIN_RESOURCES).flatMap(([folder, resource]) =>
    Object.entries(resource[kind] ?? {}).map(([path, file]) => route(path, `admin/${folder}/${file}`)),
  );
}

/**
 * The public site's routes: the site's own pages, then its features' (decision 104). For Spanish or
 * Chinese, each route's id is its English id behind `es/` or `zh/`.
 */
function publicSite(language?: 'es' | 'zh'): RouteConfigEntry {
  const id = (file: string) => (language ? { id: `${language}/${file.replace(/\.tsx?$/, '')}` } : {});
  const page = (path: string, file: string) => route(path, file, id(file));
  return layout('routes/public/layout.tsx', id('routes/public/layout.tsx'), [
    index('routes/public/home.tsx', id('routes/public/home.tsx')),
    page('about', 'routes/public/about.tsx'),
    page('blog', 'routes/public/blog.tsx'),
    page('sublets', 'routes/public/sublets.tsx'),
    page('rooms', 'routes/public/rooms.tsx'),
    page('herald-towers', 'routes/public/herald-towers.tsx'),
    page('property/:id', 'routes/public/property.tsx'),
    page('privacy', 'routes/public/privacy.tsx'),
    // Each feature's pages, as its folder declares them.
    ...Object.entries(PUBLIC_FEATURES).flatMap(([folder, feature]) =>
      Object.entries(feature.pages).map(([path, file]) => page(path, `routes/public/${folder}/${file}`)),
    ),
    // One route per building of the buildings call (unknown slugs are 404).
    page(':building', 'routes/public/building.tsx'),
    page('*', 'routes/public/not-found.tsx'),
  ]);
}

export default [
  // Public site: server-rendered, in English at the unprefixed addresses and again under /es/ and /zh/
  // (docs/decisions/070): the same route modules, their ids prefixed with the language.
  publicSite(),
  ...prefix('es', [publicSite('es')]),
  ...prefix('zh', [publicSite('zh')]),
  route('sitemap.xml', 'routes/public/sitemap.ts'),
  route('robots.txt', 'routes/public/robots.ts'),

  // Back-office: client-rendered under /admin/*.
  ...prefix('admin', [
    layout('admin/kit/root.tsx', [
      index('admin/kit/redirect.tsx', { id: 'admin-index' }),
      ...adminScreens('signedOut'),
      layout('admin/kit/shell.tsx', adminScreens('screens')),
      // Unknown admin paths: the dashboard when signed in, the login screen otherwise.
      route('*', 'admin/kit/redirect.tsx', { id: 'admin-unknown' }),
    ]),
  ]),
] satisfies RouteConfig;
