import { Link, type LinkProps } from 'react-router';

/** The props of <Link> the public site uses: a path (a string), the anchor's attributes, and what acts on a click. */
export type SiteLinkProps = Omit<LinkProps, 'to' | 'prefetch' | 'discover' | 'mask'> & { to: string };

/**
 * On the server, the markup React Router's <Link> renders for a path from the site's root (no
 * basename, no prefetching): the same `<a>`, written directly. <Link> resolves its path through the
 * route matches (three times, with a JSON round trip each) and sets up its click handling on every
 * render: about ten times the cost of an `<a>`, and a listing grid has some seventy links
 * (decision 047). Any other path goes to <Link>.
 */
export function ServerLink(props: SiteLinkProps) {
  const { to, replace, state, preventScrollReset, relative, viewTransition, reloadDocument, ...anchor } = props;
  if (!to.startsWith('/') || to.startsWith('//') || /(^|\/)\.\.?(\/|$|[?#])|[?#]$/.test(to)) return <Link {...props} />;
  void [replace, state, preventScrollReset, relative, viewTransition, reloadDocument];
  return <a {...anchor} href={to} data-discover="true" />;
}

/**
 * A link to a page of the public site: React Router's <Link> in the browser (navigation without a
 * page load, route discovery), and on the server the identical `<a>` it would render (ServerLink),
 * without React Router's per-link work. site-link.test.ts checks that both write the same HTML.
 */
export const SiteLink: (props: SiteLinkProps) => React.ReactNode = import.meta.env.SSR ? ServerLink : Link;
