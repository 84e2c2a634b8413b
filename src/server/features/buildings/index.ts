/** What the buildings feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { buildingsFeature } from './feature.ts';
