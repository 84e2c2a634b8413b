import type { MetaDescriptor } from 'react-router';
import { DEFAULT_BRAND } from '../../../shared/site-settings.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import type { PageTexts } from '../../../shared/i18n/runtime.ts';

/** The public layout's route id: its loader data holds the site settings (and its copies under /es/ and /zh/, routes.ts). */
const PUBLIC_LAYOUT_ID = 'routes/public/layout';

export const isPublicLayoutId = (id: string | undefined) => !!id?.endsWith(PUBLIC_LAYOUT_ID);

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** The brand, from the public layout's loader data among a meta function's matches. */
function brandOf(matches: Matches | undefined): string {
  const layout = matches?.find((m) => isPublicLayoutId(m?.id))?.data as { site?: SiteSettings } | undefined;
  // Only when the layout's loader failed (the settings could not be read) does the default name show.
  return layout?.site?.brand ?? DEFAULT_BRAND;
}

export const pageTitle = (title: string, brand: string) => (title === brand ? title : `${title} | ${brand}`);

/** A title of the frame's texts (PUBLIC_TEXT, a string) in the page's language: its payload in the layout's data. */
type FrameTitle = 'pageNotFound';

function frameTitle(key: FrameTitle, matches: Matches | undefined): string {
  const layout = matches?.find((m) => isPublicLayoutId(m?.id))?.data as { i18n?: PageTexts } | undefined;
  return (layout?.i18n?.modules.public?.PUBLIC_TEXT as Record<string, string> | undefined)?.[key] ?? key;
}

/** Meta for error pages (not found, failures): a title, no index. */
export function errorMeta(title: string | { frame: FrameTitle }, matches?: Matches): MetaDescriptor[] {
  const text = typeof title === 'string' ? title : frameTitle(title.frame, matches);
  return [{ title: pageTitle(text, brandOf(matches)) }, { name: 'robots', content: 'noindex' }];
}

/** A route's `meta`: the tags its loader built on the server, or `fallback` for its error page. */
export const loaderMeta =
  (fallback: string | { frame: FrameTitle }) =>
  ({ data, matches }: { data?: { meta?: MetaDescriptor[] }; matches?: Matches }): MetaDescriptor[] =>
    data?.meta ?? errorMeta(fallback, matches);
