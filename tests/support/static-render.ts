import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

/**
 * `element` rendered on the server as the page at `url` (a route nested under a layout, as the
 * public pages are), inside `wrap` (providers around the router, as entry.server.tsx puts them).
 */
export async function renderAt(
  url: string,
  element: () => ReactElement,
  wrap: (page: ReactElement) => ReactElement = (page) => page,
): Promise<string> {
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
  return renderToString(wrap(createElement(StaticRouterProvider, { router, context, hydrate: false })));
}
