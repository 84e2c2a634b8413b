/** The texts of the fair housing wording check (decision 041), in the listing form, the listings table, the dashboard and the reply form. */

const quoted = (phrases: readonly string[]) => phrases.map((phrase) => `“${phrase}”`).join(', ');

export const FAIR_HOUSING_TEXT = {
  /** Asked before a listing with flagged wording is saved as active. */
  confirmPublish: (phrases: readonly string[]) => `This wording may break New York City's Human Rights Law: ${quoted(phrases)}`,
  confirmPublishTitle: 'Publish this wording?',
  confirmPublishDetail:
    'Renters, fair housing testers and the City’s Commission on Human Rights read listings as advertisements. Change the wording, or publish anyway: your confirmation is recorded on the listing.',
  publishAnyway: 'Publish anyway',
  reviewWording: 'Review the wording',
  /** Asked before a reply with flagged wording is sent. */
  confirmReply: (phrases: readonly string[]) =>
    `This reply's wording may break New York City's Human Rights Law: ${quoted(phrases)}`,
  confirmReplyTitle: 'Send this wording?',
  sendAnyway: 'Send anyway',
  reviewReply: 'Review the reply',
  // The list under a checked field.
  flaggedCount: (n: number) => (n === 1 ? '1 phrase may break fair housing law' : `${n} phrases may break fair housing law`),
  betterLabel: (better: string) => `Use “${better}”`,
  replaceLabel: (phrase: string, better: string) => `Use “${better}” instead of “${phrase}”`,
  noBetter: 'Rephrase it or leave it out.',
  source: 'Source',
  inFeeNames: 'In the fee names',
  confirmedNote: (name: string, date: string, phrases: readonly string[]) =>
    `${name} confirmed publishing ${quoted(phrases)} on ${date}.`,
  // Listings table and dashboard.
  marker: 'Flagged wording',
  markerTitle: (n: number) => (n === 1 ? '1 flagged phrase' : `${n} flagged phrases`),
  filterLabel: 'Flagged wording only',
  dashboardCard: 'Active listings with flagged wording',
  dashboardAllClear: 'No active listing has flagged wording.',
} as const;
