import { readFileSync } from 'node:fs';
import { PassThrough, pipeline } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { InlineStyleProvider } from './inline-style.tsx';
import { NonceProvider } from './nonce.tsx';
import { PUBLIC_LAYOUT_ID } from './routes/public/error-meta.ts';
import { withoutModulePreloads } from './without-module-preloads.ts';
import stylesheet from './app.css?url';

export const streamTimeout = 5_000;

/**
 * The text of the built stylesheet (`/assets/app-….css`, in the client build beside this server build)
 * that root.tsx inlines in production, read once; in development Vite serves the stylesheet.
 */
const inlineStylesheet = import.meta.env.DEV
  ? undefined
  : readFileSync(new URL(`../client${stylesheet}`, import.meta.url), 'utf8');

/**
 * Renders a page to complete HTML (every Suspense boundary resolved), so that search engines, link
 * previews and visitors without JavaScript get the whole page, and the page can be cached.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;
  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineStyleProvider value={inlineStylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStyleProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          const html = isPublicPage(routerContext) ? pipeline(body, withoutModulePreloads(), () => {}) : body;
          resolve(new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}

/** Pages of the public site (its layout route), as opposed to the back-office, which keeps its module preloads. */
function isPublicPage(routerContext: EntryContext) {
  return routerContext.staticHandlerContext.matches.some((match) => match.route.id === PUBLIC_LAYOUT_ID);
}
