import { agentText } from '../../../shared/agent-text.ts';
import { defaultSettingText } from '../../../shared/i18n/catalogues.ts';
import { DEFAULT_SITE_SETTINGS } from '../../../shared/site-settings.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';

/**
 * The settings as a page in `language` shows them in its frame (decision 072): on a Spanish or Chinese
 * page the tagline, the agent's title, the licence line and the link to the State's Fair Housing Notice are
 * the agent's ones in that language when given; else, where the English one is still the product's default,
 * the product's translation of it; else the English one. Resolved on the server, so the footer reads them as
 * it always has.
 */
export function siteSettingsIn(language: Language, site: SiteSettings): SiteSettings {
  if (language === 'en') return site;
  const own = site.translations[language];
  // The words in `language`: the agent's, else the product's for its own default, else none ('' ).
  const translated = (key: 'tagline' | 'title' | 'licenseLine', english: string) => {
    if (own[key].trim()) return own[key];
    const isDefault = english === (key === 'title' ? DEFAULT_SITE_SETTINGS.agent.title : DEFAULT_SITE_SETTINGS[key]);
    return (isDefault && defaultSettingText(language, key)) || '';
  };
  const words = {
    tagline: translated('tagline', site.tagline),
    title: translated('title', site.agent.title),
    licenseLine: translated('licenseLine', site.licenseLine),
  };
  const text = (english: string, inLanguage: string) => agentText(language, { en: english, [language]: inLanguage }).text;
  return {
    ...site,
    tagline: text(site.tagline, words.tagline),
    licenseLine: text(site.licenseLine, words.licenseLine),
    agent: { ...site.agent, title: text(site.agent.title, words.title) },
    fairHousingNoticeUrl: own.fairHousingNoticeUrl || site.fairHousingNoticeUrl,
    // What a page marks as English (the about page's tagline) reads the words in `language` from here.
    translations: { ...site.translations, [language]: { ...own, ...words } },
  };
}
