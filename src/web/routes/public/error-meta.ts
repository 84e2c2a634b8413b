import type { MetaDescriptor } from 'react-router';
import { SITE_SETTINGS as SITE } from '../../../shared/site-settings.ts';

export const pageTitle = (title: string) => (title === SITE.brand ? title : `${title} | ${SITE.brand}`);

/** Meta for error pages (not found, failures): a title, no index. */
export function errorMeta(title: string): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }];
}

/** A route's `meta`: the tags its loader built on the server, or `fallback` for its error page. */
export const loaderMeta =
  (fallback: string) =>
  ({ data }: { data?: { meta?: MetaDescriptor[] } }): MetaDescriptor[] =>
    data?.meta ?? errorMeta(fallback);
