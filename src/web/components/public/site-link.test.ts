import { createElement } from 'react';
import { Link, NavLink } from 'react-router';
import { describe, expect, it } from 'vitest';
import { localizedPath } from '../../../shared/i18n/languages.ts';
import { renderAt } from '../../../../tests/support/static-render.ts';
import { ServerLink, ServerNavLink, type SiteLinkProps, type SiteNavLinkProps } from './site-link.tsx';

const LINKS: SiteLinkProps[] = [
  { to: '/' },
  { to: '/sublets', className: 'block rounded-xl px-4', 'aria-current': 'page', children: 'Sublets' },
  { to: '/property/42', tabIndex: -1, 'aria-hidden': true, children: 'photo' },
  { to: '/?minPrice=2000&beds=1&page=2', children: 'Next' },
  { to: '/about?listing=42#contact', replace: true, state: { from: 'card' }, preventScrollReset: true, children: 'Ask' },
  { to: '/herald-towers/', children: 'Herald Towers' },
  // Not plain paths from the root: handed to <Link>.
  { to: 'relative/path', children: 'relative' },
  { to: '/a/../b', children: 'dots' },
  { to: '/x?', children: 'empty query' },
  { to: '//example.com/x', children: 'protocol-relative' },
];

describe('ServerLink', () => {
  // In the browser a site link is <Link> to the same-site path (localizedPath, docs/decisions/093).
  it.each(['/', '/sublets', '/property/42'])('writes the HTML React Router’s <Link> writes, on %s', async (url) => {
    for (const props of LINKS) {
      const expected = await renderAt(url, () => createElement(Link, { ...props, to: localizedPath(props.to, 'en') }));
      expect(await renderAt(url, () => createElement(ServerLink, props)), props.to).toBe(expected);
    }
  });
});

const marked = ({ isActive }: { isActive: boolean }) => (isActive ? 'rounded-lg text-brand-700' : 'rounded-lg text-slate-700');

const NAV_LINKS: SiteNavLinkProps[] = [
  { to: '/', end: true, className: marked, children: 'All Listings' },
  { to: '/', className: marked, children: 'Everything under the root' },
  { to: '/sublets', className: marked, children: 'Sublets' },
  { to: '/sublets/', className: marked, children: 'Sublets, trailing slash' },
  { to: '/about', end: true, className: marked, children: 'About' },
  { to: '/property', className: marked, children: 'Properties' },
  { to: '/Blog', className: marked, children: 'Blog, other case' },
  // Not plain segments: handed to <NavLink>.
  { to: '/about#contact', className: marked, children: 'Contact' },
  { to: '/?page=2', className: marked, children: 'Query' },
  { to: '/caf%C3%A9', className: marked, children: 'Encoded' },
];

describe('ServerNavLink', () => {
  it.each([
    '/',
    '/sublets',
    '/sublets/',
    '/sublets/x',
    '/SUBLETS',
    '/sublets-more',
    '/about',
    '/about/team',
    '/property/42',
    '/blog',
    '/café',
  ])('writes the HTML React Router’s <NavLink> writes, on %s', async (url) => {
    for (const props of NAV_LINKS) {
      const expected = await renderAt(url, () => createElement(NavLink, props));
      expect(await renderAt(url, () => createElement(ServerNavLink, props)), props.to).toBe(expected);
    }
  });

  it('marks the link of the current page, and only that one', async () => {
    const html = await renderAt('/sublets', () =>
      createElement(
        'nav',
        null,
        ...NAV_LINKS.slice(0, 3).map((props) => createElement(ServerNavLink, { ...props, key: String(props.children) })),
      ),
    );
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain(
      '<a aria-current="page" class="rounded-lg text-brand-700" href="/sublets" data-discover="true">Sublets</a>',
    );
    expect(html).toContain('<a class="rounded-lg text-slate-700" href="/" data-discover="true">All Listings</a>');
  });
});
