import { PAGE_CACHE_HEADER, PAGE_VIEW_HEADER } from '../../../server/platform/web/page-cache.ts';
import type { PageCacheQuery } from '../../../server/platform/web/page-query.ts';
import { listingPageQuery } from '../../../shared/listing-search.ts';

/**
 * The `headers` export of a public page whose HTML depends only on listings and tips: lets the server's
 * page cache keep it until a listing or a tip changes (see src/server/platform/web/page-cache.ts).
 */
export function cachedPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  const headers = new Headers(loaderHeaders);
  headers.set(PAGE_CACHE_HEADER, 'listings');
  return headers;
}

/**
 * The `headers` export of a cached public page whose views are counted (decision 040): `kind` names it
 * ('home', 'building', 'property'); the server reads the building or listing from the address, counts
 * the view and removes the header.
 */
export function viewedPageHeaders(kind: 'home' | 'building' | 'property') {
  return (args: { loaderHeaders: Headers }): Headers => {
    const headers = cachedPageHeaders(args);
    headers.set(PAGE_VIEW_HEADER, kind);
    return headers;
  };
}

type HeadersExport = (args: { loaderHeaders: Headers }) => Headers;

/**
 * The `headers` export of a listing page (/, a building, /sublets): `headers` (cached, views counted
 * or not) and, for the page cache, the canonical query of the page's search (see page-query.ts), so
 * every way of writing one search is rendered once and shares one entry.
 */
export function listingPageHeaders(headers: HeadersExport = cachedPageHeaders): HeadersExport & PageCacheQuery {
  return Object.assign((args: { loaderHeaders: Headers }) => headers(args), { pageQuery: listingPageQuery });
}
