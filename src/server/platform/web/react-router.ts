// Decided in docs/decisions/050-server-render-rate-not-doubled: the server render's rate: what was measured, what was left, and why it is not doubled.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { REQUEST_LIMIT_TEXT as T } from '../../../shared/texts/common.ts';
import { RETRY_AFTER_SECONDS } from '../plugins/errors.ts';
import type { FormLimitVerdict, PublicForm } from '../plugins/form-rate-limit.ts';
import { PAGE_FORM_BODY_LIMIT, refuse } from '../plugins/request-limits.ts';
import type { PageView } from '../feature.ts';
import { LANGUAGE_PREFIX } from '../../../shared/i18n/languages.ts';
import { isApiPath } from './api-path.ts';
// The context's shape is declared by the composition root (src/server/load-context.ts), which knows the services.
import type { AppLoadContext } from 'react-router';
import { combineVersions, PAGE_CACHE_HEADER, PAGE_VIEW_HEADER, PageCache } from './page-cache.ts';
import { pageQueries, type PageQuery } from './page-query.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The kind of page this answer is a counted view of ('home', 'building', 'property'), set as it is sent. */
    viewedPage: string | null;
  }
}

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * The page URL of a request: the path as it is, on this site. `new URL(path, origin)` would read
 * `//evil.example/about` as another host (and a backslash as a slash before it), so the origin is
 * written in front of the path instead.
 */
function pageUrl(path: string, origin: string): URL {
  // A path starting with `//` (`//`, `///`, `//x/..`) names no page: the router would read it as `/`
  // and its loaders would make links of it (new URL('//', origin) throws). It is handed over as one
  // encoded segment, which no route matches: the site's 404 page, nothing in the log (issue 31).
  if (path.startsWith('//')) return new URL(`${origin}/${encodeURIComponent(path)}`);
  const url = new URL(`${origin}${path.startsWith('/') ? '' : '/'}${path}`);
  // The same once dot segments and backslashes are read (`/.//evil.example`, `/es/..//evil.example`, `/\/evil.example`).
  if (url.pathname.startsWith('//')) return new URL(`${origin}/${encodeURIComponent(url.pathname)}`);
  return url;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, url: URL): Request {
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
  // The body was read (and capped) by the route's parser; a form limit already passed leaves it empty.
  const body = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body) ? request.body : null;
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

/**
 * The body of React Router's answer: a page's HTML as entry.server.tsx handed it over in the load
 * context (its Response has no body: no web stream to wrap the bytes in and read them back from),
 * else the Response's own body (data requests, resource routes, redirects).
 */
async function answerBody(response: Response, context: AppLoadContext): Promise<Buffer | undefined> {
  if (context.html) return context.html;
  return response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
}

