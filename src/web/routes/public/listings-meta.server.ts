import { PUBLIC_PAGE_SIZE } from '../../../shared/constants.ts';
import type { AppLoadContext, MetaDescriptor } from 'react-router';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { textsFor } from '../../../shared/i18n/catalogues.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { ListingDto } from '../../../shared/listings.schema.ts';
import { absoluteUrl, photoPreview, seoMeta, type PageLocation } from './seo.server.ts';
import { listingsPageJsonLd } from './structured-data.server.ts';

/** Meta of a listing page: title (with the page number past page 1), description, canonical, previews, JSON-LD of its listings. */
export function listingsPageMeta(
  data: {
    listings: ListingDto[];
    page: number;
    location: PageLocation;
    site: SiteSettings;
    noindex?: boolean;
    language: Language;
  },
  title: string,
  description: string,
  head: AppLoadContext['head'],
): MetaDescriptor[] {
  const fullTitle = textsFor(data.language, 'public').PUBLIC_META_TEXT.pageTitle(title, data.page);
  const firstPhoto = data.listings.find((l) => l.images.length > 0)?.images[0];
  return seoMeta(
    {
      title: fullTitle,
      description,
      location: data.location,
      site: data.site,
      image: photoPreview(firstPhoto, fullTitle),
      noindex: data.noindex,
      jsonLd: listingsPageJsonLd({
        origin: data.location.origin,
        url: absoluteUrl(data.location.origin, data.location.path),
        name: fullTitle,
        description,
        listings: data.listings,
        firstPosition: (data.page - 1) * PUBLIC_PAGE_SIZE + 1,
        site: data.site,
      }),
    },
    head,
  );
}
