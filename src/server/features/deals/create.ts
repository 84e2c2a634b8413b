import { UnsubscribeTokens } from '../../api/newsletter/unsubscribe-token.ts';
import type { ListingsService } from '../../api/listings/listings.service.ts';
import type { SiteSettingsService } from '../../api/settings/site-settings.service.ts';
import type { DbHandle } from '../../db/client.ts';
import type { MailService } from '../../mail/mail.service.ts';
import type { ViewingsService } from '../../viewings/viewings.service.ts';
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
  });
}
