import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { SERVABLE_NAME, type PhotoStore } from '../images/photo-store.ts';
import { LocalPhotoStore } from '../images/local-photo-store.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * /uploads/*: the stored photos with immutable caching. The local folder is served by
 * @fastify/static; a bucket is streamed through this server (also when S3_PUBLIC_URL points
 * browsers elsewhere, so addresses handed out before a CDN was set up keep working).
 */
export async function uploadsPlugin(app: FastifyInstance, opts: { store: PhotoStore; uploadsDir: string }) {
  if (opts.store instanceof LocalPhotoStore) {
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
      // Only photo files: the folder also keeps the renters' attachments, which staff download through the API.
      allowedPath: (pathName) => SERVABLE_NAME.test(pathName.replace(/^\//, '')),
    });
    return;
  }
  const store = opts.store;
  app.get('/uploads/*', async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    if (!SERVABLE_NAME.test(name)) return reply.callNotFound();
    let file: Awaited<ReturnType<PhotoStore['read']>>;
    try {
      file = await store.read(name, request.headers['if-none-match']);
    } catch (error) {
      request.log.error({ err: error }, 'photo storage failed');
      throw new AppError(503, 'Photo storage is unavailable, please try again shortly');
    }
    if (file === null) return reply.callNotFound();
    reply.header('cache-control', IMMUTABLE);
    if (file === 'not-modified') return reply.status(304).send();
    reply.header('content-type', file.contentType);
    if (file.length !== undefined) reply.header('content-length', file.length);
    if (file.etag) reply.header('etag', file.etag);
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    return reply.send(file.body);
  });
}
