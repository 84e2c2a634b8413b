import { DEFAULT_APPLICATION_SETTINGS, type ApplicationSettings } from '../../../shared/applications.ts';
import type { Db } from '../../platform/db/client.ts';
import { nowIso } from '../../platform/db/mappers.ts';

const SETTINGS_ROW = 'applications';

/** The application settings (screening fee, retention) as one document in `site_settings`; the defaults while none is saved. */
export class ApplicationSettingsStore {
  constructor(private readonly db: Db) {}

  async get(): Promise<ApplicationSettings> {
    const row = await this.db.selectFrom('site_settings').select('value').where('name', '=', SETTINGS_ROW).executeTakeFirst();
    if (!row) return DEFAULT_APPLICATION_SETTINGS;
    try {
      const stored = JSON.parse(row.value) as Partial<ApplicationSettings>;
      return { ...DEFAULT_APPLICATION_SETTINGS, ...stored };
    } catch {
      return DEFAULT_APPLICATION_SETTINGS;
    }
  }

  async set(settings: ApplicationSettings): Promise<ApplicationSettings> {
    const value = JSON.stringify(settings);
    const updated_at = nowIso();
    await this.db
      .insertInto('site_settings')
      .values({ name: SETTINGS_ROW, value, updated_at })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at }))
      .execute();
    return this.get();
  }
}
