import { gzipSync } from 'node:zlib';
import type { BenchContext, ScenarioGroup } from './lib/types.ts';

/**
 * The server-rendered public pages under load, beside the bare route (same body, same run), with
 * the public-site issue's target: at least 30% of the bare route's requests per second.
 *
 * - `/` and `/property/{id}` as every visitor gets them (answered from the page cache after the
 *   first request; each answer still gets its own CSP nonce and is compressed if asked).
 * - The same pages with a bearer token, which the page cache never serves: what rendering costs
 *   (loaders through the listings service, React to HTML) on every request.
 *
 * `report` adds the gzip size of the JavaScript and CSS that `/` loads: every module preload, module
 * script and stylesheet link in its HTML (target: at most 120 KB of JavaScript).
 */

export interface AssetSizes {
  js: { files: number; bytes: number; gzip: number };
  css: { files: number; bytes: number; gzip: number };
}

/** The JavaScript and CSS `path` loads (from its HTML's links), raw and gzip-compressed (level 9). */
export async function pageAssetSizes(origin: string, path = '/'): Promise<AssetSizes> {
  const page = await fetch(`${origin}${path}`);
  if (!page.ok) throw new Error(`GET ${path}: ${page.status}`);
  const html = await page.text();
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const href = /\b(?:href|src)="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/rel="modulepreload"/.test(tag) || (tag.startsWith('<script') && /type="module"/.test(tag))) js.add(href);
    else if (/rel="stylesheet"/.test(tag)) css.add(href);
  }
  // The entry module imported by the inline bootstrap script.
  for (const m of html.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) js.add(m[1]);
  const measure = async (urls: Set<string>) => {
    let bytes = 0;
    let gzip = 0;
    for (const url of urls) {
      const response = await fetch(new URL(url, origin));
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      bytes += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    return { files: urls.size, bytes, gzip };
  };
  return { js: await measure(js), css: await measure(css) };
}

export const PUBLIC_JS_BUDGET_GZIP = 120 * 1024;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const pages: ScenarioGroup = {
  name: 'Pages',
  web: 'build',
  scenarios: (context: BenchContext) => {
    const property = `/property/${context.activeListingId}`;
    return [
      { name: 'GET / (server-rendered, page cache)', path: '/', target: 0.3 },
      { name: `GET ${property} (server-rendered, page cache)`, path: property, target: 0.3 },
      { name: 'GET / (rendered on every request: token, no page cache)', path: '/', signedIn: true },
      { name: `GET ${property} (rendered on every request)`, path: property, signedIn: true },
    ];
  },
  async report(server) {
    const sizes = await pageAssetSizes(server.app, '/');
    return [
      `JavaScript loaded by /: ${sizes.js.files} files, ${kb(sizes.js.bytes)}, ${kb(sizes.js.gzip)} gzip (budget ${kb(PUBLIC_JS_BUDGET_GZIP)}: ${
        sizes.js.gzip <= PUBLIC_JS_BUDGET_GZIP ? 'met' : 'MISSED'
      })`,
      `CSS loaded by /: ${sizes.css.files} files, ${kb(sizes.css.bytes)}, ${kb(sizes.css.gzip)} gzip`,
    ];
  },
};

export default pages;
