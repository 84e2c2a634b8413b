// Decided in docs/decisions/021-site-settings-in-the-database: site settings: one JSON document in the database, cached by a data version.
/**
 * The agent's own site settings: the shape, and the values of a fresh database (the agent edits them
 * at /admin/settings; the server reads them through `services.siteSettings.get()`). Derived values
 * (tel: link, office address line, map links, visible social links) are functions of the settings,
 * so they can never disagree with them.
 */
import type { SiteSettings } from './site-settings.schema.ts';

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'linkedin', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  x: 'X',
};

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  url: string;
}

export const NEWSLETTER_PERIODS = ['weekly', 'daily', 'off'] as const;
export type NewsletterPeriod = (typeof NEWSLETTER_PERIODS)[number];

/** The New York Department of State's Fair Housing Notice (19 NYCRR 175.28). */
const NY_FAIR_HOUSING_NOTICE_URL = 'https://dos.ny.gov/system/files/documents/2021/08/fairhousingnotice.pdf';
/** The New York State Housing and Anti-Discrimination Disclosure Form (DOS-2156), linked from the first e-mail to an inquirer. */
export const NY_FAIR_HOUSING_DISCLOSURE_URL = 'https://dos.ny.gov/housing-and-anti-discrimination-disclosure-form';

/**
 * The sentence that goes with the Disclosure link in the first e-mail to an inquirer (the electronic
 * delivery 19 NYCRR 175.28 allows: a link, with text saying it holds information about the Human Rights Law).
 */
export const fairHousingDisclosureParagraph = () =>
  `New York State Fair Housing Disclosure: the New York State Housing and Anti-Discrimination Disclosure Form at ${NY_FAIR_HOUSING_DISCLOSURE_URL} contains information about the New York State Human Rights Law, which protects you from discrimination in housing.`;

/** The brand and the agent's name of a fresh database, also what the pages fall back on when the settings cannot be read. */
export const DEFAULT_BRAND = 'Manhattan Rentals';
export const DEFAULT_AGENT_NAME = 'Dana Whitfield';

/** The settings of a fresh database (server-side: the browser bundles need only the two names above). */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  brand: DEFAULT_BRAND,
  tagline: 'Apartments, summer sublets and roommate placement in New York City.',
  agent: {
    name: DEFAULT_AGENT_NAME,
    title: 'Licensed Real Estate Salesperson',
    biography: [
      'I have helped renters find their place in Manhattan for more than ten years, from first apartments near Herald Square to family homes on the Upper West Side.',
      'I know the buildings I show: the doormen, the elevators that are slow at 8 a.m., the units that get the afternoon sun. Whether you need a one-year lease, a summer sublet or a room with a compatible roommate, I will tell you what a listing does not.',
      'Tell me what you need and when you need it by; I answer every message within one business day.',
    ],
    email: 'dana@manhattanrentals.example',
    phone: '(212) 555-0143',
    photo: null,
  },
  licenseLine: 'Licensed Real Estate Salesperson, New York State',
  brokerageName: 'Manhattan Rentals Realty LLC',
  office: {
    name: 'Manhattan Rentals office',
    street: '50 West 34th Street, Suite 11B',
    city: 'New York',
    region: 'NY',
    postalCode: '10001',
    hours: 'Monday to Saturday, 9 a.m. to 7 p.m.',
  },
  social: {
    instagram: 'https://www.instagram.com/manhattanrentals',
    facebook: 'https://www.facebook.com/manhattanrentals',
    linkedin: 'https://www.linkedin.com/company/manhattanrentals',
    x: '',
  },
  fairHousingNoticeUrl: NY_FAIR_HOUSING_NOTICE_URL,
  inquiryAcknowledgement: false,
  reviewUrl: '',
  newsletterPeriod: 'weekly',
  translations: {
    es: { tagline: '', title: '', licenseLine: '', biography: [], fairHousingNoticeUrl: '' },
    zh: { tagline: '', title: '', licenseLine: '', biography: [], fairHousingNoticeUrl: '' },
  },
};

/** The office address on one line: '50 West 34th Street, Suite 11B, New York, NY 10001'. */
export function officeAddressLine(settings: SiteSettings): string {
  const o = settings.office;
  return `${o.street}, ${o.city}, ${o.region} ${o.postalCode}`;
}

/** The office's map, from its address alone (no API key): the embed for the about page. */
export function mapEmbedUrl(settings: SiteSettings): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(officeAddressLine(settings))}&output=embed`;
}

/** 'Open in Maps': the office in the visitor's maps app or Google Maps. */
export function mapLinkUrl(settings: SiteSettings): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(officeAddressLine(settings))}`;
}

/** The social links to show: the networks with a URL, in a fixed order. */
export function socialLinks(settings: SiteSettings): SocialLink[] {
  return SOCIAL_NETWORKS.filter((network) => settings.social[network]).map((network) => ({
    network,
    label: SOCIAL_LABELS[network],
    url: settings.social[network],
  }));
}

/** Up to two initials of the agent's name, shown when there is no headshot. */
export function agentInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase())
    .join('')
    .slice(0, 2);
}
