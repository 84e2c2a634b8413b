import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAssetSizes, PUBLIC_JS_BUDGET_GZIP } from '../../bench/pages.ts';
import { PUBLIC_TEXT as T } from '../../src/shared/texts/public.ts';
import { GRID_TEXT as G } from '../../src/shared/texts/grids.ts';
import { PROPERTY_TEXT } from '../../src/shared/texts/property.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { childrenNamed, childText, parseXml } from '../support/xml.ts';
import { LONG_DESCRIPTION, seedPublicListings, type PublicSeed } from './public-fixtures.ts';

/**
 * What a search engine, a link preview or a visitor without JavaScript gets: plain HTTP, no script
 * run. Every public page must arrive complete.
 */
let server: RunningServer;
let seed: PublicSeed;

beforeAll(async () => {
  server = await startServer();
  seed = await seedPublicListings(server.app);
});

afterAll(async () => {
  await server?.close();
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
};

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return tag ? decode(tag[1]) : undefined;
}

const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** Every JSON-LD block of the page, parsed (throws on invalid JSON). */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

type Graph = { '@graph': Array<Record<string, unknown>> };
type LdListing = {
  '@type': string;
  url: string;
  image: string[];
  offers: { price: number; priceCurrency: string; availability: string };
  about: { numberOfBedrooms: number; numberOfBathroomsTotal: number; address: { streetAddress: string; postalCode?: string } };
};

const title = (l: { address: string; neighborhood: string }) => `${l.address.split(',')[0]}, Apt ${l.neighborhood}`;

