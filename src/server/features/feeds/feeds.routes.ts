import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PORTAL_NAMES, PORTALS } from '../../../shared/syndication.ts';
import { FEEDS_TEXT as T } from '../../../shared/texts/feeds.ts';
import { ErrorSchema } from '../../../shared/api-envelopes.ts';
import { FeedsAnswerSchema } from '../../../shared/feeds.schema.ts';
import { AppError } from '../../platform/errors.ts';
import { route, type RoutesApp } from '../../platform/route.ts';

/** Whether the client takes gzip (`Accept-Encoding: gzip`, `*`, with a weight above 0). */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((item) => {
    const [coding, ...params] = item.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return q === undefined || Number(q) > 0;
  });
}

/** If-None-Match names this ETag (or `*`); weak forms count (a proxy may have weakened it). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

function notModifiedSince(request: FastifyRequest, lastModified: Date): boolean {
  if (request.headers['if-none-match'] !== undefined) return false;
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * `/feeds/streeteasy.xml` and `/feeds/zillow.xml`: the kept document of the current data version,
 * gzip as stored (or unpacked on the way for a client that takes no gzip), with ETag and
 * Last-Modified answered by 304. With FEED_TOKEN set, the address must carry it (`?token=`).
 */
export async function feedRoutes(app: FastifyInstance) {
  const feeds = app.services.feeds;
  for (const name of PORTAL_NAMES) {
    app.get(PORTALS[name].path, route('public', { hide: true }, { compress: false }), async (request, reply) => {
      if (!feeds.tokenAccepts((request.query as Record<string, unknown> | undefined)?.token))
        throw new AppError(403, T.tokenRequired);
      const snapshot = await feeds.snapshot(name);
      feeds
        .recordFetch(name, request.headers['user-agent'])
        .catch((error: unknown) => request.log.warn({ err: error }, 'recording a feed fetch failed'));
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('etag', snapshot.etag)
        .header('last-modified', snapshot.lastModified.toUTCString())
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('x-robots-tag', 'noindex');
      if (etagMatches(request.headers['if-none-match'], snapshot.etag) || notModifiedSince(request, snapshot.lastModified)) {
        return reply.status(304).send();
      }
      if (acceptsGzip(request.headers['accept-encoding'])) {
        reply.header('content-encoding', 'gzip').header('content-length', snapshot.size);
        return reply.send(createReadStream(snapshot.file));
      }
      return reply.send(createReadStream(snapshot.file).pipe(createGunzip()));
    });
  }
}

/** GET /api/feeds: both feeds for the back-office Settings (every signed-in account). */
export async function feedsApiRoutes(app: RoutesApp) {
  app.get(
    '/feeds',
    route('private', {
      tags: ['Settings'],
      summary: 'The StreetEasy and Zillow feeds: addresses, listings held, last fetch',
      response: { 200: FeedsAnswerSchema, 401: ErrorSchema },
    }),
    async () => ({
      success: true as const,
      feeds: await app.services.feeds.overview(),
      tokenRequired: app.config.feedToken !== undefined,
    }),
  );
}
