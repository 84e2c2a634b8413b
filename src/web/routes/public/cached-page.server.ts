import { PAGE_CACHE_HEADER } from '../../../server/web/page-cache.ts';

/**
 * The `headers` export of a public page whose HTML depends only on listings and tips: lets the server's
 * page cache keep it until a listing or a tip changes (see src/server/web/page-cache.ts).
 */
export function cachedPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  const headers = new Headers(loaderHeaders);
  headers.set(PAGE_CACHE_HEADER, 'listings');
  return headers;
}
