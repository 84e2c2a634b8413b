import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTALS } from '../../src/shared/syndication.ts';
import { FEEDS_TEXT as T } from '../../src/shared/texts/feeds.ts';
import { LISTINGS_TEXT } from '../../src/shared/texts/listings.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, apiListing, signInContext } from './admin-listings-fixtures.ts';

const TOKEN = 'portal-secret-0123456789';
const COMPLETE = '145 East 29th Street, New York, NY 10016';
const LACKING = '88 Bedford Street';

/**
 * The listing feeds in the back-office: Settings → Listing feeds (addresses with a copy button, listings
 * held, last fetch and its user agent), and what StreetEasy and Zillow need that a listing lacks, in the
 * listings table and on the listing form. Chromium at 1280 and 390 px, with axe.
 */
describe('listing feeds in the back-office', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  let lackingId: number;

  beforeAll(async () => {
    server = await startServer({ env: { FEED_TOKEN: TOKEN } });
    token = await adminToken(server);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#6b8fb8' } })
      .jpeg()
      .toBuffer();
    const base = {
      price: 3450,
      bedrooms: 1,
      bathrooms: 1,
      size: 'No Roomies',
      description: 'A bright apartment.',
      status: 'active' as const,
      is_sublet: false,
      amenities: [],
    };
    await server.app.services.listings.create({ ...base, address: COMPLETE, neighborhood: '4B' }, [{ data: photo }]);
    lackingId = (await server.app.services.listings.create({ ...base, address: LACKING, neighborhood: 'N/A' })).id;
    // Zillow fetches its feed once; StreetEasy has not yet.
    const fetched = await fetch(`${server.url}/feeds/zillow.xml?token=${TOKEN}`, {
      headers: { 'user-agent': 'ZillowRentalFeeds/2.1' },
    });
    expect(fetched.status).toBe(200);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(path: string, viewport: { width: number; height: number }) {
    const session = await newPage(browser, server.url, viewport);
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await signInContext(session.context, token);
    await session.page.goto(path);
    return session;
  }
  /** Without PUBLIC_URL the addresses name the local site. */
  const origin = () => `http://localhost:${server.config.port}`;
  const toast = (page: Page, text: string) =>
    page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
  const summary = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  const lackingWarnings = [
    T.portalNeeds(['StreetEasy'], T.apartmentNumber),
    T.portalNeeds(['StreetEasy', 'Zillow'], T.zipCode),
    T.portalNeeds(['StreetEasy', 'Zillow'], T.photo),
  ];

  for (const [width, viewport] of [
    ['1280', VIEWPORTS.desktop],
    ['390', VIEWPORTS.phone],
  ] as const) {
    it(`Settings at ${width} px: each feed's address with a copy button, the listings it holds, the last fetch`, async () => {
      const { page, context } = await open('/admin/settings', viewport);
      const section = page.getByRole('region', { name: T.section });
      await section.getByRole('heading', { name: T.section }).waitFor();
      for (const portal of Object.values(PORTALS)) {
        const address = section.getByLabel(T.feedUrl(portal.label), { exact: true });
        await address.waitFor();
        expect(await address.inputValue()).toBe(`${origin()}${portal.path}?token=${TOKEN}`);
      }
      const streeteasy = section.getByRole('article', { name: /^StreetEasy/ });
      const zillow = section.getByRole('article', { name: /^Zillow/ });
      expect(await streeteasy.getByText(T.neverFetched).count()).toBe(1);
      await zillow.getByText('ZillowRentalFeeds/2.1').waitFor();
      expect(await zillow.locator('dd').nth(1).textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
      // One complete listing in each feed; the other is held back (no apartment number, ZIP code or photo).
      expect(await streeteasy.locator('dd').first().textContent()).toBe('1');
      expect(await zillow.locator('dd').first().textContent()).toBe('1');
      await zillow.getByText(T.heldBack(1)).waitFor();
      await section.getByText(T.tokenOn).waitFor();

      await zillow.getByRole('button', { name: `${T.copy}: ${T.feedUrl('Zillow')}` }).click();
      await toast(page, T.copied).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin()}/feeds/zillow.xml?token=${TOKEN}`);

      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `admin-listing-feeds-${width}`);
      expect(summary(await seriousViolations(page))).toEqual([]);
      await context.close();
    });

    it(`the listings table at ${width} px names what the portals need and a listing lacks`, async () => {
      const { page, context } = await open('/admin/listings', viewport);
      const rows = page.getByTestId('listing-row');
      await rows.first().waitFor();
      const lacking = rows.filter({ hasText: LACKING });
      expect(await lacking.getByTestId('portal-warnings').locator('li').allTextContents()).toEqual(lackingWarnings);
      expect(await rows.filter({ hasText: COMPLETE }).getByTestId('portal-warnings').count()).toBe(0);
      await screenshot(page, `admin-listings-portal-warnings-${width}`);
      expect(summary(await seriousViolations(page))).toEqual([]);
      await context.close();
    });
  }

  it('the listing form checks as the agent types, at 390 and 1280 px, and saves the publishing choice', async () => {
    for (const [width, viewport] of [
      ['390', VIEWPORTS.phone],
      ['1280', VIEWPORTS.desktop],
    ] as const) {
      const { page, context } = await open(`/admin/listings/edit/${lackingId}`, viewport);
      const publish = page.getByLabel(T.publishLabel);
      await publish.waitFor();
      expect(await publish.isChecked()).toBe(true);
      const checks = page.getByRole('status').filter({ hasText: T.checksHeading });
      expect(await checks.locator('li').allTextContents()).toEqual(lackingWarnings);
      await page.getByLabel('Apartment No.', { exact: true }).fill('7C');
      await page.getByLabel('Address', { exact: true }).fill(`${LACKING}, New York, NY 10014`);
      await expect.poll(() => checks.locator('li').allTextContents()).toEqual([T.portalNeeds(['StreetEasy', 'Zillow'], T.photo)]);
      await checks.scrollIntoViewIfNeeded();
      await screenshot(page, `admin-listing-form-portals-${width}`);
      expect(summary(await seriousViolations(page))).toEqual([]);
      if (width === '1280') {
        await publish.uncheck();
        await expect.poll(() => checks.count()).toBe(0);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await toast(page, LISTINGS_TEXT.updated).waitFor();
        const saved = await apiListing(server, token, lackingId);
        expect([saved.syndicate, saved.neighborhood]).toEqual([false, '7C']);
      }
      await context.close();
    }
  });
});
