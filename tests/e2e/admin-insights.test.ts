import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_TEXT as T } from '../../src/shared/texts/insights.ts';
import { PRIVACY_TEXT } from '../../src/shared/texts/privacy.ts';
import { PUBLIC_TEXT } from '../../src/shared/texts/public.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, seedListings, signInContext } from './admin-listings-fixtures.ts';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/**
 * The dashboard's 'Last 30 days' in Chromium against the production build: the chart with its table,
 * the top listings, lead and visitor sources, the time to first reply, the CSV export, the per-listing
 * figures in the listings table (sorted by views and by inquiries) and on the edit page; at 1280 and
 * 390 px with axe.
 */
describe('dashboard insights', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  let ids: number[] = [];

  beforeAll(async () => {
    server = await startServer();
    ids = await seedListings(server, [
      { address: '10 Seen Street, New York, NY', status: 'active' },
      { address: '20 Asked Avenue, New York, NY', status: 'active' },
    ]);
    // Views through the counter (as the pages record them): 12 and 4, from StreetEasy and Google.
    const views = server.app.services.views;
    for (let i = 0; i < 12; i++)
      views.record({
        page: `property:${ids[0]}`,
        address: `10.0.0.${i}`,
        userAgent: BROWSER,
        referer: 'https://streeteasy.com/x',
        host: 'localhost',
      });
    for (let i = 0; i < 4; i++)
      views.record({
        page: `property:${ids[1]}`,
        address: `10.0.1.${i}`,
        userAgent: BROWSER,
        referer: 'https://www.google.com/',
        host: 'localhost',
      });
    await views.flush();
    // Three inquiries about the second listing, one answered after 45 minutes.
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const inserted = await server.app.database.db
      .insertInto('inquiries')
      .values(
        [0, 1, 2].map((i) => ({
          name: `Lead ${i}`,
          email: `lead${i}@example.com`,
          phone: '',
          message: 'Is it available?',
          inquiry_type: i === 2 ? 'general' : 'property',
          // Where each lead came from, as the inquiry records it (the dashboard counts these).
          source: (['StreetEasy', 'Property page', 'Contact form'] as const)[i],
          listing_id: i === 2 ? null : ids[1],
          listing_address: i === 2 ? null : '20 Asked Avenue, New York, NY',
          status: 'new' as const,
          notes: '',
          created_at: iso(now - 3 * 3600_000),
          updated_at: iso(now - 3 * 3600_000),
        })),
      )
      .returning('id')
      .execute();
    await server.app.database.db
      .insertInto('replies')
      .values({
        inquiry_id: Number(inserted[0].id),
        subject: 'Re: Inquiry',
        message: 'Yes',
        recipient_email: 'lead0@example.com',
        recipient_name: 'Lead 0',
        sent_at: iso(now - 3 * 3600_000 + 45 * 60_000),
        outbox_id: null,
      })
      .execute();
    token = await adminToken(server);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [name, viewport] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const) {
    it(`shows the chart with its table, top listings, sources and response time at ${name} width`, async () => {
      const { page, context } = await newPage(browser, server.url, viewport);
      await signInContext(context, token);
      await page.goto('/admin/dashboard');
      await page.getByRole('heading', { name: T.lastDays }).waitFor();
      // The chart is drawn (uPlot's canvas), and the same figures are a table.
      await page.getByTestId('daily-chart').locator('canvas').first().waitFor();
      expect(await page.getByTestId('total-views').textContent()).toBe('16');
      expect(await page.getByTestId('total-inquiries').textContent()).toBe('3');
      await page.getByText(T.showTable).click();
      const table = page.getByTestId('daily-table');
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(30);
      // Today's views; the inquiries (made 3 hours ago: today or yesterday in New York) add up to 3.
      const todayRow = table.locator('tbody tr').last();
      expect(Number(await todayRow.locator('td').first().textContent())).toBe(16);
      const inquiryCells = await table.locator('tbody tr td:nth-of-type(2)').allTextContents();
      expect(inquiryCells.map(Number).reduce((a, b) => a + b, 0)).toBe(3);

      const byViews = page.getByTestId('top-by-views').locator('li');
      expect(await byViews.first().textContent()).toContain('10 Seen Street');
      const byInquiries = page.getByTestId('top-by-inquiries').locator('li');
      expect(await byInquiries.first().textContent()).toContain('20 Asked Avenue');
      // Counts in words that agree with them: '1 view', never '1 views'.
      for (const list of ['top-by-views', 'top-by-inquiries'])
        expect(await page.getByTestId(list).textContent()).not.toMatch(/\b1 (views|inquiries)\b/);
      const leadSources = page.getByTestId('lead-sources').locator('li');
      expect(await leadSources.count()).toBe(3);
      for (const source of ['StreetEasy', 'Property page', 'Contact form'])
        expect(await leadSources.filter({ hasText: source }).textContent()).toContain('1 · 33%');
      expect(await page.getByTestId('view-sources').textContent()).toContain(T.viewSource.streeteasy);
      expect(await page.getByTestId('response-time').textContent()).toContain('45 min');
      expect(await page.getByTestId('response-time').textContent()).toContain(T.answered(1, 3));

      expect((await seriousViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      await screenshot(page, `admin-insights-${viewport.width}`);

      // The CSV of the daily figures.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: T.exportCsv }).click(),
      ]);
      const file = await download.path();
      const text = (await import('node:fs')).readFileSync(file, 'utf8');
      expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(T.csvColumns.join(','));
      expect(text.trim().split('\r\n')).toHaveLength(31);

      // Per listing: the edit page shows its own last 30 days.
      await page.goto(`/admin/listings/edit/${ids[0]}`);
      await page.getByTestId('listing-figures').waitFor();
      expect(await page.getByTestId('listing-figures').textContent()).toContain('12 views · 0 inquiries · 0 viewings');
      await page.getByTestId('daily-chart').locator('canvas').first().waitFor();
      expect((await seriousViolations(page)).map((v) => v.id)).toEqual([]);
      await context.close();
    });
  }

  it("shows each listing's figures in the listings table and sorts by views and by inquiries at desktop width", async () => {
    const { page, context } = await newPage(browser, server.url, VIEWPORTS.desktop);
    await signInContext(context, token);
    await page.goto('/admin/listings');
    const rows = page.getByTestId('listing-row');
    const addresses = () => rows.getByTestId('listing-address').allTextContents();
    const row = (address: string) => rows.filter({ hasText: address });
    await row('10 Seen Street').getByTestId('listing-views').waitFor();
    expect(await row('10 Seen Street').getByTestId('listing-views').textContent()).toBe('12');
    expect(await row('20 Asked Avenue').getByTestId('listing-views').textContent()).toBe('4');
    expect(await row('20 Asked Avenue').getByTestId('listing-inquiries').textContent()).toBe(`2${T.viewingsCount(0)}`);
    // Newest first until a figure's header is clicked: then most first, and a second click flips it.
    expect(await addresses()).toEqual(['20 Asked Avenue, New York, NY', '10 Seen Street, New York, NY']);
    const header = (name: string) => page.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    await header(T.views).getByRole('button').click();
    await expect.poll(addresses).toEqual(['10 Seen Street, New York, NY', '20 Asked Avenue, New York, NY']);
    expect(await header(T.views).getAttribute('aria-sort')).toBe('descending');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('views');
    await header(T.inquiries).getByRole('button').click();
    await expect.poll(addresses).toEqual(['20 Asked Avenue, New York, NY', '10 Seen Street, New York, NY']);
    await header(T.inquiries).getByRole('button').click();
    await expect.poll(addresses).toEqual(['10 Seen Street, New York, NY', '20 Asked Avenue, New York, NY']);
    expect(await header(T.inquiries).getAttribute('aria-sort')).toBe('ascending');
    expect((await seriousViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    await page.goto('/admin/listings?sort=views&order=desc');
    await rows.first().waitFor();
    await screenshot(page, `admin-listings-figures-${VIEWPORTS.desktop.width}`);
    await context.close();
  });

  it("shows each listing's figures on the listing cards and sorts by them at phone width", async () => {
    const { page, context } = await newPage(browser, server.url, VIEWPORTS.phone);
    await signInContext(context, token);
    await page.goto('/admin/listings');
    const cards = page.getByTestId('listing-row');
    const addresses = () => cards.getByTestId('listing-address').allTextContents();
    const card = (address: string) => cards.filter({ hasText: address });
    await card('10 Seen Street').getByTestId('listing-figures-30').waitFor();
    expect(await card('10 Seen Street').getByTestId('listing-figures-30').textContent()).toBe(
      '12 views · 0 inquiries · 0 viewings',
    );
    expect(await card('20 Asked Avenue').getByTestId('listing-figures-30').textContent()).toBe(
      '4 views · 2 inquiries · 0 viewings',
    );
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: `Sort by ${T.views}` });
    await expect.poll(addresses).toEqual(['10 Seen Street, New York, NY', '20 Asked Avenue, New York, NY']);
    await sort.selectOption({ label: `Sort by ${T.inquiries}` });
    await expect.poll(addresses).toEqual(['20 Asked Avenue, New York, NY', '10 Seen Street, New York, NY']);
    expect(new URL(page.url()).searchParams.get('order')).toBe('desc');
    expect((await seriousViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    await screenshot(page, `admin-listings-figures-${VIEWPORTS.phone.width}`);
    await context.close();
  });

  it('tells visitors what is counted, from a footer link, and sets no cookie', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const { page, context } = await newPage(browser, server.url, viewport);
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: PUBLIC_TEXT.privacyLink }).click();
      await page.getByRole('heading', { name: PRIVACY_TEXT.title }).waitFor();
      expect(await page.getByTestId('privacy-points').locator('li').allTextContents()).toEqual([...PRIVACY_TEXT.points]);
      expect(await context.cookies()).toEqual([]);
      expect((await seriousViolations(page)).map((v) => v.id)).toEqual([]);
      await screenshot(page, `privacy-${viewport.width}`);
      await context.close();
    }
  });
});