describe('public pages over plain HTTP', () => {
  it('/ arrives with its listings, title, description, canonical link, Open Graph and Twitter tags and JSON-LD', async () => {
    const { status, headers, body } = await get('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(titleOf(body)).toBe(`${T.allProperties} | Manhattan Rentals`);
    expect(body).toContain(`<h1 class="`);
    for (const listing of seed.active.slice(0, 6)) expect(decode(body)).toContain(title(listing));
    for (const listing of seed.active.slice(6)) expect(decode(body)).not.toContain(title(listing));
    expect(decode(body)).toContain(T.pageOf(1, 2, 10));
    expect(body).toContain('href="/?page=2#listings"');

    expect(metaContent(body, 'description')).toBeTruthy();
    expect(canonicalOf(body)).toBe(`${server.url}/`);
    expect(metaContent(body, 'og:title')).toBe(`${T.allProperties} | Manhattan Rentals`);
    expect(metaContent(body, 'og:url')).toBe(`${server.url}/`);
    expect(metaContent(body, 'og:type')).toBe('website');
    expect(metaContent(body, 'og:image')).toMatch(new RegExp(`^${server.url}/uploads/.+-og\\.jpg$`));
    expect(metaContent(body, 'twitter:card')).toBe('summary_large_image');

    const [ld] = jsonLd(body) as Graph[];
    const page = ld['@graph'].find((n) => n['@type'] === 'CollectionPage') as {
      mainEntity: { itemListElement: Array<{ position: number; item: LdListing }> };
    };
    const items = page.mainEntity.itemListElement;
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5, 6]);
    const first = items[0].item;
    const newest = seed.active[0];
    expect(first['@type']).toBe('RealEstateListing');
    expect(first.url).toBe(`${server.url}/property/${newest.id}`);
    expect(first.offers).toMatchObject({ price: newest.price, priceCurrency: 'USD', availability: 'https://schema.org/InStock' });
    expect(first.about).toMatchObject({
      numberOfBedrooms: newest.bedrooms,
      numberOfBathroomsTotal: newest.bathrooms,
      address: { streetAddress: newest.address.split(',')[0], postalCode: '10019' },
    });
    expect(first.image).toEqual(newest.images.map((p) => `${server.url}${p.url}`));
  });

  it('page 2 is its own page with its own canonical URL', async () => {
    const { status, body } = await get('/?page=2');
    expect(status).toBe(200);
    expect(titleOf(body)).toBe(`${T.allProperties} (page 2) | Manhattan Rentals`);
    expect(canonicalOf(body)).toBe(`${server.url}/?page=2`);
    for (const listing of seed.active.slice(6)) expect(decode(body)).toContain(title(listing));
    const [ld] = jsonLd(body) as Graph[];
    const page = ld['@graph'].find((n) => n['@type'] === 'CollectionPage') as {
      mainEntity: { itemListElement: Array<{ position: number }> };
    };
    expect(page.mainEntity.itemListElement.map((i) => i.position)).toEqual([7, 8, 9, 10]);
  });

  it('a building page lists only that building', async () => {
    const { status, body } = await get('/230-west-57th-street');
    expect(status).toBe(200);
    expect(titleOf(body)).toBe('230 West 57th Street | Manhattan Rentals');
    const midtown = seed.active.filter((l) => l.address === seed.buildings.midtown);
    for (const listing of seed.active) {
      if (midtown.includes(listing)) expect(decode(body)).toContain(title(listing));
      else expect(decode(body)).not.toContain(title(listing));
    }
    expect(metaContent(body, 'og:title')).toBe('230 West 57th Street | Manhattan Rentals');
    const [ld] = jsonLd(body) as Graph[];
    const page = ld['@graph'].find((n) => n['@type'] === 'CollectionPage') as { mainEntity: { numberOfItems: number } };
    expect(page.mainEntity.numberOfItems).toBe(midtown.length);

    const herald = await get('/herald-towers');
    expect(herald.status).toBe(200);
    expect(titleOf(herald.body)).toBe('Herald Towers | Manhattan Rentals');
    expect(decode(herald.body)).toContain(title(seed.active.find((l) => l.address === seed.buildings.herald)!));
  });

  it('/sublets lists only sublets', async () => {
    const { status, body } = await get('/sublets');
    expect(status).toBe(200);
    expect(titleOf(body)).toBe(`${G.subletProperties} | Manhattan Rentals`);
    for (const listing of seed.active) {
      if (listing.is_sublet) expect(decode(body)).toContain(title(listing));
      else expect(decode(body)).not.toContain(title(listing));
    }
  });

  it('a property page has its title, description, first photo as og:image and a valid RealEstateListing', async () => {
    const listing = seed.gallery;
    const { status, body } = await get(`/property/${listing.id}`);
    expect(status).toBe(200);
    expect(titleOf(body)).toBe(`${title(listing)} · $5,200/mo | Manhattan Rentals`);
    expect(canonicalOf(body)).toBe(`${server.url}/property/${listing.id}`);
    expect(metaContent(body, 'og:image')).toBe(`${server.url}${listing.images[0].previewUrl}`);
    expect(metaContent(body, 'og:image:width')).toBe('1200');
    expect(metaContent(body, 'twitter:image')).toBe(`${server.url}${listing.images[0].previewUrl}`);
    expect(metaContent(body, 'description')).toContain('2 Beds, 1 Bath');
    // The photo gallery: every thumbnail is a button, the first photo loads first.
    expect(body.match(/aria-label="Show photo \d of 3"/g)).toHaveLength(3);
    expect(body).toMatch(/fetchPriority="high"|fetchpriority="high"/);

    const [ld] = jsonLd(body) as Graph[];
    const node = ld['@graph'].find((n) => n['@type'] === 'RealEstateListing') as LdListing;
    expect(node.offers).toMatchObject({ price: 5200, priceCurrency: 'USD', availability: 'https://schema.org/InStock' });
    expect(node.about).toMatchObject({
      numberOfBedrooms: 2,
      numberOfBathroomsTotal: 1,
      address: { streetAddress: '305 West 72nd Street' },
    });
    expect(node.image).toHaveLength(3);
    expect(node).toMatchObject({ datePosted: listing.created_at });
    expect(node.image.every((url) => url.startsWith(`${server.url}/uploads/`))).toBe(true);

    const long = await get(`/property/${seed.longText.id}`);
    expect(decode(long.body)).toContain(LONG_DESCRIPTION);
    expect(long.body).toContain('whitespace-pre-line');
  });

  it('the JSON-LD is a data block the CSP does not have to allow, and every script carries the nonce', async () => {
    const { headers, body } = await get('/');
    const nonce = /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    for (const attributes of scripts) {
      if (attributes.includes('type="application/ld+json"')) continue;
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });

  it('/sitemap.xml lists every public page and every active listing, and nothing else', async () => {
    const { status, headers, body } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/xml');
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/sublets',
      '/rooms',
      '/herald-towers',
      '/about',
      '/blog',
      '/145-east-29th-street',
      '/230-west-57th-street',
      '/305-west-72nd-street',
    ]) {
      expect(locs).toContain(`${server.url}${path}`);
    }
    for (const listing of seed.active) expect(locs).toContain(`${server.url}/property/${listing.id}`);
    expect(locs).not.toContain(`${server.url}/property/${seed.inactive.id}`);
    expect(locs).not.toContain(`${server.url}/property/${seed.pending.id}`);
    expect(locs).not.toContain(`${server.url}/50-west-34th-street`);
    expect(locs).toHaveLength(9 + seed.active.length);
    // An image sitemap: each listing page names its photos, and its last change.
    const doc = parseXml(body);
    expect(doc.attributes['xmlns:image']).toBe('http://www.google.com/schemas/sitemap-image/1.1');
    const gallery = childrenNamed(doc, 'url').find((u) => childText(u, 'loc') === `${server.url}/property/${seed.gallery.id}`)!;
    expect(childText(gallery, 'lastmod')).toBe(seed.gallery.updated_at);
    expect(childrenNamed(gallery, 'image:image').map((i) => childText(i, 'image:loc'))).toEqual(
      seed.gallery.images.map((photo) => `${server.url}${photo.url}`),
    );
  });

  it('/robots.txt keeps crawlers out of the back-office and the API and names the sitemap', async () => {
    const { status, headers, body } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/plain');
    expect(body).toContain('User-agent: *');
    expect(body).toMatch(/^Disallow: \/admin$/m);
    expect(body).toMatch(/^Disallow: \/api\/$/m);
    expect(body).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('unknown paths, unknown buildings, pages past the last and non-public listings are 404 pages with a way back', async () => {
    for (const path of [
      '/no-such-page',
      '/a/b/c',
      '/50-west-34th-street',
      '/?page=3',
      '/?page=0',
      '/?page=abc',
      '/sublets?page=2',
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(decode(body), path).toContain(T.pageNotFound);
      expect(decode(body), path).toContain(T.backToListings);
      expect(metaContent(body, 'robots'), path).toBe('noindex');
    }
    for (const path of [
      `/property/${seed.inactive.id}`,
      `/property/${seed.pending.id}`,
      '/property/0',
      '/property/12abc',
      '/property/99999999999999999999',
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(decode(body), path).toContain(PROPERTY_TEXT.propertyNotFound);
      expect(decode(body), path).toContain(T.backToListings);
    }
  });

  it('the about page has the agent details from site settings', async () => {
    const { DEFAULT_SITE_SETTINGS: SITE_SETTINGS, mapEmbedUrl, socialLinks } = await import('../../src/shared/site-settings.ts');
    const { status, body } = await get('/about');
    expect(status).toBe(200);
    const html = decode(body);
    expect(html).toContain(SITE_SETTINGS.agent.name);
    expect(html).toContain(SITE_SETTINGS.agent.biography[0]);
    expect(html).toContain(SITE_SETTINGS.agent.phone);
    expect(html).toContain('id="contact"');
    expect(body).toContain(`src="${mapEmbedUrl(SITE_SETTINGS).replace(/&/g, '&amp;')}"`);
    for (const s of socialLinks(SITE_SETTINGS)) expect(html).toContain(`href="${s.url}"`);
    expect(metaContent(body, 'og:image')).toBe(`${server.url}/og-image.jpg`);
  });
});

describe('forms posted to pages', () => {
  it('answers a body that is not a form with 400 and the page, never a 500', async () => {
    const bodies = [
      { 'content-type': 'application/json', body: '{"email":"a@b.co"}' },
      { 'content-type': 'text/plain', body: 'email=a@b.co' },
      { 'content-type': 'multipart/form-data; boundary=x', body: 'not multipart at all' },
    ];
    for (const path of ['/newsletter', '/about']) {
      for (const { body, ...headers } of bodies) {
        const res = await fetch(`${server.url}${path}`, { method: 'POST', headers, body });
        expect(res.status, `${path} ${headers['content-type']}`).toBe(400);
        expect(res.headers.get('content-type')).toContain('text/html');
        expect(await res.text()).toContain('<main');
      }
    }
  });
});

describe('link previews', () => {
  it('every public page names a JPEG of 1200×630 under 300 KB as og:image, fetched as a link-preview client would', async () => {
    const { default: sharp } = await import('sharp');
    const pages = [
      '/',
      '/sublets',
      '/about',
      '/blog',
      '/herald-towers',
      `/property/${seed.gallery.id}`,
      `/property/${seed.studio.id}`,
    ];
    const previewer = { 'user-agent': 'WhatsApp/2.24.1 A' };
    for (const path of pages) {
      const { status, body } = await get(path, previewer);
      expect(status, path).toBe(200);
      const url = metaContent(body, 'og:image');
      expect(url, path).toMatch(/\.jpg$/);
      expect(metaContent(body, 'og:image:type'), path).toBe('image/jpeg');
      expect(metaContent(body, 'og:image:width'), path).toBe('1200');
      expect(metaContent(body, 'og:image:height'), path).toBe('630');
      expect(metaContent(body, 'og:image:alt'), path).toBeTruthy();
      const image = await fetch(url!, { headers: previewer });
      expect(image.status, url).toBe(200);
      expect(image.headers.get('content-type'), url).toBe('image/jpeg');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.length, url).toBeLessThan(300 * 1024);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(['jpeg', 1200, 630]);
    }
  });
});

describe('public JavaScript', () => {
  it('/ loads at most 120 KB of JavaScript (gzip) and none of the back-office code', async () => {
    const sizes = await pageAssetSizes(server.url, '/');
    expect(sizes.js.gzip).toBeLessThanOrEqual(PUBLIC_JS_BUDGET_GZIP);
    // The stylesheet is inline (no render-blocking request), carrying the response's CSP nonce.
    expect(sizes.css.files).toBe(0);
    const { body } = await get('/');
    expect(body).toMatch(/<style id="site-css" nonce="[\w+/=]{20,}">/);
    // Public pages leave the bandwidth to the HTML and the first photo: no module preloads (decision 028).
    expect(body).not.toContain('rel="modulepreload"');
    expect(body).not.toContain('as="font"');
    // Every module the page loads, followed from its module script through the chunks' imports.
    const scripts = sizes.js.urls.map((url) => url.split('/').pop()!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const admin of ['schemas', 'session', 'shell', 'dashboard', 'login', 'toast']) {
      expect(
        scripts.some((name) => name.startsWith(`${admin}-`)),
        admin,
      ).toBe(false);
    }
    // …and the back-office does not load the public site's chunk.
    const adminPage = await get('/admin/login');
    const preloads = [...adminPage.body.matchAll(/rel="modulepreload" href="\/assets\/([\w.-]+)\.js"/g)].map((m) => m[1]);
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.filter((name) => name.startsWith('public-'))).toEqual([]);
  });

  it('names the language suggestion only on English pages, the only ones a browser loads it on', async () => {
    const suggests = async (path: string) =>
      (await pageAssetSizes(server.url, path)).js.urls.some((url) => url.endsWith('/language-suggestion.js'));
    expect(await suggests('/')).toBe(true);
    expect(await suggests('/about')).toBe(true);
    for (const path of ['/es/', '/zh/', '/es/about']) expect(await suggests(path), path).toBe(false);
  });
});

