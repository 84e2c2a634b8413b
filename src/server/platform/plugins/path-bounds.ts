import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_LIMIT_TEXT as T } from '../../../shared/texts/common.ts';
import { PUBLIC_TEXT } from '../../../shared/texts/public.ts';
import { LANGUAGE_PREFIX } from '../../../shared/i18n/languages.ts';
import { sameSitePath } from '../../../shared/same-site-path.ts';
import { refuse } from './request-limits.ts';

/**
 * The bounds of a request's path (issue 44 item 1, docs/decisions/093), checked before any page is rendered:
 * React Router's route matching costs the square of a path's segments (a 7,000-segment path held the server
 * 3 to 4 s), so a path past these bounds never reaches it.
 *
 * - At most MAX_PATH_CHARACTERS characters (the path, not its query: React Router's own route discovery,
 *   `/__manifest?paths=…`, sends up to 7,680 characters of query, and Node refuses a request line and
 *   headers over 16 KB by itself): longer is 414 for a page, and the API's 404 under /api (a token
 *   or id that long is a guess like any other, answered alike).
 * - At most MAX_PATH_SEGMENTS segments: no address of the site has a tenth of that (the longest, an
 *   application's document in the API, has seven), so more is an address that cannot exist: 404.
 *
 * Both answers are small fixed pages (or the API's envelope), not the site's rendered 404 page.
 */
export const MAX_PATH_CHARACTERS = 2048;
export const MAX_PATH_SEGMENTS = 32;

/** The language prefix in any case (`/ES`, `/Zh/…`, and their `.data` requests); the site's own is lowercase. */
const ANY_CASE_PREFIX = new RegExp(LANGUAGE_PREFIX.source, 'i');

const pathOf = (url: string) => {
  const cut = url.indexOf('?');
  return cut < 0 ? url : url.slice(0, cut);
};

/** The segments of a path: its slashes (and backslashes, which a browser reads as slashes). */
function segmentCount(path: string): number {
  let count = 0;
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === 47 || c === 92) count++;
  }
  return count;
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return refuse(
    request,
    reply,
    404,
    { title: PUBLIC_TEXT.pageNotFound, detail: PUBLIC_TEXT.pageNotFoundDetail },
    'Route not found',
  );
}

/**
 * Refuses a path past the bounds, and sends a language prefix written in another case (`/ZH/`, `/Es/about`,
 * which React Router would match as the English page) to its lowercase address: 301 for a page read, 404
 * for anything else (a form posted there, a `.data` request), so no English duplicate answers 200.
 */
export const pathBoundsPlugin = fp(async function pathBounds(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (path.length > MAX_PATH_CHARACTERS) {
      // An API address that long names nothing: the API's own 404, as an unknown or guessed token gets.
      if (path.startsWith('/api/')) return notFound(request, reply);
      return refuse(request, reply, 414, { title: T.addressTooLongTitle, detail: T.addressTooLongDetail }, T.addressTooLongTitle);
    }
    if (segmentCount(path) > MAX_PATH_SEGMENTS) return notFound(request, reply);
    const prefix = ANY_CASE_PREFIX.exec(path)?.[1];
    if (prefix === undefined || prefix === prefix.toLowerCase()) return;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.endsWith('.data')) return notFound(request, reply);
    const rest = request.url.slice(prefix.length + 1);
    const lowercase = `/${prefix.toLowerCase()}${/^[/\\?]/.test(rest) ? '' : '/'}${rest}`;
    return reply.redirect(sameSitePath(lowercase), 301);
  });
});
