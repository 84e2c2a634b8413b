import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_TEXT as P } from '../../src/shared/texts/property.ts';
import { PUBLIC_TEXT as T } from '../../src/shared/texts/public.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, openHydrated, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { seedPublicListings, type PublicSeed } from './public-fixtures.ts';

/**
 * A renter filters and sorts a listing grid by hand, at 1280 and 390 px, with and without scripts:
 * the URL holds the search (shareable, Back and Forward work), the 'Filters' sheet on a phone, the
 * empty result with 'Clear filters', and no serious accessibility issue on the way.
 */
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

const title = (l: { address: string; neighborhood: string }) => `${l.address.split(',')[0]}, Apt ${l.neighborhood}`;
const cardTitles = (page: Page) => page.locator('#listings article h2').allInnerTexts();
const search = (page: Page) => page.getByRole('search', { name: T.filters });
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The seed's one-bedrooms up to $4,000, newest first, and by rent. */
const oneBedUpTo4000 = () => seed.active.filter((l) => l.bedrooms === 1 && l.price <= 4000);

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const)('filters on the %s', (name, viewport) => {
  it('filter and sort by hand: the URL holds the search, Back and Forward and a reload show the same', async () => {
    const { context, page } = await newPage(browser, server.url, viewport);
    await openHydrated(page, '/');
    const summary = page.locator('summary', { hasText: T.filters });
    /** On a phone the sheet closes after 'Show listings': open it again to change the search. */
    const openSheet = async () => {
      if (name === 'phone' && !(await search(page).isVisible())) await summary.click();
    };
    if (name === 'phone') {
      // Folded into a 'Filters' sheet until opened.
      await expect(search(page).isVisible()).resolves.toBe(false);
      await summary.click();
    } else {
      await expect(summary.isVisible()).resolves.toBe(false);
    }
    await search(page).getByLabel(T.priceTo).fill('4000');
    await search(page).getByLabel(T.bedrooms).selectOption({ label: '1' });
    await search(page).getByRole('button', { name: T.applyFilters }).click();
    await page.waitForURL((url) => url.search === '?maxPrice=4000&beds=1');
    const expected = oneBedUpTo4000();
    await page.getByText(T.pageOf(1, 1, expected.length)).waitFor();
    expect(await cardTitles(page)).toEqual(expected.map(title));
    // The search says what it did: '4 of 9 homes' beside the filters and in the hero; one page has no Previous/Next.
    const shown = T.homesShown(expected.length, seed.active.length);
    expect(await page.getByTestId('result-count').innerText()).toBe(shown);
    expect(await page.locator('section').first().getByText(shown).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: T.pagination }).getByText(T.previous).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: T.pagination }).getByText(T.next).count()).toBe(0);
    if (name === 'phone') {
      // The sheet closed to show the listings; its pill counts the filters on.
      await expect.poll(() => search(page).isVisible()).toBe(false);
      await expect.poll(() => summary.innerText()).toBe(`${T.filters} · 2`);
      await screenshot(page, `public-filters-applied-${viewport.width}`);
      await summary.click();
      await screenshot(page, `public-filters-open-${viewport.width}`);
    }

    await search(page).getByLabel(T.sortBy).selectOption({ label: T.sortPriceAsc });
    await search(page).getByRole('button', { name: T.applyFilters }).click();
    await page.waitForURL((url) => url.search === '?maxPrice=4000&beds=1&sort=price-asc');
    const byRent = [...expected].sort((a, b) => a.price - b.price).map(title);
    await expect.poll(() => cardTitles(page)).toEqual(byRent);
    // The form shows the search it made.
    await openSheet();
    expect(await search(page).getByLabel(T.priceTo).inputValue()).toBe('4000');
    expect(await search(page).getByLabel(T.sortBy).inputValue()).toBe('price-asc');
    expect((await seriousViolations(page)).map((v) => v.id)).toEqual([]);
    await screenshot(page, `public-filters-${viewport.width}`);

    await page.goBack();
    await page.waitForURL((url) => url.search === '?maxPrice=4000&beds=1');
    await expect.poll(() => cardTitles(page)).toEqual(expected.map(title));
    await openSheet();
    expect(await search(page).getByLabel(T.sortBy).inputValue()).toBe('');
    await page.goForward();
    await page.waitForURL((url) => url.search.endsWith('&sort=price-asc'));
    await expect.poll(() => cardTitles(page)).toEqual(byRent);

    // A shared link opens the same page.
    const shared = pathAndQuery(page);
    await openHydrated(page, shared);
    expect(await cardTitles(page)).toEqual(byRent);

    // A property's 'Back to Listings' returns to the search the renter came from.
    await page.locator('#listings article h2 a').first().click();
    await page.waitForURL(/\/property\/\d+$/);
    const back = page.getByRole('link', { name: T.backToListings }).first();
    await expect.poll(() => back.getAttribute('href')).toBe(shared);
    await back.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === shared);
    await expect.poll(() => cardTitles(page)).toEqual(byRent);
    await openSheet();

    // No match: the message and 'Clear filters' back to the whole grid.
    await search(page).getByLabel(T.priceFrom).fill('9000');
    await search(page).getByLabel(T.priceTo).fill('');
    await search(page).getByRole('button', { name: T.applyFilters }).click();
    await page.getByText(T.noMatch).waitFor();
    await screenshot(page, `public-filters-empty-${viewport.width}`);
    await page.locator('#listings').getByRole('link', { name: T.clearFilters }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await page.getByText(T.pageOf(1, 2, seed.active.length)).waitFor();
    await context.close();
  });

  it('filters without JavaScript: a plain form, answered by the server', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await page.goto('/sublets');
    if (name === 'phone') await page.locator('summary', { hasText: T.filters }).click();
    await search(page).getByLabel(T.size).selectOption({ label: '1 Roomie' });
    await search(page).getByRole('button', { name: T.applyFilters }).click();
    await page.waitForURL((url) => url.pathname === '/sublets' && url.searchParams.get('size') === '1 Roomie');
    const sublet = seed.sublets.find((l) => l.size === '1 Roomie')!;
    expect(await cardTitles(page)).toEqual([title(sublet)]);
    await page.getByText(T.pageOf(1, 1, 1)).waitFor();
    // (axe runs script, so it checks the same markup in the test above, with scripts on.)
    await context.close();
  });
});

