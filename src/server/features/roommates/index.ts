/** Roommate placement, the seekers (docs/decisions/065): what the rest of the server uses. */
export { roommatesOfPerson } from './person-records.ts';
export { roommatesFeature, type RoommatesServices, type RoommatesOptions } from './feature.ts';
