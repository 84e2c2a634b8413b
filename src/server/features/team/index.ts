/** What the team feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { teamRoutes } from './team.routes.ts';
export { TeamService } from './team.service.ts';
