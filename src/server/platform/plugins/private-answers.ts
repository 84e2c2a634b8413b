import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A 'public' route whose answer is nevertheless a person's own (Login's session token): kept out of
     * caches like a 'private' route's (docs/decisions/093).
     */
    noStore?: boolean;
  }
}

/**
 * Whether an answer of the API is private: every answer of a 'private' route (the default access, its
 * 401 included), an 'optional' route's answer to a signed-in user (it shows them more), and the answers
 * of a route that says `noStore`.
 */
function isPrivateAnswer(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  if (url === undefined || !url.startsWith('/api/') || url.startsWith('/api/docs')) return false;
  const config = request.routeOptions.config;
  const access = config?.access ?? 'private';
  return access === 'private' || config?.noStore === true || (access === 'optional' && request.user !== null);
}

/**
 * `cache-control: no-store` on every private answer of the API (issue 44 item 7, docs/decisions/093), by
 * default from the route's access rather than feature by feature, so no browser, proxy or shared cache
 * keeps a person's data, a list of leads or a CSV export. An answer that already says no-store keeps its
 * own header (`private, no-store`).
 */
export const privateAnswersPlugin = fp(async function privateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPrivateAnswer(request)) return payload;
    if (!String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
