import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.ts';

const REDACT = ['req.headers.authorization', 'req.headers.cookie'];

/**
 * The server's logger. `json` (LOG_FORMAT=json, the default when the output is not a terminal): one
 * structured line per event, Fastify's request and response lines included, for log collectors.
 * `pretty` (the default on a terminal): time, level and message in words, and one short line per
 * request from `requestLinePlugin` instead of two JSON objects.
 */
export async function loggerOptions(config: Config): Promise<Pick<FastifyServerOptions, 'logger' | 'logController'>> {
  if (config.logFormat === 'json') return { logger: { level: config.logLevel, redact: REDACT } };
  const { default: pretty } = await import('pino-pretty');
  // Written synchronously on the main thread: no transport worker (and its memory) for a few lines.
  const stream = pretty({
    sync: true,
    colorize: process.stdout.isTTY === true,
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname,reqId',
  });
  return {
    logger: { level: config.logLevel, redact: REDACT, stream },
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** With the readable format: `GET /property/4 200 3.1 ms` per request (5xx as errors, 4xx as warnings). */
export const requestLinePlugin = fp(async function requestLine(app: FastifyInstance, opts: { enabled: boolean }) {
  if (!opts.enabled) return;
  app.addHook('onResponse', async (request, reply) => {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
    if (reply.statusCode >= 500) request.log.error(line);
    else if (reply.statusCode >= 400) request.log.warn(line);
    else request.log.info(line);
  });
});
