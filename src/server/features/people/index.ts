/** One person, one timeline (docs/decisions/091): what the rest of the server uses. */
export { peopleFeature, type PeopleServices } from './feature.ts';
