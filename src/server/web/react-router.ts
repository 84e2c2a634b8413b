import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { RETRY_AFTER_SECONDS } from '../plugins/errors.ts';
import { isApiPath } from './api-path.ts';
import type { AppLoadContext } from './load-context.ts';
import { combineVersions, PAGE_CACHE_HEADER, PageCache } from './page-cache.ts';

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  // The client went away before the answer was sent. (Not the request stream's own 'close': once a
  // posted body has been read, the request stream closes and is destroyed while the client still waits.)
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

function withStatus(response: Response, status: number): Response {
  return new Response(response.body, { status, headers: response.headers });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === PAGE_CACHE_HEADER) continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * The origin pages are rendered for: PUBLIC_URL when set, else the one the request came to (so
 * canonical links and link previews name the address the visitor used).
 */
function requestOrigin(request: FastifyRequest, configured: string | undefined, fallback: string): string {
  if (configured) return configured;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return fallback;
  }
}

/**
 * The page-cache key of a request, or null when its answer must not come from the cache: only GET
 * requests without credentials outside the back-office (routes opt in per response, see page-cache.ts).
 */
function pageCacheKey(request: FastifyRequest, origin: string): string | null {
  if (request.method !== 'GET' || request.headers.authorization) return null;
  if (request.url === '/admin' || request.url.startsWith('/admin/')) return null;
  return `${origin}${request.url}`;
}

/**
 * Serves every path the API and the static files do not: the React Router app. Registered in its
 * own encapsulated scope with no body parsers, so a form post reaches React Router untouched.
 */
export async function reactRouterPlugin(
  app: FastifyInstance,
  opts: {
    build: BuildSource;
    mode: string;
    origin: string;
    context: Pick<AppLoadContext, 'services' | 'config'>;
    /** Whether the database answers (asked only when a page failed, to tell an outage from a bug). */
    ping: () => Promise<boolean>;
  },
) {
  const handle = createRequestHandler(opts.build, opts.mode);
  const { listings, tips, siteSettings } = opts.context.services;
  // Production only: in development the code behind a page changes under the running server.
  // Pages show listings, tips and the site settings: a page is fresh while none has changed.
  const pageCache =
    opts.mode === 'production'
      ? new PageCache({
          version: combineVersions(
            () => listings.dataVersion(),
            () => tips.dataVersion(),
            () => siteSettings.dataVersion(),
          ),
        })
      : null;
  const rendering = new Map<string, Promise<void>>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.get('/admin', (_request, reply) => reply.redirect('/admin/', 301));

  // OPTIONS is answered by plugins/options.ts; HEAD comes with GET.
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (request, reply) => {
      // An unknown API path gets the API's 404 envelope, never the public 404 page.
      if (isApiPath(request.url)) return reply.callNotFound();
      const origin = requestOrigin(request, opts.context.config.publicUrl, opts.origin);
      const key = pageCache ? pageCacheKey(request, origin) : null;
      const fromCache = async () => {
        if (!key || !pageCache) return false;
        // The cache's freshness check reads the data version; without a database, render (and fail) below.
        const hit = await pageCache.get(key, reply.scriptNonce).catch(() => undefined);
        if (!hit) return false;
        reply.raw.once('close', hit.release);
        reply.status(hit.status).headers(Object.fromEntries(hit.headers)).header('x-cache', 'HIT');
        await reply.send(hit.body);
        return true;
      };
      if (await fromCache()) return reply;
      // One render per page at a time: requests for a page being rendered wait for it and take it
      // from the cache, so a crowd arriving at a cold or just-invalidated page costs one render.
      const inFlight = key ? rendering.get(key) : undefined;
      if (inFlight) {
        await inFlight;
        if (await fromCache()) return reply;
      }
      let release: (() => void) | null = null;
      if (key && pageCache && !rendering.has(key)) {
        let resolve = () => {};
        rendering.set(key, new Promise<void>((r) => (resolve = r)));
        release = () => {
          rendering.delete(key);
          resolve();
        };
      }
      try {
        return await render(key, reply, request, origin);
      } finally {
        release?.();
      }
    },
  });

  async function render(key: string | null, reply: FastifyReply, request: FastifyRequest, origin: string) {
    const version = key && pageCache ? await pageCache.version().catch(() => null) : 0;
    const context: AppLoadContext = {
      ...opts.context,
      nonce: reply.scriptNonce,
      formLimit: (form) => app.checkFormLimit(form, request),
    };
    const response = await handle(toWebRequest(request, reply, origin), context);
    if (
      key &&
      pageCache &&
      version !== null &&
      response.status === 200 &&
      response.headers.has(PAGE_CACHE_HEADER) &&
      !response.headers.has('set-cookie')
    ) {
      const body = await response.text();
      const headers = [...response.headers].filter(([name]) => name !== PAGE_CACHE_HEADER);
      pageCache.set(key, { status: 200, headers, body, nonce: reply.scriptNonce }, version);
      reply.status(200).headers(Object.fromEntries(headers)).header('x-cache', 'MISS');
      return reply.send(Buffer.from(body));
    }
    if (response.status >= 500 && !(await opts.ping())) {
      // The page failed because the database is away: say so (503, retry soon), not "a bug" (500).
      return sendWebResponse(reply.header('retry-after', RETRY_AFTER_SECONDS), withStatus(response, 503));
    }
    return sendWebResponse(reply, response);
  }
}
