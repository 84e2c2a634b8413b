import { SeekersService, type RoommatesContext } from './seekers.service.ts';
import { RoommatesStaff } from './staff.service.ts';

/** The seekers' own side and the back-office's. */
export interface RoommatesService {
  seekers: SeekersService;
  staff: RoommatesStaff;
}

export function createRoommatesService(deps: RoommatesContext): RoommatesService {
  return { seekers: new SeekersService(deps), staff: new RoommatesStaff(deps) };
}