/** 'YYYY-MM-DD' in New York, `days` from today. */
const newYorkDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

describe("'Available by': a move-in date", () => {
  /** Two listings move in two months from now; the rest have no date (available now). */
  let later: Set<number>;
  const availableByNextWeek = () => seed.active.filter((l) => !later.has(l.id));

  beforeAll(async () => {
    const dated = [seed.active[0], seed.active[2]];
    for (const listing of dated) await server.app.services.listings.update(listing.id, { available_from: newYorkDay(60) });
    later = new Set(dated.map((l) => l.id));
  });

  describe.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const)('on the %s', (name, viewport) => {
    it('a date input, by hand: the URL holds the date, the grid keeps what can be moved into by then', async () => {
      const { context, page } = await newPage(browser, server.url, viewport);
      await openHydrated(page, '/');
      if (name === 'phone') await page.locator('summary', { hasText: T.filters }).click();
      const date = search(page).getByLabel(T.availableBy);
      expect(await date.getAttribute('type')).toBe('date');
      await date.fill(newYorkDay(7));
      await search(page).getByRole('button', { name: T.applyFilters }).click();
      await page.waitForURL((url) => url.search === `?availableBy=${newYorkDay(7)}`);
      const expected = availableByNextWeek();
      await page.getByText(T.pageOf(1, Math.ceil(expected.length / 6), expected.length)).waitFor();
      expect(await cardTitles(page)).toEqual(expected.slice(0, 6).map(title));
      // The phone's sheet closed to show the listings: open it again.
      if (name === 'phone') await page.locator('summary', { hasText: T.filters }).click();
      expect(await date.inputValue()).toBe(newYorkDay(7));
      expect((await seriousViolations(page)).map((v) => v.id)).toEqual([]);
      await screenshot(page, `public-filters-available-by-${viewport.width}`);

      // Far enough ahead, the dated listings count too; the date is sent with the other filters, in order.
      await date.fill(newYorkDay(90));
      await search(page).getByLabel(T.sortBy).selectOption({ label: T.sortPriceDesc });
      await search(page).getByRole('button', { name: T.applyFilters }).click();
      await page.waitForURL((url) => url.search === `?availableBy=${newYorkDay(90)}&sort=price-desc`);
      await page.getByText(T.pageOf(1, 2, seed.active.length)).waitFor();

      // The property page says when it can be moved into.
      const [first] = [...later];
      await openHydrated(page, `/property/${first}`);
      await page.getByText(/^Available [A-Z][a-z]{2} \d{1,2}/).waitFor();
      expect(await page.getByText(P.availableNow).count()).toBe(0);
      await context.close();
    });

    it('without JavaScript: the plain form sends the date, the server answers', async () => {
      const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto('/');
      if (name === 'phone') await page.locator('summary', { hasText: T.filters }).click();
      await search(page).getByLabel(T.availableBy).fill(newYorkDay(7));
      await search(page).getByRole('button', { name: T.applyFilters }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('availableBy') === newYorkDay(7));
      const expected = availableByNextWeek();
      await page.getByText(T.pageOf(1, Math.ceil(expected.length / 6), expected.length)).waitFor();
      expect(await cardTitles(page)).toEqual(expected.slice(0, 6).map(title));
      // A date that is no date is left out: the whole grid.
      await page.goto('/?availableBy=2026-02-30');
      await page.getByText(T.pageOf(1, 2, seed.active.length)).waitFor();
      await context.close();
    });
  });
});
