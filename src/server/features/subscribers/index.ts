/** What the subscribers feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { keepAlertSubscriber, newsletterReaders, releaseAlertSubscriber, unsubscribe } from './subscriptions.ts';
export { subscribersFeature, type SubscribersServices } from './feature.ts';
