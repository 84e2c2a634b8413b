/**
 * The headers of a page whose address carries a secret (a password reset link): never stored by a
 * browser or proxy, never indexed, and never sent on as a Referer.
 */
export const TOKEN_PAGE_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
} as const;
