import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (CHROMIUM_PATH overrides it), headless, as the browser benchmarks run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/** What a browser asked for: the scripts' count, raw bytes, gzip bytes (level 9) and addresses. */
export interface LoadedScripts {
  files: number;
  bytes: number;
  gzip: number;
  urls: string[];
}

/**
 * The scripts Chromium asks for while it loads `url`, in a fresh context whose browser asks for `locale`
 * first (navigator.languages and Accept-Language), until the page is loaded and its network quiet for
 * 500 ms: module and classic scripts, the chunks they import, what inline scripts and a module's
 * top-level `import()` ask for (the parts hydrated after the page), as they came over the wire.
 */
export async function scriptsLoaded(browser: Browser, url: string, locale: string): Promise<LoadedScripts> {
  const context = await browser.newContext({ locale, extraHTTPHeaders: { 'accept-language': locale } });
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.set(
        response.url(),
        response.body().catch(() => null),
      );
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    let bytes = 0;
    let gzip = 0;
    for (const [script, body] of bodies) {
      const data = await body;
      if (!data) throw new Error(`no body for ${script}`);
      bytes += data.length;
      gzip += gzipSync(data, { level: 9 }).length;
    }
    return { files: bodies.size, bytes, gzip, urls: [...bodies.keys()] };
  } finally {
    await context.close();
  }
}