describe('page cache', () => {
  it('answers a public page from the cache with a fresh nonce, and drops it when a listing changes', async () => {
    const path = '/herald-towers';
    const first = await get(path);
    const second = await get(path);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('HIT');
    const nonceOf = (r: { headers: Headers }) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.body).toContain(`nonce="${nonceOf(second)}"`);
    expect(second.body).not.toContain(nonceOf(first)!);
    expect(second.body.replaceAll(nonceOf(second)!, 'N')).toBe(first.body.replaceAll(nonceOf(first)!, 'N'));

    // A listing change (here: a Herald Towers listing taken off the market) is visible at once.
    const herald = seed.active.find((l) => l.address === seed.buildings.herald)!;
    await server.app.services.listings.setStatus(herald.id, 'inactive');
    try {
      const after = await get(path);
      expect(after.headers.get('x-cache')).toBe('MISS');
      expect(decode(after.body)).not.toContain(title(herald));
      expect((await get(`/property/${herald.id}`)).status).toBe(404);
    } finally {
      await server.app.services.listings.setStatus(herald.id, 'active');
    }
    expect(decode((await get(path)).body)).toContain(title(herald));
  });

  it('never caches for signed-in callers, errors or the back-office', async () => {
    await get('/sublets');
    expect((await get('/sublets', { authorization: 'Bearer x' })).headers.get('x-cache')).toBeNull();
    await get('/no-such-page');
    expect((await get('/no-such-page')).headers.get('x-cache')).toBeNull();
    await get('/admin/login');
    expect((await get('/admin/login')).headers.get('x-cache')).toBeNull();
  });
});

