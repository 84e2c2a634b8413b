import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_BUILDING } from '../../src/shared/constants.ts';
import { PUBLIC_TEXT as T } from '../../src/shared/texts/public.ts';
import { PROPERTY_TEXT } from '../../src/shared/texts/property.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * The public site as a fresh installation shows it (the demo listings and their photos), at 1280
 * and 390 px: full-page screenshots of the home page, a property page, a building page and the about
 * page for a person to look at (screenshots/public-*.png), with the basic checks every page passes.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { DEMO_CONTENT: 'true' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Scrolls through the page so lazy images load, then back to the top. */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 80));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
}

describe.each(Object.values(VIEWPORTS))('public pages with the demo content at $width px', (viewport) => {
  it('home, property, building and about pages render completely, without errors or serious accessibility issues', async () => {
    const { context, page, errors } = await newPage(browser, server.url, viewport);
    const listings = await server.app.services.listings.list({ page: 1, limit: 6 });
    expect(listings.totalListings).toBeGreaterThan(6);
    const withPhotos = listings.listings.find((l) => l.images.length > 2)!;

    await page.goto('/');
    await page.getByText(T.pageOf(1, listings.totalPages, listings.totalListings)).waitFor();
    await loadAllImages(page);
    await screenshot(page, `public-home-${viewport.width}`);
    expect(await page.locator('#listings article').count()).toBe(6);

    await page.goto(`/property/${withPhotos.id}`);
    await page.getByRole('region', { name: PROPERTY_TEXT.gallery }).waitFor();
    await loadAllImages(page);
    await screenshot(page, `public-property-${viewport.width}`);

    await page.goto('/herald-towers');
    await page.getByRole('heading', { level: 1, name: FALLBACK_BUILDING.name }).waitFor();
    await loadAllImages(page);
    await screenshot(page, `public-herald-towers-${viewport.width}`);

    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `public-about-${viewport.width}`);

    for (const path of ['/', `/property/${withPhotos.id}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect((await seriousViolations(page)).map((v) => `${path}: ${v.id}`)).toEqual([]);
    }
    // The about page's map frame cannot reach Google from this closed network; nothing else may fail.
    allowConsoleErrors(errors, /google|ERR_NAME_NOT_RESOLVED|ERR_CONNECTION|ERR_INTERNET/i);
    await context.close();
  });
});
