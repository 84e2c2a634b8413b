import type { AppLoadContext, MetaDescriptor } from 'react-router';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { pageTitle } from './error-meta.ts';
import { LANGUAGE_TAGS, LANGUAGES, languageOfPath, localizedPath, type Language } from '../../../shared/i18n/languages.ts';

const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_US', zh: 'zh_CN' };

/** Where a page is: the site's public origin and the page's canonical path (see page-location.server.ts). */
export interface PageLocation {
  origin: string;
  /** Canonical path with its meaningful query (e.g. '/?page=2'). */
  path: string;
}

export interface SeoImage {
  url: string;
  width: number;
  height: number;
  /** JPEG: what every app that shows link previews (WhatsApp, LinkedIn…) can display. */
  type: 'image/jpeg';
  alt: string;
}

export interface SeoInput {
  title: string;
  description: string;
  location: PageLocation;
  /** The site settings (brand in titles and previews). */
  site: SiteSettings;
  image?: SeoImage;
  type?: 'website' | 'article';
  jsonLd?: Record<string, unknown>;
  /** Kept out of search results, its links still followed (`noindex, follow`). */
  noindex?: boolean;
}

/** The default link-preview image (1200×630 JPEG) for pages without a photo of their own. */
const DEFAULT_SOCIAL_IMAGE = { url: '/og-image.jpg', width: 1200, height: 630, type: 'image/jpeg' } as const;

/** A photo's link-preview JPEG (made by the photo pipeline), or undefined when it has none yet. */
export function photoPreview(photo: { previewUrl: string | null } | undefined, alt: string): SeoImage | undefined {
  return photo?.previewUrl ? { ...DEFAULT_SOCIAL_IMAGE, url: photo.previewUrl, alt } : undefined;
}

export const absoluteUrl = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, `${origin}/`).toString();

/** A description of at most ~160 characters, cut at a word. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

/**
 * Title, description, canonical link, Open Graph and Twitter card tags for one page, and its
 * optional JSON-LD, left in the page's `head` (written after the render as a
 * `<script type="application/ld+json">` data block, which the CSP does not treat as script).
 * Built by the loaders on the server, so none of this code (nor the JSON-LD builders) is sent to
 * browsers; the route's `meta` returns `data.meta`.
 */
export function seoMeta(input: SeoInput, head: AppLoadContext['head']): MetaDescriptor[] {
  const url = absoluteUrl(input.location.origin, input.location.path);
  const brand = input.site.brand;
  const title = pageTitle(input.title, brand);
  const image = input.image ?? { ...DEFAULT_SOCIAL_IMAGE, alt: brand };
  const imageUrl = absoluteUrl(input.location.origin, image.url);
  // The page in each language (docs/decisions/070): the canonical is this language's, the alternates name all three.
  const language = languageOfPath(input.location.path);
  const alternates: MetaDescriptor[] = [
    ...LANGUAGES.map((other) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LANGUAGE_TAGS[other],
      href: absoluteUrl(input.location.origin, localizedPath(input.location.path, other)),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absoluteUrl(input.location.origin, localizedPath(input.location.path, 'en')),
    },
  ];
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternates,
    { property: 'og:site_name', content: brand },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALES[language] },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:type', content: image.type },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ];
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  if (input.jsonLd) head.jsonLd = input.jsonLd;
  return tags;
}
