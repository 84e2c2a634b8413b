/** Roommate placement, the seekers (docs/decisions/065): what the rest of the server uses. */
export { roommatesRoutes } from './roommates.routes.ts';
export { createRoommatesService, type RoommatesService } from './create.ts';
export { roommatesOfPerson } from './person-records.ts';
