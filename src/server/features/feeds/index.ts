/** What the feeds feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { feedsFeature, type FeedsServices } from './feature.ts';
