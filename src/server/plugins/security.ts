import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** The per-response nonce that the server-rendered hydration scripts carry. */
    scriptNonce: string;
  }
}

/**
 * Security headers. The Content-Security-Policy allows scripts from our own origin and inline
 * scripts only with this response's nonce (the hydration data React Router writes into the page).
 */
export const securityPlugin = fp(async function security(app: FastifyInstance, opts: { dev: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/docs')) return; // swagger-ui sets its own policy
    const nonce = randomBytes(16).toString('base64');
    reply.scriptNonce = nonce;
    const connect = opts.dev ? "'self' ws: wss:" : "'self'";
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'${opts.dev ? " 'unsafe-eval'" : ''}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        `connect-src ${connect}`,
        'frame-src https://www.google.com https://maps.google.com',
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join('; '),
    );
  });
});
