/**
 * Saved searches and their alerts (docs/product.md 'Alerts for a search'): the form under the filters,
 * the page it posts to, the confirmation and alert e-mails, the manage page, the back-office words.
 * The age consent is the newsletter's own sentence (NEWSLETTER_TEXT.ageConsent), the same rule.
 */
export const ALERT_TEXT = {
  // The form under the filters of every listing grid.
  heading: 'Get alerts for this search',
  intro: 'I e-mail you the new listings that match. You confirm your address first.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  frequency: 'How often',
  instant: 'As they are listed',
  daily: 'Once a day (8 am)',
  save: 'Get alerts',
  honeypot: 'Leave this field empty',
  // The answer (the same whether or not the address already has alerts).
  checkInboxHeading: 'Check your inbox',
  checkInbox: (email: string) =>
    `If ${email} can receive e-mail, a message with a confirmation link is on its way. The alerts start once you confirm; the link works for 7 days.`,
  backToSearch: 'Back to the listings',
  pageTitle: 'Listing alerts',
  needFrequency: 'Please choose how often to receive alerts.',
  unknownGrid: 'This search cannot be saved. Please start from a listings page.',

  // The manage page /alerts/{token}.
  eyebrow: 'Listing alerts',
  invalidHeading: 'This link does not work',
  invalidLink:
    'This alert link is not valid or has expired. Please use the link from your latest e-mail, or save the search again.',
  confirmHeading: 'Confirm your alert',
  confirmDetail: (email: string) => `Send the new listings that match this search to ${email}:`,
  confirm: 'Confirm alert',
  confirmedHeading: 'Your alert is on',
  manageHeading: 'Your listing alert',
  manageDetail: (email: string) => `New listings that match this search go to ${email}.`,
  searchLabel: 'Search',
  onGrid: 'Listings',
  saveChanges: 'Save changes',
  saved: 'Your changes are saved.',
  stop: 'Stop these alerts',
  stoppedHeading: 'Alerts stopped',
  stoppedDetail: (email: string) => `No more alerts for this search go to ${email}.`,
  resume: 'Turn alerts back on',
  seeListings: 'See the matching listings',
  tooMany: (n: number) => `An address can hold ${n} alerts at most. Stop one from its e-mail before saving another.`,

  // The e-mails.
  confirmSubject: (brand: string) => `Confirm your listing alert at ${brand}`,
  confirmAsked: (brand: string) => `Someone asked ${brand} to e-mail this address new listings that match:`,
  confirmHowOften: (frequency: 'instant' | 'daily') =>
    frequency === 'instant'
      ? 'How often: as they are listed (a few minutes at most).'
      : 'How often: once a day at 8 am New York time, when something new matches.',
  confirmLink: (url: string) => `To start the alerts, confirm within 7 days: ${url}`,
  confirmIgnore: 'If it was not you, ignore this e-mail: nothing more will be sent.',
  alertSubject: (count: number, words: string) =>
    `${count} new ${count === 1 ? 'listing' : 'listings'} for your search: ${words}`,
  alertIntro: (count: number) => `${count} new ${count === 1 ? 'listing matches' : 'listings match'} your search`,
  alertMore: (count: number) => `and ${count} more`,
  seeAllMatches: 'See all matching listings',
  manageLine: (url: string) => `Change this alert or how often it comes: ${url}`,
  whyYouGetThis: (brand: string) => `You receive this e-mail because you saved a search at ${brand} and confirmed it.`,
  stopLine: (url: string) => `To stop this alert, in one click: ${url}`,

  // The search in words (e-mails, manage page, back-office).
  allListings: 'All listings',
  sublets: 'Sublets',
  anyListing: 'any new listing',
  wordsPriceRange: (from: string, to: string) => `${from} to ${to}`,
  wordsPriceFrom: (from: string) => `from ${from}`,
  wordsPriceTo: (to: string) => `up to ${to}`,
  wordsBeds: (n: number) => (n === 0 ? 'Studio' : n >= 3 ? '3+ bedrooms' : `${n} ${n === 1 ? 'bedroom' : 'bedrooms'}`),
  wordsBaths: (n: number) => `${n}+ bathrooms`,
  wordsAvailableBy: (date: string) => `available by ${date}`,
  frequencyWord: { instant: 'Instant', daily: 'Daily' } as Record<'instant' | 'daily', string>,

  // Back-office (Newsletter Subscribers).
  alertsBadge: (n: number) => `${n} ${n === 1 ? 'alert' : 'alerts'}`,
  alertsOnly: 'Alerts only',
  stoppedWord: 'stopped',
} as const;
