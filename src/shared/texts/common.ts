/** Texts shared by the whole product. */
export const COMMON_TEXT = {
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongDetail: 'An unexpected error occurred. You can try again or reload the page.',
  tryAgain: 'Try Again',
  reloadPage: 'Reload Page',
  /** 503: the database (or photo storage) cannot answer for a moment. */
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
} as const;
