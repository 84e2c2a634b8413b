import type { AgencyService } from '../agency/index.ts';
import { UnsubscribeTokens } from '../newsletter/index.ts';
import type { ListingsService } from '../listings/index.ts';
import type { SiteSettingsService } from '../settings/index.ts';
import type { DbHandle } from '../../platform/db/client.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import type { ViewingsService } from '../viewings/index.ts';
import { DealsService } from './deals.service.ts';

/** The deals service of one app. */
export function createDealsService(deps: {
  database: DbHandle;
  mail: MailService;
  siteUrl: string;
  /** The server's signing secret (the unsubscribe links of the after-lease e-mails). */
  secret: string;
  listings: ListingsService;
  viewings: () => ViewingsService;
  siteSettings: SiteSettingsService;
  clock: () => Date;
  agency: AgencyService;
}): DealsService {
  return new DealsService({
    db: deps.database.db,
    dialect: deps.database.dialect,
    mail: deps.mail,
    siteUrl: deps.siteUrl,
    unsubscribeTokens: new UnsubscribeTokens(deps.secret, 'after-lease-v1'),
    listings: deps.listings,
    viewings: deps.viewings,
    siteSettings: deps.siteSettings,
    clock: deps.clock,
    agency: deps.agency,
  });
}
