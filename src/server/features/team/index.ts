/** What the team feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { teamFeature, type TeamServices } from './feature.ts';
