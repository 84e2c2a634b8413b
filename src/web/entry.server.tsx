import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { InlineStyleProvider } from './inline-style.tsx';
import { createMemoRenderer } from './memo-html.server.ts';
import { MemoRenderer } from './memo-html.tsx';
import { NonceProvider } from './nonce.tsx';
import { finishPageHtml } from './page-html.ts';
import { isPublicLayoutId } from './routes/public/error-meta.ts';
import stylesheet from './app.css?url';

export const streamTimeout = 5_000;

/**
 * The kept HTML of the parts pages share (memo-html.tsx, decision 051): at most 4 million characters
 * of keys and HTML (4–8 MB), over a thousand listing cards beside the frame. Not in development,
 * where the code that draws them changes under the running server.
 */
const memoRenderer = import.meta.env.DEV ? null : createMemoRenderer({ maxChars: 4_000_000 });

/**
 * The bytes of the built stylesheet (`/assets/app-….css`, in the client build beside this server
 * build) that root.tsx inlines in production, read once; in development Vite serves the stylesheet.
 * React renders the `<style>` empty and page-html.ts writes these bytes into it.
 */
const inlineStylesheet = import.meta.env.DEV ? undefined : readFileSync(new URL(`../client${stylesheet}`, import.meta.url));

/**
 * Renders a page to complete HTML (every Suspense boundary resolved), so that search engines, link
 * previews and visitors without JavaScript get the whole page, and the page can be cached. Nothing
 * is sent before the whole page is ready, so React writes it into memory and the server sends it as
 * one buffer, handed over in the load context (no stream to pass it through).
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
  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineStyleProvider value={inlineStylesheet ? '' : undefined}>
          <MemoRenderer value={memoRenderer}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </MemoRenderer>
        </InlineStyleProvider>
      </NonceProvider>,
      {
        nonce,
        // Every Suspense boundary written in place, however much HTML comes before it (React moves a boundary
        // past 12,800 bytes to the end of the page, shown by an inline script: nothing without scripts). The
        // page is sent whole anyway; the public layout's footer is such a boundary (decision 099).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const page = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              const html = finishPageHtml(Buffer.concat(chunks), {
                stylesheet: inlineStylesheet,
                withoutModulePreloads: isPublicPage(routerContext),
                jsonLd: responseStatusCode === 200 ? loadContext.head.jsonLd : undefined,
              });
              // Handed to the server directly (load-context.ts): the Response only carries status and headers.
              loadContext.html = html;
              resolve(new Response(null, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          page.once('error', reject);
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
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
  return routerContext.staticHandlerContext.matches.some((match) => isPublicLayoutId(match.route.id));
}
