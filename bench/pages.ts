import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import * as lexer from 'es-module-lexer';
import { launchChromium, scriptsLoaded } from './lib/chromium.ts';
import type { BenchContext, ScenarioGroup } from './lib/types.ts';

/**
 * The server-rendered public pages under load, beside the bare route (same body, same run), with
 * the public-site issue's target: at least 30% of the bare route's requests per second.
 *
 * - `/` and `/property/{id}` as every visitor gets them (answered from the page cache after the
 *   first request; each answer still gets its own CSP nonce and is compressed if asked).
 * - The same pages with a bearer token, which the page cache never serves: what rendering costs
 *   (loaders through the listings service, React to HTML) on every request.
 * - `/` filtered and sorted by a renter's search, from the page cache and rendered every time.
 *
 * `report` adds the gzip bytes of the JavaScript each page really loads when it opens (Chromium; budget of `/`:
 * 120 KiB) and of the CSS `/` loads.
 */

export interface AssetSizes {
  js: { files: number; bytes: number; gzip: number; urls: string[] };
  css: { files: number; bytes: number; gzip: number; urls: string[] };
}

/**
 * The JavaScript and CSS `path` loads when it opens: their size, and the bytes the server sends a browser that
 * accepts gzip (its build-time Zopfli files, decision 110; a body it sends uncompressed counts as it is): the
 * module preloads, module scripts, classic scripts (`<script src>`) and stylesheet links of its HTML, the
 * scripts its inline scripts import, module or classic (`import("…")` of a string at their top: the public
 * layout's language suggestion, `/language-suggestion.js`, which only English pages carry and a browser
 * loads there when it asks for Spanish or Chinese first: counted on those pages, the most a browser loads),
 * and every module those import statically, followed through the chunks (a dynamic `import()` inside a
 * chunk loads on first use: not counted).
 */
export async function pageAssetSizes(origin: string, path = '/'): Promise<AssetSizes> {
  await lexer.init;
  const page = await fetch(`${origin}${path}`);
  if (!page.ok) throw new Error(`GET ${path}: ${page.status}`);
  const pageUrl = new URL(path, origin);
  const html = await page.text();
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const href = /\b(?:href|src)="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/rel="modulepreload"/.test(tag) || (tag.startsWith('<script') && isScript(tag))) js.add(new URL(href, pageUrl).href);
    else if (/rel="stylesheet"/.test(tag)) css.add(new URL(href, pageUrl).href);
  }
  for (const [, attributes, source] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g))
    if (isScript(`<script${attributes}>`))
      for (const specifier of moduleImports(source!, { dynamic: true })) js.add(new URL(specifier, pageUrl).href);

  const bodies = new Map<string, { body: Buffer; sent: number }>();
  const get = async (url: string) => {
    bodies.set(url, await gzipAnswer(url));
    return bodies.get(url)!.body;
  };
  for (const url of js) {
    const source = (await get(url)).toString('utf8');
    for (const specifier of moduleImports(source, { dynamic: false })) js.add(new URL(specifier, url).href);
  }
  for (const url of css) await get(url);
  const measure = (urls: Set<string>) => {
    let bytes = 0;
    let gzip = 0;
    for (const url of urls) {
      const { body, sent } = bodies.get(url)!;
      bytes += body.length;
      gzip += sent;
    }
    return { files: urls.size, bytes, gzip, urls: [...urls] };
  };
  return { js: measure(js), css: measure(css) };
}

/** A GET of `url` by a client that accepts gzip only: the body (decoded) and the bytes of it the server sent. */
function gzipAnswer(url: string): Promise<{ body: Buffer; sent: number }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`GET ${url}: ${response.statusCode}`));
        const sent = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        if (encoding && encoding !== 'gzip') return reject(new Error(`GET ${url}: sent as ${encoding}, not gzip`));
        resolve({ body: encoding === 'gzip' ? gunzipSync(sent) : sent, sent: sent.length });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** Whether a `<script>` tag runs JavaScript (module or classic), not data such as JSON-LD. */
const isScript = (tag: string) => !/\btype="(?!module"|text\/javascript")/.test(tag);

/** The specifiers a module's source imports: static imports, and with `dynamic` also `import("…")` of a string. */
function moduleImports(source: string, { dynamic }: { dynamic: boolean }): string[] {
  const [imports] = lexer.parse(source);
  return imports.filter((i) => i.n !== undefined && (i.d === -1 || (dynamic && i.d >= 0))).map((i) => i.n!);
}

