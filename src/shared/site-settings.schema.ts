import { z } from 'zod';
import { Envelope } from './api-envelopes.ts';
import { NEWSLETTER_PERIODS, SOCIAL_LABELS, SOCIAL_NETWORKS, type SocialNetwork } from './site-settings.ts';
import { SETTINGS_TEXT as T } from './texts/settings.ts';

/**
 * The rules of every site setting, used by PUT /api/settings and by the settings form (the first
 * issue is the first invalid field, in the order of the form).
 */
export const SETTINGS_LIMITS = { short: 100, line: 200, biography: 5000, url: 500 } as const;

const text = (label: string, required: string, max: number = SETTINGS_LIMITS.short) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, T.tooLong(label, max))
    .meta({ description: `${label}; required, at most ${max} characters` });

/** An object that may be missing: its fields then answer their own 'required' messages. */
const group = <S extends z.ZodRawShape>(shape: S) =>
  z.preprocess((value) => (value === undefined || value === null ? {} : value), z.object(shape));

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const httpsUrl = (label: string) =>
  z
    .string({ error: T.httpsUrl(label) })
    .trim()
    .max(SETTINGS_LIMITS.url, T.tooLong(label, SETTINGS_LIMITS.url))
    .refine(isHttpsUrl, T.httpsUrl(label));

/** An optional link: '' (or none) for none; anything else must be an https URL. */
const optionalHttpsUrl = (label: string, description: string) =>
  z
    .preprocess((value) => (value === undefined || value === null ? '' : value), z.string({ error: T.httpsUrl(label) }).trim())
    .pipe(z.union([z.literal(''), httpsUrl(label)], { error: T.httpsUrl(label) }))
    .meta({ type: 'string', description });

/** '' hides the network; anything else must be an https URL. */
const socialUrl = (network: SocialNetwork) => {
  const label = T.socialLink(SOCIAL_LABELS[network]);
  return optionalHttpsUrl(label, `${label}: an https:// URL, or empty to hide it`);
};

/** A phone number a visitor can dial: a US number with its area code, or an international one starting with +. */
function isDialablePhone(value: string): boolean {
  if (!/^[\d\s().+-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

/** Paragraphs: an array of texts, or one text with paragraphs separated by empty lines. */
function splitParagraphs(value: string): string[] {
  return value
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

const biography = z
  .preprocess(
    (value) => {
      if (typeof value === 'string') return splitParagraphs(value);
      if (Array.isArray(value)) return value.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
      return value;
    },
    z
      .array(z.string({ error: T.biographyRequired }), { error: T.biographyRequired })
      .min(1, T.biographyRequired)
      .max(20, T.biographyTooLong(SETTINGS_LIMITS.biography))
      .refine((ps) => ps.join('\n\n').length <= SETTINGS_LIMITS.biography, T.biographyTooLong(SETTINGS_LIMITS.biography)),
  )
  .meta({
    type: 'array',
    items: { type: 'string' },
    description: 'Paragraphs (or one text with empty lines between paragraphs)',
  });

/**
 * The agent's tagline and biography in Spanish or Chinese (decision 072): optional ('' and no paragraphs
 * for none: the page shows the English, marked as English), the English fields' limits. And the State's
 * Fair Housing Notice in that language: an https URL, or '' to link the English one.
 */
const optionalLine = (language: string, what: string, max: number) =>
  z
    .preprocess((value) => (value === undefined || value === null ? '' : value), z.string().trim())
    .pipe(z.string().max(max, T.tooLong(`${language} ${what}`, max)))
    .meta({ type: 'string', description: `The ${what} in ${language}; '' for none` });

const translatedSettings = (language: string) =>
  group({
    tagline: optionalLine(language, 'tagline', SETTINGS_LIMITS.line),
    title: optionalLine(language, 'title', SETTINGS_LIMITS.short),
    licenseLine: optionalLine(language, 'licence line', SETTINGS_LIMITS.line),
    biography: z
      .preprocess(
        (value) => {
          if (value === undefined || value === null) return [];
          if (typeof value === 'string') return splitParagraphs(value);
          if (Array.isArray(value)) return value.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
          return value;
        },
        z
          .array(z.string({ error: T.biographyTooLong(SETTINGS_LIMITS.biography) }))
          .max(20, T.biographyTooLong(SETTINGS_LIMITS.biography))
          .refine((ps) => ps.join('\n\n').length <= SETTINGS_LIMITS.biography, T.biographyTooLong(SETTINGS_LIMITS.biography)),
      )
      .meta({ type: 'array', items: { type: 'string' }, description: `The biography in ${language}; [] for none` }),
    fairHousingNoticeUrl: optionalHttpsUrl(
      T.fairHousingNoticeUrlIn(language),
      `The Fair Housing Notice in ${language}: an https:// URL, or '' to link the English one`,
    ),
  });

const booleanSetting = z
  .preprocess(
    (value) => (value === undefined ? false : value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: T.inquiryAcknowledgementInvalid }),
  )
  .meta({ type: 'boolean' });

/** PUT /api/settings: every editable setting (the headshot has its own routes). */
export const SiteSettingsSchema = z.object({
  brand: text(T.brand, T.brandRequired),
  tagline: text(T.tagline, T.taglineRequired, SETTINGS_LIMITS.line),
  agent: group({
    name: text(T.agentName, T.agentNameRequired),
    title: text(T.agentTitle, T.agentTitleRequired),
    biography,
    email: z
      .string({ error: T.emailRequired })
      .trim()
      .min(1, T.emailRequired)
      .max(SETTINGS_LIMITS.line, T.emailInvalid)
      .pipe(z.email({ error: T.emailInvalid }))
      .meta({ description: 'The public e-mail address' }),
    phone: z
      .string({ error: T.phoneRequired })
      .trim()
      .min(1, T.phoneRequired)
      .max(30, T.phoneInvalid)
      .refine(isDialablePhone, T.phoneInvalid)
      .meta({ description: 'As displayed, e.g. (212) 555-0143' }),
  }),
  licenseLine: text(T.licenseLine, T.licenseLineRequired, SETTINGS_LIMITS.line),
  brokerageName: text(T.brokerageName, T.brokerageNameRequired, SETTINGS_LIMITS.line),
  office: group({
    name: text(T.officeName, T.officeNameRequired, SETTINGS_LIMITS.line),
    street: text(T.street, T.streetRequired, SETTINGS_LIMITS.line),
    city: text(T.city, T.cityRequired),
    region: z
      .string({ error: T.regionRequired })
      .trim()
      .min(1, T.regionRequired)
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/, T.regionInvalid)),
    postalCode: z
      .string({ error: T.postalCodeRequired })
      .trim()
      .min(1, T.postalCodeRequired)
      .regex(/^\d{5}(-\d{4})?$/, T.postalCodeInvalid),
    hours: text(T.hours, T.hoursRequired, SETTINGS_LIMITS.line),
  }),
  social: group(
    Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, socialUrl(n)])) as Record<SocialNetwork, ReturnType<typeof socialUrl>>,
  ),
  fairHousingNoticeUrl: z
    .string({ error: T.fairHousingNoticeUrlRequired })
    .trim()
    .min(1, T.fairHousingNoticeUrlRequired)
    .pipe(httpsUrl(T.fairHousingNoticeUrl)),
  inquiryAcknowledgement: booleanSetting,
  reviewUrl: optionalHttpsUrl(
    T.reviewUrl,
    'Where tenants leave a review (Google, Yelp, StreetEasy): an https:// URL, or empty for no review e-mail',
  ),
  newsletterPeriod: z
    .enum(NEWSLETTER_PERIODS, { error: T.newsletterPeriodInvalid })
    .meta({ description: 'How often the newsletter digest goes out' }),
  /** The tagline, biography and Fair Housing Notice link in Spanish and Chinese, optional (decision 072). */
  translations: group({ es: translatedSettings('Spanish'), zh: translatedSettings('Chinese') }),
});

