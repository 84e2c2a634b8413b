import type { Config } from '../../platform/config.ts';
import type { DbHandle } from '../../platform/db/client.ts';
import type { PhotoStore } from '../../platform/images/photo-store.ts';
import type { SiteSettingsService } from '../settings/index.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { ApplicationsService, type ApplicationsContext } from './applications.service.ts';
import { DocumentCipher } from './document-crypto.ts';
import { sealedStoreFor } from './document-store.ts';
import { loadMasterKey } from '../../platform/master-key.ts';

/**
 * Where an app keeps sealed files and what seals them: the store beside the photos' store (the same
 * bucket on S3, else DATA_DIR/documents) and the cipher of the master key (APPLICATION_KEY or the file
 * generated in DATA_DIR). Applicants' documents, and the leases' files the same way (decision 084).
 */
export function sealedFiles(photos: PhotoStore, config: Pick<Config, 'applicationKey' | 'dataDir'>) {
  return {
    store: sealedStoreFor(photos, config.dataDir),
    cipher: new DocumentCipher(loadMasterKey(config.applicationKey, config.dataDir)),
  };
}

/**
 * The applications service of one app: documents sealed by the master key (APPLICATION_KEY or the
 * file generated in DATA_DIR) and stored beside the photos' store (the same bucket on S3, else
 * DATA_DIR/documents).
 */
export function createApplicationsService(deps: {
  config: Pick<Config, 'applicationKey' | 'dataDir' | 'siteUrl'>;
  database: DbHandle;
  mail: MailService;
  photos: PhotoStore;
  siteSettings: SiteSettingsService;
  clock: () => Date;
  listings: ApplicationsContext['listings'];
}): ApplicationsService {
  return new ApplicationsService({
    db: deps.database.db,
    dialect: deps.database.dialect,
    mail: deps.mail,
    ...sealedFiles(deps.photos, deps.config),
    siteSettings: deps.siteSettings,
    siteUrl: deps.config.siteUrl,
    clock: deps.clock,
    listings: deps.listings,
  });
}
