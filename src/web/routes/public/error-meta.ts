import type { MetaDescriptor } from 'react-router';
import { DEFAULT_BRAND } from '../../../shared/site-settings.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';

/** The public layout's route id: its loader data holds the site settings. */
export const PUBLIC_LAYOUT_ID = 'routes/public/layout';

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** The brand, from the public layout's loader data among a meta function's matches. */
function brandOf(matches: Matches | undefined): string {
  const layout = matches?.find((m) => m?.id === PUBLIC_LAYOUT_ID)?.data as { site?: SiteSettings } | undefined;
  // Only when the layout's loader failed (the settings could not be read) does the default name show.
  return layout?.site?.brand ?? DEFAULT_BRAND;
}

export const pageTitle = (title: string, brand: string) => (title === brand ? title : `${title} | ${brand}`);

/** Meta for error pages (not found, failures): a title, no index. */
export function errorMeta(title: string, matches?: Matches): MetaDescriptor[] {
  return [{ title: pageTitle(title, brandOf(matches)) }, { name: 'robots', content: 'noindex' }];
}

/** A route's `meta`: the tags its loader built on the server, or `fallback` for its error page. */
export const loaderMeta =
  (fallback: string) =>
  ({ data, matches }: { data?: { meta?: MetaDescriptor[] }; matches?: Matches }): MetaDescriptor[] =>
    data?.meta ?? errorMeta(fallback, matches);
