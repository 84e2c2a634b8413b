import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import { DATABASES } from '../support/app.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, pageNumbers, seedListings, shownAddresses, signInContext } from './admin-listings-fixtures.ts';

const STREETS = [
  'Amsterdam Avenue',
  'Columbus Avenue',
  'Lexington Avenue',
  'Park Avenue',
  'Broadway',
  'West End Avenue',
  'Madison Avenue',
];

/** An agent with thousands of listings sees all of them: search and paging run on the server. */
describe.each(DATABASES)('admin listings with 2,000 listings (%s)', (database) => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ database });
    const listings = Array.from({ length: 2000 }, (_, i) => ({
      address: `${i + 1} ${STREETS[i % STREETS.length]}, New York, NY`,
      status: (['active', 'inactive', 'pending'] as const)[i % 3],
      created_at: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(),
    }));
    // One of them, early in the list (so far from the first pages), has a word no other address has.
    listings[17] = { ...listings[17], address: '18 Zebrawood Terrace, New York, NY' };
    const started = Date.now();
    const ids = await seedListings(server, listings);
    expect(ids).toHaveLength(2000);
    expect(Date.now() - started).toBeLessThan(20_000);
    token = await adminToken(server);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('finds one listing by a word of its address', async () => {
    const { page, context } = await newPage(browser, server.url, VIEWPORTS.desktop);
    await signInContext(context, token);
    await page.goto('/admin/listings');
    await page.getByText(T.showing(1, 10, 2000)).waitFor();
    // The newest first: listing 2000.
    expect((await shownAddresses(page))[0]).toBe('2000 Broadway, New York, NY');

    await page.getByLabel('Search listings').fill('zebrawood');
    await expect.poll(() => shownAddresses(page)).toEqual(['18 Zebrawood Terrace, New York, NY']);
    expect(await page.getByTestId('showing').textContent()).toBe(T.showing(1, 1, 1));
    await context.close();
  });

  it('pages all the way to the last page', async () => {
    const { page, context } = await newPage(browser, server.url, VIEWPORTS.desktop);
    await signInContext(context, token);
    await page.goto('/admin/listings');
    await page.getByText(T.showing(1, 10, 2000)).waitFor();
    expect(await pageNumbers(page)).toEqual(['1', '2', '3', '4', '5', '…', '200']);

    await page.getByRole('button', { name: 'Page 200', exact: true }).click();
    await page.getByText(T.showing(1991, 2000, 2000)).waitFor();
    expect(await pageNumbers(page)).toEqual(['1', '…', '196', '197', '198', '199', '200']);
    // The oldest ten, oldest last.
    const shown = await shownAddresses(page);
    expect(shown).toHaveLength(10);
    expect(shown.at(-1)).toBe('1 Amsterdam Avenue, New York, NY');

    // Within a filter too: 667 active listings are 67 pages.
    await page.getByLabel('Status', { exact: true }).selectOption('active');
    await page.getByText(T.showing(1, 10, 667)).waitFor();
    await page.getByRole('button', { name: 'Page 67', exact: true }).click();
    await page.getByText(T.showing(661, 667, 667)).waitFor();
    expect(await page.getByTestId('listing-row').count()).toBe(7);
    await context.close();
  });
});
