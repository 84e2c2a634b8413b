import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingFieldsSchema } from '../../src/shared/listings.schema.ts';
import { DIGESTS_PANEL_TEXT as T, NEWSLETTER_API_TEXT as API } from '../../src/shared/texts/newsletter.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';

/** The digests panel of the Newsletter Subscribers page: 'Send digest now' and the digests sent. */
describe('admin newsletter digests', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    server = await startServer();
    const at = new Date().toISOString();
    await server.app.database.db
      .insertInto('subscribers')
      .values(
        ['a@example.com', 'b@example.com'].map((email) => ({
          email,
          name: null,
          status: 'active',
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    token = await adminToken(server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each(Object.entries(VIEWPORTS))(
    'at %s: nothing new says so; a new listing goes out and shows in the list',
    async (name, viewport) => {
      const { page, context } = await newPage(browser, server.url, viewport);
      await signInContext(context, token);
      await page.goto('/admin/subscribers');
      const panel = page.getByRole('region', { name: T.heading });
      const toast = page.getByRole('region', { name: 'Notifications' });

      if (name === 'desktop') {
        await panel.getByText(T.empty).waitFor();
        await panel.getByRole('button', { name: T.sendNow }).click();
        await toast.locator('[data-kind="info"]').filter({ hasText: API.nothingNew }).waitFor();
      }

      await server.app.services.listings.create(
        ListingFieldsSchema.parse({
          address: `${name === 'desktop' ? 12 : 14} Digest Street, New York, NY`,
          neighborhood: '3A',
          price: 3100,
          bedrooms: 1,
          bathrooms: 1,
          size: 'No Roomies',
          description: 'New.',
          amenities: [],
          is_sublet: name !== 'desktop',
          status: 'active',
        }),
      );
      await panel.getByRole('button', { name: T.sendNow }).click();
      await toast
        .locator('[data-kind="success"]')
        .filter({ hasText: API.digestStarted(1, 2) })
        .waitFor();
      const digests = panel.getByTestId('digest');
      await expect.poll(() => digests.count()).toBe(name === 'desktop' ? 1 : 2);
      const newest = digests.first();
      expect(await newest.textContent()).toContain(
        name === 'desktop' ? '12 Digest Street, Apt 3A' : '14 Digest Street, Apt 3A (Sublet)',
      );
      await expect
        .poll(async () => newest.getByText(T.delivered).locator('..').locator('dd').textContent(), { timeout: 15_000 })
        .toBe('2');
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(panel, `admin-digests-${viewport.width}`);
      await screenshot(page, `admin-subscribers-digests-${viewport.width}`);
      await context.close();
    },
  );
});
