import { DEFAULT_APPLICATION_SETTINGS, type ApplicationSettings } from '../../../shared/applications.ts';
import type { Db } from '../../platform/db/client.ts';
import { nowIso } from '../../platform/db/mappers.ts';
import { readSettingsDocument, saveSettingsDocument } from '../settings/index.ts';

const SETTINGS_ROW = 'applications';

/** The application settings (screening fee, retention) as one document in `site_settings`; the defaults while none is saved. */
export class ApplicationSettingsStore {
  constructor(private readonly db: Db) {}

  async get(): Promise<ApplicationSettings> {
    const stored = (await readSettingsDocument(this.db, SETTINGS_ROW)) as Partial<ApplicationSettings> | undefined;
    return stored === undefined ? DEFAULT_APPLICATION_SETTINGS : { ...DEFAULT_APPLICATION_SETTINGS, ...stored };
  }

  async set(settings: ApplicationSettings): Promise<ApplicationSettings> {
    await saveSettingsDocument(this.db, SETTINGS_ROW, settings, nowIso());
    return this.get();
  }
}
