import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * What a route's `headers` export may carry for the page cache (the export is server-only, so none of
 * this reaches browsers): `pageQuery` gives the canonical query of a request's parameters as the page
 * reads them ('' or '?a=1&b=2', in a fixed order, unknown parameters left out), so every way of
 * writing the same page shares one cache entry.
 */
export interface PageCacheQuery {
  pageQuery?: (params: URLSearchParams) => string;
}

export type PageQuery = NonNullable<PageCacheQuery['pageQuery']>;

/** The route tree of a server build, as `matchRoutes` takes it. */
function routeTree(build: ServerBuild, parentId?: string): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => ({
      id: route!.id,
      path: route!.path,
      index: route!.index,
      caseSensitive: route!.caseSensitive,
      ...(route!.index ? {} : { children: routeTree(build, route!.id) }),
    })) as RouteObject[];
}

/** Remembered pathnames (a bounded memo: matching ranks every route again on each call). */
const MAX_REMEMBERED = 2000;

/**
 * The `pageQuery` of the page at a pathname (of the deepest matched route that has one), or
 * undefined: then the page cache keeps the query parameters pages read (react-router.ts). React
 * Router's data requests (`/sublets.data`, `/_root.data` for `/`) belong to their page.
 */
export function pageQueries(build: ServerBuild): (pathname: string) => PageQuery | undefined {
  const routes = routeTree(build);
  const byPath = new Map<string, PageQuery | undefined>();
  return (pathname) => {
    if (byPath.has(pathname)) return byPath.get(pathname);
    const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
    let found: PageQuery | undefined;
    for (const match of matchRoutes(routes, page) ?? []) {
      const headers = build.routes[match.route.id!]?.module.headers as PageCacheQuery | undefined;
      if (headers?.pageQuery) found = headers.pageQuery;
    }
    if (byPath.size >= MAX_REMEMBERED) byPath.clear();
    byPath.set(pathname, found);
    return found;
  };
}
