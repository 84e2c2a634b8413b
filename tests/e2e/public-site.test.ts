import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_TEXT as T } from '../../src/shared/texts/public.ts';
import { GRID_TEXT as G } from '../../src/shared/texts/grids.ts';
import { PROPERTY_TEXT } from '../../src/shared/texts/property.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { LONG_DESCRIPTION, seedPublicListings, type PublicSeed } from './public-fixtures.ts';

let server: RunningServer;
let browser: Browser;
let seed: PublicSeed;

beforeAll(async () => {
  server = await startServer();
  seed = await seedPublicListings(server.app);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens `path` and waits until the page is hydrated (the layout asks for the buildings from an effect). */
async function open(page: Page, path: string) {
  const hydrated = page.waitForRequest((r) => r.url().endsWith('/api/buildings'));
  await page.goto(path);
  await hydrated;
}

const cardTitles = (page: Page) => page.locator('#listings article h2').allInnerTexts();

/** Scrolls through the page so lazy images load, then back to the top (for full-page screenshots). */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

const title = (l: { address: string; neighborhood: string }) => `${l.address.split(',')[0]}, Apt ${l.neighborhood}`;

describe.each(Object.entries(VIEWPORTS))('public site at %s', (name, viewport) => {
  const phone = name === 'phone';
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  const start = async () => {
    ({ context, page, errors } = await newPage(browser, server.url, viewport));
  };

  afterEach(async () => {
    await context?.close();
  });

  /** Opens the Buildings list: the dropdown on wide screens, the menu on phones. */
  async function openBuildings() {
    const button = phone
      ? page.getByRole('button', { name: T.openMenu })
      : page.getByRole('banner').getByRole('button', { name: T.buildings });
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await button.click();
    return panel.getByRole('list', { name: T.buildings });
  }

  it('browses / to page 2 and back, with the page in the URL', async () => {
    await start();
    await open(page, '/');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(T.allProperties);
    await page.getByText(T.pageOf(1, 2, 10)).waitFor();
    expect(await cardTitles(page)).toEqual(seed.active.slice(0, 6).map(title));

    await page.getByRole('link', { name: T.next }).click();
    await page.waitForURL(/\?page=2#listings$/);
    await page.getByText(T.pageOf(2, 2, 10)).waitFor();
    expect(await cardTitles(page)).toEqual(seed.active.slice(6).map(title));
    expect(await page.getByRole('link', { name: T.next }).count()).toBe(0); // the last page has no Next link

    await page.goBack();
    await page.getByText(T.pageOf(1, 2, 10)).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await cardTitles(page)).toEqual(seed.active.slice(0, 6).map(title));

    await page.goForward();
    await page.getByText(T.pageOf(2, 2, 10)).waitFor();
    await page.getByRole('link', { name: T.previous }).click();
    await page.getByText(T.pageOf(1, 2, 10)).waitFor();

    // A linked page 2 opens directly.
    await open(page, '/?page=2');
    expect(await cardTitles(page)).toEqual(seed.active.slice(6).map(title));

    await loadAllImages(page);
    await open(page, '/');
    await loadAllImages(page);
    await screenshot(page, `public-home-seeded-${viewport.width}`);
  });

  it("shows 'Loading properties...' while the next page loads", async () => {
    await start();
    await open(page, '/');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: T.next }).click();
    await page.getByRole('status').filter({ hasText: T.loadingProperties }).waitFor();
    expect(await page.locator('#listings').getAttribute('aria-busy')).toBe('true');
    release();
    await page.getByText(T.pageOf(2, 2, 10)).waitFor();
    expect(await page.getByText(T.loadingProperties).count()).toBe(0);
  });

  it('lays out the listing and property pages without layout shift (photos have fixed boxes)', async () => {
    await start();
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', `/property/${seed.gallery.id}`]) {
      await open(page, path);
      await loadAllImages(page);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, path).toBeLessThan(0.1);
    }
  });

  it('shows Studio, the Sublet badge, prices and the placeholder photo on cards', async () => {
    await start();
    await open(page, '/');
    const studio = page.locator('#listings article', { hasText: title(seed.studio) });
    expect(await studio.innerText()).toContain(T.studio);
    expect(await studio.innerText()).toContain('$2,450/mo');
    expect(await studio.locator('img').getAttribute('src')).toBe('/placeholder-listing.svg');
    const sublet = page.locator('#listings article', { hasText: title(seed.sublets[0]) });
    expect(await sublet.innerText()).toContain(T.sublet);
    // Photos: srcset + sizes, intrinsic size, the first card's photo first, later rows lazy.
    const images = page.locator('#listings article img');
    const first = images.first();
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await first.getAttribute('srcset')).toMatch(/\.webp \d+w/);
    expect(await first.getAttribute('sizes')).toBeTruthy();
    expect(await first.getAttribute('width')).toBeTruthy();
    expect(await images.nth(4).getAttribute('loading')).toBe('lazy');
  });

  it.runIf(phone)('shows a phone card as a row, and at least two listings on the first screen of /', async () => {
    await start();
    await open(page, '/');
    // A phone's card is a row (photo, title, rent, rooms): the description and amenities are the property page's.
    const card = page.locator('#listings article', { hasText: title(seed.longText) });
    expect(await card.innerText()).not.toContain(LONG_DESCRIPTION.replace(/\s+/g, ' ').slice(0, 40));
    expect(await card.getByRole('list', { name: T.amenities }).isVisible()).toBe(false);
    expect(await card.innerText()).toMatch(/\$[\d,]+\/mo/);
    // The first screen (390 × 844, scrolled to the top) shows two listings' photo, title and rent whole.
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const index of [0, 1]) {
      const shown = page.locator('#listings article').nth(index);
      for (const part of [shown.locator('img'), shown.locator('h2')]) {
        const box = await part.boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      }
    }
  });

  it.skipIf(phone)("collapses long descriptions behind 'read more' and amenities behind 'Show N More'", async () => {
    await start();
    await open(page, '/');
    const card = page.locator('#listings article', { hasText: title(seed.longText) });
    const flat = LONG_DESCRIPTION.replace(/\s+/g, ' ');
    expect(await card.innerText()).not.toContain(flat.slice(140));
    await card.getByRole('button', { name: T.readMore }).click();
    await card.getByRole('button', { name: T.showLess, exact: true }).waitFor();
    expect((await card.locator('p.whitespace-pre-line').innerText()).replace(/\s+/g, ' ')).toBe(flat);

    const amenities = card.getByRole('list', { name: T.amenities }).getByRole('listitem');
    expect(await amenities.count()).toBe(3);
    await card.getByRole('button', { name: T.showMore(2) }).click();
    await expect.poll(() => amenities.count()).toBe(5);
    expect(await amenities.allInnerTexts()).toEqual([
      'Dishwasher',
      'Elevator',
      'Fitness Center',
      'Hardwood Floors',
      'Stainless Steel Appliances',
    ]);
    await card.getByRole('button', { name: T.showFewer, exact: true }).click();
    await expect.poll(() => amenities.count()).toBe(3);
  });

  it('opens a property: description with its line breaks, amenities, gallery by thumbnails and keys', async () => {
    await start();
    await open(page, '/');
    const card = page.locator('#listings article', { hasText: title(seed.gallery) });
    // On a phone the card's title is its link; wider, 'View Details' too.
    await card
      .getByRole('link', { name: phone ? title(seed.gallery) : new RegExp(T.viewDetails) })
      .first()
      .click();
    await page.waitForURL(`**/property/${seed.gallery.id}`);
    await page.getByRole('heading', { level: 1, name: title(seed.gallery) }).waitFor();
    expect(await page.title()).toContain(title(seed.gallery));

    // The photo strip scrolls to the photo chosen and its count follows the scroll: wait for each, do not read it at once.
    const gallery = page.getByRole('region', { name: PROPERTY_TEXT.gallery });
    const counter = gallery.getByText(/^\d+ \/ \d+$/);
    const main = gallery.locator('[role="group"] img');
    await expect.poll(() => counter.innerText()).toBe('1 / 3');
    expect(await main.getAttribute('fetchpriority')).toBe('high');
    const firstSrc = await main.getAttribute('src');

    await gallery.getByRole('button', { name: PROPERTY_TEXT.showPhoto(3, 3) }).click();
    await expect.poll(() => counter.innerText()).toBe('3 / 3');
    await expect.poll(() => main.getAttribute('src')).toBe(seed.gallery.images[2].url);
    expect(await gallery.getByRole('button', { name: PROPERTY_TEXT.showPhoto(3, 3) }).getAttribute('aria-current')).toBe('true');

    // Arrow keys on a thumbnail move the photo and the focus.
    await gallery.getByRole('button', { name: PROPERTY_TEXT.showPhoto(3, 3) }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.innerText()).toBe('1 / 3');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(PROPERTY_TEXT.showPhoto(1, 3));
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.innerText()).toBe('3 / 3');
    await page.keyboard.press('Home');
    await expect.poll(() => counter.innerText()).toBe('1 / 3');
    await expect.poll(() => main.getAttribute('src')).toBe(firstSrc);
    await gallery.getByRole('button', { name: PROPERTY_TEXT.nextPhoto }).click();
    await expect.poll(() => counter.innerText()).toBe('2 / 3');
    await gallery.getByRole('button', { name: PROPERTY_TEXT.previousPhoto }).click();
    await expect.poll(() => counter.innerText()).toBe('1 / 3');

    await screenshot(page, `public-property-seeded-${viewport.width}`);
  });

  it('keeps the description line breaks and lists every amenity on the property page', async () => {
    await start();
    await open(page, `/property/${seed.longText.id}`);
    const description = page.getByRole('region', { name: PROPERTY_TEXT.description });
    expect(await description.locator('p').innerText()).toBe(LONG_DESCRIPTION);
    const amenities = page.getByRole('region', { name: T.amenities }).getByRole('listitem');
    expect(await amenities.allInnerTexts()).toEqual(seed.longText.amenities);
  });

  it("shares by copying the link when there is no native share, and says 'Link copied to clipboard!'", async () => {
    await start();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.addInitScript(() => {
      // This Chromium build has no share sheet on Linux anyway; make sure of it.
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await open(page, `/property/${seed.gallery.id}`);
    await page.getByRole('button', { name: PROPERTY_TEXT.share }).click();
    await page.getByRole('status').filter({ hasText: PROPERTY_TEXT.linkCopied }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/property/${seed.gallery.id}`);
  });

  it('picks a building from the Buildings menu and shows only its listings', async () => {
    await start();
    await open(page, '/');
    const list = await openBuildings();
    const links = list.getByRole('link');
    await list.getByRole('link', { name: '305 West 72nd Street' }).waitFor();
    // Herald Towers first, then the fetched buildings (Herald Towers is not repeated).
    expect(await links.allInnerTexts()).toEqual([
      'Herald Towers',
      '145 East 29th Street',
      '230 West 57th Street',
      '305 West 72nd Street',
    ]);
    await list.getByRole('link', { name: '230 West 57th Street' }).click();
    await page.waitForURL('**/230-west-57th-street');
    await page.getByRole('heading', { level: 1, name: '230 West 57th Street' }).waitFor();
    expect((await cardTitles(page)).sort()).toEqual(
      seed.active
        .filter((l) => l.address === seed.buildings.midtown)
        .map(title)
        .sort(),
    );
    await page.getByText(T.pageOf(1, 1, 3)).waitFor();

    // Herald Towers has its fixed route.
    const again = await openBuildings();
    await again.getByRole('link', { name: 'Herald Towers' }).click();
    await page.waitForURL('**/herald-towers');
    await page.getByRole('heading', { level: 1, name: 'Herald Towers' }).waitFor();
    expect((await cardTitles(page)).sort()).toEqual(
      seed.active
        .filter((l) => l.address === seed.buildings.herald)
        .map(title)
        .sort(),
    );
  });

  it("shows 'Loading buildings...' until the buildings arrive", async () => {
    await start();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/buildings', async (route) => {
      await held;
      await route.continue();
    });
    await open(page, '/');
    const list = await openBuildings();
    await list.getByText(T.loadingBuildings).waitFor();
    expect(await list.getByRole('link').allInnerTexts()).toEqual(['Herald Towers']);
    release();
    await list.getByRole('link', { name: '145 East 29th Street' }).waitFor();
    expect(await list.getByText(T.loadingBuildings).count()).toBe(0);
  });

  it('falls back to only Herald Towers when the buildings cannot be loaded', async () => {
    await start();
    await page.route('**/api/buildings', (route) => route.abort());
    await open(page, '/');
    const list = await openBuildings();
    await list.getByRole('link', { name: 'Herald Towers' }).waitFor();
    await page.waitForFunction((text) => !document.body.innerText.includes(text), T.loadingBuildings);
    expect(await list.getByRole('link').allInnerTexts()).toEqual(['Herald Towers']);
    // The aborted request is the only thing the console reports.
    allowConsoleErrors(errors, 'net::ERR_FAILED');
  });

  it('shows only sublets on /sublets', async () => {
    await start();
    await open(page, '/sublets');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(G.subletProperties);
    expect((await cardTitles(page)).sort()).toEqual(seed.sublets.map(title).sort());
    for (const card of await page.locator('#listings article').all()) expect(await card.innerText()).toContain(T.sublet);
    await page.getByText(T.pageOf(1, 1, 2)).waitFor();
  });

  it("shows 'Property not found' with Back to Listings for an inactive, pending or unknown listing", async () => {
    await start();
    for (const path of [
      `/property/${seed.inactive.id}`,
      `/property/${seed.pending.id}`,
      '/property/999999',
      '/property/not-a-number',
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: PROPERTY_TEXT.propertyNotFound }).waitFor();
    }
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: T.backToListings }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText(T.pageOf(1, 2, 10)).waitFor();
    allowConsoleErrors(errors, '404');
  });

  it('answers unknown paths with the 404 page and a way back', async () => {
    await start();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: T.pageNotFound }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('link', { name: T.backToListings }).click();
    await page.getByText(T.pageOf(1, 2, 10)).waitFor();
    allowConsoleErrors(errors, '404');
  });

  // One test per page state: eleven loads and axe scans in one test outlast its time limit on a busy machine.
  it.each([
    '/',
    '/?page=2',
    '/sublets',
    '/herald-towers',
    '/145-east-29th-street',
    'GALLERY',
    'STUDIO',
    '/about',
    '/no-such-page',
    '/property/999999',
  ])('has no serious or critical accessibility violations on %s', async (template) => {
    await start();
    const path = template.replace('GALLERY', `/property/${seed.gallery.id}`).replace('STUDIO', `/property/${seed.studio.id}`);
    if (path === '/no-such-page' || path === '/property/999999') await page.goto(path);
    else await open(page, path);
    await page.waitForLoadState('networkidle');
    const violations = await seriousViolations(page);
    expect(violations.map((v) => `${path}: ${v.id} ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    allowConsoleErrors(errors, '404');
  });

  it('has no serious or critical accessibility violations with the Buildings list open', async () => {
    await start();
    if (phone) {
      await open(page, '/');
      await page.getByRole('button', { name: T.openMenu }).click();
    } else {
      await open(page, '/');
      await page.getByRole('banner').getByRole('button', { name: T.buildings }).click();
    }
    expect((await seriousViolations(page)).map((v) => v.id)).toEqual([]);
  });
});

describe('public site keyboard use', () => {
  it('opens the Buildings dropdown with the keyboard, moves with the arrows and closes with Escape', async () => {
    const { context, page } = await newPage(browser, server.url, VIEWPORTS.desktop);
    await open(page, '/');
    const button = page.getByRole('banner').getByRole('button', { name: T.buildings });
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await panel.getByRole('link', { name: '305 West 72nd Street', includeHidden: true }).waitFor({ state: 'attached' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focused).toBe('Herald Towers');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('145 East 29th Street');
    await page.keyboard.press('End');
    expect(await focused()).toBe('305 West 72nd Street');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Herald Towers');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('305 West 72nd Street');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(T.buildings);

    // Enter opens it; a link is followed with Enter.
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Herald Towers');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/herald-towers');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');

    // Tabbing away closes it.
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Herald Towers');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('opens the phone menu, moves with the arrows and closes it with Escape', async () => {
    const { context, page } = await newPage(browser, server.url, VIEWPORTS.phone);
    await open(page, '/');
    const button = page.getByRole('button', { name: T.openMenu });
    await button.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: T.closeMenu });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(T.allListings);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Herald Towers');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: T.openMenu }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(T.openMenu);
    // Following a link closes the menu.
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await page.getByRole('button', { name: T.openMenu }).click();
    await menu.getByRole('link', { name: T.sublets }).click();
    await page.waitForURL('**/sublets');
    expect(await page.getByRole('button', { name: T.openMenu }).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

describe('public site when listings cannot be read', () => {
  it("shows 'Failed to load properties. Please try again later.' and Retry reloads the page", async () => {
    const { context, page, errors } = await newPage(browser, server.url, VIEWPORTS.desktop);
    const db = server.app.database.db;
    // A write moves the listings data version, so neither cache can answer; then the table goes away.
    const extra = await server.app.services.listings.create({ ...seed.studio, status: 'inactive', amenities: [] });
    const { sql } = await import('kysely');
    await sql`ALTER TABLE listings RENAME TO listings_unavailable`.execute(db);
    try {
      const response = await page.goto('/sublets');
      expect(response?.status()).toBe(500);
      await page.getByText(G.loadSubletsFailedDetail).waitFor();
      await page.waitForLoadState('networkidle');
    } finally {
      await sql`ALTER TABLE listings_unavailable RENAME TO listings`.execute(db);
    }
    await page.getByRole('link', { name: T.retry }).click();
    await page.getByText(T.pageOf(1, 1, 2)).waitFor();
    expect((await cardTitles(page)).sort()).toEqual(seed.sublets.map(title).sort());
    await server.app.services.listings.remove(extra.id);
    allowConsoleErrors(errors, '500');
    await context.close();
  });
});
