import type { AppLoadContext } from 'react-router';
import { sameSitePath } from '../../../shared/same-site-path.ts';
import type { PageLocation } from './seo.server.ts';

/** The site's public origin: PUBLIC_URL when set, else the origin the request came to. */
export function siteOrigin(request: Request, context: AppLoadContext): string {
  return context.config.publicUrl ?? new URL(request.url).origin;
}

/** Where this page is, for its canonical link and link previews; `keep` names the query parameters that make a different page. */
export function pageLocation(
  request: Request,
  context: AppLoadContext,
  keep: Record<string, string | undefined> = {},
): PageLocation {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(keep)) if (value !== undefined) query.set(name, value);
  const search = query.toString();
  // A path on this site whatever the request's was (docs/decisions/093): canonical and alternate links name it.
  return { origin: siteOrigin(request, context), path: `${sameSitePath(url.pathname)}${search ? `?${search}` : ''}` };
}
