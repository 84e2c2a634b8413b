import { MatchCache } from './match-cache.ts';
import { SeekersService, type RoommatesContext } from './seekers.service.ts';
import { RoommatesStaff } from './staff.service.ts';

/** The seekers' own side and the back-office's. */
export interface RoommatesService {
  seekers: SeekersService;
  staff: RoommatesStaff;
}

/** Both sides rank from one cache of the rooms and seekers (one copy per instance). */
export function createRoommatesService(deps: RoommatesContext): RoommatesService {
  const cache = new MatchCache(deps.db);
  return { seekers: new SeekersService(deps, cache), staff: new RoommatesStaff(deps, cache) };
}
