import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (CHROMIUM_PATH overrides it), headless, as the browser benchmarks run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/**
 * What a browser asked for: the scripts' count, their size (decoded) and the bytes of their bodies as the server
 * sent them (compressed as the browser's Accept-Encoding let it), and their addresses.
 */
export interface LoadedScripts {
  files: number;
  bytes: number;
  sent: number;
  urls: string[];
}

/**
 * The scripts Chromium asks for while it loads `url`, in a fresh context whose browser asks for `locale`
 * first (navigator.languages and Accept-Language), until the page is loaded and its network quiet for
 * 500 ms: module and classic scripts, the chunks they import, what inline scripts and a module's
 * top-level `import()` ask for, as they came over the wire. `encoding` is the Accept-Encoding the browser
 * sends: 'gzip' by default (the budget's measure: a browser that takes gzip only gets the build's
 * precompressed `.gz` files, decision 110); `null` leaves Chromium's own ('gzip, deflate, br, zstd').
 */
export async function scriptsLoaded(
  browser: Browser,
  url: string,
  locale: string,
  encoding: string | null = 'gzip',
): Promise<LoadedScripts> {
  const headers: Record<string, string> = { 'accept-language': locale };
  if (encoding) headers['accept-encoding'] = encoding;
  const context = await browser.newContext({ locale, extraHTTPHeaders: headers });
  const page = await context.newPage();
  const loaded = new Map<string, Promise<{ bytes: number; sent: number } | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      loaded.set(
        response.url(),
        Promise.all([response.body(), response.request().sizes()]).then(
          ([body, sizes]) => ({ bytes: body.length, sent: sizes.responseBodySize }),
          () => null,
        ),
      );
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    let bytes = 0;
    let sent = 0;
    for (const [script, sizes] of loaded) {
      const size = await sizes;
      if (!size) throw new Error(`no body for ${script}`);
      bytes += size.bytes;
      sent += size.sent;
    }
    return { files: loaded.size, bytes, sent, urls: [...loaded.keys()] };
  } finally {
    await context.close();
  }
}
