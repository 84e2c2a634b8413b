import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '../../../shared/constants.ts';
import { REQUEST_LIMIT_TEXT as T } from '../../../shared/texts/common.ts';
import { isApiPath } from '../web/api-path.ts';

/**
 * How much and how long the server reads from one request (decision 029). Every body is capped
 * while it streams: a declared Content-Length over the cap is refused before a byte is read, a
 * chunked body is cut as soon as it passes the cap (Fastify's body reader, given each route's
 * `bodyLimit`), and the connection is closed after the 413 so the rest is never read.
 */

/** JSON bodies of the API. */
const JSON_BODY_LIMIT = 1024 * 1024;
/** Forms posted to pages (contact form, newsletter, unsubscribe): a few fields of text. */
export const PAGE_FORM_BODY_LIMIT = 64 * 1024;
/** A listing form: its photos (docs/product.md §9: 10 of 5 MB at most) and its text fields. */
export const UPLOAD_BODY_LIMIT = MAX_IMAGES * MAX_IMAGE_BYTES + 2 * 1024 * 1024;

/** A request's body must have arrived this long after its headers, or the connection is cut. */
export const BODY_TIMEOUT_MS = 30_000;
/** The same for the uploads (photos, documents), which may take longer on a phone's connection. */
const UPLOAD_BODY_TIMEOUT_MS = 5 * 60_000;
/**
 * An upload that has taken BODY_TIMEOUT_MS must have kept this many bytes a second on average since its
 * headers, or it is cut (408): a body sent a byte at a time is cut as soon as a form's would be, while a
 * slow phone's upload (tens of KB a second at the least) goes on up to UPLOAD_BODY_TIMEOUT_MS.
 */
const UPLOAD_MIN_BYTES_PER_SECOND = 1024;
/** How often an upload's bytes and pace are looked at. */
const UPLOAD_WATCH_MS = 250;
/** How long a connection closed on a refused body keeps discarding what the client still sends. */
const LINGER_MS = 2_000;
/** The request line and headers must have arrived within this time. */
const HEADERS_TIMEOUT_MS = 15_000;
/**
 * An idle kept-alive connection is closed after this time: longer than the 60 s idle timeout of
 * nginx and of the common load balancers, so they never reuse a connection the server is closing.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes photo uploads: a multipart body may be UPLOAD_BODY_LIMIT long and take
     * UPLOAD_BODY_TIMEOUT_MS to arrive (its JSON body keeps the JSON cap).
     */
    upload?: boolean;
  }
}

/** The Fastify and Node HTTP server options of the limits above. */
export function serverLimitOptions(): Pick<
  FastifyServerOptions,
  'bodyLimit' | 'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout'
