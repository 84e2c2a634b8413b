import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_TEXT as T } from '../../shared/texts/auth.ts';
import type { UserRow } from '../db/schema.ts';
import { unauthorized } from '../errors.ts';

/**
 * Route access, declared once per route in `config.access`:
 * - 'private' (default): a valid, unrevoked bearer token is required (401 otherwise);
 * - 'optional': public, but a valid token widens what the caller sees;
 * - 'public': no token is read at all.
 */
export type RouteAccess = 'private' | 'optional' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
  interface FastifyInstance {
    /** Every API route with its access rule, for docs and the authorization tests. */
    routeCatalog: Array<{ method: string; url: string; access: RouteAccess }>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : '';
}

export const authPlugin = fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorate('routeCatalog', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD' || route.url.startsWith('/api/docs')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeCatalog.push({ method, url: route.url, access: route.config?.access ?? 'private' });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    const url = request.routeOptions.url ?? '';
    if (!url.startsWith('/api/') || url.startsWith('/api/docs') || access === 'public') return;
    const token = bearerToken(request);
    const user = token ? await app.services.auth.userForToken(token) : null;
    if (access === 'optional') {
      request.user = user;
      return;
    }
    if (!user) throw unauthorized(T.authRequired);
    request.user = user;
  });
});
