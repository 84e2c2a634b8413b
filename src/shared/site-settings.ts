/**
 * The agent's own details, in one place (ARCHITECTURE: "one site-settings module"). Every page,
 * the footer, the about page, link previews and the structured data read them from here.
 */
export interface SocialLink {
  network: 'instagram' | 'facebook' | 'linkedin' | 'x';
  label: string;
  url: string;
}

export interface SiteSettings {
  /** The business name shown in the navbar, titles and link previews. */
  brand: string;
  /** One line under the brand (footer, home page description). */
  tagline: string;
  agent: {
    name: string;
    title: string;
    /** Paragraphs of the biography on the about page. */
    biography: string[];
    email: string;
    /** As displayed. */
    phone: string;
    /** For tel: links (E.164). */
    phoneHref: string;
  };
  office: {
    name: string;
    street: string;
    city: string;
    region: string;
    postalCode: string;
    hours: string;
  };
  social: SocialLink[];
  /** Embedded map of the office (Google Maps embed, allowed by the CSP frame-src). */
  mapEmbedUrl: string;
  /** Link to open the office in a maps app. */
  mapLinkUrl: string;
}

export const SITE_SETTINGS: SiteSettings = {
  brand: 'Manhattan Rentals',
  tagline: 'Apartments, summer sublets and roommate placement in New York City.',
  agent: {
    name: 'Dana Whitfield',
    title: 'Licensed Real Estate Salesperson',
    biography: [
      'I have helped renters find their place in Manhattan for more than ten years, from first apartments near Herald Square to family homes on the Upper West Side.',
      'I know the buildings I show: the doormen, the elevators that are slow at 8 a.m., the units that get the afternoon sun. Whether you need a one-year lease, a summer sublet or a room with a compatible roommate, I will tell you what a listing does not.',
      'Tell me what you need and when you need it by; I answer every message within one business day.',
    ],
    email: 'dana@manhattanrentals.example',
    phone: '(212) 555-0143',
    phoneHref: '+12125550143',
  },
  office: {
    name: 'Manhattan Rentals office',
    street: '50 West 34th Street, Suite 11B',
    city: 'New York',
    region: 'NY',
    postalCode: '10001',
    hours: 'Monday to Saturday, 9 a.m. to 7 p.m.',
  },
  social: [
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/manhattanrentals' },
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/manhattanrentals' },
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/manhattanrentals' },
  ],
  mapEmbedUrl: 'https://www.google.com/maps?q=50+West+34th+Street,+New+York,+NY+10001&output=embed',
  mapLinkUrl: 'https://www.google.com/maps/search/?api=1&query=50+West+34th+Street,+New+York,+NY+10001',
};

/** The office address on one line: '50 West 34th Street, Suite 11B, New York, NY 10001'. */
export function officeAddressLine(settings: SiteSettings = SITE_SETTINGS): string {
  const o = settings.office;
  return `${o.street}, ${o.city}, ${o.region} ${o.postalCode}`;
}