describe('public pages with JavaScript off', () => {
  it('shows the listings and pages through them with plain links', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({
        baseURL: server.url,
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      await page.goto('/');
      expect(await page.locator('#listings article').count()).toBe(6);
      await page.getByRole('link', { name: T.next }).click();
      await page.waitForURL(/\?page=2/);
      expect(await page.locator('#listings article').count()).toBe(4);
      await page.getByText(T.pageOf(2, 2, 10)).waitFor();
      await page
        .locator('#listings article')
        .first()
        // At 390 px a card's title is its link ('View Details' joins it from 576 px).
        .getByRole('link', { name: title(seed.active[6]) })
        .click();
      await page.getByRole('heading', { level: 1, name: title(seed.active[6]) }).waitFor();
      await context.close();
    } finally {
      await browser.close();
    }
  });
});

describe('canonical URLs with PUBLIC_URL', () => {
  it('names the configured public address, not the one the request came to', async () => {
    const other = await startServer({ env: { PUBLIC_URL: 'https://rentals.example.com' } });
    try {
      const response = await fetch(`${other.url}/sublets`);
      const body = await response.text();
      expect(canonicalOf(body)).toBe('https://rentals.example.com/sublets');
      expect(metaContent(body, 'og:url')).toBe('https://rentals.example.com/sublets');
      expect(await (await fetch(`${other.url}/robots.txt`)).text()).toContain('Sitemap: https://rentals.example.com/sitemap.xml');
    } finally {
      await other.close();
    }
  });
});