export type SiteSettingsInput = z.output<typeof SiteSettingsSchema>;

/** The agent's headshot, processed by the photo pipeline (WebP variants, no metadata). */
const AgentPhotoDtoSchema = z.object({
  /** The largest variant. */
  url: z.string(),
  /** Ready for `<img srcset>`. */
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type AgentPhoto = z.output<typeof AgentPhotoDtoSchema>;

/** The settings in Spanish or in Chinese. */
const TranslatedSettingsDtoSchema = z.object({
  tagline: z.string(),
  title: z.string(),
  licenseLine: z.string(),
  biography: z.array(z.string()),
  fairHousingNoticeUrl: z.string(),
});

/** The site settings as the API answers them and the pages read them. */
const SiteSettingsDtoSchema = z.object({
  /** The business name shown in the navbar, titles, link previews and the back-office. */
  brand: z.string(),
  /** One line under the brand (footer, home page description). */
  tagline: z.string(),
  agent: z.object({
    name: z.string(),
    title: z.string(),
    /** Paragraphs of the biography on the about page. */
    biography: z.array(z.string()),
    /** Public e-mail (also the Reply-To of outgoing mail). */
    email: z.string(),
    /** As displayed, e.g. '(212) 555-0143'. */
    phone: z.string(),
    /** The headshot; null shows the initials. */
    photo: AgentPhotoDtoSchema.nullable(),
  }),
  /** e.g. 'Licensed Real Estate Salesperson, NYS License No. 10401234567'. */
  licenseLine: z.string(),
  /** The brokerage the agent works for, shown beside the agent's name. */
  brokerageName: z.string(),
  office: z.object({
    name: z.string(),
    street: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    hours: z.string(),
  }),
  /** An https URL per network; '' hides that network. */
  social: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.string()])) as Record<SocialNetwork, z.ZodString>),
  /** The Fair Housing Notice linked from the footer of every public page. */
  fairHousingNoticeUrl: z.string(),
  /** Send each new inquiry's author an immediate acknowledgement e-mail. */
  inquiryAcknowledgement: z.boolean(),
  /** Where tenants leave a review, linked from the thank-you 14 days after move-in; '' sends no thank-you. */
  reviewUrl: z.string(),
  /** How often the newsletter digest goes out. */
  newsletterPeriod: z.enum(NEWSLETTER_PERIODS),
  /**
   * The agent's tagline and biography in Spanish and Chinese ('' and [] when not given): a page in that
   * language shows the English one, marked lang="en" (agentText, decision 072). And the link to the State's
   * Fair Housing Notice in that language ('' when not given: the page links the English one).
   */
  translations: z.object({ es: TranslatedSettingsDtoSchema, zh: TranslatedSettingsDtoSchema }),
});
export type SiteSettings = z.output<typeof SiteSettingsDtoSchema>;

/** GET and PUT /settings, and the photo's upload and removal. */
export const SettingsAnswerSchema = Envelope.extend({ settings: SiteSettingsDtoSchema });
export type SettingsAnswer = z.output<typeof SettingsAnswerSchema>;
