/**
 * Texts of the subscribers API and its staff screens (docs/product.md §5 'Newsletter', §7 'Subscribers',
 * success messages), word for word where the spec gives them. The forms' texts: newsletter.ts.
 */
export const SUBSCRIBERS_TEXT = {
  // API validation and answers (docs/product.md §5, §7, §8).
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  nameTooLong: 'Name must be at most 100 characters',
  alreadySubscribed: 'Email already subscribed',
  subscribed: 'Thank you for subscribing!',
  unsubscribed: 'You have been unsubscribed',
  /** POST /subscribers/unsubscribe: the one answer for every address, subscribed or not (decision 029). */
  unsubscribeLinkSent:
    'If this address receives our newsletter, we have e-mailed it a link to unsubscribe. The link in every newsletter e-mail also unsubscribes at once.',
  subscriberNotFound: 'Subscriber not found',
  deleted: 'Subscriber deleted successfully',
  bulkDeleted: (n: number) => `${n} subscribers deleted successfully`,
  bulkStatusUpdated: (n: number) => `${n} subscribers updated successfully`,
  invalidId: 'Invalid subscriber id',
  idsRequired: 'ids must be a list of subscriber ids',
  idsTooMany: 'ids may list at most 1000 subscribers',
  statusInvalid: "status must be 'active' or 'unsubscribed'",
  statusFilterInvalid: "status must be 'active', 'unsubscribed' or 'all'",
  pageInvalid: 'page must be a whole number from 1',
  limitInvalid: 'limit must be a whole number from 1 to 100',
  sortInvalid: "sort must be 'email', 'status' or 'subscribedAt'",
  orderInvalid: "order must be 'asc' or 'desc'",
  searchTooLong: 'search must be at most 200 characters',
} as const;
