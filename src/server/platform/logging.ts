import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.ts';

const REDACT = ['req.headers.authorization', 'req.headers.cookie'];

/**
 * The addresses whose next segment is a private link's token (the renter's application, the
 * landlord's package, a FARE Act disclosure, the after-lease mail's stop link, a viewing's manage and
 * Confirm/Decline links, a saved search, a roommate profile, a password reset), with or without
 * `/api`, `/es` or `/zh` before them. A token is at least 16 characters: ids and words stay readable.
 */
const PRIVATE_PATH =
  /^((?:\/(?:es|zh))?(?:\/api)?\/(?:apply|applications|application-packages|disclosures|lease-mail\/unsubscribe|viewings\/respond|viewings|alerts|roommates|admin\/reset-password|reset-password)\/)([^/?#]{16,})/;
const TOKEN_PARAMETER = /([?&]token=)[^&#]*/gi;

/**
 * A request's address as the log may keep it: every private token replaced by `[redacted]`
 * (`/apply/[redacted]/contact`, `/unsubscribe?token=[redacted]`), so the log holds no link that opens
 * a person's data (docs/decisions/078-private-links-never-lie-in-clear.md).
 */
function redactUrl(url: string): string {
  return url.replace(PRIVATE_PATH, '$1[redacted]').replace(TOKEN_PARAMETER, '$1[redacted]');
}

/** Fastify's request serializer with the address redacted. */
const serializers = {
  req(request: { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.hostname,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/**
 * The server's logger. `json` (LOG_FORMAT=json, the default when the output is not a terminal): one
 * structured line per event, Fastify's request and response lines included, for log collectors.
 * `pretty` (the default on a terminal): time, level and message in words, and one short line per
 * request from `requestLinePlugin` instead of two JSON objects.
 */
export async function loggerOptions(config: Config): Promise<Pick<FastifyServerOptions, 'logger' | 'logController'>> {
  if (config.logFormat === 'json') return { logger: { level: config.logLevel, redact: REDACT, serializers } };
  const { default: pretty } = await import('pino-pretty');
  // Written synchronously on the main thread: no transport worker (and its memory) for a few lines.
  const stream = pretty({
    sync: true,
    colorize: process.stdout.isTTY === true,
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname,reqId',
  });
  return {
    logger: { level: config.logLevel, redact: REDACT, serializers, stream },
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** With the readable format: `GET /property/4 200 3.1 ms` per request (5xx as errors, 4xx as warnings). */
export const requestLinePlugin = fp(async function requestLine(app: FastifyInstance, opts: { enabled: boolean }) {
  if (!opts.enabled) return;
  app.addHook('onResponse', async (request, reply) => {
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
    if (reply.statusCode >= 500) request.log.error(line);
    else if (reply.statusCode >= 400) request.log.warn(line);
    else request.log.info(line);
  });
});