export const PUBLIC_JS_BUDGET_GZIP = 120 * 1024;
/** The targets of issue 48 (decision 099): `/` 8 KiB under the budget in every language, a property page at most 150,000 B. */
const HOME_JS_TARGET_GZIP = 112 * 1024;
const PROPERTY_JS_TARGET_GZIP = 150_000;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The page of the first listing the API lists. */
async function firstPropertyPath(origin: string) {
  const { listings } = (await (await fetch(`${origin}/api/listings?page=1&limit=1`)).json()) as {
    listings: Array<{ id: number }>;
  };
  return `/property/${listings[0]!.id}`;
}

/**
 * The JavaScript each page loads before it is interactive, as Chromium really loads it, in the bytes the server
 * sends a browser that accepts gzip (the budget's measure): `/` in every language, a property page, the login
 * screen, each with a browser that asks for English and one that asks for Spanish first (the language
 * suggestion loads only there, on an English page); the more of the two is the page's figure. Beside it, what
 * Chromium receives with its own Accept-Encoding (Brotli). (`pageAssetSizes` reads the same from the HTML
 * without a browser: the page's scripts and their static imports.)
 */
export async function pageWeights(origin: string, propertyPath: string) {
  const pages: Array<[string, number | undefined]> = [
    ['/', HOME_JS_TARGET_GZIP],
    ['/es/', HOME_JS_TARGET_GZIP],
    ['/zh/', HOME_JS_TARGET_GZIP],
    [propertyPath, PROPERTY_JS_TARGET_GZIP],
    ['/admin/login', undefined],
  ];
  const browser = await launchChromium();
  try {
    const lines = [];
    for (const [path, target] of pages) {
      const english = await scriptsLoaded(browser, `${origin}${path}`, 'en-US');
      const spanish = await scriptsLoaded(browser, `${origin}${path}`, 'es-ES');
      const brotli = await scriptsLoaded(browser, `${origin}${path}`, 'es-ES', null);
      const js = spanish.sent > english.sent ? spanish : english;
      const budget =
        path === '/'
          ? `; budget ${PUBLIC_JS_BUDGET_GZIP.toLocaleString('en-US')} B: ${js.sent <= PUBLIC_JS_BUDGET_GZIP ? 'met' : 'MISSED'}`
          : '';
      const verdict =
        target === undefined
          ? ''
          : ` (target ${target.toLocaleString('en-US')} B: ${js.sent <= target ? 'met' : 'MISSED'}${budget})`;
      const other = js === spanish ? ` (English browser: ${english.files} files, ${english.sent.toLocaleString('en-US')} B)` : '';
      lines.push(
        `JavaScript loaded by ${path}: ${js.files} files, ${kb(js.bytes)}, ${js.sent.toLocaleString('en-US')} B gzip${verdict}${other}; ` +
          `${brotli.sent.toLocaleString('en-US')} B as Chromium takes it (Brotli)`,
      );
    }
    return lines;
  } finally {
    await browser.close();
  }
}

const pages: ScenarioGroup = {
  name: 'Pages',
  web: 'build',
  scenarios: (context: BenchContext) => {
    const property = `/property/${context.activeListingId}`;
    // A renter's search (decision 038): every filter and a price sort over the 10,000 listings.
    const search = '/?minPrice=2000&maxPrice=4500&beds=1&baths=1&sort=price-asc';
    return [
      { name: 'GET / (server-rendered, page cache)', path: '/', target: 0.3 },
      { name: `GET ${search} (page cache)`, path: search, target: 0.3 },
      { name: `GET ${search} (rendered on every request)`, path: search, signedIn: true },
      { name: `GET ${property} (server-rendered, page cache)`, path: property, target: 0.3 },
      { name: 'GET / (rendered on every request: token, no page cache)', path: '/', signedIn: true },
      { name: `GET ${property} (rendered on every request)`, path: property, signedIn: true },
    ];
  },
  async report(server) {
    const sizes = await pageAssetSizes(server.app, '/');
    return [
      ...(await pageWeights(server.app, await firstPropertyPath(server.app))),
      `CSS loaded by /: ${sizes.css.files} files, ${kb(sizes.css.bytes)}, ${kb(sizes.css.gzip)} gzip`,
    ];
  },
};

export default pages;
