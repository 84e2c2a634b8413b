// Decided in docs/decisions/009-security-headers-without-helmet: security headers set by our own plugin, not @fastify/helmet.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** The per-response nonce that the server-rendered hydration scripts carry ('' on non-page responses). */
    scriptNonce: string;
  }
}

/** The headers every response carries, computed once (what helmet would set, tuned for this site). */
const STATIC_HEADERS: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** JSON, photos and hashed assets never run script: the strictest policy, computed once. */
const NO_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

function pagePolicy(nonce: string, dev: boolean, imageOrigins: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${imageOrigins}`,
    "font-src 'self' data:",
    `connect-src ${dev ? "'self' ws: wss:" : "'self'"}`,
    // blob: frames: a back-office page shows an application's PDF it read with the staff's token (decision 067).
    'frame-src blob: https://www.google.com https://maps.google.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const isResourcePath = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/uploads/') || url.startsWith('/assets/');

/**
 * Security headers. Pages get a Content-Security-Policy that allows scripts from our own origin and
 * inline scripts only with this response's nonce (the hydration data React Router writes into the
 * page); API answers, photos and assets get a policy that allows nothing. The API reference
 * (/api/docs) sets its own policy.
 */
export const securityPlugin = fp(async function security(
  app: FastifyInstance,
  opts: { dev: boolean; /** Where photos come from besides our own origin (S3_PUBLIC_URL). */ imageOrigins: string[] },
) {
  const imageOrigins = opts.imageOrigins.map((origin) => ` ${origin}`).join('');
  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(STATIC_HEADERS);
    const url = request.url;
    if (url.startsWith('/api/docs')) return;
    if (isResourcePath(url)) {
      reply.header('content-security-policy', NO_CONTENT_POLICY);
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    reply.scriptNonce = nonce;
    reply.header('content-security-policy', pagePolicy(nonce, opts.dev, imageOrigins));
  });
});
