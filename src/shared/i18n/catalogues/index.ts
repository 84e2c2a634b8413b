// Written by scripts/i18n-english.ts: every catalogue file there is. Do not edit.

import en_public from './en/public.json' with { type: 'json' };
import en_property from './en/property.json' with { type: 'json' };
import en_about from './en/about.json' with { type: 'json' };
import en_grids from './en/grids.json' with { type: 'json' };
import en_privacy from './en/privacy.json' with { type: 'json' };
import en_newsletter_form from './en/newsletter-form.json' with { type: 'json' };
import en_newsletter from './en/newsletter.json' with { type: 'json' };
import en_alerts from './en/alerts.json' with { type: 'json' };
import en_viewing_picker from './en/viewing-picker.json' with { type: 'json' };
import en_viewings from './en/viewings.json' with { type: 'json' };
import en_inquiries from './en/inquiries.json' with { type: 'json' };
import en_mail from './en/mail.json' with { type: 'json' };
import en_common from './en/common.json' with { type: 'json' };
import en_tips from './en/tips.json' with { type: 'json' };
import en_amenities from './en/amenities.json' with { type: 'json' };
import en_site_settings from './en/site-settings.json' with { type: 'json' };
import en_apply from './en/apply.json' with { type: 'json' };
import en_applications from './en/applications.json' with { type: 'json' };
import en_deals_public from './en/deals-public.json' with { type: 'json' };
import en_deals from './en/deals.json' with { type: 'json' };
import en_roommates from './en/roommates.json' with { type: 'json' };
import en_rooms from './en/rooms.json' with { type: 'json' };
import en_agency from './en/agency.json' with { type: 'json' };
import en_fair_chance from './en/fair-chance.json' with { type: 'json' };
import es_public from './es/public.json' with { type: 'json' };
import es_property from './es/property.json' with { type: 'json' };
import es_about from './es/about.json' with { type: 'json' };
import es_grids from './es/grids.json' with { type: 'json' };
import es_privacy from './es/privacy.json' with { type: 'json' };
import es_newsletter_form from './es/newsletter-form.json' with { type: 'json' };
import es_newsletter from './es/newsletter.json' with { type: 'json' };
import es_alerts from './es/alerts.json' with { type: 'json' };
import es_viewing_picker from './es/viewing-picker.json' with { type: 'json' };
import es_viewings from './es/viewings.json' with { type: 'json' };
import es_inquiries from './es/inquiries.json' with { type: 'json' };
import es_mail from './es/mail.json' with { type: 'json' };
import es_common from './es/common.json' with { type: 'json' };
import es_tips from './es/tips.json' with { type: 'json' };
import es_amenities from './es/amenities.json' with { type: 'json' };
import es_site_settings from './es/site-settings.json' with { type: 'json' };
import es_apply from './es/apply.json' with { type: 'json' };
import es_applications from './es/applications.json' with { type: 'json' };
import es_deals_public from './es/deals-public.json' with { type: 'json' };
import es_deals from './es/deals.json' with { type: 'json' };
import es_roommates from './es/roommates.json' with { type: 'json' };
import es_rooms from './es/rooms.json' with { type: 'json' };
import es_agency from './es/agency.json' with { type: 'json' };
import es_fair_chance from './es/fair-chance.json' with { type: 'json' };
import zh_public from './zh/public.json' with { type: 'json' };
import zh_property from './zh/property.json' with { type: 'json' };
import zh_about from './zh/about.json' with { type: 'json' };
import zh_grids from './zh/grids.json' with { type: 'json' };
import zh_privacy from './zh/privacy.json' with { type: 'json' };
import zh_newsletter_form from './zh/newsletter-form.json' with { type: 'json' };
import zh_newsletter from './zh/newsletter.json' with { type: 'json' };
import zh_alerts from './zh/alerts.json' with { type: 'json' };
import zh_viewing_picker from './zh/viewing-picker.json' with { type: 'json' };
import zh_viewings from './zh/viewings.json' with { type: 'json' };
import zh_inquiries from './zh/inquiries.json' with { type: 'json' };
import zh_mail from './zh/mail.json' with { type: 'json' };
import zh_common from './zh/common.json' with { type: 'json' };
import zh_tips from './zh/tips.json' with { type: 'json' };
import zh_amenities from './zh/amenities.json' with { type: 'json' };
import zh_site_settings from './zh/site-settings.json' with { type: 'json' };
import zh_apply from './zh/apply.json' with { type: 'json' };
import zh_applications from './zh/applications.json' with { type: 'json' };
import zh_deals_public from './zh/deals-public.json' with { type: 'json' };
import zh_deals from './zh/deals.json' with { type: 'json' };
import zh_roommates from './zh/roommates.json' with { type: 'json' };
import zh_rooms from './zh/rooms.json' with { type: 'json' };
import zh_agency from './zh/agency.json' with { type: 'json' };
import zh_fair_chance from './zh/fair-chance.json' with { type: 'json' };
import params from './params.json' with { type: 'json' };

export const CATALOGUES: Record<string, Record<string, Record<string, string>>> = {
  en: {
    public: en_public,
    property: en_property,
    about: en_about,
    grids: en_grids,
    privacy: en_privacy,
    'newsletter-form': en_newsletter_form,
    newsletter: en_newsletter,
    alerts: en_alerts,
    'viewing-picker': en_viewing_picker,
    viewings: en_viewings,
    inquiries: en_inquiries,
    mail: en_mail,
    common: en_common,
    tips: en_tips,
    amenities: en_amenities,
    'site-settings': en_site_settings,
    apply: en_apply,
    applications: en_applications,
    'deals-public': en_deals_public,
    deals: en_deals,
    roommates: en_roommates,
    rooms: en_rooms,
    agency: en_agency,
    'fair-chance': en_fair_chance,
  },
  es: {
    public: es_public,
    property: es_property,
    about: es_about,
    grids: es_grids,
    privacy: es_privacy,
    'newsletter-form': es_newsletter_form,
    newsletter: es_newsletter,
    alerts: es_alerts,
    'viewing-picker': es_viewing_picker,
    viewings: es_viewings,
    inquiries: es_inquiries,
    mail: es_mail,
    common: es_common,
    tips: es_tips,
    amenities: es_amenities,
    'site-settings': es_site_settings,
    apply: es_apply,
    applications: es_applications,
    'deals-public': es_deals_public,
    deals: es_deals,
    roommates: es_roommates,
    rooms: es_rooms,
    agency: es_agency,
    'fair-chance': es_fair_chance,
  },
  zh: {
    public: zh_public,
    property: zh_property,
    about: zh_about,
    grids: zh_grids,
    privacy: zh_privacy,
    'newsletter-form': zh_newsletter_form,
    newsletter: zh_newsletter,
    alerts: zh_alerts,
    'viewing-picker': zh_viewing_picker,
    viewings: zh_viewings,
    inquiries: zh_inquiries,
    mail: zh_mail,
    common: zh_common,
    tips: zh_tips,
    amenities: zh_amenities,
    'site-settings': zh_site_settings,
    apply: zh_apply,
    applications: zh_applications,
    'deals-public': zh_deals_public,
    deals: zh_deals,
    roommates: zh_roommates,
    rooms: zh_rooms,
    agency: zh_agency,
    'fair-chance': zh_fair_chance,
  },
};

export const PARAMS: Record<string, Record<string, (string | string[])[]>> = params;
