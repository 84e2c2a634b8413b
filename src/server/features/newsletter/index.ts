/** What the newsletter feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { listingHtml, listingTextLines } from './digest-mail.ts';
export type { DigestListing } from './digest-mail.ts';
export { ListingMailer } from './listing-mailer.ts';
export type { RecipientWriter, RoundAudience, RoundOutcome } from './listing-mailer.ts';
export { listHeaders } from './newsletter-mail.ts';
export type { NewsletterSender } from './newsletter-mail.ts';
export { addRoundRecipients, claimListingMail, forgetListingMail, listingsMailed } from './sent-records.ts';
export { UnsubscribeTokens } from './unsubscribe-token.ts';
export { newsletterFeature, type NewsletterServices, type NewsletterOptions } from './feature.ts';
