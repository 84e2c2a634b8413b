// The settings feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import { siteSettingsMigration } from './006-site-settings.ts';

/** The migrations of this feature's tables, by name. */
export function settingsMigrations(): Record<string, Migration> {
  return {
    '006-site-settings': siteSettingsMigration(),
  };
}
