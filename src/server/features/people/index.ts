/** One person, one timeline (docs/decisions/091): what the rest of the server uses. */
export { peopleRoutes } from './people.routes.ts';
export { PersonTimeline } from './timeline.ts';
