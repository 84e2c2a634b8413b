/**
 * npm run bench:page-weight: the JavaScript each page loads before it is interactive, in the gzip bytes the
 * server sends (the build's Zopfli files, decision 110), as
 * `npm run bench` prints it (bench/pages.ts, `pageWeights`: what Chromium asks for, with a browser that asks
 * for English and one that asks for Spanish first), for `/` in every language, the first demo listing's
 * page and `/admin/login`, on the production build with the demo content; then, beside it, what the HTML
 * alone names (`pageAssetSizes`, the count the budget test reads) and the scripts each count has that the
 * other has not. Needs a build (`npm run build`). CHROMIUM_PATH overrides /usr/bin/chromium; --url=http://…
 * measures a production server already running with the demo content instead of starting one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, scriptsLoaded } from './lib/chromium.ts';
import { demoListingsWithPhotos, startDemoProduct } from './lib/production.ts';
import { pageAssetSizes, pageWeights } from './pages.ts';

const URL_OPTION = process.argv.find((a) => a.startsWith('--url='))?.slice('--url='.length);

const names = (urls: string[]) => urls.map((u) => new URL(u).pathname.split('/').pop()).join(' ') || '—';

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-page-weight-'));
  const server = URL_OPTION ? { url: URL_OPTION, stop: async () => undefined } : await startDemoProduct(dataDir);
  try {
    const [propertyId] = await demoListingsWithPhotos(server.url);
    const property = `/property/${propertyId}`;
    console.log((await pageWeights(server.url, property)).join('\n'));
    const browser = await launchChromium();
    try {
      const rows = [];
      for (const pagePath of ['/', '/es/', '/zh/', property, '/admin/login']) {
        const named = (await pageAssetSizes(server.url, pagePath)).js;
        const english = await scriptsLoaded(browser, `${server.url}${pagePath}`, 'en-US');
        const spanish = await scriptsLoaded(browser, `${server.url}${pagePath}`, 'es-ES');
        const loaded = [...new Set([...english.urls, ...spanish.urls])];
        rows.push({
          page: pagePath,
          'Chromium, English (files, B)': `${english.files}, ${english.sent.toLocaleString('en-US')}`,
          'Chromium, Spanish first (files, B)': `${spanish.files}, ${spanish.sent.toLocaleString('en-US')}`,
          'named by the HTML (files, B)': `${named.files}, ${named.gzip.toLocaleString('en-US')}`,
          'loaded, not named': names(loaded.filter((u) => !named.urls.includes(u))),
          'named, never loaded': names(named.urls.filter((u) => !loaded.includes(u))),
        });
      }
      console.table(rows);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
