import { SOCIAL_NETWORKS, type NewsletterPeriod } from '../../../shared/site-settings.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { SiteSettingsSchema, type SiteSettingsInput } from '../../../shared/site-settings.schema.ts';

/** The settings form's values, flat, keyed by the dotted path of each setting (also the inputs' names). */
export interface SettingsFormValues {
  brand: string;
  tagline: string;
  'agent.name': string;
  'agent.title': string;
  licenseLine: string;
  brokerageName: string;
  /** Paragraphs separated by an empty line. */
  'agent.biography': string;
  'agent.email': string;
  'agent.phone': string;
  'office.name': string;
  'office.street': string;
  'office.city': string;
  'office.region': string;
  'office.postalCode': string;
  'office.hours': string;
  'social.instagram': string;
  'social.facebook': string;
  'social.linkedin': string;
  'social.x': string;
  fairHousingNoticeUrl: string;
  reviewUrl: string;
  inquiryAcknowledgement: boolean;
  newsletterPeriod: NewsletterPeriod;
  /** The tagline, biography and Fair Housing Notice link in Spanish and Chinese (decision 072); '' for none. */
  'translations.es.tagline': string;
  'translations.es.title': string;
  'translations.es.licenseLine': string;
  'translations.es.biography': string;
  'translations.es.fairHousingNoticeUrl': string;
  'translations.zh.tagline': string;
  'translations.zh.title': string;
  'translations.zh.licenseLine': string;
  'translations.zh.biography': string;
  'translations.zh.fairHousingNoticeUrl': string;
}
export type SettingsField = keyof SettingsFormValues;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export function toFormValues(s: SiteSettings): SettingsFormValues {
  return {
    brand: s.brand,
    tagline: s.tagline,
    'agent.name': s.agent.name,
    'agent.title': s.agent.title,
    licenseLine: s.licenseLine,
    brokerageName: s.brokerageName,
    'agent.biography': s.agent.biography.join('\n\n'),
    'agent.email': s.agent.email,
    'agent.phone': s.agent.phone,
    'office.name': s.office.name,
    'office.street': s.office.street,
    'office.city': s.office.city,
    'office.region': s.office.region,
    'office.postalCode': s.office.postalCode,
    'office.hours': s.office.hours,
    'social.instagram': s.social.instagram,
    'social.facebook': s.social.facebook,
    'social.linkedin': s.social.linkedin,
    'social.x': s.social.x,
    fairHousingNoticeUrl: s.fairHousingNoticeUrl,
    reviewUrl: s.reviewUrl,
    inquiryAcknowledgement: s.inquiryAcknowledgement,
    newsletterPeriod: s.newsletterPeriod,
    'translations.es.tagline': s.translations?.es.tagline ?? '',
    'translations.es.title': s.translations?.es.title ?? '',
    'translations.es.licenseLine': s.translations?.es.licenseLine ?? '',
    'translations.es.biography': (s.translations?.es.biography ?? []).join('\n\n'),
    'translations.es.fairHousingNoticeUrl': s.translations?.es.fairHousingNoticeUrl ?? '',
    'translations.zh.tagline': s.translations?.zh.tagline ?? '',
    'translations.zh.title': s.translations?.zh.title ?? '',
    'translations.zh.licenseLine': s.translations?.zh.licenseLine ?? '',
    'translations.zh.biography': (s.translations?.zh.biography ?? []).join('\n\n'),
    'translations.zh.fairHousingNoticeUrl': s.translations?.zh.fairHousingNoticeUrl ?? '',
  };
}

/** The flat form values as the nested payload of PUT /api/settings. */
function toPayload(v: SettingsFormValues) {
  return {
    brand: v.brand,
    tagline: v.tagline,
    agent: {
      name: v['agent.name'],
      title: v['agent.title'],
      biography: v['agent.biography'],
      email: v['agent.email'],
      phone: v['agent.phone'],
    },
    licenseLine: v.licenseLine,
    brokerageName: v.brokerageName,
    office: {
      name: v['office.name'],
      street: v['office.street'],
      city: v['office.city'],
      region: v['office.region'],
      postalCode: v['office.postalCode'],
      hours: v['office.hours'],
    },
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, v[`social.${n}`]])),
    fairHousingNoticeUrl: v.fairHousingNoticeUrl,
    reviewUrl: v.reviewUrl,
    inquiryAcknowledgement: v.inquiryAcknowledgement,
    newsletterPeriod: v.newsletterPeriod,
    translations: {
      es: {
        tagline: v['translations.es.tagline'],
        title: v['translations.es.title'],
        licenseLine: v['translations.es.licenseLine'],
        biography: v['translations.es.biography'],
        fairHousingNoticeUrl: v['translations.es.fairHousingNoticeUrl'],
      },
      zh: {
        tagline: v['translations.zh.tagline'],
        title: v['translations.zh.title'],
        licenseLine: v['translations.zh.licenseLine'],
        biography: v['translations.zh.biography'],
        fairHousingNoticeUrl: v['translations.zh.fairHousingNoticeUrl'],
      },
    },
  };
}

/** Checks the form with the API's own rules: the valid payload, or the first message of each invalid field. */
export function validateSettings(
  values: SettingsFormValues,
): { data: SiteSettingsInput; errors: null } | { data: null; errors: SettingsErrors } {
  const result = SiteSettingsSchema.safeParse(toPayload(values));
  if (result.success) return { data: result.data, errors: null };
  const errors: SettingsErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') as SettingsField;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

export const sameValues = (a: SettingsFormValues, b: SettingsFormValues) =>
  (Object.keys(a) as SettingsField[]).every((key) => a[key] === b[key]);
