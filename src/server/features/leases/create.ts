import type { Config } from '../../platform/config.ts';
import type { DbHandle } from '../../platform/db/client.ts';
import type { PhotoStore } from '../../platform/images/photo-store.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { sealedFiles } from '../applications/index.ts';
import type { DealsService } from '../deals/index.ts';
import type { SiteSettingsService } from '../settings/index.ts';
import { LeasesService } from './leases.service.ts';
import { loadSealIdentity } from './seal.ts';

/**
 * The leases service of one app: files sealed by the applicants' documents' master key and kept in
 * the same store; signed leases sealed by the agent's certificate (LEASE_SEAL_P12) or one made on the
 * first start beside the application key (docs/decisions/084).
 */
export function createLeasesService(deps: {
  config: Pick<Config, 'applicationKey' | 'dataDir' | 'siteUrl' | 'leaseSeal'>;
  database: DbHandle;
  mail: MailService;
  photos: PhotoStore;
  siteSettings: SiteSettingsService;
  deals: () => DealsService;
  clock: () => Date;
}): LeasesService {
  return new LeasesService({
    db: deps.database.db,
    dialect: deps.database.dialect,
    mail: deps.mail,
    ...sealedFiles(deps.photos, deps.config),
    seal: loadSealIdentity(deps.config.leaseSeal, deps.config.dataDir),
    deals: deps.deals,
    siteUrl: deps.config.siteUrl,
    brand: async () => (await deps.siteSettings.get()).brand,
    clock: deps.clock,
  });
}