> & { http: { headersTimeout: number; connectionsCheckingInterval: number } } {
  return {
    bodyLimit: JSON_BODY_LIMIT,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // Node's own whole-request limit, a backstop behind the per-route body deadline below.
    requestTimeout: UPLOAD_BODY_TIMEOUT_MS + 60_000,
    connectionTimeout: 0,
    // Node checks the header and request deadlines this often (its default, 30 s, would let a
    // trickling request live up to twice its deadline).
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
  };
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the request announces a body (a Content-Length above 0, or chunked). */
const announcesBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

const isMultipartForm = (request: FastifyRequest) => /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/** A small page for a request refused before its page ran: the status, a heading and what to do. */
function refusalPage(title: string, detail: string): string {
  const escape = (text: string) =>
    text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{margin:0;padding:0 1rem;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:12vh auto;padding:2.5rem 1.5rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(15,23,42,.12)}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 .75rem}p{line-height:1.6;margin:0 0 1.5rem;color:#334155}
a{display:inline-block;background:#1e3a8a;color:#fff;text-decoration:none;padding:.7rem 1.2rem;border-radius:.5rem;font-weight:600}
a:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}</style></head>
<body><main><h1>${escape(title)}</h1><p>${escape(detail)}</p><a href="/">${escape(T.backToSite)}</a></main></body></html>`;
}

/** Answers a refused request and closes the connection, so the body it did not read is never read. */
export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: { title: string; detail: string },
  message: string,
) {
  reply.status(status).header('connection', 'close').header('cache-control', 'no-store');
  if (isApiPath(request.url)) return reply.send({ success: false, message });
  return reply.type('text/html; charset=utf-8').send(refusalPage(page.title, page.detail));
}

/**
 * Ends a connection whose body is not read to its end with a bare answer written on the socket (`status`
 * line, its headers, `body`), where a route may be reading the body meanwhile: nothing more is read.
 */
function cutConnection(request: FastifyRequest, reply: FastifyReply, status: string, body = '') {
  const socket = request.raw.socket;
  if (!socket || socket.destroyed) return;
  if (!reply.raw.headersSent)
    socket.end(
      `HTTP/1.1 ${status}\r\nConnection: close\r\nCache-Control: no-store\r\n${
        body ? 'Content-Type: application/json; charset=utf-8\r\n' : ''
      }Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  setTimeout(() => socket.destroy(), 1_000).unref();
}

/** The 413 answer of a request whose body is over its route's cap. */
export function refuseTooLarge(request: FastifyRequest, reply: FastifyReply) {
  const limitKb = Math.round((request.routeOptions.bodyLimit ?? PAGE_FORM_BODY_LIMIT) / 1024);
  return refuse(request, reply, 413, { title: T.tooLargeTitle, detail: T.tooLargeDetail(limitKb) }, T.bodyTooLarge);
}

/**
 * Refuses a declared body over the route's cap before reading it (Fastify's reader would too, but
 * only for routes with a body parser; multipart uploads stream past it), and cuts the connection of
 * a request whose body has not fully arrived by the route's deadline (a body sent a byte at a time).
 */
export const requestLimitsPlugin = fp(async function requestLimits(app: FastifyInstance) {
  // A refusal closes the connection with its body unread. Closed at once, the client (still sending)
  // would get a reset that can swallow the answer; closed as nginx does (lingering close), it reads
  // the answer: the server sends it and its end, discards what still arrives for a moment, then closes.
  app.addHook('onSend', async (request, reply) => {
    const socket = request.raw.socket as (typeof request.raw.socket & { destroySoon?: () => void }) | undefined;
    if (reply.getHeader('connection') !== 'close' || request.raw.complete || typeof socket?.destroySoon !== 'function') return;
    socket.destroySoon = () => {
      socket.end();
      socket.resume();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    };
  });
  // What a refused body cost: the bytes read from the connection when the answer went out.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 413) return;
    const declared = request.headers['content-length'] === undefined ? null : Number(request.headers['content-length']);
    request.log.warn({ bytesRead: request.raw.socket?.bytesRead ?? 0, declared }, 'request body over its cap: refused');
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!announcesBody(request)) return;
    const declared = Number(request.headers['content-length']);
    // The header, not request.isMultipart(): that is only known once the body parser has run.
    const upload = request.routeOptions.config.upload === true && isMultipartForm(request);
    const cap = upload ? UPLOAD_BODY_LIMIT : (request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT);
    if (HAS_BODY.has(request.method) && declared > cap) return refuseTooLarge(request, reply);
    const raw = request.raw;
    if (raw.complete) return;
    const tooSlow = () => {
      request.log.warn({ bytesRead: raw.socket?.bytesRead }, 'request body too slow: connection cut');
      cutConnection(request, reply, '408 Request Timeout');
    };
    const timer = setTimeout(tooSlow, upload ? UPLOAD_BODY_TIMEOUT_MS : BODY_TIMEOUT_MS);
    timer.unref();
    // An upload's multipart body is streamed by its route, past the body reader's cap: its bytes are
    // counted here as the route reads them (a listener beside the route's, added once the body flows), and
    // its pace from what the connection has delivered. Over the cap, or slower than
    // UPLOAD_MIN_BYTES_PER_SECOND once it has taken BODY_TIMEOUT_MS, the connection is cut.
    let watch: NodeJS.Timeout | undefined;
    let cut = false;
    const clear = () => {
      cut = true;
      clearTimeout(timer);
      clearInterval(watch);
    };
    if (upload) {
      let read = 0;
      raw.once('resume', () =>
        raw.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (cut || read <= cap) return;
          clear();
          request.log.warn({ bytesRead: read, cap }, 'request body over its cap: connection cut');
          cutConnection(request, reply, '413 Payload Too Large', JSON.stringify({ success: false, message: T.bodyTooLarge }));
        }),
      );
      const socket = raw.socket;
      const before = socket?.bytesRead ?? 0;
      const started = performance.now();
      watch = setInterval(() => {
        const delivered = (socket?.bytesRead ?? before) - before;
        const ms = performance.now() - started;
        if (ms < BODY_TIMEOUT_MS || delivered >= (UPLOAD_MIN_BYTES_PER_SECOND * ms) / 1000) return;
        clear();
        tooSlow();
      }, UPLOAD_WATCH_MS);
      watch.unref();
    }
    raw.once('end', clear);
    raw.once('close', clear);
    // Answered before the body was read (a refusal): nothing more is waited for.
    reply.raw.once('finish', clear);
  });
});
