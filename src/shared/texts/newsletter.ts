import type { NewsletterPeriod } from '../site-settings.ts';

/**
 * Texts of the newsletter beyond the subscription form: the subscribers export, the digests
 * panel and 'Send digest now', the unsubscribe page, and the welcome and digest e-mails.
 */
export const NEWSLETTER_ADMIN_TEXT = {
  // Export (CSV of the selected subscribers).
  csvColumns: ['Email', 'Name', 'Status', 'Subscribed Date', 'Saved Searches'],
  /** A saved search in the export: its words, how often, and whether it is stopped. */
  csvSearch: (words: string, frequency: string, stopped: boolean) => `${words} (${frequency}${stopped ? ', stopped' : ''})`,
  statusLabel: (status: string) => status.charAt(0).toUpperCase() + status.slice(1),
  exported: (n: number) => `Exported ${n} ${n === 1 ? 'subscriber' : 'subscribers'}`,
  exportFailed: 'Failed to export subscribers',
  exportError: 'An error occurred while exporting subscribers',
  exportFileName: (date: string) => `subscribers-${date}.csv`,
  exportNoneFound: 'None of the selected subscribers exist any more',
} as const;

/** The newsletter e-mails: welcome and new-listing digest. */
export const NEWSLETTER_MAIL_TEXT = {
  welcomeSubject: (brand: string) => `Welcome to the ${brand} newsletter`,
  greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
  welcomeThanks: (brand: string) => `Thank you for subscribing to the ${brand} newsletter.`,
  welcomeWhat:
    'What you will receive: the apartments and sublets that come on the market, each with its photo, rent, bedrooms and address and a link to its page.',
  welcomeHowOften: {
    weekly: 'How often: one e-mail a week at most, and only when something new was listed.',
    daily: 'How often: one e-mail a day at most, and only when something new was listed.',
    off: 'How often: the new-listing e-mail is paused for now; you will hear from me when it resumes.',
  } satisfies Record<NewsletterPeriod, string>,
  browseNow: (url: string) => `See what is available today: ${url}`,
  unsubscribeLine: (url: string) => `To stop receiving these e-mails, unsubscribe in one click: ${url}`,
  whyYouGetThis: (brand: string) => `You receive this e-mail because you subscribed to the ${brand} newsletter.`,
  unsubscribe: 'Unsubscribe',

  // The e-mail that answers an unsubscribe request by address (sent to that address only).
  unsubscribeSubject: (brand: string) => `Unsubscribe from the ${brand} newsletter`,
  unsubscribeAsked: (brand: string) =>
    `Someone asked to stop the ${brand} newsletter for this address. If it was you, unsubscribe in one click:`,
  unsubscribeIgnore: 'If it was not you, ignore this e-mail: you stay subscribed.',

  digestSubject: (count: number, brand: string, period: NewsletterPeriod) =>
    count === 1
      ? `1 new listing ${period === 'daily' ? 'today' : 'this week'} at ${brand}`
      : `${count} new listings ${period === 'daily' ? 'today' : 'this week'} at ${brand}`,
  digestIntro: (count: number) =>
    count === 1
      ? 'A new listing is on the market since my last e-mail:'
      : `${count} listings are on the market since my last e-mail:`,
  sublet: 'Sublet',
  perMonth: '/mo',
  studio: 'Studio',
  beds: (n: number) => `${n} ${n === 1 ? 'Bed' : 'Beds'}`,
  baths: (n: number) => `${n} ${n === 1 ? 'Bath' : 'Baths'}`,
  viewProperty: 'View property',
  seeAll: 'See all listings',
  replyHint: 'Questions about a listing? Reply to this e-mail and I will answer within one business day.',
} as const;

/** The API's answers about digests and unsubscribe links. */
export const NEWSLETTER_API_TEXT = {
  digestStarted: (listings: number, recipients: number) =>
    `Digest of ${listings} ${listings === 1 ? 'listing' : 'listings'} is on its way to ${recipients} ${recipients === 1 ? 'subscriber' : 'subscribers'}`,
  nothingNew: 'Nothing new was listed since the last digest: no e-mail was sent',
  noSubscribers: 'There are no active subscribers to send a digest to',
  invalidLink: 'This unsubscribe link is not valid. Please use the link from your latest e-mail.',
  limitInvalid: 'limit must be a whole number from 1 to 100',
} as const;

/** The page behind every newsletter e-mail's unsubscribe link (/unsubscribe?token=…). */
export const UNSUBSCRIBE_TEXT = {
  pageTitle: 'Unsubscribe',
  eyebrow: 'Newsletter',
  confirmHeading: 'Unsubscribe from the newsletter?',
  confirmDetail: (email: string, brand: string) => `${email} will no longer receive new-listing e-mails from ${brand}.`,
  unsubscribe: 'Unsubscribe',
  unsubscribing: 'Unsubscribing…',
  keep: 'Keep me subscribed',
  doneHeading: 'You have been unsubscribed',
  doneDetail: (email: string) => `${email} will not receive my newsletter any more.`,
  alreadyHeading: 'You are unsubscribed',
  alreadyDetail: (email: string) => `${email} does not receive my newsletter.`,
  comeBack: 'Changed your mind? Subscribe again with the form at the bottom of this page.',
  invalidHeading: 'This link does not work',
  backToListings: 'Back to Listings',
} as const;

/** The digests panel of the Newsletter Subscribers page. */
export const DIGESTS_PANEL_TEXT = {
  heading: 'New-listing digests',
  intro: 'Listings that became active since the last digest go to every active subscriber, at most once per period.',
  sendNow: 'Send digest now',
  sending: 'Sending…',
  sendFailed: 'Failed to send the digest',
  sendError: 'An error occurred while sending the digest',
  loadError: 'Failed to load the digests',
  retry: 'Retry',
  empty: 'No digest has been sent yet.',
  emptyHint: 'The first one goes out when new listings are published, or when you send it now.',
  date: 'Date',
  listingCount: (n: number) => `${n} ${n === 1 ? 'listing' : 'listings'}`,
  recipients: 'Recipients',
  delivered: 'Delivered',
  failed: 'Failed',
  manual: 'Sent now',
  scheduled: 'Scheduled',
  inProgress: 'Sending',
  sublet: 'Sublet',
  more: (n: number) => `+${n} more`,
} as const;
