import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ListingFieldsSchema } from '../../src/shared/listings.schema.ts';
import { describeSearch } from '../../src/shared/saved-search.ts';
import { ALERT_TEXT as T } from '../../src/shared/texts/alerts.ts';
import { PUBLIC_TEXT } from '../../src/shared/texts/public.ts';
import { NEWSLETTER_TEXT as N } from '../../src/shared/texts/newsletter-form.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, openHydrated, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { ADMIN_SUBSCRIBERS_TEXT } from '../../src/shared/texts/admin-subscribers.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';

let server: RunningServer;
let browser: Browser;
let smtp: SmtpPeer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startServer({ env: { SMTP_URL: smtp.url }, build: { digestScheduler: false } });
  browser = await launchBrowser();
  for (const [i, bedrooms] of [2, 2, 1].entries())
    await server.app.services.listings.create(
      ListingFieldsSchema.parse({
        address: `${10 + i} Alert Avenue, New York, NY 10001`,
        neighborhood: `${i + 1}A`,
        price: 3000 + i * 200,
        bedrooms,
        bathrooms: 1,
        size: 'No Roomies',
        description: 'Bright unit.',
        amenities: [],
        is_sublet: i === 2,
        status: 'active',
      }),
    );
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

/** The manage link of the latest confirmation e-mail to `email`. */
async function confirmationPath(email: string): Promise<string> {
  await expect.poll(() => smtp.to(email).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const text = smtp.to(email).at(-1)!.parsed.text ?? '';
  return /\/alerts\/[A-Za-z0-9_.-]+/.exec(text)![0];
}

/** Saving a search under a grid's filters and the manage page, as a renter does it, at 1280 and 390 px, with axe. */
describe.each(Object.entries(VIEWPORTS))('alerts for a search at %s', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;

  afterEach(async () => {
    await context?.close();
  });

  const form = () => page.getByRole('form', { name: T.heading });

  it('saves the search under the filters: the folded form opens, says what it needs, and answers "check your inbox"', async () => {
    ({ context, page } = await newPage(browser, server.url, viewport));
    await openHydrated(page, '/?beds=2&sort=price-asc');
    const toggle = page.getByText(T.heading, { exact: true });
    await toggle.click();
    await form().waitFor();
    const email = `renter-${name}@example.com`;
    await form().getByLabel(T.emailLabel).fill(email);
    await form().getByLabel(T.frequency).selectOption('daily');
    await form().getByRole('checkbox', { name: N.ageConsent }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `alerts-form-${name}`);
    await form().getByRole('button', { name: T.save }).click();
    await page.getByRole('status').filter({ hasText: T.checkInboxHeading }).waitFor();
    // The answer's address carries the search, so the page names it and links back to it.
    expect(new URL(page.url()).pathname).toBe('/alerts');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ grid: '/', query: '?beds=2&sort=price-asc' });
    expect(await page.getByRole('status').innerText()).toContain(T.checkInbox(email));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `alerts-saved-${name}`);
  });

  it('the manage page: confirm, change the criteria and how often, stop', async () => {
    ({ context, page } = await newPage(browser, server.url, viewport));
    const path = await confirmationPath(`renter-${name}@example.com`);
    await openHydrated(page, path);
    await page.getByRole('heading', { level: 1, name: T.confirmHeading }).waitFor();
    expect(await page.getByText('All listings · 2 bedrooms').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `alerts-confirm-${name}`);
    await page.getByRole('button', { name: T.confirm }).click();
    await page.getByRole('heading', { level: 1, name: T.confirmedHeading }).waitFor();

    await page.getByLabel(PUBLIC_TEXT.priceTo).fill('3500');
    await page.getByLabel(PUBLIC_TEXT.bedrooms).selectOption('1');
    await page.getByRole('radio', { name: T.instant }).check();
    await page.getByRole('button', { name: T.saveChanges }).click();
    await page.getByRole('status').filter({ hasText: T.saved }).waitFor();
    await page.getByText('All listings · 1 bedroom · up to $3,500').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `alerts-manage-${name}`);

    await page.getByRole('button', { name: T.stop }).click();
    await page.getByRole('heading', { level: 1, name: T.stoppedHeading }).waitFor();
    expect(await page.getByRole('button', { name: T.resume }).count()).toBe(1);
  });
});

describe('alerts for a search without JavaScript', () => {
  it('the folded form opens and posts to the alerts page, which answers it', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    try {
      const page = await context.newPage();
      await page.goto('/sublets?minPrice=1500&maxPrice=4000');
      await page.getByText(T.heading, { exact: true }).click();
      const form = page.getByRole('form', { name: T.heading });
      await form.getByLabel(T.emailLabel).fill('nojs@example.com');
      await form.getByRole('checkbox', { name: N.ageConsent }).check();
      await form.getByRole('button', { name: T.save }).click();
      await page.getByRole('status').filter({ hasText: T.checkInboxHeading }).waitFor();
      // The answer names the search that was saved and links back to it.
      const words = describeSearch('Sublets', { minPrice: 1500, maxPrice: 4000 });
      await page.getByText(words).waitFor();
      expect(await page.getByRole('link', { name: T.backToSearch }).getAttribute('href')).toBe(
        '/sublets?minPrice=1500&maxPrice=4000',
      );
      await screenshot(page, 'alerts-saved-no-js-phone');
      const path = await confirmationPath('nojs@example.com');
      await page.goto(path);
      await page.getByRole('button', { name: T.confirm }).click();
      await page.getByRole('heading', { level: 1, name: T.confirmedHeading }).waitFor();
      expect(await page.getByText('Sublets', { exact: true }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe.each(Object.entries(VIEWPORTS))('saved searches in the back-office at %s', (name, viewport) => {
  it("Newsletter Subscribers shows an address's alerts: the badge, 'Alerts only', the searches in words", async () => {
    const { context, page } = await newPage(browser, server.url, viewport);
    try {
      await signInContext(context, await adminToken(server));
      await page.goto('/admin/subscribers?search=nojs');
      await page.getByRole('heading', { name: ADMIN_SUBSCRIBERS_TEXT.title, level: 1 }).waitFor();
      const alerts = page.getByTestId('subscriber-alerts');
      await alerts.getByText(T.alertsBadge(1)).click();
      await alerts.getByText(T.alertsOnly).waitFor();
      await alerts.getByText('Sublets', { exact: false }).first().waitFor();
      expect(await alerts.innerText()).toContain(`(${T.frequencyWord.instant})`);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `alerts-admin-subscribers-${name}`);
    } finally {
      await context.close();
    }
  });
});
