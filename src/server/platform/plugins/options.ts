import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../web/api-path.ts';

/** The methods a page answers (form posts go to route actions). */
const PAGE_METHODS = 'GET, HEAD, POST, OPTIONS';

/** A matcher of a route URL (`/api/listings/:id`) against a request path. */
function routeMatcher(url: string): RegExp {
  const pattern = url
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:\w+/g, '[^/]+')
    .replace(/\*$/, '.*');
  return new RegExp(`^${pattern}/?$`);
}

/**
 * `OPTIONS` on any path (what a browser sends before a cross-origin request): 204 with the `Allow`
 * header naming the path's methods, and no CORS header, so a cross-origin page cannot call the API;
 * an unknown API path answers the 404 envelope. Without this, React Router would treat the request as
 * an action nobody declared and log a stack trace.
 */
export const optionsPlugin = fp(async function options(app: FastifyInstance) {
  const apiRoutes: Array<{ method: string; match: RegExp }> = [];
  app.addHook('onReady', async () => {
    for (const route of app.routeCatalog) apiRoutes.push({ method: route.method, match: routeMatcher(route.url) });
  });

  app.options('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!isApiPath(path)) return reply.status(204).header('allow', PAGE_METHODS).send();
    const methods = new Set(apiRoutes.filter((route) => route.match.test(path)).map((route) => route.method));
    if (methods.size === 0) return reply.callNotFound();
    if (methods.has('GET')) methods.add('HEAD');
    methods.add('OPTIONS');
    return reply
      .status(204)
      .header('allow', [...methods].join(', '))
      .send();
  });
});
