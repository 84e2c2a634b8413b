/** Whether a request path belongs to the JSON API (`/api`, `/api/…`), which never answers a page. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
