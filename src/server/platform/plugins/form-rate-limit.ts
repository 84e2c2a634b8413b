import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { keyed, type TextRef } from '../../../shared/i18n/text-ref.ts';
import { INQUIRIES_TEXT } from '../../../shared/texts/inquiries.ts';
import { AppError } from '../errors.ts';
import type { DeclaredForm } from '../feature.ts';

/** The window of the public forms' limit (decision 014). */
const FORM_RATE_WINDOW_MS = 10 * 60_000;

const T = keyed('inquiries', 'INQUIRIES_TEXT', INQUIRIES_TEXT);

/**
 * The public forms, each counted on its own (an inquiry, from the API or the /about page's form, counts
 * as one): each feature declares the names of its forms in `FeatureNames` (decision 097).
 */
export type PublicForm = DeclaredForm;

/**
 * Null when the client may send the form; otherwise the seconds to wait and what to say: `text` by key (a page
 * says it in its language, decision 101), `message` its English.
 */
export type FormLimitVerdict = null | { message: string; text: TextRef; retryAfterSeconds: number };

/** The window of the uploads' limits (decision 094). */
const UPLOAD_WINDOW_MS = 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one sending of `form` by the request's client address (decision 014). */
    checkFormLimit: (form: PublicForm, request: FastifyRequest) => Promise<FormLimitVerdict>;
    /**
     * Counts one upload by the request's client address and one to `subject` (what receives it: an
     * application): null while both are within their hour's limit, else the seconds to wait (decision 094).
     */
    checkUploadLimit: (request: FastifyRequest, subject: string) => Promise<null | { retryAfterSeconds: number }>;
  }
}

/**
 * An `onRequest` hook for a public form route: past the limit the answer is 429 with the message
 * and Retry-After, before the body is even read.
 */
export function formLimitHook(form: PublicForm) {
  return async function limit(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const verdict = await this.checkFormLimit(form, request);
    if (!verdict) return;
    reply.header('retry-after', verdict.retryAfterSeconds);
    throw new AppError(429, verdict.text);
  };
}

/**
 * @fastify/rate-limit counts the public forms (POST /inquiries, the /about form, POST /subscribers)
 * per client address (`request.ip`, which honours TRUST_PROXY; IPv6 per /64), in memory or in Redis
 * when REDIS_URL is set so every instance shares the count. A Redis outage lets messages through
 * rather than losing leads. The same counter serves the API route and the page's form action.
 */
export const formRateLimitPlugin = fp(async function formRateLimit(
  app: FastifyInstance,
  options: { max: number; redis: Redis | null; uploads: { perClient: number; perApplication: number } },
) {
  await app.register(rateLimit, {
    global: false,
    max: options.max,
    timeWindow: FORM_RATE_WINDOW_MS,
    ...(options.redis ? { redis: options.redis } : {}),
    nameSpace: 'form-limit:',
    skipOnError: true,
  });
  // One limiter per form, made the first time the form is sent (each counts under its own name).
  const limiters = new Map<PublicForm, ReturnType<typeof app.createRateLimit>>();
  const limiterOf = (form: PublicForm) => {
    let limiter = limiters.get(form);
    if (!limiter) {
      limiter = app.createRateLimit({ keyGenerator: (request) => `${form}:${normalizeIP(request.ip, 64)}` });
      limiters.set(form, limiter);
    }
    return limiter;
  };
  app.decorate('checkFormLimit', async (form: PublicForm, request: FastifyRequest): Promise<FormLimitVerdict> => {
    const result = await limiterOf(form)(request);
    if (result.isAllowed || !result.isExceeded) return null;
    const seconds = Math.max(1, result.ttlInSeconds);
    const text = T.tooManyRequests(Math.ceil(seconds / 60));
    return { message: text.english, text, retryAfterSeconds: seconds };
  });

  // Uploads (decision 094): per client address and per subject, each in its own hour; the subject of a
  // request is handed to its key generator through this map, for the one call that counts it.
  const subjects = new WeakMap<FastifyRequest, string>();
  const uploadLimiters = [
    app.createRateLimit({
      max: options.uploads.perClient,
      timeWindow: UPLOAD_WINDOW_MS,
      keyGenerator: (request) => `upload-client:${normalizeIP(request.ip, 64)}`,
    }),
    app.createRateLimit({
      max: options.uploads.perApplication,
      timeWindow: UPLOAD_WINDOW_MS,
      keyGenerator: (request) => `upload-subject:${subjects.get(request) ?? ''}`,
    }),
  ];
  app.decorate('checkUploadLimit', async (request: FastifyRequest, subject: string) => {
    subjects.set(request, subject);
    for (const limiter of uploadLimiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) return { retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
    }
    return null;
  });
});
