/** What the settings feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { readSettingsDocument, saveSettingsDocument } from './documents.ts';
export { SiteSettingsService } from './site-settings.service.ts';
export { settingsFeature, type SettingsServices } from './feature.ts';
