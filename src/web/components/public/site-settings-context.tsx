import { createContext, useContext } from 'react';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';

const SiteSettingsContext = createContext<SiteSettings | null>(null);

/** The agent's site settings for every public component, read once by the public layout's loader. */
export const SiteSettingsProvider = SiteSettingsContext.Provider;

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings() outside the public layout');
  return settings;
}