function sendWebResponse(reply: FastifyReply, response: Response, body: Buffer | undefined, status = response.status) {
  reply.status(status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === PAGE_CACHE_HEADER) continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return body ? reply.send(body) : reply.send();
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
 * The query parameters public pages read (listings pages' `page`, /about's `listing`, React Router's
 * own: `_routes`, `index`, and `paths` and `version` of its route discovery, /__manifest?paths=…&version=…,
 * which answers a version mismatch without them).
 */
const PAGE_QUERY_PARAMETERS = new Set(['page', 'listing', 'token', '_routes', 'index', 'paths', 'version']);
/** React Router's own query parameters of its `.data` requests (kept beside a page's own canonical query). */
const ROUTER_QUERY_PARAMETERS = new Set(['_routes', 'index']);

/**
 * The URL a cacheable page is rendered for, and its cache key: the path and the query parameters
 * pages read, in a fixed order. Other parameters would not change the page, so `/about?x=1` and
 * `/about` share one entry (and junk parameters cannot fill the cache).
 */
function pageCacheUrl(url: URL, pageQuery?: PageQuery): URL {
  // A page that writes its own canonical query (the listing grids' searches) keeps that, and React Router's parameters.
  const known = pageQuery ? ROUTER_QUERY_PARAMETERS : PAGE_QUERY_PARAMETERS;
  const kept = [...url.searchParams].filter(([name]) => known.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const normal = pageUrl(url.pathname, url.origin);
  if (pageQuery) normal.search = pageQuery(url.searchParams);
  for (const [name, value] of kept) normal.searchParams.append(name, value);
  // `?index` has no value, and must stay so.
  normal.search = normal.search.replace(/=(?=&|$)/g, '');
  return normal;
}

/**
 * Whether a request's answer may come from the page cache: only GET requests without credentials
 * outside the back-office (routes opt in per response, see page-cache.ts).
 */
function cacheable(request: FastifyRequest, url: URL): boolean {
  if (request.method !== 'GET' || request.headers.authorization) return false;
  // React Router's route discovery reads its own parameters (`p`, `version`): never normalised away.
  if (url.pathname === '/__manifest') return false;
  return url.pathname !== '/admin' && !url.pathname.startsWith('/admin/');
}

/** A page's path without its language prefix (/es/…, /zh/…: the same pages in Spanish and Chinese, decision 070). */
const withoutLanguage = (path: string) => path.replace(LANGUAGE_PREFIX, '') || '/';

/**
 * The public form a page path takes (with React Router's `.data` form of it), from the features'
 * declarations (their manifests' `pageForms`): counted before the body is read.
 */
function pageFormOf(forms: PageFeatures['forms'], path: string): PublicForm | undefined {
  const bare = withoutLanguage(path.split('?')[0])
    .replace(/\.data$/, '')
    .replace(/(.)\/$/, '$1');
  return forms.find((entry) => (typeof entry.path === 'string' ? entry.path === bare : entry.path.test(bare)))?.form;
}

/**
 * What the renderer needs of the features (app.ts gathers it from their manifests): the data versions
 * the cached pages depend on, the pages' public forms and uploads, and where a page's view is recorded.
 */
export interface PageFeatures {
  dataVersions: Array<() => number | Promise<number>>;
  forms: ReadonlyArray<{ path: string | RegExp; form: PublicForm }>;
  uploads: ReadonlyArray<{
    path: string;
    bodyLimit: number;
    subject: (params: Record<string, string>) => Promise<string | null>;
  }>;
  recordView: (view: PageView) => void;
}

/**
 * Whether a posted form comes from one of this site's pages: a browser names the page's origin in
 * `Origin`; it must be this site's (PUBLIC_URL's, or the address the request came to). A client
 * that sends no Origin (not a browser) is not refused here.
 */
function fromThisSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (publicUrl && origin === new URL(publicUrl).origin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * Serves every path the API and the static files do not: the React Router app. Registered in its
 * own encapsulated scope with no body parsers, so a form post reaches React Router untouched.
 */
/**
 * The page a counted view is for, from the kind its route names and the address (the page itself or
 * its `.data` request): 'home', 'building:{slug}' or 'property:{id}'.
 */
function viewedPage(kind: string, url: string): string | null {
  const path = withoutLanguage(url.split('?')[0].replace(/\.data$/, ''));
  if (kind === 'home') return 'home';
  if (kind === 'property') {
    const id = /^\/property\/([1-9]\d{0,9})$/.exec(path)?.[1];
    return id ? `property:${id}` : null;
  }
  if (kind === 'building') {
    const slug = /^\/([^/]{1,200})$/.exec(path)?.[1];
    if (!slug) return null;
    try {
      return `building:${decodeURIComponent(slug).toLowerCase()}`;
    } catch {
      return null;
    }
  }
  return null;
}

export async function reactRouterPlugin(
  app: FastifyInstance,
  opts: {
    build: BuildSource;
    mode: string;
    origin: string;
    context: Pick<AppLoadContext, 'services' | 'config'>;
    /** Whether the database answers (asked only when a page failed, to tell an outage from a bug). */
    ping: () => Promise<boolean>;
    /** What the renderer needs of the features (from their manifests). */
    features: PageFeatures;
  },
) {
  const handle = createRequestHandler(opts.build, opts.mode);
  // Production only: in development the code behind a page changes under the running server.
  // Pages show what the features declare (listings, tips, the site settings): a page is fresh while none has changed.
  const pageCache =
    opts.mode === 'production' ? new PageCache({ version: combineVersions(...opts.features.dataVersions) }) : null;
  // Pages that write their own canonical query (see page-query.ts); none in development.
  const pageQueryOf = typeof opts.build === 'function' ? () => undefined : pageQueries(opts.build);
  const rendering = new Map<string, Promise<void>>();
  // Views of the pages that name themselves (home, building and property pages), cached or not: the
  // header is removed before the answer leaves, and the view is recorded once it has left (decision 040).
  const counting = opts.context.config.viewCounting;
  app.decorateRequest('viewedPage', null);
  app.addHook('onSend', (request, reply, payload, done) => {
    const kind = reply.getHeader(PAGE_VIEW_HEADER);
    if (kind !== undefined) {
      reply.removeHeader(PAGE_VIEW_HEADER);
      if (counting && request.method === 'GET' && reply.statusCode === 200) request.viewedPage = String(kind);
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const kind = request.viewedPage;
    if (kind !== null) {
      const page = viewedPage(kind, request.url);
      if (page)
        opts.features.recordView({
          page,
          address: request.ip,
          userAgent: request.headers['user-agent'],
          referer: request.headers.referer,
          host: request.host,
        });
    }
    done();
  });
  // A posted form is read whole (it is small: PAGE_FORM_BODY_LIMIT) by Fastify's reader, which
  // refuses a declared length over the cap and cuts a chunked body as it passes it (decision 029).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // Too large, from another site, or over its form limit: refused before the body is read.
  const formVerdicts = new WeakMap<FastifyRequest, { form: PublicForm; verdict: FormLimitVerdict }>();
  const uploadVerdicts = new WeakMap<FastifyRequest, { retryAfterSeconds: number }>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || isApiPath(request.url)) return;
    if (!fromThisSite(request, opts.context.config.publicUrl)) {
      return refuse(request, reply, 403, { title: T.foreignOriginTitle, detail: T.foreignOriginDetail }, T.foreignOriginTitle);
    }
    const form = pageFormOf(opts.features.forms, request.url);
    if (request.method === 'POST' && form) formVerdicts.set(request, { form, verdict: await app.checkFormLimit(form, request) });
  });
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!formVerdicts.get(request)?.verdict) return payload;
    // Over the limit: the page answers 429 without the body, which is left unread.
    reply.header('connection', 'close');
    return Object.assign(Readable.from([]), { receivedEncodedLength: Number(request.headers['content-length']) || 0 });
  });

  app.get('/admin', (_request, reply) => reply.redirect('/admin/', 301));

  // A page that takes an upload (an application's document posted without scripts: one file of at most
  // 10 MB and its kind), larger than any other page form. The link is checked before a byte is read: for
  // a wrong or closed link the body is left unread and the page's action answers it. Past the uploads'
  // limits of the hour (decision 094) it is left unread too, and the action says so.
  const closedUploads = new WeakSet<FastifyRequest>();
  for (const upload of opts.features.uploads)
    for (const prefix of ['', '/es', '/zh'])
      app.route({
        method: 'POST',
        url: `${prefix}${upload.path}`,
        bodyLimit: upload.bodyLimit,
        onRequest: async (request, reply) => {
          const subject = await upload.subject(request.params as Record<string, string>).catch(() => null);
          if (subject === null) {
            closedUploads.add(request);
            return;
          }
          const verdict = await app.checkUploadLimit(request, subject);
          if (!verdict) return;
          uploadVerdicts.set(request, verdict);
          closedUploads.add(request);
          reply.header('retry-after', verdict.retryAfterSeconds);
        },
        preParsing: async (request, reply, payload) => {
          if (!closedUploads.has(request)) return payload;
          reply.header('connection', 'close');
          return Object.assign(Readable.from([]), { receivedEncodedLength: Number(request.headers['content-length']) || 0 });
        },
        handler: async (request, reply) => {
          const url = pageUrl(request.url, requestOrigin(request, opts.context.config.publicUrl, opts.origin));
          return render(null, reply, request, url, url);
        },
      });

  // OPTIONS is answered by plugins/options.ts; HEAD comes with GET.
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    bodyLimit: PAGE_FORM_BODY_LIMIT,
    handler: async (request, reply) => {
      // An unknown API path gets the API's 404 envelope, never the public 404 page.
      if (isApiPath(request.url)) return reply.callNotFound();
      const origin = requestOrigin(request, opts.context.config.publicUrl, opts.origin);
      let url = pageUrl(request.url, origin);
      let key: string | null = null;
      if (pageCache && cacheable(request, url)) {
        url = pageCacheUrl(url, pageQueryOf(url.pathname));
        key = url.href;
      }
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
        return await render(key, reply, request, url, pageUrl(request.url, origin));
      } finally {
        release?.();
      }
    },
  });

  /**
   * Renders the page for `url` (its cache key's URL) and caches it when the page says it may be
   * cached. A page outside the cache reads all of its query: when the cache's URL dropped some of
   * what was asked (`requested`), it is rendered again with the URL as asked.
   */
  async function render(key: string | null, reply: FastifyReply, request: FastifyRequest, url: URL, requested: URL) {
    const version = key && pageCache ? await pageCache.version().catch(() => null) : 0;
    const context: AppLoadContext = {
      ...opts.context,
      nonce: reply.scriptNonce,
      head: {},
      clientAddress: request.ip,
      // The page's form was counted before its body was read (above); any other form is counted now.
      formLimit: async (form) => {
        const counted = formVerdicts.get(request);
        return counted?.form === form ? counted.verdict : app.checkFormLimit(form, request);
      },
      uploadLimit: uploadVerdicts.get(request) ?? null,
    };
    const response = await handle(toWebRequest(request, reply, url), context);
    if (!response.headers.has(PAGE_CACHE_HEADER) && url.href !== requested.href) {
      await response.body?.cancel();
      return render(null, reply, request, requested, requested);
    }
    if (
      key &&
      pageCache &&
      version !== null &&
      response.status === 200 &&
      response.headers.has(PAGE_CACHE_HEADER) &&
      !response.headers.has('set-cookie')
    ) {
      const body = (await answerBody(response, context)) ?? Buffer.alloc(0);
      const headers = [...response.headers].filter(([name]) => name !== PAGE_CACHE_HEADER);
      pageCache.set(key, { status: 200, headers, body, nonce: reply.scriptNonce }, version);
      reply.status(200).headers(Object.fromEntries(headers)).header('x-cache', 'MISS');
      return reply.send(body);
    }
    if (response.status >= 500 && !(await opts.ping())) {
      // The page failed because the database is away: say so (503, retry soon), not "a bug" (500).
      return sendWebResponse(
        reply.header('retry-after', RETRY_AFTER_SECONDS),
        response,
        await answerBody(response, context),
        503,
      );
    }
    return sendWebResponse(reply, response, await answerBody(response, context));
  }
}
