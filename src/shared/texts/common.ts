/** Texts shared by the whole product. */
export const COMMON_TEXT = {
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongDetail: 'An unexpected error occurred. You can try again or reload the page.',
  tryAgain: 'Try Again',
  reloadPage: 'Reload Page',
  /** 503: the database (or photo storage) cannot answer for a moment. */
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
} as const;

/** What a page route answers when a request is refused before its page runs (decision 029). */
export const REQUEST_LIMIT_TEXT = {
  /** The API's 413 envelope message. */
  bodyTooLarge: 'Request body is too large',
  tooLargeTitle: 'This form is too large to send',
  tooLargeDetail: (limitKb: number) =>
    `What was sent is larger than this site accepts from a form (${limitKb} KB). Please shorten your message and send it again.`,
  foreignOriginTitle: 'This form was sent from another site',
  foreignOriginDetail:
    'For your safety, this site only accepts forms sent from its own pages. Please open the page on this site and send the form from there.',
  backToSite: 'Back to the site',
  /** 414: a path longer than the site reads (docs/decisions/093); also the API's envelope message. */
  addressTooLongTitle: 'This address is too long',
  addressTooLongDetail: 'The address you followed is longer than any page of this site. Please check the link and try again.',
} as const;
