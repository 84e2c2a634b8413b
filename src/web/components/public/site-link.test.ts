import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Link, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ServerLink, type SiteLinkProps } from './site-link.tsx';

/** `element` rendered on the server as the page at `url` (a route nested under a layout, as the public pages are). */
async function render(url: string, element: () => ReactElement) {
  const routes = [
    {
      path: '/',
      children: [
        { path: '*', Component: element },
        { index: true, Component: element },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

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
  it.each(['/', '/sublets', '/property/42'])('writes the HTML React Router’s <Link> writes, on %s', async (url) => {
    for (const props of LINKS) {
      const expected = await render(url, () => createElement(Link, props));
      expect(await render(url, () => createElement(ServerLink, props)), props.to).toBe(expected);
    }
  });
});
