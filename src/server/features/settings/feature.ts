import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { settingsMigrations } from './migrations/index.ts';
import { siteSettingsRoutes } from './site-settings.routes.ts';
import { SiteSettingsService } from './site-settings.service.ts';

/** What the settings feature adds to the services. */
export interface SettingsServices {
  /** The agent's site settings (brand, contact, office, links, compliance), cached by data version. */
  siteSettings: SiteSettingsService;
}

/** The agent's site settings (decision 021): brand, contact, office, links, compliance. */
export const settingsFeature: ProductFeature<SettingsServices> = {
  name: 'settings',
  pageDataVersion: (services) => services.siteSettings.dataVersion(),
  migrations: settingsMigrations,
  services: ({ database, photos }) => ({ siteSettings: new SiteSettingsService(database.db, database.dialect, photos) }),
  api: async (api) => {
    await api.register(siteSettingsRoutes);
  },
  // From: the agent's name; Reply-To: the agent's public e-mail (site settings, as they are when sent).
  mailIdentity: async (services) => {
    const { agent } = await services.siteSettings.get();
    return { name: agent.name, replyTo: agent.email };
  },
};
