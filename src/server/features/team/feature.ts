import type { ProductFeature } from '../index.ts';
import { teamRoutes } from './team.routes.ts';
import { TeamService } from './team.service.ts';

/** What the team feature adds to the services. */
export interface TeamServices {
  /** The back-office accounts on the Team page: list, disable, enable, delete. */
  team: TeamService;
}

/** The back-office accounts on the Team page: list, disable, enable, delete. */
export const teamFeature: ProductFeature<TeamServices> = {
  name: 'team',
  services: ({ database }) => ({ team: new TeamService(database.db, database.dialect) }),
  api: async (api) => {
    await api.register(teamRoutes);
  },
};
