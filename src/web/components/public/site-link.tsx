import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from 'react-router';
import { localizedPath } from '../../../shared/i18n/languages.ts';
import { useLanguage } from '../../i18n.tsx';

/** The props of <Link> the public site uses: a path (a string), the anchor's attributes, and what acts on a click. */
export type SiteLinkProps = Omit<LinkProps, 'to' | 'prefetch' | 'discover' | 'mask'> & { to: string };

/**
 * On the server, the markup React Router's <Link> renders for a path from the site's root (no
 * basename, no prefetching): the same `<a>`, written directly. <Link> resolves its path through the
 * route matches (three times, with a JSON round trip each) and sets up its click handling on every
 * render: about ten times the cost of an `<a>`, and a listing grid has some seventy links
 * (decision 047). Any other path goes to <Link>.
 */
export function ServerLink({ to: path, ...props }: SiteLinkProps) {
  const to = localizedPath(path, useLanguage());
  if (!isPlainPath(to)) return <Link {...props} to={to} />;
  const { replace, state, preventScrollReset, relative, viewTransition, reloadDocument, ...anchor } = props;
  void [replace, state, preventScrollReset, relative, viewTransition, reloadDocument];
  return <a {...anchor} href={to} data-discover="true" />;
}

/** A path from the site's root without `.` or `..` segments and without an empty query or fragment. */
const isPlainPath = (to: string) => to.startsWith('/') && !to.startsWith('//') && !/(^|\/)\.\.?(\/|$|[?#])|[?#]$/.test(to);

/** The props of <NavLink> the public site uses: a SiteLink, its class drawn from whether it leads to the current page. */
export type SiteNavLinkProps = Omit<SiteLinkProps, 'className' | 'children'> & {
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
  children: React.ReactNode;
};

/**
 * On the server, the markup React Router's <NavLink> renders (its `aria-current` and class for the
 * current page, matched as <NavLink> matches: case aside, whole segments, `end` for the exact path),
 * written through ServerLink without resolving the path against the routes. Any other path goes to
 * <NavLink>.
 */
export function ServerNavLink({ end = false, className, to: path, ...rest }: SiteNavLinkProps) {
  const props = { ...rest, to: localizedPath(path, useLanguage()) };
  const pathname = useLocation().pathname.toLowerCase();
  // Paths of plain segments only: <NavLink> compares the resolved, encoded path.
  if (!/^(\/[\w-]+)*\/?$/.test(props.to)) return <NavLink end={end} className={className} {...props} />;
  const to = props.to.toLowerCase();
  const endSlash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const isActive = pathname === to || (!end && pathname.startsWith(to) && pathname.charAt(endSlash) === '/');
  return <ServerLink {...props} aria-current={isActive ? 'page' : undefined} className={className({ isActive })} />;
}

/**
 * A link to a page of the public site, in the page's language (a path from the root is written unprefixed and
 * gets /es/ or /zh/ on a translated page): React Router's <Link> in the browser (navigation without a
 * page load, route discovery), and on the server the identical `<a>` it would render (ServerLink),
 * without React Router's per-link work. site-link.test.ts checks that both write the same HTML.
 */
export const SiteLink: (props: SiteLinkProps) => React.ReactNode = import.meta.env.SSR
  ? ServerLink
  : ({ to, ...props }) => <Link {...props} to={localizedPath(to, useLanguage())} />;

/** A link of the navbar, marked when it leads to the current page: <NavLink> in the browser, ServerNavLink on the server. */
export const SiteNavLink: (props: SiteNavLinkProps) => React.ReactNode = import.meta.env.SSR
  ? ServerNavLink
  : ({ to, ...props }: NavLinkProps & { to: string }) => <NavLink {...props} to={localizedPath(to, useLanguage())} />;
