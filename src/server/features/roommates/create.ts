import type { BuildingDto } from '../../../shared/buildings.schema.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import type { Db } from '../../platform/db/client.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { SeekersService } from './seekers.service.ts';
import { RoommatesStaff } from './staff.service.ts';

/** The seekers' own side and the back-office's. */
export interface RoommatesService {
  seekers: SeekersService;
  staff: RoommatesStaff;
}

export function createRoommatesService(deps: {
  db: Db;
  mail: MailService;
  buildings: () => Promise<BuildingDto[]>;
  sender: () => Promise<SiteSettings>;
  origin: string;
  /** The server's signing secret: the alerts' one-click stop links are signed with a key derived from it. */
  secret: string;
  clock: () => Date;
}): RoommatesService {
  return { seekers: new SeekersService(deps), staff: new RoommatesStaff(deps) };
}
