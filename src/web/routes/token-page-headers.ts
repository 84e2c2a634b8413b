/**
 * The headers of a public page whose address carries a secret token (a newsletter unsubscribe link,
 * a saved search's manage and stop links, a viewing's manage page and the staff's Confirm and Decline links): never stored by a browser or proxy, never indexed, and the
 * address never sent on as a Referer to another site (its own forms still send their origin).
 */
export const TOKEN_PAGE_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'same-origin',
  'x-robots-tag': 'noindex',
} as const;
