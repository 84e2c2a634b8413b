import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { INQUIRIES_TEXT as T } from '../../shared/texts/inquiries.ts';
import { AppError } from '../errors.ts';

/** The window of the public forms' limit (decision 014). */
export const FORM_RATE_WINDOW_MS = 10 * 60_000;

/**
 * Per-route config for a public form endpoint: the plugin's limit (FORM_RATE_LIMIT per window per
 * client address), counted separately for each route.
 */
export const FORM_RATE_LIMIT = {};

/**
 * @fastify/rate-limit for the public forms (POST /inquiries, POST /subscribers): counted per client
 * address (`request.ip`, which honours TRUST_PROXY), in memory or in Redis when REDIS_URL is set so
 * every instance shares the count. A Redis outage lets messages through rather than losing leads.
 */
export const formRateLimitPlugin = fp(async function formRateLimit(
  app: FastifyInstance,
  options: { max: number; redis: Redis | null },
) {
  await app.register(rateLimit, {
    global: false,
    max: options.max,
    timeWindow: FORM_RATE_WINDOW_MS,
    ...(options.redis ? { redis: options.redis } : {}),
    nameSpace: 'form-limit:',
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, T.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 60_000)))),
  });
});
