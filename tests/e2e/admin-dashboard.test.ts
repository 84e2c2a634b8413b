import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, jpeg, seedListings, signInContext } from './admin-listings-fixtures.ts';

/** The dashboard's listing figures and recent listings, from one request. */
describe('admin dashboard (listings)', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    server = await startServer();
    await seedListings(server, [
      { address: '1 Old Street, New York, NY', status: 'active', created_at: '2024-01-01T00:00:00.000Z' },
      { address: '2 Old Street, New York, NY', status: 'active', created_at: '2024-01-02T00:00:00.000Z' },
      { address: '3 Old Street, New York, NY', status: 'pending', created_at: '2024-01-03T00:00:00.000Z' },
      { address: '4 Old Street, New York, NY', status: 'inactive', created_at: '2024-01-04T00:00:00.000Z' },
      { address: '5 Old Street, New York, NY', status: 'pending', created_at: '2024-01-05T00:00:00.000Z' },
    ]);
    token = await adminToken(server);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function figures(page: Page) {
    const value = async (label: string) =>
      Number(
        (
          await page
            .getByRole('link', { name: new RegExp(`^${label} \\d`) })
            .getByTestId('stat-value')
            .textContent()
        )?.replace(/,/g, ''),
      );
    return {
      total: await value('Total Listings'),
      active: await value('Active Listings'),
      pending: await value('Pending Listings'),
    };
  }
  const recent = (page: Page) => page.getByTestId('recent-listing');

  it('shows the figures and the 4 newest listings, and they change after a create', async () => {
    const { page, context } = await newPage(browser, server.url, VIEWPORTS.desktop);
    await signInContext(context, token);
    const statsCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) statsCalls.push(new URL(r.url()).pathname);
    });
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Recent Listings' }).waitFor();
    expect(await figures(page)).toEqual({ total: 5, active: 2, pending: 2 });
    // One request for every listing figure.
    expect(statsCalls.filter((p) => p.startsWith('/api/listings'))).toEqual(['/api/listings/admin/stats']);
    expect(await recent(page).count()).toBe(4);
    expect(await recent(page).getByTestId('recent-address').allTextContents()).toEqual([
      // The street and apartment: two listings often share an address.
      '5 Old Street, Apt 4A',
      '4 Old Street, Apt 3A',
      '3 Old Street, Apt 2A',
      '2 Old Street, Apt 1A',
    ]);
    await screenshot(page, 'admin-dashboard-listings-1280');

    // Create a listing through the form.
    await page.getByRole('link', { name: 'Listings', exact: true }).first().click();
    await page.getByRole('link', { name: 'Add Listing' }).click();
    for (const [label, value] of Object.entries({
      Address: '77 Fresh Avenue, New York, NY',
      'Apartment No.': '5F',
      Price: '2950',
      Bedrooms: '0',
      Bathrooms: '1',
      Size: '1 Roomie',
      Description: 'Brand new studio.',
    }))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.locator('input[type=file]').setInputFiles([await jpeg('fresh.jpg', '#f59e0b')]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText(T.created).waitFor();
    await page.waitForURL('**/admin/listings');

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('heading', { name: 'Recent Listings' }).waitFor();
    await expect.poll(() => figures(page)).toEqual({ total: 6, active: 3, pending: 2 });
    const first = recent(page).first();
    expect(await first.textContent()).toContain('77 Fresh Avenue');
    expect(await first.textContent()).toContain('Studio');
    const edit = first.getByRole('link', { name: 'Edit 77 Fresh Avenue, New York, NY' });
    await edit.click();
    await page.getByRole('heading', { name: 'Edit Listing' }).waitFor();
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('77 Fresh Avenue, New York, NY');
    await context.close();
  });

  it('fits a phone, with all six figures on its first screen', async () => {
    const { page, context } = await newPage(browser, server.url, VIEWPORTS.phone);
    await signInContext(context, token);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Recent Listings' }).waitFor();
    const figures = page.getByRole('region', { name: 'Figures' }).getByRole('link');
    expect(await figures.count()).toBe(6);
    for (const figure of await figures.all()) {
      expect(await figure.isVisible()).toBe(true);
      const box = await figure.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-dashboard-listings-390');
    await context.close();
  });
});
