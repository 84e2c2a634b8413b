import { PUBLIC_PAGE_SIZE } from '../../../shared/constants.ts';
import type { ListingsLoaderData } from './listings-page.server.ts';
import { absoluteUrl, errorMeta, seoMeta } from './seo.ts';
import { listingsPageJsonLd } from './structured-data.ts';
import { PUBLIC_TEXT as T } from '../../../shared/texts/public.ts';

/** Meta of a listing page: title (with the page number past page 1), description, canonical, previews, JSON-LD of its listings. */
export function listingsPageMeta(data: ListingsLoaderData | undefined, title: string, description: string) {
  if (!data) return errorMeta(T.pageNotFound);
  const fullTitle = data.page > 1 ? `${title} (page ${data.page})` : title;
  const firstPhoto = data.listings.find((l) => l.images.length > 0)?.images[0];
  return seoMeta({
    title: fullTitle,
    description,
    location: data.location,
    image: firstPhoto ? { url: firstPhoto.url, width: firstPhoto.width, height: firstPhoto.height, alt: fullTitle } : undefined,
    jsonLd: listingsPageJsonLd({
      origin: data.location.origin,
      url: absoluteUrl(data.location.origin, data.location.path),
      name: fullTitle,
      description,
      listings: data.listings,
      firstPosition: (data.page - 1) * PUBLIC_PAGE_SIZE + 1,
    }),
  });
}
