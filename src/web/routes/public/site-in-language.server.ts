import { agentText } from '../../../shared/agent-text.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';

/**
 * The settings as a page in `language` shows them in its frame (decision 072): on a Spanish or Chinese
 * page the tagline and the link to the State's Fair Housing Notice are the agent's ones in that language
 * when given, else the English ones. Resolved on the server, so the footer reads them as it always has.
 */
export function siteSettingsIn(language: Language, site: SiteSettings): SiteSettings {
  if (language === 'en') return site;
  const own = site.translations[language];
  return {
    ...site,
    tagline: agentText(language, { en: site.tagline, [language]: own.tagline }).text,
    fairHousingNoticeUrl: own.fairHousingNoticeUrl || site.fairHousingNoticeUrl,
  };
}
