/** What the newsletter feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { listingHtml, listingTextLines } from './digest-mail.ts';
export type { DigestListing } from './digest-mail.ts';
export { DEFAULT_SCHEDULER_OPTIONS, DigestScheduler } from './digest-scheduler.ts';
export type { SchedulerOptions } from './digest-scheduler.ts';
export { DigestsService } from './digests.service.ts';
export { ListingMailer } from './listing-mailer.ts';
export type { RecipientWriter, RoundAudience, RoundOutcome } from './listing-mailer.ts';
export { listHeaders } from './newsletter-mail.ts';
export type { NewsletterSender } from './newsletter-mail.ts';
export { newsletterRoutes } from './newsletter.routes.ts';
export { NewsletterService } from './newsletter.service.ts';
export type { NewsletterContext } from './newsletter.service.ts';
export { UnsubscribeTokens } from './unsubscribe-token.ts';
