// Decided in docs/decisions/003-authentication: bearer JWT with a per-user token version; route access declared per route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_TEXT as T } from '../../../shared/texts/auth.ts';
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A staff account as read from the database (its table is the auth feature's). */
type UserRow = Selectable<Database['users']>;
import { AppError, unauthorized } from '../errors.ts';

/** The signed-in user behind a bearer token, and what the token says about the session. */
export interface Authenticated {
  user: UserRow;
  /** Issued with 'Remember me'. */
  remember: boolean;
  /** The token's own id and expiry, for Logout. */
  tokenId: string;
  expiresAt: Date;
}

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
    /** The signed-in user on 'private' routes (always set) and 'optional' ones (when the token is good). */
    user: UserRow | null;
    /** The user with what the token says about the session (e.g. 'Remember me'). */
    auth: Authenticated | null;
  }
  interface FastifyInstance {
    /** Every API route with its access rule, for docs and the authorization tests. */
    routeCatalog: Array<{ method: string; url: string; access: RouteAccess }>;
  }
}

/** For routes only administrators may use (agents get 403 with `message`), checked on the server. */
export function requireAdmin(request: FastifyRequest, message: string) {
  if (request.user?.role !== 'admin') throw new AppError(403, message);
}

/** The same check as a route's `preValidation` hook: `{ preValidation: adminsOnly(T.adminOnly) }`. */
export const adminsOnly = (message: string) => async (request: FastifyRequest) => requireAdmin(request, message);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : '';
}

export const authPlugin = fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('auth', null);
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
    const auth = token ? await app.services.auth.authenticate(token) : null;
    if (!auth && access !== 'optional') throw unauthorized(T.authRequired);
    request.auth = auth;
    request.user = auth?.user ?? null;
  });
});
