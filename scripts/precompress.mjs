// The browser build's files compressed once, at build time, beside each file: `x.js.gz` (gzip written by
// Zopfli, a slower encoder whose output any gzip decoder reads, 3–4% smaller than zlib's level 9) and
// `x.js.br` (Brotli at its highest quality). The server sends the one the browser asks for (@fastify/static's
// `preCompressed`, src/server/app.ts) instead of compressing each answer with a fast setting.
// Called by the build (vite.config.ts) on the client build's folder. See docs/decisions/110-room-in-the-page-budget-and-idle-memory.md.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Zopfli's gzip; zlib's level 9 when @gfx/zopfli is not installed yet (a checkout pulled without `npm install`):
 * the build still works, said once, and the files are about 4 KB larger on `/`.
 */
const gzipEncoder = import('@gfx/zopfli').then(
  ({ gzipAsync }) => ({ name: 'zopfli', gzip: async (body) => Buffer.from(await gzipAsync(body, { numiterations: 15 })) }),
  () => {
    console.warn('precompress: @gfx/zopfli is not installed (npm install): gzip by zlib level 9 instead');
    return { name: 'zlib9', gzip: async (body) => gzipSync(body, { level: 9 }) };
  },
);

/** What is worth compressing: text (scripts, styles, SVG, JSON, plain text); images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;

async function* filesIn(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Not the bundler's own records (.vite/manifest.json, removed after the build), which are never served.
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(file);
    else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

/**
 * Zopfli takes about a second for React DOM: a file's two encodings are kept by content in node_modules/.cache,
 * so a rebuild (`npm start` after an edit, a second test build) compresses only the chunks that changed.
 */
const CACHE = path.join('node_modules', '.cache', 'precompressed');

async function encodings(body) {
  const encoder = await gzipEncoder;
  const key = path.join(CACHE, `${createHash('sha256').update(body).digest('hex')}.${encoder.name}`);
  const cached = await Promise.all([readFile(`${key}.gz`), readFile(`${key}.br`)]).catch(() => null);
  if (cached) return { gzip: cached[0], brotli: cached[1] };
  const gzip = await encoder.gzip(body);
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  await mkdir(CACHE, { recursive: true });
  await Promise.all([writeFile(`${key}.gz`, gzip), writeFile(`${key}.br`, brotli)]);
  return { gzip, brotli };
}

/** Writes `.gz` and `.br` beside every compressible file of `dir` that they make smaller; answers how many files it read. */
export async function precompress(dir) {
  let count = 0;
  for await (const file of filesIn(dir)) {
    const body = await readFile(file);
    const { gzip, brotli } = await encodings(body);
    if (gzip.length < body.length) await writeFile(`${file}.gz`, gzip);
    if (brotli.length < body.length) await writeFile(`${file}.br`, brotli);
    count += 1;
  }
  return count;
}
