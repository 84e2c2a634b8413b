import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppLoadContext } from './load-context.ts';

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete || request.raw.destroyed) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * Serves every path the API and the static files do not: the React Router app. Registered in its
 * own encapsulated scope with no body parsers, so a form post reaches React Router untouched.
 */
export async function reactRouterPlugin(
  app: FastifyInstance,
  opts: { build: BuildSource; mode: string; origin: string; context: Pick<AppLoadContext, 'services' | 'config'> },
) {
  const handle = createRequestHandler(opts.build, opts.mode);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.get('/admin', (_request, reply) => reply.redirect('/admin/', 301));

  app.all('/*', async (request, reply) => {
    const context: AppLoadContext = { ...opts.context, nonce: reply.scriptNonce };
    const response = await handle(toWebRequest(request, opts.origin), context);
    return sendWebResponse(reply, response);
  });
}