describe('public pages when listings cannot be read', () => {
  it('answer 500 with the spec messages, Retry and Back to Listings, and are not cached', async () => {
    const { sql } = await import('kysely');
    const db = server.app.database.db;
    // A write moves the listings data version (no cache can answer), then the table goes away.
    await server.app.services.listings.setStatus(seed.pending.id, 'pending');
    await sql`ALTER TABLE listings RENAME TO listings_unavailable`.execute(db);
    try {
      const home = await get('/');
      expect(home.status).toBe(500);
      expect(decode(home.body)).toContain(T.loadPropertiesFailedDetail);
      expect(home.body).toMatch(/<a href="\/"[^>]*>.*Retry<\/a>/);
      const sublets = await get('/sublets');
      expect(decode(sublets.body)).toContain(G.loadSubletsFailedDetail);
      const building = await get('/herald-towers');
      expect(decode(building.body)).toContain(G.loadBuildingFailedDetail);
      const property = await get(`/property/${seed.gallery.id}`);
      expect(property.status).toBe(500);
      expect(decode(property.body)).toContain(PROPERTY_TEXT.loadPropertyFailed);
      expect(decode(property.body)).toContain(T.backToListings);
    } finally {
      await sql`ALTER TABLE listings_unavailable RENAME TO listings`.execute(db);
    }
    const again = await get('/');
    expect(again.status).toBe(200);
    expect(again.headers.get('x-cache')).toBe('MISS');
  });
});
